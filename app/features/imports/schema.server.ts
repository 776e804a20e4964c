import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';

/**
 * One import of the former site's content (issue 31): its source (a stored file), what the dry run
 * found, the office's mapping, and, once started, how far it got. The job that runs it records each
 * item's outcome with the item's own save, so a run killed mid-way resumes at `done` with nothing
 * doubled or lost.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    /** `ofn`, `feed`, … (schemas.ts SOURCES). */
    source: text('source').notNull(),
    /** The file's name, or the address it was downloaded from. */
    label: text('label').notNull(),
    /**
     * What the clerk named the source: with it, its items are told apart from another file's of the
     * same ids (two WordPress exports of one blog). Empty: the source names itself (WordPress's blog).
     */
    sourceName: text('source_name').notNull().default(''),
    /** Where the source was downloaded from; relative addresses in it are read against this. */
    address: text('address'),
    /** The source as it came, in the uploads store, read again by each run of the job. */
    file: text('file').notNull(),
    /** What the source calls itself. */
    title: text('title'),
    /** The office's choices: category mapping, default originator (schemas.ts importOptions). */
    options: jsonb('options').notNull().default({}),
    /** `checked` (dry run shown), `queued`, `running`, `done`, `failed`. */
    state: text('state').notNull().default('checked'),
    /** The dry run's forecast (counts, samples, problems), recomputed when the mapping changes. */
    plan: jsonb('plan').notNull().default({}),
    total: integer('total').notNull().default(0),
    /** How many items, in the source's order, are done. */
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** Items the office edited since an earlier run brought them, kept as the office left them. */
    conflict: integer('conflict').notNull().default(0),
    /** Items the office deleted since an earlier run brought them, left deleted. */
    deleted: integer('deleted').notNull().default(0),
    /** Items imported with a problem of their own (a document that did not download). */
    withProblems: integer('with_problems').notNull().default(0),
    /** Why a run stopped before its end. */
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Written with each item's progress by the process running it: a run that stays `running` without it
     * for longer than the lease lost its process (a command line killed) and is marked failed.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_created').on(t.createdAt)],
);

/** What became of each item of a run, in the source's order: the run's report. */
export const importOutcomes = pgTable(
  'import_outcomes',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** `created`, `updated`, `unchanged`, `conflict`, `deleted`, `skipped` (schemas.ts OUTCOMES). */
    outcome: text('outcome').notNull(),
    /** The new page, for an item on the site. */
    path: text('path'),
    oldUrl: text('old_url'),
    /** Why it was skipped, or what went wrong with a part of it (a document). */
    problems: text('problems').array().notNull().default([]),
  },
  (t) => [
    uniqueIndex('import_outcomes_position').on(t.runId, t.position),
    index('import_outcomes_outcome').on(t.runId, t.outcome),
  ],
);

/**
 * What an item of a source became here, across runs: the next run of the same source updates it
 * (when its content changed) instead of making it again. Also the files downloaded (`kind` = `media`),
 * so a picture used twice is in the library once. A link outlives its item: an item the office deleted
 * is remembered as deleted, and the next run does not bring it back.
 */
export const importLinks = pgTable(
  'import_links',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /**
     * Whose item it is: the name the clerk gave the source, else the source's own (a WordPress blog's
     * address); '' for files and for links written before sources were told apart (read as any source's
     * whose old address they share).
     */
    source: text('source').notNull().default(''),
    /** The item's identity in its source (IRI, guid, post id), or a file's address. */
    key: text('key').notNull(),
    targetId: integer('target_id').notNull(),
    /** The hash of the item as last imported: the same hash is "unchanged". */
    hash: text('hash').notNull(),
    /** The hash of its files' list: documents are downloaded again only when it changes. */
    filesHash: text('files_hash').notNull().default(''),
    /**
     * The item's version as the import last wrote it: a newer one is the office's edit, which a later
     * run keeps. Null for links written before versions were kept (taken as not edited).
     */
    version: integer('version'),
    /** Each field's hash as last imported, so that the dry run names the fields a change touches. */
    fields: jsonb('fields'),
    /** The item's address on the former site when last imported: another item of the same key is not it. */
    oldUrl: text('old_url'),
    path: text('path'),
    runId: integer('run_id').references(() => importRuns.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('import_links_source_key').on(t.kind, t.source, t.key)],
);
