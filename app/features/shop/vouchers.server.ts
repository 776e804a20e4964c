import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { consume, MINUTE } from '../../../server/lib/rate-limit.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { type CartRow, cartView, ownCart } from './cart.server.ts';
import { shopMessages } from './messages.ts';
import { toHellers } from './pricing.ts';
import { carts, cartVouchers, orders, orderVouchers, vouchers } from './schema.server.ts';
import type { Cart, VoucherAddInput, VoucherRefusal } from './schemas.ts';

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'now' | 'ip'>;
export type VoucherRow = typeof vouchers.$inferSelect;

/** The only service type the shop takes (spec §7); a code of another service is not one of its. */
export const SHOP_SERVICE = 'eshop';

interface Use {
  userId: number | null;
  /** Lower-cased; the guest's per-person limit counts by it. */
  email: string | null;
  goodsHellers: number;
}

/**
 * Whether a voucher can be used by this person on goods of this value now (spec §8), or the
 * first rule it breaks. Orders that were cancelled do not count against the limits.
 */
export async function voucherRefusal(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  v: VoucherRow,
  use: Use,
): Promise<VoucherRefusal | null> {
  const today = pragueToday(ctx.now);
  if (v.activeFrom && today < v.activeFrom) return { error: 'active_from' };
  if (v.activeTo && today > v.activeTo) return { error: 'active_to' };
  const used = (who?: ReturnType<typeof or>) =>
    ctx.db
      .select({ n: count() })
      .from(orderVouchers)
      .innerJoin(orders, eq(orders.id, orderVouchers.orderId))
      .where(and(eq(orderVouchers.voucherId, v.id), ne(orders.state, 'cancelled'), who));
  if (v.quantity !== null) {
    const n = (await used())[0]?.n ?? 0;
    if (n >= v.quantity) return { error: 'quantity' };
  }
  if (v.quantityPerUser !== null && (use.userId !== null || use.email)) {
    const who = or(
      use.userId !== null ? eq(orderVouchers.userId, use.userId) : undefined,
      use.email ? eq(orderVouchers.email, use.email) : undefined,
    );
    const n = (await used(who))[0]?.n ?? 0;
    if (n >= v.quantityPerUser) return { error: 'quantity_per_user_limit', value: v.quantityPerUser };
  }
  if (v.minimalPriceHellers !== null && use.goodsHellers < v.minimalPriceHellers) {
    return { error: 'minimal_price', value: v.minimalPriceHellers / 100 };
  }
  return null;
}

/**
 * `POST /api/voucher/cart/add/{cartId}`: the code goes into the cart, or the rule it breaks
 * comes back (the API answers it with 404 and the code, as the spec's client expects).
 */
export async function addVoucher(
  ctx: Ctx,
  cartId: string,
  guestToken: string | undefined,
  input: VoucherAddInput,
): Promise<{ cart: Cart } | { refusal: VoucherRefusal }> {
  const row = await ownCart(ctx, cartId, guestToken);
  // Codes are short: a limit per address keeps anyone from trying them all.
  await consume(ctx.db, [{ key: `voucher:ip:${ctx.ip}`, max: 20, windowMs: 10 * MINUTE }], ctx.now);
  const [v] = await ctx.db.select().from(vouchers).where(eq(vouchers.code, input.voucherCode.toUpperCase())).limit(1);
  if (!v) return { refusal: { error: 'not_exists' } };
  if (v.serviceType !== input.serviceType || v.serviceType !== SHOP_SERVICE)
    return { refusal: { error: 'service_type' } };
  const inCarts = await ctx.db
    .select({ cartId: cartVouchers.cartId })
    .from(cartVouchers)
    .innerJoin(carts, eq(carts.id, cartVouchers.cartId))
    .where(
      and(eq(cartVouchers.voucherId, v.id), row.userId !== null ? eq(carts.userId, row.userId) : eq(carts.id, row.id)),
    );
  if (inCarts.some((c) => c.cartId === row.id)) return { refusal: { error: 'voucher_is_already_added' } };
  // One person's code in two of their carts would let it count twice.
  if (inCarts.length > 0) return { refusal: { error: 'user_check' } };
  const cart = await cartView(ctx, row);
  const refusal = await voucherRefusal(ctx, v, {
    userId: row.userId,
    email: row.userId !== null ? (ctx.actor?.email ?? null) : input.guestEmail || null,
    goodsHellers: toHellers(cart.goods),
  });
  if (refusal) return { refusal };
  await ctx.db.insert(cartVouchers).values({ cartId: row.id, voucherId: v.id }).onConflictDoNothing();
  return { cart: await cartView(ctx, row) };
}

/** `POST /api/voucher/cart/delete/{cartId}`: the code leaves the cart. */
export async function removeVoucher(
  ctx: Ctx,
  cartId: string,
  guestToken: string | undefined,
  voucherId: number,
): Promise<Cart> {
  const row: CartRow = await ownCart(ctx, cartId, guestToken);
  const removed = await ctx.db
    .delete(cartVouchers)
    .where(and(eq(cartVouchers.cartId, row.id), eq(cartVouchers.voucherId, voucherId)))
    .returning();
  if (removed.length === 0) throw new HttpError(404, shopMessages.voucherNotInCart);
  return cartView(ctx, row);
}

/** The cart's vouchers, locked until the order commits: the last use of a code goes to one order. */
export const lockVouchers = (ctx: Pick<ServiceContext, 'db'>, ids: number[]) =>
  ids.length ? ctx.db.select().from(vouchers).where(inArray(vouchers.id, ids)).for('update') : Promise.resolve([]);
