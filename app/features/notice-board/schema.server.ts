import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const noticeCategories = pgTable('notice_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * The official notice board (`/uredni-deska`). Whether an item is on the board
 * or in the archive follows from its dates and today's date in Prague, so
 * nothing has to run to move it.
 */
export const noticeItems = pgTable(
  'notice_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** HTML, sanitised whenever it is served. */
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => noticeCategories.id),
    /** Původce: who issued the document. */
    originator: text('originator').notNull(),
    /** Číslo jednací. */
    referenceNumber: text('reference_number'),
    /** Spisová značka. */
    fileMark: text('file_mark'),
    /** Vyvěšeno: on the board from this Prague day. */
    postedOn: date('posted_on').notNull(),
    /** Sejmutí: on the board through this Prague day (inclusive); null = without a set end. */
    relevantUntil: date('relevant_until'),
    /** In the archive, show no description or attachments (they name private persons). */
    withholdPersonalData: boolean('withhold_personal_data').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_items_dates').on(t.postedOn, t.relevantUntil)],
);

export const noticeDocuments = pgTable(
  'notice_documents',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => noticeItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** A stored file, served from `/media/…`. */
    url: text('url').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('notice_documents_item').on(t.itemId, t.position)],
);
