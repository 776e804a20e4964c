import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from '../../../server/db/schema/users.ts';

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

/**
 * NIA's answer, checked, until the browser that started the sign-in comes for it. NIA posts the
 * answer from its own site, and a browser sends no login cookie with such a post; the next, same-site
 * step finds this row by its token and takes it only with the cookie of the browser that asked.
 */
export const identityAnswers = pgTable(
  'identity_answers',
  {
    token: text('token').primaryKey(),
    requestId: text('request_id').notNull(),
    pseudonym: text('pseudonym').notNull(),
    level: text('level').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    birthDate: text('birth_date'),
    returnTo: text('return_to').notNull(),
    /** How NIA named the person and the sign-in, for a single logout later (see `identitySessions`). */
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_answers_created').on(t.createdAt)],
);

/**
 * An account's identity as NIA vouches for it: its pseudonym for this site (one account each), the
 * level of the last sign-in and when, and the few personal data the forms need.
 */
export const residentIdentities = pgTable(
  'resident_identities',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pseudonym: text('pseudonym').notNull(),
    level: text('level').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    birthDate: text('birth_date'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('resident_identities_pseudonym').on(t.pseudonym)],
);

/**
 * A login of this site that a sign-in at NIA stands behind: logging out here ends it at NIA too, and
 * NIA's logout (from another service, or on NIA's own page) ends it here; a filing that needs a
 * verified identity is made in such a login. Goes with its login.
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The NameID of the sign-in: the person's pseudonym, and its format. */
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format').notNull(),
    sessionIndex: text('session_index'),
    /** The level of assurance of that sign-in, and when it was: what a filing made in this login is made with. */
    level: text('level').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_sessions_name_id').on(t.nameId)],
);
