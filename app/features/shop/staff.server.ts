import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { WorkItem } from '../../../common/work-items.ts';
import { holdAddresses } from '../../../server/lib/addresses.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import * as commitments from '../commitments/service.server.ts';
import { indexChanged } from '../search/service.server.ts';
import { orderPath, orderView } from './checkout.server.ts';
import { orderCancelledMail, orderReadyMail } from './mails.server.ts';
import { RESERVED_SLUGS } from './paths.ts';
import { toHellers } from './pricing.ts';
import { toProduct } from './products.server.ts';
import {
  orders,
  orderVouchers,
  productCategories,
  products,
  productVariants,
  shopCategories,
  stores,
  vouchers,
} from './schema.server.ts';
import type {
  OfficeOrder,
  OfficeProduct,
  OfficeVoucher,
  OrderStateName,
  OrderStep,
  ProductInput,
  VariantInput,
  VoucherInput,
} from './schemas.ts';
import { productSearch } from './search.server.ts';

// The shop's counter (section `shop`): the orders through their steps, the discount codes, the goods
// and their stock.

const officeOf = async (ctx: ServiceContext, row: typeof orders.$inferSelect): Promise<OfficeOrder> => ({
  ...(await orderView(ctx, row)),
  ready_at: row.readyAt?.toISOString() ?? null,
  picked_up_at: row.pickedUpAt?.toISOString() ?? null,
  account: row.userId !== null,
});

/** The orders in one state (the open ones first by default: new and ready), oldest first, with the count of each state. */
export async function officeOrders(
  ctx: ServiceContext,
  query: { stav?: OrderStateName },
): Promise<{ orders: OfficeOrder[]; counts: Record<OrderStateName, number> }> {
  requireStaff(ctx, 'shop');
  const state = query.stav ?? 'new';
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.state, state))
    .orderBy(state === 'new' || state === 'ready' ? asc(orders.createdAt) : desc(orders.createdAt))
    .limit(200);
  const counted = await ctx.db.select({ state: orders.state, n: count() }).from(orders).groupBy(orders.state);
  const counts = { new: 0, ready: 0, picked_up: 0, cancelled: 0 };
  for (const c of counted) counts[c.state] = c.n;
  return { orders: await Promise.all(rows.map((r) => officeOf(ctx, r))), counts };
}

export async function officeOrder(ctx: ServiceContext, id: string): Promise<OfficeOrder> {
  requireStaff(ctx, 'shop');
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound();
  return officeOf(ctx, row);
}

/** From which states each step may go, and the sentence when it may not. */
const STEP_FROM: Record<OrderStep, { from: OrderStateName[]; refusal: string }> = {
  ready: { from: ['new'], refusal: 'Připravit lze jen novou objednávku.' },
  picked_up: { from: ['new', 'ready'], refusal: 'Vydat lze jen objednávku, která čeká na vyzvednutí.' },
  paid: { from: ['new', 'ready', 'picked_up'], refusal: 'Zrušenou objednávku nelze zaplatit.' },
  cancel: { from: ['new', 'ready'], refusal: 'Vydanou nebo zrušenou objednávku už nelze zrušit.' },
};

/**
 * One step of an order at the counter, under a lock, so two clerks cannot both take it: ready
 * (the buyer is mailed after the commit), picked up (paid then, if it was not), paid at the
 * counter, or cancelled, which puts its pieces back in stock.
 */
export async function orderStep(ctx: ServiceContext, id: string, step: OrderStep): Promise<OfficeOrder> {
  const actor = requireStaff(ctx, 'shop');
  if (!isUuid(id)) throw notFound();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw notFound();
    const rule = STEP_FROM[step];
    if (!rule.from.includes(current.state)) throw new HttpError(409, rule.refusal);
    if (step === 'paid' && current.paidAt) throw new HttpError(409, 'Objednávka už je zaplacená.');
    const now = ctx.now;
    const set: Partial<typeof orders.$inferInsert> =
      step === 'ready'
        ? { state: 'ready', readyAt: now }
        : step === 'picked_up'
          ? { state: 'picked_up', pickedUpAt: now, paidAt: current.paidAt ?? now }
          : step === 'paid'
            ? { paidAt: now }
            : { state: 'cancelled', cancelledAt: now };
    if (step === 'cancel') {
      await tx.execute(sql`
        update product_variants v set stock = v.stock + i.quantity
        from order_items i where i.order_id = ${id} and i.variant_id = v.id`);
      // The resident no longer owes it; what was already paid is the counter's to return.
      if (current.commitmentId) {
        const { paid } = await commitments.withdraw({ db: tx }, current.commitmentId);
        if (paid) set.paidAt = current.paidAt ?? now;
      }
    }
    // The row is locked above: it is there to update.
    const updated = await oneRow(tx.update(orders).set(set).where(eq(orders.id, id)).returning());
    await audit({ ...ctx, db: tx }, actor, {
      action: `shop.order.${step}`,
      entity: 'order',
      entityId: current.number,
      summary: { from: current.state, to: updated.state },
    });
    return updated;
  });
  const url = new URL(orderPath(row), ctx.config.PUBLIC_URL).href;
  if (step === 'ready') {
    const store = await oneRow(ctx.db.select().from(stores).where(eq(stores.id, row.storeId)));
    await sendNotice(
      ctx.mailer,
      ctx.log,
      orderReadyMail(row.email, {
        number: row.number,
        store: `${store.name}, ${store.street}, ${store.city}`,
        hoursUrl: new URL(`/stores#${store.slug}`, ctx.config.PUBLIC_URL).href,
        url,
      }),
    );
  }
  if (step === 'cancel') {
    await sendNotice(
      ctx.mailer,
      ctx.log,
      orderCancelledMail(row.email, { number: row.number, paid: row.paidAt !== null, url }),
    );
  }
  return officeOf(ctx, row);
}

// The codes.

export async function officeVouchers(ctx: ServiceContext): Promise<OfficeVoucher[]> {
  requireStaff(ctx, 'shop');
  const rows = await ctx.db.select().from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  const used = await ctx.db
    .select({ id: orderVouchers.voucherId, n: count() })
    .from(orderVouchers)
    .innerJoin(orders, eq(orders.id, orderVouchers.orderId))
    .where(ne(orders.state, 'cancelled'))
    .groupBy(orderVouchers.voucherId);
  const uses = new Map(used.map((u) => [u.id, u.n]));
  return rows.map((v) => ({
    id: v.id,
    code: v.code,
    description: v.description,
    service_type: v.serviceType,
    percent: v.percent,
    amount: v.amountHellers === null ? null : v.amountHellers / 100,
    active_from: v.activeFrom,
    active_to: v.activeTo,
    quantity: v.quantity,
    quantity_per_user: v.quantityPerUser,
    minimal_price: v.minimalPriceHellers === null ? null : v.minimalPriceHellers / 100,
    used: uses.get(v.id) ?? 0,
  }));
}

export async function createVoucher(ctx: ServiceContext, input: VoucherInput): Promise<{ id: number }> {
  const actor = requireStaff(ctx, 'shop');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vouchers)
      .values({
        code: input.code,
        description: input.description,
        serviceType: input.serviceType,
        percent: input.kind === 'percent' ? input.value : null,
        amountHellers: input.kind === 'amount' ? toHellers(input.value) : null,
        activeFrom: input.activeFrom,
        activeTo: input.activeTo,
        quantity: input.quantity,
        quantityPerUser: input.quantityPerUser,
        minimalPriceHellers: input.minimalPrice === null ? null : toHellers(input.minimalPrice),
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    if (!row) throw invalid({ code: ['Tento kód už existuje.'] });
    await audit({ ...ctx, db: tx }, actor, { action: 'shop.voucher.created', entity: 'voucher', entityId: input.code });
    return row;
  });
}

// The goods.

export async function officeProducts(ctx: ServiceContext): Promise<OfficeProduct[]> {
  requireStaff(ctx, 'shop');
  const rows = await ctx.db.select().from(products).orderBy(asc(products.position), asc(products.id));
  const variants = await ctx.db
    .select()
    .from(productVariants)
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const links = await ctx.db
    .select({ productId: productCategories.productId, c: shopCategories })
    .from(productCategories)
    .innerJoin(shopCategories, eq(shopCategories.id, productCategories.categoryId))
    .orderBy(asc(shopCategories.position));
  const categories = new Map((await ctx.db.select().from(shopCategories)).map((c) => [c.id, c]));
  const defaultOf = (p: typeof products.$inferSelect) => {
    const found = categories.get(p.defaultCategoryId);
    // The column is a foreign key to the categories, all of which were read.
    if (!found) throw new Error(`The default category ${p.defaultCategoryId} of a product was not read.`);
    return found;
  };
  return rows.map((p) => ({
    ...toProduct(
      { actor: null },
      p,
      variants.filter((v) => v.productId === p.id),
      defaultOf(p),
      links.filter((l) => l.productId === p.id).map((l) => l.c),
    ),
    active: p.active,
    discountable: p.discountable,
  }));
}

export async function officeProduct(ctx: ServiceContext, id: number): Promise<OfficeProduct> {
  const found = (await officeProducts(ctx)).find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
}

export async function shopCategoryList(ctx: ServiceContext) {
  requireStaff(ctx, 'shop');
  return ctx.db
    .select({ id: shopCategories.id, slug: shopCategories.slug, name: shopCategories.name })
    .from(shopCategories)
    .orderBy(asc(shopCategories.position));
}

/** The categories' ids in the order given; the first is the product's default. */
async function categoryIds(
  ctx: Pick<ServiceContext, 'db'>,
  slugs: string[],
): Promise<{ first: number; all: number[] }> {
  const rows = await ctx.db.select().from(shopCategories).where(inArray(shopCategories.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const all = slugs.flatMap((s) => bySlug.get(s) ?? []);
  if (all.length !== slugs.length) throw invalid({ categories: ['Taková kategorie v obchodě není.'] });
  const [first] = all;
  // The input's schema asks for one at least; said again here for a caller without it.
  if (first === undefined) throw invalid({ categories: ['Vyberte alespoň jednu kategorii.'] });
  return { first, all };
}

/** A new product, or changes to one; its slug shares the root with the site's pages, so theirs are refused. */
export async function saveProduct(
  ctx: ServiceContext,
  id: number | null,
  input: ProductInput,
): Promise<{ id: number }> {
  const actor = requireStaff(ctx, 'shop');
  if (RESERVED_SLUGS.has(input.slug)) {
    throw invalid({ slug: ['Tuto adresu má jiná stránka webu. Zvolte prosím jinou.'] });
  }
  const categories = await categoryIds(ctx, input.categories);
  const saved = await ctx.db.transaction(async (tx) => {
    const values = {
      slug: input.slug,
      name: input.name,
      description: input.description,
      priceHellers: toHellers(input.price),
      defaultCategoryId: categories.first,
      imageUrl: input.imageUrl,
      imageAlt: input.imageAlt,
      discountable: input.discountable,
      active: input.active,
    };
    // Held until the save commits: a parallel save of the same address then finds it taken (a 422),
    // not the unique index (a 500).
    await holdAddresses(tx, 'products');
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, input.slug), id === null ? undefined : ne(products.id, id)));
    if (taken) throw invalid({ slug: ['Tuto adresu už má jiný výrobek.'] });
    let productId: number;
    if (id === null) {
      const row = await oneRow(tx.insert(products).values(values).returning({ id: products.id }));
      productId = row.id;
      await tx.insert(productVariants).values({ productId, name: 'Základní', stock: 0 });
    } else {
      const row = await oneRow(
        tx.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id }),
        () => notFound(),
      );
      productId = row.id;
      await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    }
    await tx.insert(productCategories).values(categories.all.map((categoryId) => ({ productId, categoryId })));
    await audit({ ...ctx, db: tx }, actor, {
      action: id === null ? 'shop.product.created' : 'shop.product.updated',
      entity: 'product',
      entityId: input.slug,
    });
    // The search finds a product on sale, and no longer one taken out of it.
    await indexChanged({ db: tx, now: ctx.now }, productSearch, [productId]);
    return { id: productId };
  });
  return saved;
}

/** A variant's name, stock and own price (null: the product's); `variantId` null adds one. */
export async function saveVariant(
  ctx: ServiceContext,
  productId: number,
  variantId: number | null,
  input: VariantInput,
): Promise<{ id: number }> {
  const actor = requireStaff(ctx, 'shop');
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound();
    const values = {
      name: input.name,
      stock: input.stock,
      priceHellers: input.price === null ? null : toHellers(input.price),
    };
    const [row] =
      variantId === null
        ? await tx
            .insert(productVariants)
            .values({ ...values, productId })
            .returning({ id: productVariants.id, stock: productVariants.stock })
        : await tx
            .update(productVariants)
            .set(values)
            .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
            .returning({ id: productVariants.id, stock: productVariants.stock });
    if (!row) throw notFound();
    await audit({ ...ctx, db: tx }, actor, {
      action: 'shop.stock.changed',
      entity: 'product',
      entityId: product.slug,
      summary: { variant: input.name, stock: input.stock },
    });
    return { id: row.id };
  });
}

/** What waits at the shop's counter: orders to get ready. */
export async function workItems(ctx: ServiceContext): Promise<WorkItem[]> {
  requireStaff(ctx, 'shop');
  const [row] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.state, 'new'));
  return [{ label: 'Objednávky z obchodu k přípravě', count: row?.n ?? 0, href: '/sprava/obchod' }];
}
