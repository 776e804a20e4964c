import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SecurityResult } from '../../../common/security-actions.ts';

/** Flat facts about an event: the method, the reason of a refusal, a count. Never a secret or identity data. */
export type SecurityDetail = Record<string, string | number | boolean>;

/**
 * The security log the cybersecurity act asks for (act 264/2025 Sb., docs/decisions/0049): sign-ins and
 * their refusals, lockouts, second factors, changes of rights and accounts, exports of personal data,
 * settings and imports; with time, action, what it touched, who, the result and the source address.
 * Kept for the town's retention (SECURITY_LOG_MONTHS), then deleted by the minute's work; streamed to
 * the town's log collector oldest first. `accountId` has no foreign key: an erased account's
 * entries keep its number, which no longer leads to anyone.
 */
export const securityLog = pgTable(
  'security_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `<area>.<event>`, e.g. `auth.sign-in`, `account.roles` (server/lib/security-log.ts). */
    action: text('action').notNull(),
    result: text('result').$type<SecurityResult>().notNull(),
    /** The account that acted or tried to; null when nobody was signed in or the e-mail has no account. */
    accountId: integer('account_id'),
    /** What the event touched: `user:12`, `setting:contact`, `import:4`. */
    asset: text('asset'),
    /** The client's address, as TRUST_PROXY gives it. */
    source: text('source'),
    detail: jsonb('detail').$type<SecurityDetail>().notNull().default({}),
    /** When it was sent to the town's log collector (SECURITY_LOG_URL); null until then. */
    streamedAt: timestamp('streamed_at', { withTimezone: true }),
  },
  (t) => [
    index('security_log_at').on(t.at),
    index('security_log_result_at').on(t.result, t.at),
    index('security_log_unsent').on(t.id).where(sql`${t.streamedAt} is null`),
  ],
);
