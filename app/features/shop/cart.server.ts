import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { GUEST_CART_MAX_AGE } from '../../../common/cookies.ts';
import { HttpError, invalid } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { shopMessages } from './messages.ts';
import { toCrowns, totals, unitPrice } from './pricing.ts';
import {
  cartItems,
  carts,
  cartVouchers,
  productCategories,
  products,
  productVariants,
  shopCategories,
  vouchers,
} from './schema.server.ts';
import { type Cart, type CartUpdate, type CartUpdateInput, MAX_PIECES } from './schemas.ts';

export type CartRow = typeof carts.$inferSelect;
type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'now' | 'ip'>;

const cartGone = () => new HttpError(404, shopMessages.cartNotFound);

/** A guest cart lives 14 days from its last use, as long as its cookie. */
const alive = (row: CartRow, now: Date) => now.getTime() - row.updatedAt.getTime() < GUEST_CART_MAX_AGE * 1000;

/**
 * A cart the asker may use: one of their account's, or the guest cart whose secret their
 * cookie holds. Anyone else's, or an expired one, does not exist for them (404).
 */
export async function ownCart(ctx: Ctx, cartId: string, guestToken: string | undefined): Promise<CartRow> {
  if (!isUuid(cartId)) throw cartGone();
  const [row] = await ctx.db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  const mine =
    row && (row.userId !== null ? row.userId === ctx.actor?.id : row.tempId === guestToken && alive(row, ctx.now));
  if (!row || !mine) throw cartGone();
  return row;
}

/** The group discount that applies to a cart: its owner's, while they are the one asking. */
const discountOf = (ctx: Ctx, row: CartRow) =>
  row.userId !== null && row.userId === ctx.actor?.id ? (ctx.actor.group?.discount ?? 0) : 0;

/** The cart as the API and the pages show it, priced for its owner. */
/** A cart's lines with their products, the products' categories and the cart's vouchers, as stored. */
async function cartRows(ctx: Ctx, cartId: string) {
  const lines = await ctx.db
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      note: cartItems.note,
      variantName: productVariants.name,
      variantPrice: productVariants.priceHellers,
      stock: productVariants.stock,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      imageUrl: products.imageUrl,
      imageAlt: products.imageAlt,
      price: products.priceHellers,
      discountable: products.discountable,
      active: products.active,
      category: { id: shopCategories.id, slug: shopCategories.slug, name: shopCategories.name },
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(shopCategories, eq(shopCategories.id, products.defaultCategoryId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const categoryRows = productIds.length
    ? await ctx.db
        .select({
          productId: productCategories.productId,
          id: shopCategories.id,
          slug: shopCategories.slug,
          name: shopCategories.name,
        })
        .from(productCategories)
        .innerJoin(shopCategories, eq(shopCategories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, productIds))
        .orderBy(asc(shopCategories.position))
    : [];
  const voucherRows = await ctx.db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      description: vouchers.description,
      percent: vouchers.percent,
      amountHellers: vouchers.amountHellers,
    })
    .from(cartVouchers)
    .innerJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
    .where(eq(cartVouchers.cartId, cartId))
    .orderBy(asc(vouchers.id));

  return { lines, categoryRows, voucherRows };
}

export async function cartView(ctx: Ctx, row: CartRow): Promise<Cart> {
  const discount = discountOf(ctx, row);
  const { lines, categoryRows, voucherRows } = await cartRows(ctx, row.id);
  const priced = lines.map((l) => {
    const original = l.variantPrice ?? l.price;
    return { ...l, original, unit: unitPrice(original, l.discountable, discount) };
  });
  const sum = totals(
    priced.map((l) => ({ unitHellers: l.unit, quantity: l.quantity })),
    voucherRows,
  );
  return {
    id: row.id,
    items: priced.map((l) => ({
      id: l.id,
      variant_id: l.variantId,
      variant_name: l.variantName,
      quantity: l.quantity,
      note: l.note,
      // A product taken out of the shop can no longer be ordered.
      stock: l.active ? l.stock : 0,
      total: toCrowns(l.unit * l.quantity),
      product: {
        id: l.productId,
        slug: l.slug,
        name: l.name,
        image_url: l.imageUrl,
        image_alt: l.imageAlt,
        price: toCrowns(l.unit),
        original_price: toCrowns(l.original),
        default_category: l.category,
        categories: categoryRows
          .filter((c) => c.productId === l.productId)
          .map(({ id, slug, name }) => ({ id, slug, name })),
      },
    })),
    vouchers: voucherRows.map((v) => ({
      id: v.id,
      code: v.code,
      description: v.description,
      percent: v.percent,
      amount: v.amountHellers === null ? null : toCrowns(v.amountHellers),
      discount: toCrowns(sum.voucherHellers.get(v.id) ?? 0),
    })),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    goods: toCrowns(sum.goodsHellers),
    discount: toCrowns(sum.discountHellers),
    total: toCrowns(sum.totalHellers),
    group: discount > 0 && ctx.actor?.group ? ctx.actor.group : null,
    ...(row.tempId ? { tempId: row.tempId } : {}),
  };
}

const touch = (ctx: Pick<ServiceContext, 'db' | 'now'>, id: string) =>
  ctx.db.update(carts).set({ updatedAt: ctx.now }).where(eq(carts.id, id));

/** `GET /api/cart/{locale}`: the signed-in person's carts, oldest first. */
export async function myCarts(ctx: Ctx): Promise<Cart[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db.select().from(carts).where(eq(carts.userId, actor.id)).orderBy(asc(carts.createdAt));
  return Promise.all(rows.map((row) => cartView(ctx, row)));
}

/** `POST /api/cart/create`: a new cart, the account's when signed in, else a guest's with its `tempId`. */
export async function createCart(ctx: Ctx): Promise<Cart> {
  // Anyone may make a guest cart; a limit per address keeps a script from filling the table.
  if (!ctx.actor) await consume(ctx.db, [{ key: `guest-cart:ip:${ctx.ip}`, max: 120, windowMs: HOUR }], ctx.now);
  const [row] = await ctx.db
    .insert(carts)
    .values(ctx.actor ? { userId: ctx.actor.id } : { tempId: randomUUID(), updatedAt: ctx.now, createdAt: ctx.now })
    .returning();
  return cartView(ctx, row!);
}

/**
 * `GET /api/cart/anonymous/{locale}[/{guestCartId}]`: the guest cart of that id (404 once it
 * expired), or without one the cookie's cart, or a new one. Each use starts its 14 days again.
 */
export async function guestCart(
  ctx: Ctx,
  guestCartId: string | undefined,
  cookieToken: string | undefined,
): Promise<Cart> {
  const find = async (tempId: string | undefined) => {
    if (!tempId || !isUuid(tempId)) return undefined;
    const [row] = await ctx.db.select().from(carts).where(eq(carts.tempId, tempId)).limit(1);
    return row && alive(row, ctx.now) ? row : undefined;
  };
  let row = await find(guestCartId ?? cookieToken);
  if (!row) {
    if (guestCartId !== undefined) throw cartGone();
    return createCart({ ...ctx, actor: null });
  }
  await touch(ctx, row.id);
  row = { ...row, updatedAt: ctx.now };
  return cartView({ ...ctx, actor: null }, row);
}

/** Guest carts unused for 14 days go: their cookie has expired with them. */
export async function pruneGuestCarts(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<number> {
  const removed = await ctx.db
    .delete(carts)
    .where(and(isNotNull(carts.tempId), lt(carts.updatedAt, new Date(ctx.now.getTime() - GUEST_CART_MAX_AGE * 1000))))
    .returning({ id: carts.id });
  return removed.length;
}

/** The cart a page works with: the account's first (created when there is none), or the cookie's guest cart. */
export async function currentCart(ctx: Ctx, guestToken: string | undefined): Promise<Cart | null> {
  if (ctx.actor) {
    const [row] = await ctx.db
      .select()
      .from(carts)
      .where(eq(carts.userId, ctx.actor.id))
      .orderBy(asc(carts.createdAt))
      .limit(1);
    return row ? cartView(ctx, row) : null;
  }
  if (!guestToken || !isUuid(guestToken)) return null;
  const [row] = await ctx.db.select().from(carts).where(eq(carts.tempId, guestToken)).limit(1);
  return row && alive(row, ctx.now) ? cartView(ctx, row) : null;
}

/** The page's cart to put something in: the current one, or a new one (a guest's comes with its secret). */
export async function cartToFill(ctx: Ctx, guestToken: string | undefined): Promise<Cart> {
  return (await currentCart(ctx, guestToken)) ?? createCart(ctx);
}

/** `DELETE /api/cart/{cartId}`: the cart with all it holds. */
export async function deleteCart(ctx: Ctx, cartId: string, guestToken: string | undefined): Promise<void> {
  const row = await ownCart(ctx, cartId, guestToken);
  await ctx.db.delete(carts).where(eq(carts.id, row.id));
}

/** A variant with its product, as a cart line needs it. */
async function variantOf(ctx: Ctx, variantId: number) {
  const [v] = await ctx.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      variantPrice: productVariants.priceHellers,
      stock: productVariants.stock,
      name: products.name,
      price: products.priceHellers,
      discountable: products.discountable,
      active: products.active,
      category: shopCategories.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(shopCategories, eq(shopCategories.id, products.defaultCategoryId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return v;
}

type Variant = NonNullable<Awaited<ReturnType<typeof variantOf>>>;

const updateOf = (ctx: Ctx, row: CartRow, v: Variant, quantity: number, original: number): CartUpdate => ({
  product: {
    id: v.productId,
    name: v.name,
    price: toCrowns(unitPrice(v.variantPrice ?? v.price, v.discountable, discountOf(ctx, row))),
    default_category: { name: v.category },
  },
  variant_id: v.id,
  quantity,
  original_quantity: original,
});

/**
 * `PUT /api/cart/{cartId}`: the line of this variant holds `quantity` pieces (added when it was
 * not there). The stock is checked here to tell the buyer early; the order checks it again.
 */
export async function updateCart(
  ctx: Ctx,
  cartId: string,
  guestToken: string | undefined,
  input: CartUpdateInput,
): Promise<CartUpdate> {
  const row = await ownCart(ctx, cartId, guestToken);
  const v = await variantOf(ctx, input.variantId);
  if (!v?.active) throw invalid({ variantId: [shopMessages.productNotFound] }, shopMessages.productNotFound);
  if (v.productId !== input.id)
    throw invalid({ variantId: [shopMessages.variantOfOther] }, shopMessages.variantOfOther);
  if (input.quantity > v.stock) {
    const message = v.stock === 0 ? shopMessages.outOfStock : shopMessages.onlyInStock(v.stock);
    throw invalid({ quantity: [message] }, message);
  }
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, row.id), eq(cartItems.variantId, v.id)))
      .for('update');
    await tx
      .insert(cartItems)
      .values({ cartId: row.id, variantId: v.id, quantity: input.quantity, note: input.note, addedAt: ctx.now })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        set: { quantity: input.quantity, note: input.note },
      });
    await touch({ ...ctx, db: tx }, row.id);
    return updateOf(ctx, row, v, input.quantity, before?.quantity ?? 0);
  });
}

/** Takes a variant's line out of the cart; the answer has `quantity` 0 and what was there before. */
export async function removeItem(
  ctx: Ctx,
  cartId: string,
  guestToken: string | undefined,
  variantId: number,
): Promise<CartUpdate> {
  const row = await ownCart(ctx, cartId, guestToken);
  const [removed] = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, row.id), eq(cartItems.variantId, variantId)))
    .returning({ quantity: cartItems.quantity });
  const v = removed && (await variantOf(ctx, variantId));
  if (!removed || !v) throw new HttpError(404, shopMessages.notInCart);
  await touch(ctx, row.id);
  return updateOf(ctx, row, v, 0, removed.quantity);
}

/**
 * Signing in keeps what the guest put in the cart: its lines join the account's cart (pieces of
 * the same variant add up, to what the stock allows) with its vouchers, and the guest cart goes.
 */
export async function mergeGuestCart(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number, guestToken: string) {
  if (!isUuid(guestToken)) return;
  await ctx.db.transaction(async (tx) => {
    const [guest] = await tx.select().from(carts).where(eq(carts.tempId, guestToken)).for('update');
    if (!guest) return;
    if (!alive(guest, ctx.now)) {
      await tx.delete(carts).where(eq(carts.id, guest.id));
      return;
    }
    const [own] = await tx.select().from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.createdAt)).limit(1);
    if (!own) {
      await tx.update(carts).set({ userId, tempId: null, updatedAt: ctx.now }).where(eq(carts.id, guest.id));
      return;
    }
    await tx.execute(sql`
      insert into cart_items (cart_id, variant_id, quantity, note, added_at)
      select ${own.id}, g.variant_id, least(g.quantity, v.stock, ${MAX_PIECES}), g.note, g.added_at
      from cart_items g join product_variants v on v.id = g.variant_id
      where g.cart_id = ${guest.id} and v.stock > 0
      on conflict (cart_id, variant_id) do update
        set quantity = least(cart_items.quantity + excluded.quantity,
          (select stock from product_variants where id = excluded.variant_id), ${MAX_PIECES})`);
    await tx.execute(sql`
      insert into cart_vouchers (cart_id, voucher_id)
      select ${own.id}, voucher_id from cart_vouchers where cart_id = ${guest.id}
      on conflict do nothing`);
    await tx.delete(carts).where(eq(carts.id, guest.id));
    await touch({ ...ctx, db: tx }, own.id);
  });
}
