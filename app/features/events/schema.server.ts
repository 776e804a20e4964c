import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media } from '../media/schema.server.ts';
import type { EventException } from './occurrences.ts';

export const eventCategories = pgTable('event_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export interface EventLink {
  label: string;
  url: string;
}

/**
 * Events (`/akce`). A public proposal is a row with status `proposed`: it is
 * stored whole but shown nowhere until the office publishes it.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['published', 'draft', 'proposed', 'rejected'] }).notNull(),
    title: text('title').notNull(),
    perex: text('perex').notNull(),
    /** HTML, sanitised whenever it is served. */
    body: text('body').notNull(),
    /** The first occurrence; later ones follow from the recurrence. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** Weekly recurrence: every N weeks on the start's weekday, up to and including `recurrence_until`. */
    recurrenceWeeks: integer('recurrence_weeks'),
    recurrenceUntil: date('recurrence_until'),
    /**
     * Any other repeat, as an RFC 5545 RRULE with UNTIL a Prague day (rrule.ts); it wins over the weekly
     * columns, which stay for the weekly repeats kept before it (read as the equivalent weekly rule).
     */
    recurrenceRule: text('recurrence_rule'),
    /** Occurrences skipped or moved (occurrences.ts); exported in iCalendar as EXDATE and RECURRENCE-ID. */
    exceptions: jsonb('exceptions').$type<EventException[]>().notNull().default([]),
    place: text('place').notNull(),
    price: text('price'),
    organizer: text('organizer').notNull(),
    contact: text('contact'),
    links: jsonb('links').$type<EventLink[]>().notNull().default([]),
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: text('image_alt'),
    /** The library image the picture was taken from; the library keeps it while an event uses it. */
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
    /** Who proposed it (public proposals only). */
    proposerName: text('proposer_name'),
    proposerEmail: text('proposer_email'),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_status').on(t.status)],
);

export const eventCategoryLinks = pgTable(
  'event_category_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.categoryId] })],
);

/**
 * Every time an event happens, materialised from its recurrence when the
 * event is saved, so that "what is on this week" is one indexed range query.
 */
export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('event_occurrences_event_start').on(t.eventId, t.startsAt),
    index('event_occurrences_range').on(t.startsAt, t.endsAt),
    index('event_occurrences_ends').on(t.endsAt),
  ],
);
