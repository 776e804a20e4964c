import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
});
