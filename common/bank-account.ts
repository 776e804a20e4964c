/**
 * Czech bank account numbers: their check digits (mod 11) and their IBAN. The town's account is a
 * setting the office edits (checked here) and every payment QR code uses (commitments/spayd.ts).
 */

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** The digits (at most as many as the weights, the pattern sees to it) weighed, padded with zeros in front. */
const weighted = (digits: string, weights: number[]) => {
  const padded = digits.padStart(weights.length, '0');
  return weights.reduce((sum, weight, i) => sum + Number(padded.charAt(i)) * weight, 0);
};

export interface CzechAccount {
  prefix: string;
  number: string;
  bank: string;
}

/** "19-2000145399/0800" → its parts, or null when it is not a valid Czech account number (mod 11 checks). */
export function parseCzechAccount(text: string): CzechAccount | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  // The number and the bank take part in every match; only the prefix may be missing.
  const [, prefix = '', number = '', bank = ''] = match;
  if (weighted(prefix, PREFIX_WEIGHTS) % 11 !== 0) return null;
  if (weighted(number, NUMBER_WEIGHTS) % 11 !== 0 || /^0+$/.test(number)) return null;
  return { prefix, number, bank };
}

/** ISO 13616 check digits: the remainder of the number read as digits (letters as 10–35), mod 97. */
function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** The IBAN of a Czech account: CZ, check digits, bank code, prefix (6) and number (10). */
export function czechIban(account: CzechAccount): string {
  const bban = `${account.bank}${account.prefix.padStart(6, '0')}${account.number.padStart(10, '0')}`;
  // "CZ00" moved to the end, C = 12, Z = 35.
  const check = 98 - mod97(`${bban}123500`);
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

export const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
