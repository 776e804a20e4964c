import { index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';
import { cases } from '../e-services/schema.server.ts';

/** Variable symbols of payments that have no number of their own (extra pickups). */
export const paymentSymbols = pgSequence('payment_symbols');

/** What a resident owes the town: yearly fees, a request's fee, an extra pickup. */
export const commitments = pgTable(
  'commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** odpad, pes, zadost, svoz */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** In hellers (1/100 Kč), so amounts stay exact. */
    amountHellers: integer('amount_hellers').notNull(),
    variableSymbol: text('variable_symbol').notNull(),
    specificSymbol: text('specific_symbol'),
    message: text('message').notNull(),
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    /** Set by the office once the money has arrived. */
    paidOn: text('paid_on'),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('commitments_user').on(t.userId, t.dueOn)],
);
