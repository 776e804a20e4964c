import { PHONE_PREFIXES } from './phone-prefixes.ts';

/** The spec's country prefixes, the longest first, so +386 is not read as +38 and a 6. */
const COUNTRIES = PHONE_PREFIXES.filter((p) => p !== '').sort((a, b) => b.length - a.length);

/** The national number's length: nine digits in Czechia and Slovakia, 6 to 13 elsewhere (E.164 caps all at 15). */
const NATIONAL: Record<string, RegExp> = { '+420': /^\d{9}$/, '+421': /^\d{9}$/ };
const OTHER = /^\d{6,13}$/;

export interface Phone {
  /** One of the spec's prefixes: +420… */
  prefix: string;
  /** The national number, digits only: 777123456. */
  number: string;
}

/**
 * A phone number as a person types it ("777 123 456", "+421 905 123 456", "0049 171 2345678"), with
 * the prefix they chose, as its country prefix and national digits; `prefix + number` is its E.164
 * form. A prefix written in the number wins over the chosen one; with none at all the number is
 * Czech. Empty stays empty; what cannot be a number of these countries is null.
 */
export function readPhone(typed: string, chosen = ''): Phone | null {
  let digits = typed.replace(/[\s().\-/]/g, '');
  if (digits === '') return { prefix: chosen, number: '' };
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  let prefix = chosen || '+420';
  if (digits.startsWith('+')) {
    const written = COUNTRIES.find((country) => digits.startsWith(country));
    if (!written) return null;
    prefix = written;
    digits = digits.slice(written.length);
  }
  // Abroad a national number starts with a trunk 0 the international form leaves out; Czech ones have none.
  if (prefix !== '+420' && digits.startsWith('0')) digits = digits.slice(1);
  return (NATIONAL[prefix] ?? OTHER).test(digits) ? { prefix, number: digits } : null;
}

/** E.164 (+420777123456), '' for no number, null for one that cannot be. */
export function toE164(typed: string, chosen = ''): string | null {
  const phone = readPhone(typed, chosen);
  return phone && (phone.number ? `${phone.prefix}${phone.number}` : '');
}

/** The national digits as people read them: in threes from the start (777 123 456). */
export const groupDigits = (number: string) => number.replace(/(\d{3})(?=\d)/g, '$1 ');

/** "+420 777 123 456" from an E.164 number or a prefix and digits. */
export function formatPhone(e164OrPrefix: string, number?: string): string {
  const phone = number === undefined ? readPhone(e164OrPrefix) : { prefix: e164OrPrefix, number };
  if (!phone?.number) return number === undefined ? e164OrPrefix : '';
  return `${phone.prefix} ${groupDigits(phone.number)}`.trim();
}

export const PHONE_MESSAGE = 'Napište telefonní číslo, například 777 123 456, nebo i s předvolbou: +421 905 123 456.';
