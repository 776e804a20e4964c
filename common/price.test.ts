import { describe, expect, it } from 'vitest';
import { CZK, formatCrowns, formatHellers, formatNumber, formatPrice, formatWhole } from './price.ts';

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

describe('prices in a currency other than the default (spec §9)', () => {
  const eur = { code: 'EUR', rate: 25.3, decimals: 2, symbol_before: null, symbol_after: '€' };
  const mills = { code: 'XTS', rate: 0.5, decimals: 3, symbol_before: 'T$', symbol_after: null };
  it("divide by the current rate and keep the currency's decimals", () => {
    expect(formatPrice(1265, eur)).toBe(nbsp('50,00 €'));
    expect(formatPrice(390, eur)).toBe(nbsp('15,42 €'));
    expect(formatPrice(1234.5678, mills)).toBe(nbsp('T$ 2 469,136'));
  });
  it('use 2 decimals when the currency gives none', () => {
    expect(formatPrice(99, { ...eur, rate: 1, decimals: null })).toBe(nbsp('99,00 €'));
  });
  it('show no decimals through the currency filter', () => {
    expect(formatWhole(390, eur)).toBe(nbsp('15 €'));
    expect(formatWhole(79.2)).toBe(nbsp('79 Kč'));
  });
});

describe('crowns and haléře', () => {
  it('show hellers only when there are some', () => {
    expect(formatCrowns(390)).toBe(nbsp('390 Kč'));
    expect(formatCrowns(79.2)).toBe(nbsp('79,20 Kč'));
    expect(formatHellers(125050)).toBe(nbsp('1 250,50 Kč'));
  });
});
