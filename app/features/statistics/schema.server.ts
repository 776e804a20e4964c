import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The site's own statistics (issue 29 §10), the Plausible and GoatCounter way: no cookie, no address,
 * nothing that follows a visitor from one day to the next. Counts per page and Prague day; a
 * visitor is a hash of the day's random salt, the address and the browser, kept only for the day
 * it was made in (to count each visitor once that day) and then reduced to a number.
 */

/** The day's random salt: gone the next day, so no hash can be made again or matched across days. */
export const statsSalts = pgTable('stats_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Page views per page and day ('' is the whole site). */
export const statsViews = pgTable(
  'stats_views',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Today's visitors' hashes, per page ('' the whole site): reduced to `stats_visitors` when the day is over. */
export const statsVisitorHashes = pgTable(
  'stats_visitor_hashes',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.hash] })],
);

/** How many different visitors a page ('' the whole site) had on a past day. */
export const statsVisitors = pgTable(
  'stats_visitors',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Which other sites led here, by their host only, per day. */
export const statsReferrers = pgTable(
  'stats_referrers',
  {
    day: date('day').notNull(),
    host: text('host').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

/** What residents searched for and the site did not find, per day. */
export const statsEmptySearches = pgTable(
  'stats_empty_searches',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
