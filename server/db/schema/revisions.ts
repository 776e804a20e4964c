import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every saved version of an edited item (issue 13 §4: revisions with who and when, a readable diff,
 * restoring an old one): the item's editable fields as they were after the save that made `version`.
 * A feature writes one in the transaction of each save.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    /** The kind of item, as in the audit log: `article`, `notice`… */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('revisions_item_version').on(t.entity, t.entityId, t.version),
    index('revisions_item').on(t.entity, t.entityId),
  ],
);
