import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/index.ts';

/**
 * The media library (issue 13 §6): the images the office uploads once and uses in articles,
 * events, pages and banners. Each is stored as a JPEG fallback with WebP variants under
 * MEDIA_DIR; its alternative text is required, as a blind reader needs it wherever it shows.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** `/media/knihovna/<name>.jpg`; the WebP variants sit beside it. */
    url: text('url').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    /** The file's name as uploaded, to find it again. */
    filename: text('filename').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_created').on(t.createdAt)],
);
