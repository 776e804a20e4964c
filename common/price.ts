/** A currency as `/api/lists/currencies` returns it (spec §3). */
export interface Currency {
  code: string;
  rate: number;
  decimals: number;
  symbol_before: string | null;
  symbol_after: string | null;
}

/** The default currency of the spec: Czech koruna, rate 1, no decimals, "Kč" after. */
export const CZK: Currency = { code: 'CZK', rate: 1, decimals: 0, symbol_before: null, symbol_after: 'Kč' };

const NBSP = '\u00a0';

/**
 * Formats a number the spec's way (§9): space as the thousands separator, comma
 * as the decimal separator, `decimals` digits (2 when not given). A no-break
 * space is used so that an amount never wraps across lines.
 */
export function formatNumber(value: number, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = value < 0 && Number(fixed) !== 0 ? '−' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/**
 * Formats an amount in the given currency: divided by the currency's rate,
 * with its decimals and symbols ("1 234 Kč").
 */
export function formatPrice(amount: number, currency: Currency = CZK): string {
  const value = amount / (currency.rate || 1);
  const number = formatNumber(value, currency.decimals);
  const before = currency.symbol_before ? `${currency.symbol_before}${NBSP}` : '';
  const after = currency.symbol_after ? `${NBSP}${currency.symbol_after}` : '';
  return `${before}${number}${after}`;
}
