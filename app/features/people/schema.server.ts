import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Departments of the town office (`/urad`). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  agendas: text('agendas').array().notNull(),
  room: text('room').notNull(),
  position: integer('position').notNull().default(0),
  /** How its reference numbers (čísla jednací) read: `{číslo}` and `{rok}` in the office's own text. */
  referencePattern: text('reference_pattern').notNull().default('{číslo}/{rok}'),
  /** Raised by every save: a save over a newer version is refused. */
  version: integer('version').notNull().default(1),
});

/**
 * The last number of each series of reference numbers: a department's pattern in one year
 * (`MUVZ/{číslo}/2026/OVV`). Departments with one pattern share a series, as one filing register.
 */
export const referenceSeries = pgTable('reference_series', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Every reference number issued, with what it was issued for: the filing register (podací deník),
 * and the guard that no number is issued twice, whichever patterns the departments have had.
 */
export const referenceNumbers = pgTable(
  'reference_numbers',
  {
    number: text('number').primaryKey(),
    series: text('series').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /**
     * How a document that came in reached the office (`datova-schranka`, `posta`, `osobne`); null for
     * the numbers of the site's own filings and letters.
     */
    channel: text('channel', { enum: ['datova-schranka', 'posta', 'osobne'] }),
    /** Who sent what came in, as the message or the letter names them. */
    sender: text('sender'),
    /** The day (Prague) what came in was delivered to the office. */
    receivedOn: date('received_on', { mode: 'string' }),
    /** The e-services' case it went to (no foreign key across features). */
    caseId: uuid('case_id'),
    /** What another feature numbered here (`data-box:<id>` of a received message): numbered once. */
    source: text('source').unique(),
  },
  // A number in a data message is found whatever the case its sender wrote it in.
  (t) => [
    index('reference_numbers_lower').on(sql`lower(${t.number})`),
    // The register's order, newest first, and a department's numbers in it.
    index('reference_numbers_issued').on(t.issuedAt),
    index('reference_numbers_department').on(t.departmentId, t.issuedAt),
    check('reference_numbers_channel', sql`${t.channel} in ('datova-schranka', 'posta', 'osobne')`),
  ],
);

/** People of the office (`/contacts`, `/telefonni-seznam`). */
export const contacts = pgTable(
  'office_contacts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    phone: text('phone').notNull(),
    mobile: text('mobile'),
    email: text('email').notNull(),
    room: text('room').notNull(),
    description: text('description').notNull(),
    photoUrl: text('photo_url'),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('office_contacts_department').on(t.departmentId, t.order)],
);

/** Members of the assembly (zastupitelstvo); `council` marks those also on the council (rada). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  party: text('party').notNull(),
  role: text('role').notNull(),
  council: boolean('council').notNull().default(false),
  committees: text('committees').array().notNull(),
  email: text('email').notNull(),
  photoUrl: text('photo_url'),
  /** Raised by every save: a save over a newer version is refused. */
  version: integer('version').notNull().default(1),
  order: integer('order').notNull().default(0),
});

/** Meetings of the assembly and of the council, with agenda and resolutions. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    body: text('body', { enum: ['zastupitelstvo', 'rada'] }).notNull(),
    number: integer('number').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    agenda: text('agenda').array().notNull(),
    resolutions: text('resolutions').array().notNull(),
    /** The minutes with the resolutions, as a PDF under `/media/`. */
    minutesUrl: text('minutes_url'),
    minutesSize: integer('minutes_size'),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('meetings_body').on(t.body, t.startsAt)],
);
