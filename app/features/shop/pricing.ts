/**
 * What a cart costs, in haléře: the price of each piece after the buyer's group discount,
 * the goods, what the vouchers take off them, and the total. Pure, so the cart, the
 * checkout and the tests count the same way.
 */

/** Crowns as the API gives them → haléře as they are stored and counted. */
export const toHellers = (crowns: number) => Math.round(crowns * 100);
export const toCrowns = (hellers: number) => hellers / 100;

export interface PricedLine {
  unitHellers: number;
  quantity: number;
}

export interface VoucherTerms {
  id: number;
  percent: number | null;
  amountHellers: number | null;
}

/** A piece's price for a buyer in a group with `groupDiscount` percent off, if the product allows it. */
export function unitPrice(priceHellers: number, discountable: boolean, groupDiscount: number): number {
  if (!discountable || groupDiscount <= 0) return priceHellers;
  return Math.round((priceHellers * (100 - Math.min(groupDiscount, 100))) / 100);
}

export interface Totals {
  goodsHellers: number;
  /** Voucher id → what it takes off. */
  voucherHellers: Map<number, number>;
  discountHellers: number;
  totalHellers: number;
}

/**
 * Percent vouchers count from the goods, then amounts come off what is left; together they
 * never take more than the goods cost, so the total is never below zero.
 */
export function totals(lines: PricedLine[], vouchers: VoucherTerms[]): Totals {
  const goodsHellers = lines.reduce((sum, l) => sum + l.unitHellers * l.quantity, 0);
  const voucherHellers = new Map<number, number>();
  let left = goodsHellers;
  const ordered = [...vouchers].sort((a, b) => Number(a.percent === null) - Number(b.percent === null));
  for (const v of ordered) {
    const wanted = v.percent !== null ? Math.round((goodsHellers * v.percent) / 100) : (v.amountHellers ?? 0);
    const taken = Math.min(wanted, left);
    left -= taken;
    voucherHellers.set(v.id, taken);
  }
  const discountHellers = goodsHellers - left;
  return { goodsHellers, voucherHellers, discountHellers, totalHellers: left };
}
