import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchText } from '../../../server/lib/like.ts';

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
    /**
     * Taken down before its end ("Sejmout dnes"): off the board from this moment, its relevant-until
     * day then being the day it was taken down, the last day it hung.
     */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /** In the archive, show no description or attachments (they name private persons). */
    withholdPersonalData: boolean('withhold_personal_data').notNull().default(false),
    /** Raised by every save: a save over a newer version is refused (optimistic locking). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_items_dates').on(t.postedOn, t.relevantUntil),
    // The archive's order, most recently taken down first: its pages walk this index from where the last ended.
    index('notice_items_archive_key').on(
      sql`${archiveTime(t)} desc`,
      t.postedOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notice_items_search').using('gin', sql`${noticeText(t)} gin_trgm_ops`),
  ],
);

/**
 * When an item left the board, for the archive's order: its last day, and an item taken down with
 * no last day before all (as the day it was taken down is not a date of the board's own).
 */
export function archiveTime(t: Record<'relevantUntil', AnyColumn>): SQL<string> {
  return sql<string>`coalesce(${t.relevantUntil}, '9999-12-31'::date)`;
}

/** What the editors' search looks in: the name, the reference number, the file mark and the originator. */
export function noticeText(t: Record<'title' | 'referenceNumber' | 'fileMark' | 'originator', AnyColumn>): SQL {
  return searchText(t.title, t.referenceNumber, t.fileMark, t.originator);
}

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
    /** SHA-256 of the file's bytes (hex), for the board's record and an item's proof. */
    sha256: text('sha256'),
  },
  (t) => [index('notice_documents_item').on(t.itemId, t.position)],
);

/**
 * What the board showed, provably (issue 13 §5): every posting, change and removal, and one entry a
 * day listing what hung that day. Each entry's `body` is canonical JSON holding the hash of the
 * entry before it, and `hash` is SHA-256 of that body, so an entry changed, removed or inserted
 * afterwards breaks the chain from that point (`npm run notice-board:verify`). Append-only: the
 * migration's trigger refuses UPDATE and DELETE.
 */
export const noticeRecord = pgTable(
  'notice_record',
  {
    /** The entry's place in the chain, from 1 without gaps. */
    seq: integer('seq').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `posted`, `changed`, `removed` or `day`. */
    kind: text('kind').notNull(),
    /** The item the entry is about; null for a day's entry. */
    itemId: integer('item_id'),
    /** The Prague day a `day` entry lists. */
    day: date('day'),
    /** Canonical JSON of the entry, `prev` (the hash before) included: exactly what is hashed. */
    body: text('body').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('notice_record_item').on(t.itemId), uniqueIndex('notice_record_day').on(t.day)],
);
