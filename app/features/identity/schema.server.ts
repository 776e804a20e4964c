import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A sign-in through NIA that was started and not yet answered: the AuthnRequest's ID, what it asked
 * for and where the person goes afterwards. NIA's answer must name one of these (InResponseTo), and
 * taking the row is what lets that answer in, once: a replayed or unasked-for answer finds none.
 */
export const identityRequests = pgTable(
  'identity_requests',
  {
    id: text('id').primaryKey(),
    /** The level of assurance asked for (`low`, `substantial`, `high`). */
    level: text('level').notNull(),
    /** A path of this site to go to after the sign-in. */
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_requests_created').on(t.createdAt)],
);
