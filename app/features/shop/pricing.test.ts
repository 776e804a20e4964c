import { describe, expect, it } from 'vitest';
import { totals, unitPrice } from './pricing.ts';

describe("a buyer's group discount", () => {
  it('takes its percent off what allows it, rounded to a haléř', () => {
    expect(unitPrice(9900, true, 20)).toBe(7920);
    expect(unitPrice(14900, true, 15)).toBe(12665);
    expect(unitPrice(9900, false, 20)).toBe(9900);
    expect(unitPrice(9900, true, 0)).toBe(9900);
    expect(unitPrice(9900, true, 150)).toBe(0);
  });
});

describe("a cart's totals", () => {
  const lines = [
    { unitHellers: 39000, quantity: 1 },
    { unitHellers: 9900, quantity: 2 },
  ];
  it('count percent vouchers from the goods, then amounts from what is left', () => {
    const sum = totals(lines, [
      { id: 2, percent: null, amountHellers: 5000 },
      { id: 1, percent: 10, amountHellers: null },
    ]);
    expect(sum.goodsHellers).toBe(58800);
    expect(sum.voucherHellers).toEqual(
      new Map([
        [1, 5880],
        [2, 5000],
      ]),
    );
    expect(sum.totalHellers).toBe(47920);
  });
  it('never go below zero', () => {
    const sum = totals(
      [{ unitHellers: 9900, quantity: 1 }],
      [
        { id: 1, percent: null, amountHellers: 10000 },
        { id: 2, percent: null, amountHellers: 5000 },
      ],
    );
    expect(sum).toMatchObject({ discountHellers: 9900, totalHellers: 0 });
    expect(sum.voucherHellers.get(2)).toBe(0);
  });
});
