import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An address of the town's former site that leads to a page of this one (issue 31): the old path
 * answers 301 to `to`. Written by an import for each item it brings over, or by hand (and CSV) for the
 * rest. Only a path that would otherwise be 404 is redirected, so a redirect never hides a page.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** The old path with its query, as entered (`/vismo/dokumenty2.asp?id=1234`). */
    fromPath: text('from_path').notNull(),
    /** The same, as it is matched: lower case, without a trailing slash. */
    fromKey: text('from_key').notNull(),
    /** A path of this site (`/aktuality/…`) or a full address elsewhere. */
    to: text('to').notNull(),
    /** `manual` (the administration, CSV) or `import` (an import run's item). */
    origin: text('origin').notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('redirects_from_key').on(t.fromKey), index('redirects_updated').on(t.updatedAt)],
);
