import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchText } from '../../lib/like.ts';

// The accounts' tables the base needs: every feature points at `users` for its owner, and the base
// resolves the login cookie's session (server/lib/sessions.ts) for every request. The account's own
// table (its mailed links) is in app/features/accounts/schema.server.ts.

/** A group with a discount (spec §3 `group: { description, discount }`), e.g. seniors. */
export const userGroups = pgTable('user_groups', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  description: text('description').notNull(),
  /** Percent off the fees that allow a discount. */
  discount: integer('discount').notNull().default(0),
});

/** What the office's searches find a person by: the name as it is written, and the e-mail. */
export function personText(t: Record<'firstname' | 'lastname' | 'email', AnyColumn>): SQL {
  return searchText(t.firstname, t.lastname, t.email);
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phonePrefix: text('phone_prefix'),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    groupId: integer('group_id').references(() => userGroups.id),
    /** Roles: `resident`, `editor:<section>`, `clerk:<department>`, `admin` (common/roles.ts). */
    scope: jsonb('scope').$type<string[]>().notNull().default(['resident']),
    /**
     * The TOTP secret (base32) of a staff member's authenticator app; kept readable because every
     * code is checked against it. Set at enrolment, in force once `totpEnabledAt` is set.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A new address waiting for its confirmation link; the account keeps `email` until then. */
    pendingEmail: text('pending_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an administrator has locked the account: no login, no session. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedReason: text('locked_reason'),
    /** Set when the resident deleted the account; personal data is gone by then. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_active').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_search').using('gin', sql`${personText(t)} gin_trgm_ops`),
  ],
);

/** Login sessions; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When this login was confirmed with a TOTP or recovery code; staff work needs it. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A staff member's one-time recovery codes, for a lost phone; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
