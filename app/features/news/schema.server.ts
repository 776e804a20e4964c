import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/index.ts';
import { media } from '../media/schema.server.ts';

/** News (`/aktuality`) and the mayor's blog (`/blocek-starostky`): one table, told apart by `kind`. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['news', 'blog'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    perex: text('perex').notNull(),
    /** HTML, sanitised whenever it is served. */
    body: text('body').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id),
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: text('image_alt'),
    /** The picture's entry in the media library, which cannot be deleted while an article shows it. */
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
    featured: boolean('featured').notNull().default(false),
    /** Not shown before this moment; null is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Off the site from this moment, into the archive; null: stays. */
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** A draft handed over for checking: when, and by whom (the author, who may not approve it). Null otherwise. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewRequestedBy: integer('review_requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last review's verdict for the author: why it came back (null once approved or sent again). */
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Goes up with every save: an editor saving over someone else's newer save gets a conflict. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('articles_kind_slug').on(t.kind, t.slug),
    // The lists' order exactly (newest first, then the id), so that a page stops at its last row;
    // and the few featured among the years on an index of their own.
    index('articles_listing')
      .on(t.kind, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null`),
    index('articles_featured')
      .on(t.kind, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null and ${t.featured}`),
  ],
);

/** The news' categories (spec §7 `/api/blog/categories/list`). */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});
