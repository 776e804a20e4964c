import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Content pages (`/info/{slug}`): rich text kept as HTML and sanitised whenever it is served. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** One or two sentences: the page's lead and its meta description. */
  description: text('description').notNull(),
  body: text('body').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
