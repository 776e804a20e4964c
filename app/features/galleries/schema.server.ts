import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from '../news/schema.server.ts';

/** Photo albums: standalone (`/galerie/{slug}`) or attached to an article. */
export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** Not shown before this moment; null is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('galleries_article').on(t.articleId)],
);

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A stored image (`/media/….jpg` with WebP variants beside it). */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    caption: text('caption'),
  },
  (t) => [index('gallery_photos_gallery').on(t.galleryId, t.position)],
);
