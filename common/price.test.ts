import { describe, expect, it } from 'vitest';
import { CZK, formatNumber, formatPrice } from './price.ts';

const nbsp = (s: string) => s.replaceAll(' ', '\u00a0');

describe('formatNumber (spec §9)', () => {
  it('groups thousands with a space and uses a decimal comma', () => {
    expect(formatNumber(1234567.891)).toBe(nbsp('1 234 567,89'));
  });
  it('uses 2 decimals by default and the given decimals otherwise', () => {
    expect(formatNumber(5)).toBe('5,00');
    expect(formatNumber(5, 0)).toBe('5');
    expect(formatNumber(1000.5, 1)).toBe(nbsp('1 000,5'));
  });
  it('rounds and keeps small numbers ungrouped', () => {
    expect(formatNumber(999.999)).toBe(nbsp('1 000,00'));
    expect(formatNumber(0.004)).toBe('0,00');
  });
  it('formats negative amounts with a minus sign, but never "-0"', () => {
    expect(formatNumber(-1500, 0)).toBe(nbsp('−1 500'));
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });
});

describe('formatPrice', () => {
  it('shows koruna without decimals and "Kč" after (spec §3 default)', () => {
    expect(formatPrice(12500)).toBe(nbsp('12 500 Kč'));
    expect(formatPrice(12500, CZK)).toBe(nbsp('12 500 Kč'));
  });
  it('divides by the currency rate and applies its decimals and symbols', () => {
    const eur = { code: 'EUR', rate: 25, decimals: 2, symbol_before: '€', symbol_after: null };
    expect(formatPrice(2550, eur)).toBe(nbsp('€ 102,00'));
  });
});
