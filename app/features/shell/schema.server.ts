import { boolean, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { media } from '../media/schema.server.ts';

/**
 * Site settings as name/value pairs per locale (spec §3: intropopup, topmenu,
 * openinghours, openinghoursinfo, bottommenu, meetingid). Values are JSON so a
 * menu is stored as its tree, not as a string to parse.
 */
export const settings = pgTable(
  'settings',
  {
    locale: text('locale').notNull().default('cs'),
    name: text('name').notNull(),
    value: jsonb('value').$type<unknown>(),
    /** Raised by every save from the administration: a save over a newer one is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.name] })],
);

/** Banners ("posters", spec §7 `/api/poster/all`) shown on the home page. */
export const posters = pgTable('posters', {
  id: serial('id').primaryKey(),
  /** Stable key of a seeded banner, so a second seed finds it instead of adding it again. */
  key: text('key').unique(),
  title: text('title').notNull(),
  text: text('text'),
  link: text('link'),
  imageUrl: text('image_url').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  imageAlt: text('image_alt').notNull().default(''),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
  /** The picture's entry in the media library (banners made in the administration). */
  imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
  /** Raised by every save: a save over a newer version is refused. */
  version: integer('version').notNull().default(1),
});

/** The site's reference lists (spec §3 `/api/lists/*`): currencies for prices, countries for the locale. */
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
