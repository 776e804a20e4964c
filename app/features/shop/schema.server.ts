import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';
import type { WeeklyHours } from '../reservations/schemas.ts';

/** The town's small shop (DESIGN §9): maps, books, souvenirs, tickets, sold at the places below. */

/** A place where the shop's goods are sold and orders are picked up (`/stores`). */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  /** ISO weekday ('1' Monday … '7' Sunday) → intervals in Prague time. */
  hours: jsonb('hours').$type<WeeklyHours>().notNull(),
  /** A sentence beside the hours: where exactly, what else to know. */
  note: text('note').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** Orders from the web can be picked up here. */
  pickup: boolean('pickup').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** A product at `/{slug}`: its slug shares the root with every other page, so none may take a route's. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Plain paragraphs, one a line. */
  description: text('description').notNull(),
  /** A picture from the media library, with its description. */
  imageUrl: text('image_url'),
  imageAlt: text('image_alt').notNull().default(''),
  defaultCategoryId: integer('default_category_id')
    .notNull()
    .references(() => shopCategories.id),
  /** In haléře; a variant may have its own. */
  priceHellers: integer('price_hellers').notNull(),
  /** Whether a signed-in resident's group discount applies to it. */
  discountable: boolean('discountable').notNull().default(true),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

/** What is actually sold and counted: a size, an edition, a ticket's date; every product has at least one. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** In haléře; null for the product's price. */
    priceHellers: integer('price_hellers'),
    /** Pieces in stock; the database refuses less than none, so no order can oversell. */
    stock: integer('stock').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_variants_product').on(t.productId), check('product_variants_stock', sql`${t.stock} >= 0`)],
);

/**
 * A cart (spec §3): a signed-in person's (several may exist) or a guest's, known by the secret
 * `tempId` the guest keeps in a cookie for 14 days from the cart's last change.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tempId: uuid('temp_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_user').on(t.userId), check('carts_owner', sql`(${t.userId} is null) <> (${t.tempId} is null)`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What the buyer adds: a name for a ticket, a dedication in a book. */
    note: text('note').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_variant').on(t.cartId, t.variantId),
    check('cart_items_quantity', sql`${t.quantity} >= 1`),
  ],
);

/**
 * A discount code (spec §8's rules): `eshop` is the only service type the shop applies, so a
 * code of another service "does not exist" here. Exactly one of percent and amount is set.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; typed in any case. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    serviceType: text('service_type').notNull().default('eshop'),
    /** Prague days, inclusive; null for no bound. */
    activeFrom: date('active_from', { mode: 'string' }),
    activeTo: date('active_to', { mode: 'string' }),
    /** Orders it may be used in, in all; null for no limit. */
    quantity: integer('quantity'),
    /** Orders one person (account or e-mail) may use it in; null for no limit. */
    quantityPerUser: integer('quantity_per_user'),
    /** In haléře: the goods in the cart must be worth at least this much. */
    minimalPriceHellers: integer('minimal_price_hellers'),
    percent: integer('percent'),
    amountHellers: integer('amount_hellers'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_kind', sql`(${t.percent} is null) <> (${t.amountHellers} is null)`),
    check('vouchers_percent', sql`${t.percent} between 1 and 100`),
    check('vouchers_amount', sql`${t.amountHellers} > 0`),
  ],
);

export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.voucherId] })],
);

/** new → ready (the customer is mailed) → picked up; or cancelled, which returns the stock. */
export const ORDER_STATES = ['new', 'ready', 'picked_up', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** An order for pick-up: what was bought at what price, kept as it was when ordered. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "2026-0007": what the customer says at the counter. */
    number: text('number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The confirmation page's secret for a guest, who has no account to see it in. */
    accessToken: uuid('access_token').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** 'qr' (a transfer by the QR code) or 'pickup' (paid at the counter). */
    payment: text('payment').notNull(),
    variableSymbol: text('variable_symbol').notNull(),
    /** The signed-in buyer's commitment to pay by QR. */
    commitmentId: uuid('commitment_id'),
    goodsHellers: integer('goods_hellers').notNull(),
    discountHellers: integer('discount_hellers').notNull(),
    totalHellers: integer('total_hellers').notNull(),
    state: text('state').$type<OrderState>().notNull().default('new'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('orders_user').on(t.userId), index('orders_state').on(t.state, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    /** After the group discount, per piece. */
    unitHellers: integer('unit_hellers').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/** A voucher used in an order: what counts against its limits. */
export const orderVouchers = pgTable(
  'order_vouchers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    code: text('code').notNull(),
    discountHellers: integer('discount_hellers').notNull(),
    userId: integer('user_id'),
    /** Lower-cased; a guest's limit per person is counted by it. */
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.voucherId] }), index('order_vouchers_voucher').on(t.voucherId)],
);
