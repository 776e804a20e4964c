import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
  decimals: integer('decimals').notNull().default(2),
  isDefault: boolean('is_default').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  symbolBefore: text('symbol_before'),
  symbolAfter: text('symbol_after'),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  iso: text('iso').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});
