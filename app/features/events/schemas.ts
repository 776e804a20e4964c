import { z } from 'zod';
import { emailSchema } from '../../../common/schemas/account.ts';
import { isoDateSchema, isoMonthSchema } from '../../../common/schemas/dates.ts';
import { proposalMessages } from './format.ts';

const categorySchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'EventCategory' });
export type EventCategory = z.infer<typeof categorySchema>;
export const eventCategorySchema = categorySchema;

const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });

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
    place: z.string(),
    categories: z.array(categorySchema),
    image: imageSchema.nullable(),
  })
  .meta({ id: 'EventOccurrence' });
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
    /** The next times it happens (up to 12), or the last one when all are past. */
    occurrences: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
    updated_at: z.string(),
  })
  .meta({ id: 'Event' });
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
  .meta({ id: 'CalendarMonth' });
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A public proposal of an event (`/akce/nova`, `POST /api/events`). Dates and
 * times are the Prague wall clock: 'YYYY-MM-DD' and 'HH:mm'.
 */
export const eventProposalSchema = z
  .object({
    organizer_name: z.string().trim().min(1).max(120),
    organizer_email: emailSchema,
    title: z.string().trim().min(1).max(150),
    start_date: z.string().trim().pipe(isoDateSchema(proposalMessages.date)),
    start_time: z.string().trim().regex(timePattern, proposalMessages.time),
    end_date: z.string().trim().pipe(isoDateSchema(proposalMessages.date)),
    end_time: z.string().trim().regex(timePattern, proposalMessages.time),
    place: z.string().trim().min(1).max(200),
    category: z.string().trim().min(1).max(60),
    // Empty says "required"; too short says how long it must be.
    description: z.string().trim().min(1).pipe(z.string().min(20).max(5000)),
    /** What the optional picture shows, for those who cannot see it; needed when there is one. */
    image_alt: z.string().trim().max(300).optional().default(''),
    /** Honeypot: people leave it empty, bots fill it in. */
    website: z.string().max(500).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (`${v.end_date}T${v.end_time}` <= `${v.start_date}T${v.start_time}`) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: proposalMessages.endBeforeStart });
    }
  });
export type EventProposalInput = z.input<typeof eventProposalSchema>;
export type EventProposal = z.output<typeof eventProposalSchema>;

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

export const eventParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const calendarQuery = z.object({ month: isoMonthSchema() });

/** A resident's proposal waiting for the office (section `events`). */
export const eventProposalRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  perex: z.string(),
  /** Sanitised HTML of the description. */
  body: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  proposer_name: z.string().nullable(),
  proposer_email: z.string().nullable(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }).nullable(),
  proposed_at: z.string(),
});
export type EventProposalRow = z.infer<typeof eventProposalRowSchema>;

/** The office's decision on a proposal: publish it, or reject it with a reason the proposer reads. */
export const proposalDecisionSchema = z
  .object({
    decision: z.enum(['publish', 'reject'], 'Vyberte, zda akci zveřejnit, nebo zamítnout.'),
    reason: z.string().trim().max(2000, 'Zdůvodnění může mít nejvýš 2 000 znaků.').optional(),
  })
  .superRefine((input, context) => {
    if (input.decision === 'reject' && !input.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Napište navrhovateli, proč akci nezveřejníte.' });
  });
export type ProposalDecision = z.output<typeof proposalDecisionSchema>;
