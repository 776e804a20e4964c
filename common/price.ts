/** A currency as `/api/lists/currencies` returns it (spec §3). */
export interface Currency {
  code: string;
  rate: number;
  /** Digits after the comma; 2 when the currency gives none (spec §9). */
  decimals: number | null;
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
  const number = formatNumber(value, currency.decimals ?? 2);
  const before = currency.symbol_before ? `${currency.symbol_before}${NBSP}` : '';
  const after = currency.symbol_after ? `${NBSP}${currency.symbol_after}` : '';
  return `${before}${number}${after}`;
}

/** The spec's currency filter (§9): the same amount in whole units, as in a product list's "od 149 Kč". */
export const formatWhole = (amount: number, currency: Currency = CZK) =>
  formatPrice(amount, { ...currency, decimals: 0 });

/** An amount in crowns as Czech prices are written: whole crowns without decimals ("900 Kč"), else with hellers ("1 250,50 Kč"). */
export const formatCrowns = (crowns: number) =>
  formatPrice(crowns, Number.isInteger(crowns) ? CZK : { ...CZK, decimals: 2 });

/** The same for an amount in haléře. */
export const formatHellers = (hellers: number) => formatCrowns(hellers / 100);
