import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';
import { searchText } from '../../../server/lib/like.ts';
import { commitments } from '../commitments/schema.server.ts';
import { contacts, departments } from '../people/schema.server.ts';

/** Topics of the "Potřebuji vyřídit" catalogue. */
export const serviceTopics = pgTable('service_topics', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

/** Life situations (`/potrebuji-vyridit/{slug}`): what it takes to get something done at the office. */
export const lifeSituations = pgTable(
  'life_situations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => serviceTopics.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').array().notNull(),
    who: text('who').notNull(),
    documents: text('documents').array().notNull(),
    fees: text('fees').notNull(),
    deadlines: text('deadlines').notNull(),
    processingTime: text('processing_time').notNull(),
    legalBasis: text('legal_basis').array().notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    contactId: integer('contact_id').references(() => contacts.id),
    keywords: text('keywords').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('life_situations_topic').on(t.topicId, t.position)],
);

/** A resident's unfinished form: one per form and person, saved as they type. */
export const formDrafts = pgTable(
  'form_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('form_drafts_user_form').on(t.userId, t.form)],
);

/** Case numbers run on across years: VZ-2026-00042. */
export const caseNumbers = pgSequence('case_numbers');

/** The case's way (decision 0020): received, in progress, waiting for the resident, decided, closed; or rejected. */
export const CASE_STATUSES = ['prijato', 'v-reseni', 'ceka-na-doplneni', 'vyrizeno', 'uzavreno', 'zamitnuto'] as const;

/** What the inbox's search looks in besides the resident: the case's numbers and title. */
export function caseText(t: Record<'number' | 'referenceNumber' | 'title', AnyColumn>): SQL {
  return searchText(t.number, t.referenceNumber, t.title);
}

/** A submitted request, followed in `/ucet/moje-pripady`. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people: VZ-2026-00042. */
    number: text('number').notNull().unique(),
    /** The office's reference number (číslo jednací) from its department's pattern; none on older cases. */
    referenceNumber: text('reference_number').unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('prijato'),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** Label/value pairs as the resident saw them when submitting, kept even if the form changes later. */
    summary: jsonb('summary').$type<{ section: string; rows: { label: string; value: string }[] }[]>().notNull(),
    feeAmount: integer('fee_amount'),
    feeLabel: text('fee_label'),
    /** The fee's commitment to pay, issued with the case (null for a form without a fee). */
    commitmentId: uuid('commitment_id').references(() => commitments.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id),
    /** The clerk who took the case; null while nobody has. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The last day of the statutory period (Prague), 30 days after filing unless the form says otherwise. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** Raised by every change the office makes: a change over a newer version is refused. */
    version: integer('version').notNull().default(1),
    /** One case per key and person: a double click or a resent POST does not file twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cases_user_idempotency').on(t.userId, t.idempotencyKey),
    index('cases_user').on(t.userId, t.submittedAt),
    index('cases_department').on(t.departmentId, t.status),
    // The inbox's order within a status: a searched list walks it and stops at its page.
    index('cases_status_due').on(t.status, t.dueOn, t.submittedAt),
    index('cases_search').using('gin', sql`${caseText(t)} gin_trgm_ops`),
    check(
      'cases_status',
      sql`${t.status} in ('prijato', 'v-reseni', 'ceka-na-doplneni', 'vyrizeno', 'uzavreno', 'zamitnuto')`,
    ),
  ],
);

export const CASE_AUTHORS = ['office', 'resident', 'system'] as const;

/** The timeline of a case: status changes and messages, from the office or the resident. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: serial('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: CASE_STATUSES }),
    message: text('message'),
    author: text('author', { enum: CASE_AUTHORS }).notNull().default('office'),
    /** Who wrote it: the clerk or the resident; null for the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A clerk's note for the office: never shown to the resident. */
    internal: boolean('internal').notNull().default(false),
  },
  (t) => [
    index('case_events_case').on(t.caseId, t.at),
    check('case_events_author', sql`${t.author} in ('office', 'resident', 'system')`),
  ],
);

/** Files a resident attached: to a draft while the form is unfinished, then to the case. */
export const formFiles = pgTable(
  'form_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => formDrafts.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    filename: text('filename').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Path under the uploads folder; never served directly. */
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_files_draft').on(t.draftId), index('form_files_case').on(t.caseId)],
);

/**
 * The record of filings made as digital acts (zákon 12/2020 Sb., § 4(1)(d); issue 32): each one a
 * request filed by a person NIA identified, who saw what they filed and confirmed it. `content` is
 * exactly what was filed (canonical JSON: the form, the answers, the attachments' hashes); the
 * entry's `body` names its hash, the identity's pseudonym and level, and the hash of the entry
 * before (server/lib/hash-chain.ts), so a changed filing or entry breaks the chain
 * (`npm run filings:verify`). Append-only: the migration's trigger refuses UPDATE and DELETE.
 */
export const filingRecord = pgTable(
  'filing_record',
  {
    seq: integer('seq').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `filed`. */
    kind: text('kind').notNull(),
    /** No foreign key: the record outlives whatever happens to the case's row. */
    caseId: uuid('case_id').notNull(),
    content: text('content').notNull(),
    body: text('body').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('filing_record_case').on(t.caseId)],
);
