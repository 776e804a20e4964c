import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';

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
    /** Set when the whole amount has arrived: by a matched bank payment, a clerk's decision or a credit. */
    paidOn: text('paid_on'),
    /** What has arrived so far, in hellers: the sum of its receipts (ledger.server.ts keeps them together). */
    paidHellers: integer('paid_hellers').notNull().default(0),
    /**
     * Who owes it, kept when their account is erased while it is unpaid: the office must still collect
     * it (decision 0032). Null while the account names the payer.
     */
    payer: jsonb('payer').$type<{ name: string; address: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminders were queued: a week before the due date, and once overdue (reminders.server.ts). */
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
  },
  (t) => [
    index('commitments_user').on(t.userId, t.dueOn),
    index('commitments_variable_symbol').on(t.variableSymbol),
    // The finance office's order (unpaid first, by due date), and the few unpaid among fifteen years paid.
    index('commitments_office_order').on(sql`(${t.paidOn} is not null)`, t.dueOn, t.createdAt),
    index('commitments_unpaid').on(t.dueOn).where(sql`${t.paidOn} is null`),
    index('commitments_search').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** One bank statement the finance office imported, and what came of it. */
export const bankImports = pgTable('bank_imports', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  /** gpc, csv */
  format: text('format').notNull(),
  importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  /** How many payments were matched, queued, already imported before, and outgoing (left out). */
  counts: jsonb('counts').$type<{ matched: number; queued: number; duplicate: number; outgoing: number }>().notNull(),
});

export const BANK_PAYMENT_STATUSES = ['matched', 'underpaid', 'overpaid', 'unknown', 'unreadable', 'reversal'] as const;
export type BankPaymentStatus = (typeof BANK_PAYMENT_STATUSES)[number];

/**
 * A payment that came in on a statement: matched to the commitment it pays, or waiting in the queue
 * for a clerk's decision. Its fingerprint makes a second import of the same payment a no-op.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: integer('import_id')
      .notNull()
      .references(() => bankImports.id, { onDelete: 'cascade' }),
    /** Its line in the imported file. */
    line: integer('line').notNull(),
    /** SHA-256 of what identifies the payment at the bank (see `fingerprintOf`). */
    fingerprint: text('fingerprint').notNull().unique(),
    /** In haléře, signed; null for a line that could not be read. */
    amountHellers: integer('amount_hellers'),
    variableSymbol: text('variable_symbol').notNull().default(''),
    specificSymbol: text('specific_symbol').notNull().default(''),
    counterAccount: text('counter_account').notNull().default(''),
    counterName: text('counter_name').notNull().default(''),
    message: text('message').notNull().default(''),
    valueDate: text('value_date'),
    /** The line as it stood in the file, for one that could not be read. */
    raw: text('raw').notNull().default(''),
    status: text('status').$type<BankPaymentStatus>().notNull(),
    /** Why it waits, in Czech, for the queue. */
    reason: text('reason').notNull().default(''),
    /** The commitment it paid, or the one it was meant for (an under- or overpayment). */
    commitmentId: uuid('commitment_id').references(() => commitments.id, { onDelete: 'set null' }),
    /** A queued payment's decision: paid (the commitment was marked paid) or dismissed (settled outside). */
    resolution: text('resolution').$type<'paid' | 'dismissed'>(),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_payments_queue').on(t.status, t.resolution),
    index('bank_payments_commitment').on(t.commitmentId),
    check(
      'bank_payments_status',
      sql`${t.status} in ('matched', 'underpaid', 'overpaid', 'unknown', 'unreadable', 'reversal')`,
    ),
    check('bank_payments_resolution', sql`${t.resolution} is null or ${t.resolution} in ('paid', 'dismissed')`),
  ],
);

/**
 * Money received toward a commitment: a bank payment (whole, or the part of an overpayment that the
 * commitment took), or a resident's credit set against it. A commitment's `paidHellers` is their sum.
 */
export const commitmentReceipts = pgTable(
  'commitment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commitmentId: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    amountHellers: integer('amount_hellers').notNull(),
    /** The day the money arrived at the town's account (a credit's day for one set against it). */
    receivedOn: text('received_on').notNull(),
    bankPaymentId: uuid('bank_payment_id').references(() => bankPayments.id, { onDelete: 'set null' }),
    /** Set when the money is a credit (an earlier overpayment) set against this commitment. */
    creditId: uuid('credit_id').references(() => paymentCredits.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commitment_receipts_commitment').on(t.commitmentId),
    index('commitment_receipts_day').on(t.receivedOn),
    // What a bank payment paid: the queue, a payment's page and a statement's report ask it per payment.
    index('commitment_receipts_payment').on(t.bankPaymentId),
  ],
);

/**
 * What a resident paid beyond what they owed: the finance office returns it or sets it against
 * another of their commitments. What remains of it is its amount less the receipts made from it.
 */
export const paymentCredits = pgTable(
  'payment_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankPaymentId: uuid('bank_payment_id').references(() => bankPayments.id, { onDelete: 'set null' }),
    amountHellers: integer('amount_hellers').notNull(),
    receivedOn: text('received_on').notNull(),
    /** Null while some of it is left; applied (all of it set against commitments) or refunded (the rest returned). */
    resolution: text('resolution').$type<'applied' | 'refunded'>(),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_credits_open').on(t.resolution, t.userId),
    index('payment_credits_payment').on(t.bankPaymentId),
    check('payment_credits_resolution', sql`${t.resolution} is null or ${t.resolution} in ('applied', 'refunded')`),
  ],
);
