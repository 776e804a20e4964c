/**
 * The "QR Platba" string (SPAYD 1.0, the Czech Banking Association's Short
 * Payment Descriptor) that every Czech banking app reads from a QR code.
 */

export interface PaymentOrder {
  iban: string;
  /** In crowns; written with two decimals. */
  amount: number;
  variableSymbol?: string;
  specificSymbol?: string;
  /** For the recipient, up to 60 characters. */
  message?: string;
  recipient?: string;
  /** 'YYYY-MM-DD' */
  dueDate?: string;
}

/**
 * A value inside SPAYD: '*' separates fields, so it is left out; the text is
 * kept to letters, digits and common punctuation without diacritics, which
 * every bank's reader accepts.
 */
const spaydText = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-zA-Z0-9 .,:;/+()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** A payment symbol is up to 10 digits; anything else is a mistake upstream, not something to cut. */
function symbol(value: string): string {
  if (!/^\d{1,10}$/.test(value)) throw new RangeError(`not a payment symbol: ${value}`);
  return value;
}

/** "SPD*1.0*ACC:CZ…*AM:450.00*CC:CZK*…" */
export function spayd(order: PaymentOrder): string {
  if (!(order.amount > 0) || order.amount >= 10_000_000) throw new RangeError('amount out of range');
  const fields = [
    'SPD',
    '1.0',
    `ACC:${order.iban}`,
    `AM:${order.amount.toFixed(2)}`,
    'CC:CZK',
    order.dueDate ? `DT:${order.dueDate.replaceAll('-', '')}` : null,
    order.message ? `MSG:${spaydText(order.message, 60)}` : null,
    order.recipient ? `RN:${spaydText(order.recipient, 35)}` : null,
    order.variableSymbol ? `X-VS:${symbol(order.variableSymbol)}` : null,
    order.specificSymbol ? `X-SS:${symbol(order.specificSymbol)}` : null,
  ];
  return fields.filter(Boolean).join('*');
}
