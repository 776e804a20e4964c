import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
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
