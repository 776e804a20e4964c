import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/index.ts';

/**
 * Whether a section's content needs a colleague's review before it is published (issue 29 §4): one
 * row per section whose policy the administrator set; a section without a row needs none.
 */
export const reviewPolicies = pgTable('review_policies', {
  section: text('section').primaryKey(),
  required: boolean('required').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
