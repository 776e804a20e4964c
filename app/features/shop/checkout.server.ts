import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { formatHellers } from '../../../common/price.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import * as commitments from '../commitments/service.server.ts';
import { cartView, ownCart } from './cart.server.ts';
import { orderPlacedMail } from './mails.server.ts';
import { shopMessages, voucherMessage } from './messages.ts';
import { toHellers } from './pricing.ts';
import { carts, orderItems, orders, orderVouchers, productVariants, stores } from './schema.server.ts';
import type { CheckoutInput, Order, PAYMENT_METHODS } from './schemas.ts';
import { lockVouchers, voucherRefusal } from './vouchers.server.ts';

/** An order paid by transfer is due this many days after it was placed. */
const DUE_DAYS = 14;

/** Where the buyer sees the order: in the account, or by the secret link of a guest's confirmation. */
export const orderPath = (o: { id: string; accessToken: string; userId: number | null }) =>
  o.userId !== null ? `/ucet/moje-objednavky/${o.id}` : `/objednavka/${o.accessToken}`;

/**
 * Orders the cart for pick-up. In one transaction: each piece is taken from the stock only while
 * there is one (so a last piece goes to one order, however many come at once), the vouchers'
 * rules are checked again under lock, the order is written, a signed-in buyer paying by transfer
 * gets a commitment with the order's variable symbol, and the cart goes. The mail follows the commit.
 */
export async function placeOrder(
  ctx: ServiceContext,
  cartId: string,
  guestToken: string | undefined,
  input: CheckoutInput,
): Promise<{ id: string; number: string; path: string }> {
  const row = await ownCart(ctx, cartId, guestToken);
  const [store] = await ctx.db.select().from(stores).where(eq(stores.slug, input.store)).limit(1);
  if (!store?.pickup) throw invalid({ store: [shopMessages.noPickup] }, shopMessages.noPickup);
  if (input.payment === 'qr' && !(await commitments.hasTownAccount(ctx))) {
    throw invalid({ payment: [shopMessages.noTownAccount] }, shopMessages.noTownAccount);
  }
  const userId = row.userId;
  const placed = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    // The cart row is locked first: the same cart ordered twice at once becomes one order.
    const [locked] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, row.id)).for('update');
    if (!locked) throw new HttpError(404, shopMessages.cartNotFound);
    const cart = await cartView(txCtx, row);
    if (cart.items.length === 0) throw invalid({ cart: [shopMessages.emptyCart] }, shopMessages.emptyCart);
    for (const item of [...cart.items].sort((a, b) => a.variant_id - b.variant_id)) {
      const taken = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
        .where(and(eq(productVariants.id, item.variant_id), gte(productVariants.stock, item.quantity)))
        .returning({ id: productVariants.id });
      if (taken.length === 0 || item.stock === 0) {
        const [now] = await tx
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, item.variant_id));
        throw new HttpError(409, shopMessages.soldOut(item.product.name, item.stock === 0 ? 0 : (now?.stock ?? 0)));
      }
    }
    const email = input.email;
    for (const v of await lockVouchers(
      txCtx,
      cart.vouchers.map((v) => v.id),
    )) {
      const refusal = await voucherRefusal(txCtx, v, { userId, email, goodsHellers: toHellers(cart.goods) });
      if (refusal) throw new HttpError(409, `${v.code}: ${voucherMessage(refusal.error, refusal.value)}`);
    }
    const totalHellers = toHellers(cart.total);
    const n = await nextNumber(tx, 'order_numbers');
    const year = pragueToday(ctx.now).slice(0, 4);
    const number = `${year}-${String(n).padStart(4, '0')}`;
    const variableSymbol = `5${year}${String(n % 100_000).padStart(5, '0')}`;
    const commitment =
      userId !== null && input.payment === 'qr' && totalHellers > 0
        ? await commitments.issue(txCtx, {
            userId,
            kind: 'obchod',
            title: `Objednávka ${number} z obchodu`,
            amount: totalHellers / 100,
            variableSymbol,
            message: `Objednavka ${number}`,
            due: { inDays: DUE_DAYS },
          })
        : null;
    const order = await oneRow(
      tx
        .insert(orders)
        .values({
          number,
          userId,
          name: input.name,
          email,
          phone: input.phone,
          note: input.note,
          storeId: store.id,
          payment: input.payment,
          variableSymbol,
          commitmentId: commitment?.id ?? null,
          goodsHellers: toHellers(cart.goods),
          discountHellers: toHellers(cart.discount),
          totalHellers,
          paidAt: totalHellers === 0 ? ctx.now : null,
          createdAt: ctx.now,
        })
        .returning(),
    );
    await tx.insert(orderItems).values(
      cart.items.map((i) => ({
        orderId: order.id,
        variantId: i.variant_id,
        productName: i.product.name,
        variantName: i.variant_name,
        unitHellers: toHellers(i.product.price),
        quantity: i.quantity,
        note: i.note,
      })),
    );
    if (cart.vouchers.length) {
      await tx.insert(orderVouchers).values(
        cart.vouchers.map((v) => ({
          orderId: order.id,
          voucherId: v.id,
          code: v.code,
          discountHellers: toHellers(v.discount),
          userId,
          email,
        })),
      );
    }
    await tx.delete(carts).where(eq(carts.id, row.id));
    return { order: order, cart };
  });
  const { order, cart } = placed;
  const path = orderPath(order);
  await sendNotice(
    ctx.mailer,
    ctx.log,
    orderPlacedMail(order.email, {
      number: order.number,
      lines: cart.items.map(
        (i) => `${i.quantity}× ${i.product.name}, ${i.variant_name}: ${formatHellers(toHellers(i.total))}`,
      ),
      totalHellers: order.totalHellers,
      store: `${store.name}, ${store.street}, ${store.city}`,
      payment:
        order.totalHellers === 0
          ? 'Není co platit.'
          : order.payment === 'qr'
            ? `Zaplaťte prosím převodem do ${DUE_DAYS} dnů, s variabilním symbolem ${order.variableSymbol}.`
            : 'Zaplatíte při vyzvednutí, hotově nebo kartou.',
      url: new URL(path, ctx.config.PUBLIC_URL).href,
    }),
  );
  return { id: order.id, number: order.number, path };
}

type OrderRow = typeof orders.$inferSelect;

/** The order as the buyer and the office see it, with the QR code while a transfer is awaited. */
export async function orderView(ctx: ServiceContext, row: OrderRow): Promise<Order> {
  const store = await oneRow(ctx.db.select().from(stores).where(eq(stores.id, row.storeId)));
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  const used = await ctx.db.select().from(orderVouchers).where(eq(orderVouchers.orderId, row.id));
  const paid =
    row.paidAt !== null || (row.commitmentId !== null && (await commitments.paidOf(ctx, [row.commitmentId])).size > 0);
  const transfer =
    row.payment === 'qr' && !paid && row.state !== 'cancelled'
      ? await commitments.transferOf(ctx, {
          amount: row.totalHellers / 100,
          variableSymbol: row.variableSymbol,
          message: `Objednavka ${row.number}`,
          dueOn: addDays(pragueToday(row.createdAt), DUE_DAYS),
        })
      : null;
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    store: {
      slug: store.slug,
      name: store.name,
      address: { street: store.street, city: store.city, zip: store.zip },
      hours: store.hours,
    },
    payment: row.payment as keyof typeof PAYMENT_METHODS,
    paid,
    items: items.map((i) => ({
      product_name: i.productName,
      variant_name: i.variantName,
      unit_price: i.unitHellers / 100,
      quantity: i.quantity,
      note: i.note,
      total: (i.unitHellers * i.quantity) / 100,
    })),
    vouchers: used.map((v) => ({ code: v.code, discount: v.discountHellers / 100 })),
    goods: row.goodsHellers / 100,
    discount: row.discountHellers / 100,
    total: row.totalHellers / 100,
    variable_symbol: row.variableSymbol,
    transfer,
  };
}

/** The signed-in buyer's orders, newest first. */
export const myOrders = (ctx: ServiceContext) => ordersOf(ctx, requireActor(ctx).id);

/** A buyer's orders as their list shows them: what the export of their data holds too. */
export async function ordersOf(ctx: ServiceContext, userId: number): Promise<Order[]> {
  const rows = await ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  return Promise.all(rows.map((r) => orderView(ctx, r)));
}

/** One of the signed-in buyer's orders; anyone else's does not exist. */
export async function myOrder(ctx: ServiceContext, id: string): Promise<Order> {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw notFound(shopMessages.orderNotFound);
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, actor.id)));
  if (!row) throw notFound(shopMessages.orderNotFound);
  return orderView(ctx, row);
}

/** A guest's order by the secret of its confirmation link. */
export async function guestOrder(ctx: ServiceContext, accessToken: string): Promise<Order> {
  if (!isUuid(accessToken)) throw notFound(shopMessages.orderNotFound);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.accessToken, accessToken));
  if (!row) throw notFound(shopMessages.orderNotFound);
  return orderView(ctx, row);
}
