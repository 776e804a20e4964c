import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchText } from '../../lib/like.ts';
import { users } from './users.ts';

/** Flat: a field's new value, or `before → after` as one string. */
export type AuditSummary = Record<string, string | number | boolean | null>;

/**
 * Who changed what in the administration (issue 13 §7): one row per staff change, never updated
 * or deleted (the migration's trigger refuses both). `userId` survives the account's deletion as
 * the name kept in `actorName`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** What was done, e.g. `totp.enrolled`, `news.published`. */
    action: text('action').notNull(),
    /** The kind of item and its id, when the change is to one item. */
    entity: text('entity'),
    entityId: text('entity_id'),
    /** A short summary of before and after, as the log shows it. */
    summary: jsonb('summary').$type<AuditSummary>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_action').on(t.action),
    index('audit_log_user').on(t.userId, t.at),
    index('audit_log_search').using('gin', sql`${auditText(t)} gin_trgm_ops`),
  ],
);

/** What the log's search looks in: who, what was done, to which item, and the summary's words. */
export function auditText(t: Record<'actorName' | 'action' | 'entity' | 'entityId' | 'summary', AnyColumn>): SQL {
  return searchText(t.actorName, t.action, t.entity, t.entityId, sql`${t.summary}::text`);
}
