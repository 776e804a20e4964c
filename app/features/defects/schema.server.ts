import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
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
import { departments } from '../people/schema.server.ts';
import { DEFECT_STATUSES, EVENT_AUTHORS, EVENT_VISIBILITY, LAYER_KINDS, PHOTO_ROLES } from './flow.ts';
import type { MapGeometry } from './schemas.ts';

/** What residents report, each routed to a department with its promise (Open311's service). */
export const defectCategories = pgTable('defect_categories', {
  id: serial('id').primaryKey(),
  /** Open311's `service_code`: lowercase ASCII, never changed once apps know it. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Open311's `group`: a heading the form's list groups by. */
  group: text('group').notNull(),
  description: text('description').notNull(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id),
  /** The deadline of a new report, in calendar days. */
  daysToFix: integer('days_to_fix').notNull(),
  /** Open311's `service_notice`: what the office promises ("Výtluky opravujeme do 14 dnů"). */
  notice: text('notice').notNull(),
  keywords: text('keywords').array().notNull(),
  position: integer('position').notNull().default(0),
  /** A category no longer offered; its reports keep it. */
  retired: boolean('retired').notNull().default(false),
});

/**
 * The town's address points (RÚIAN's adresní místa): a building's number on its street, or in its
 * part of town where there are no streets, at its definition point in WGS84.
 */
export const addressPoints = pgTable(
  'address_points',
  {
    id: serial('id').primaryKey(),
    /** RÚIAN's kód adresního místa. */
    code: integer('code').notNull().unique(),
    /** Null in a village without named streets: "Dolní Lhota 15". */
    street: text('street'),
    /** Číslo popisné, or číslo evidenční where `evidence` is set. */
    houseNumber: integer('house_number').notNull(),
    evidence: boolean('evidence').notNull().default(false),
    /** Číslo orientační with its letter: "12", "12a". */
    streetNumber: text('street_number'),
    /** The part of town (část obce). */
    part: text('part').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('address_points_street').on(t.street, t.houseNumber), index('address_points_place').on(t.lat, t.lon)],
);

/**
 * The town's map as the office keeps it: the boundary, the parts of town and what the demo's base
 * map draws (streets, water, the railway), each one GeoJSON geometry in WGS84.
 */
export const mapLayers = pgTable(
  'map_layers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LAYER_KINDS }).notNull(),
    name: text('name').notNull().default(''),
    /** `main`, `local` or `path` for a street: how boldly the base map draws it. */
    style: text('style').notNull().default(''),
    geometry: jsonb('geometry').$type<MapGeometry>().notNull(),
  },
  (t) => [index('map_layers_kind').on(t.kind)],
);

/** Report numbers run on across years: Z-2026-0042. */
export const defectNumbers = pgSequence('defect_numbers');

/** What the office's queue searches in: the report's number, its place and the reporter's words. */
export function defectText(t: Record<'number' | 'placeText' | 'description', AnyColumn>): SQL {
  return searchText(t.number, t.placeText, t.description);
}

/** A defect a resident or an app reported, from its filing to its end (flow.ts). */
export const defectReports = pgTable(
  'defect_reports',
  {
    id: serial('id').primaryKey(),
    /** Shown to people and to Open311 (`service_request_id`): Z-2026-0042. */
    number: text('number').notNull().unique(),
    status: text('status', { enum: DEFECT_STATUSES }).notNull().default('nove'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => defectCategories.id),
    /** The category's department at filing, or the one it was handed to. */
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** The nearest address point when the report was filed, if one was near. */
    addressPointId: integer('address_point_id').references(() => addressPoints.id, { onDelete: 'set null' }),
    /** The place in words: the address, or what the reporter wrote ("u lávky přes potok"). */
    placeText: text('place_text').notNull(),
    /** The part of town the point lies in. */
    area: text('area').notNull(),
    /** The reporter's own words: shown only to the office and the reporter. */
    description: text('description').notNull(),
    /** The text the office allowed to be public (faces, plates and names left out); null until then. */
    publicText: text('public_text'),
    /** `web`, or `app` for a report an Open311 client filed. */
    source: text('source').notNull().default('web'),
    open311ClientId: integer('open311_client_id').references(() => open311Clients.id, { onDelete: 'set null' }),
    reporterUserId: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's or an app user's e-mail; null for a signed-in resident, whose account has it. */
    reporterEmail: text('reporter_email'),
    /** The name an app passed on; never public. */
    reporterName: text('reporter_name'),
    /** Nothing is public and no clerk is asked before a guest confirms their e-mail. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The report this duplicate was merged into. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => defectReports.id, {
      onDelete: 'set null',
    }),
    /** When it was resolved, rejected or merged; null while open (a reopen clears it). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The reporter's answer to "are you satisfied?" after closing; null until they answer. */
    satisfied: boolean('satisfied'),
    /** One report per key: a double click or a resent POST does not file twice. */
    idempotencyKey: text('idempotency_key'),
    /** Raised by every change the office makes: a change over a newer version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('defect_reports_idempotency').on(t.idempotencyKey),
    index('defect_reports_queue').on(t.status, t.departmentId, t.dueOn),
    index('defect_reports_place').on(t.lat, t.lon),
    index('defect_reports_reporter').on(t.reporterUserId),
    index('defect_reports_updated').on(t.updatedAt),
    index('defect_reports_merged').on(t.mergedIntoId),
    index('defect_reports_search').using('gin', sql`${defectText(t)} gin_trgm_ops`),
    check(
      'defect_reports_status',
      sql`${t.status} in ('nove', 'v-reseni', 'ceka-na-doplneni', 'vyreseno', 'zamitnuto', 'sloucene')`,
    ),
  ],
);

/**
 * A report's photos: the reporter's and the office's of the fix, re-encoded without metadata into
 * the private uploads; a copy goes to the public media only once the office allows it.
 */
export const defectPhotos = pgTable(
  'defect_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: integer('report_id')
      .notNull()
      .references(() => defectReports.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PHOTO_ROLES }).notNull(),
    /** Path under the uploads folder; served only to the reporter and the office. */
    storagePath: text('storage_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The public copy's address under /media; null while the office has not allowed it. */
    publicPath: text('public_path'),
    allowedAt: timestamp('allowed_at', { withTimezone: true }),
    allowedBy: integer('allowed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('defect_photos_report').on(t.reportId, t.createdAt),
    check('defect_photos_role', sql`${t.role} in ('report', 'fix')`),
  ],
);

/** A report's history: each step, message and answer, and whom it is shown to. */
export const defectEvents = pgTable(
  'defect_events',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => defectReports.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    /** The status the step left; null where it stayed. */
    status: text('status', { enum: DEFECT_STATUSES }),
    message: text('message'),
    visibility: text('visibility', { enum: EVENT_VISIBILITY }).notNull(),
    author: text('author', { enum: EVENT_AUTHORS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('defect_events_report').on(t.reportId, t.at),
    check('defect_events_visibility', sql`${t.visibility} in ('public', 'reporter', 'office')`),
    check('defect_events_author', sql`${t.author} in ('office', 'reporter', 'system', 'app')`),
  ],
);

/**
 * Who is told of a report's changes: its reporter, and everyone it bothers too ("Trápí mě to taky")
 * or whose duplicate was merged into it. A guest's e-mail counts once confirmed; their link's
 * secret is kept only as a hash.
 */
export const defectFollowers = pgTable(
  'defect_followers',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => defectReports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reporter', 'supporter'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    tokenHash: text('token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('defect_followers_user').on(t.reportId, t.userId),
    uniqueIndex('defect_followers_email').on(t.reportId, sql`lower(${t.email})`),
    check('defect_followers_who', sql`(${t.userId} is null) <> (${t.email} is null)`),
    check('defect_followers_kind', sql`${t.kind} in ('reporter', 'supporter')`),
  ],
);

/** An app the office let file reports through Open311, by a key shown once and kept only as a hash. */
export const open311Clients = pgTable('open311_clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's last four characters, so the office can tell keys apart. */
  keyHint: text('key_hint').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});
