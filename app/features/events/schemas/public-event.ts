import { z } from 'zod';
import { apiSchemas } from '../../../../common/schemas/api-names.ts';
import { isoDateSchema, isoMonthSchema } from '../../../../common/schemas/dates.ts';
import { rowNumber } from '../../../../common/schemas/ids.ts';
import { categorySchema, imageSchema } from './shared.ts';

// An event as the public site and API give it: its occurrences, its page, the calendar, the queries.

export type EventCategory = z.infer<typeof categorySchema>;
export const eventCategorySchema = categorySchema;

/** One time an event happens, with what a list or a calendar shows of the event. */
export const eventOccurrenceSchema = z
  .object({
    id: z.number().describe('The event'),
    slug: z.string(),
    title: z.string(),
    perex: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    all_day: z.boolean(),
    /** Weeks between repeats, or null for a one-off event. */
    repeats_weeks: z.number().nullable(),
    /** How often it repeats by any rule, in Czech ("každou první sobotu v měsíci"), for a list's label; null for a one-off event. */
    repeats_how: z.string().nullable(),
    place: z.string(),
    categories: z.array(categorySchema),
    image: imageSchema.nullable(),
  })
  .register(apiSchemas, { id: 'EventOccurrence' });
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;

export const eventSchema = eventOccurrenceSchema
  .extend({
    /** Sanitised HTML. */
    body: z.string(),
    price: z.string().nullable(),
    organizer: z.string(),
    contact: z.string().nullable(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    repeats_until: z.string().nullable(),
    /** Its RFC 5545 RRULE (UNTIL a Prague day), the weekly ones too; null for a one-off event. */
    repeats_rule: z.string().nullable(),
    /** How it repeats, in Czech: "každou první sobotu v měsíci do 20. 6. 2027"; null for a one-off event. */
    repeats_text: z.string().nullable(),
    /** Days its rule gives that it skips, or moves (`moved_to`, the new times). */
    exceptions: z.array(
      z.object({
        date: z.string(),
        moved_to: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
      }),
    ),
    /** The next times it happens (up to 12), or the last one when all are past. */
    occurrences: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'Event' });
export type EventDetail = z.infer<typeof eventSchema>;

/** A month of the calendar widget: the events of each day that has some. */
export const calendarMonthSchema = z
  .object({
    month: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        events: z.array(
          z.object({
            id: z.number(),
            slug: z.string(),
            title: z.string(),
            starts_at: z.string(),
            all_day: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .register(apiSchemas, { id: 'CalendarMonth' });
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** `GET /api/events`: occurrences in a range of Prague days, by category, past or to come, each event once. */
export const occurrenceQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(12),
  from: isoDateSchema().optional().describe('Co neskončilo před začátkem tohoto dne (výchozí: teď)'),
  to: isoDateSchema().optional().describe('Co začne nejpozději tento den'),
  category: z.string().max(100).optional(),
  past: flag.describe('Co už skončilo, nejnovější první'),
  once: flag.describe('Každá akce jednou (její nejbližší výskyt)'),
});
export type OccurrenceQuery = z.output<typeof occurrenceQuery>;

export const eventParams = z.object({ id: rowNumber() });
export const calendarQuery = z.object({ month: isoMonthSchema() });
