import { z } from 'zod';
import { isCalendarDate } from '../../../common/dates.ts';
import { richTextSchema } from '../../../common/rich-text.ts';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema, isoMonthSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { proposalMessages } from './format.ts';

const categorySchema = z.object({ slug: z.string(), name: z.string() }).register(apiSchemas, { id: 'EventCategory' });
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
    /** Empty for an event of one day: it ends on the day it starts. */
    end_date: z
      .string()
      .trim()
      .refine((v) => v === '' || isDate(v), proposalMessages.date)
      .default(''),
    end_time: z.string().trim().regex(timePattern, proposalMessages.time),
    place: z.string().trim().min(1).max(200),
    /** One to three categories the event belongs in. */
    categories: z.array(z.string().trim().min(1).max(60)).max(3, 'Vyberte nejvýš tři kategorie.').default([]),
    /** One category, as the API took it before proposals could have several; `categories` is the field now. */
    category: z.string().trim().max(60).optional(),
    // Empty says "required"; too short says how long it must be.
    description: z.string().trim().min(1).pipe(z.string().min(20).max(5000)),
    /** What the optional picture shows, for those who cannot see it; needed when there is one. */
    image_alt: z.string().trim().max(300).optional().default(''),
    /** Honeypot: people leave it empty, bots fill it in. */
    website: z.string().max(500).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.categories.length === 0 && !v.category)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Vyberte aspoň jednu kategorii.' });
    if (`${v.end_date || v.start_date}T${v.end_time}` <= `${v.start_date}T${v.start_time}`) {
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

export const eventParams = z.object({ id: rowNumber() });
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

// The events editors (section `events`): every field of an event, its repeats and categories.

const isDate = (v: string | undefined) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v);
const isTime = (v: string | undefined) => !!v && timePattern.test(v);
/** A link the sanitiser would keep: a page of this site or an http(s) address. */
const LINK_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/** How often an event may repeat: every 1 to 4 weeks on the first day's weekday. */
export const REPEAT_WEEKS = [1, 2, 3, 4] as const;
const REPEAT_MESSAGE = 'Vyberte, jak často se akce opakuje.';

/**
 * An event as an editor saves it (the staff API and the form alike). Dates and times are Prague's
 * wall clock; an all-day event needs no times and ends at the end of its last day. `image_id`: a
 * picture from the media library, null for none, left out to keep the one it has (a proposer's).
 */
const exceptionRow = z.object({
  /** The day the rule gives. */
  date: z.string().trim(),
  /** The new day; empty when the occurrence is skipped. */
  start_date: z.string().trim().default(''),
  start_time: z.string().trim().default(''),
  end_time: z.string().trim().default(''),
});
export type ExceptionRow = z.infer<typeof exceptionRow>;

export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Zadejte název akce.').max(150, 'Název může mít nejvýš 150 znaků.'),
    perex: z
      .string()
      .trim()
      .min(1, 'Zadejte krátký popis: jedna dvě věty do seznamu akcí.')
      .max(600, 'Krátký popis může mít nejvýš 600 znaků.'),
    body: richTextSchema.default(''),
    all_day: z.boolean().default(false),
    start_date: z.string().trim(),
    start_time: z.string().trim().default(''),
    /** Empty for an event of one day: it ends on the day it starts. */
    end_date: z.string().trim().default(''),
    end_time: z.string().trim().default(''),
    // A number field, not a union of number literals: the editor's select sends '1'–'4', and a form is
    // read by its fields' types (`formInput` makes a number only of a number field); a union stayed text.
    repeat_weeks: z
      .number(REPEAT_MESSAGE)
      .int(REPEAT_MESSAGE)
      .min(REPEAT_WEEKS[0], REPEAT_MESSAGE)
      .max(REPEAT_WEEKS[3], REPEAT_MESSAGE)
      .nullable()
      .default(null),
    repeat_until: z.string().trim().default(''),
    /**
     * Any repeat a calendar knows (rrule.ts), as the editor's form chooses it: the kind, every how many
     * days, weeks, months or years, and its end (never, `repeat_until`, or after `repeat_count` times).
     * Given, it wins over `repeat_weeks`, which stays for the weekly repeats of before.
     */
    repeat_kind: z
      .enum(
        ['none', 'daily', 'weekdays', 'weekly', 'monthly_day', 'monthly_weekday', 'yearly'],
        'Vyberte, jak často se akce opakuje.',
      )
      .optional(),
    repeat_interval: z.number('Zadejte celé číslo od 1 do 99.').optional(),
    repeat_end: z.enum(['never', 'until', 'count'], 'Vyberte, kdy opakování skončí.').optional(),
    repeat_count: z.number('Zadejte celé číslo od 1 do 200.').nullable().optional(),
    /** Or the rule itself (the staff API): an RFC 5545 RRULE such as FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270620. */
    rrule: z.string().trim().max(300, 'Pravidlo opakování může mít nejvýš 300 znaků.').optional(),
    place: z.string().trim().min(1, 'Zadejte, kde se akce koná.').max(200, 'Místo může mít nejvýš 200 znaků.'),
    price: z.string().trim().max(200, 'Vstupné může mít nejvýš 200 znaků.').default(''),
    organizer: z.string().trim().min(1, 'Zadejte pořadatele.').max(200, 'Pořadatel může mít nejvýš 200 znaků.'),
    contact: z.string().trim().max(200, 'Kontakt může mít nejvýš 200 znaků.').default(''),
    links: z
      .array(
        z.object({
          label: z.string().trim().min(1, 'Zadejte text odkazu.').max(100, 'Text odkazu může mít nejvýš 100 znaků.'),
          url: z
            .string()
            .trim()
            .max(500)
            .regex(LINK_URL, 'Odkaz musí začínat https:// (nebo lomítkem pro stránku tohoto webu).'),
        }),
      )
      .max(10, 'Akce může mít nejvýš 10 odkazů.')
      .default([]),
    categories: z.array(z.string().max(100)).min(1, 'Vyberte aspoň jednu kategorii.').max(10),
    image_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    /** Keep it off the site for now (a draft); a proposal stays in the queue whatever this says. */
    draft: z.boolean().default(false),
    /**
     * Days of a repeating event's rule that are skipped (no new day) or moved (a new day, and for a
     * timed event its start and, if it changes, its end), as the form's rows give them.
     */
    exceptions: z.array(exceptionRow).max(60).default([]),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!isDate(input.start_date)) issue('start_date', 'Zadejte datum začátku.');
    const endDate = input.end_date || input.start_date;
    if (input.end_date && !isDate(input.end_date))
      issue('end_date', 'Zadejte datum konce, nebo ho u jednodenní akce nechte prázdné.');
    if (!input.all_day) {
      if (!isTime(input.start_time)) issue('start_time', 'Zadejte čas začátku, např. 18:00.');
      if (!isTime(input.end_time)) issue('end_time', 'Zadejte čas konce, např. 20:00.');
    }
    const start = `${input.start_date}T${input.all_day ? '00:00' : input.start_time}`;
    const end = `${endDate}T${input.all_day ? '00:00' : input.end_time}`;
    if (isDate(input.start_date) && isDate(endDate) && (input.all_day ? end < start : end <= start))
      issue(input.all_day ? 'end_date' : 'end_time', 'Akce musí skončit až po svém začátku.');
    const repeats = input.rrule
      ? true
      : input.repeat_kind !== undefined
        ? input.repeat_kind !== 'none'
        : input.repeat_weeks !== null;
    if (input.repeat_weeks !== null && !input.rrule && input.repeat_kind === undefined) {
      if (!isDate(input.repeat_until)) issue('repeat_until', 'Zadejte, do kterého dne se akce opakuje.');
      else if (isDate(input.start_date) && input.repeat_until < input.start_date)
        issue('repeat_until', 'Opakování musí skončit až po prvním konání.');
    }
    if (input.exceptions.length > 0 && !repeats)
      issue('exceptions', 'Zrušit nebo posunout jde jen termín opakované akce.');
    input.exceptions.forEach((e, i) => {
      const at = (field: string) => `exceptions.${i}.${field}`;
      if (!isDate(e.date)) issue(at('date'), 'Vyberte termín, který se ruší nebo posouvá.');
      if (!e.start_date) return;
      if (!isDate(e.start_date))
        issue(at('start_date'), 'Zadejte nový den, nebo ho nechte prázdný, když se termín ruší.');
      if (input.all_day) return;
      if (!isTime(e.start_time)) issue(at('start_time'), 'Zadejte čas začátku, např. 18:00.');
      else if (e.end_time && (!isTime(e.end_time) || e.end_time <= e.start_time))
        issue(at('end_time'), 'Konec musí být po začátku; prázdný nechá akci stejně dlouhou.');
    });
  });
export type EventInput = z.output<typeof eventInputSchema>;

/** `draft`: an editor's, off the site until published; `proposed`: a resident's, in the queue. */
export const EVENT_STATES = ['published', 'draft', 'proposed', 'rejected'] as const;

/** An event in the editors' list. */
export const eventAdminRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  repeat_weeks: z.number().nullable(),
  repeat_until: z.string().nullable(),
  /** Its RFC 5545 RRULE (UNTIL a Prague day), the weekly ones too; null for a one-off event. */
  repeat_rule: z.string().nullable(),
  /** The rule in Czech: "každou první sobotu v měsíci do 20. 6. 2027". */
  repeat_text: z.string().nullable(),
  place: z.string(),
  categories: z.array(categorySchema),
  updated_at: z.string(),
});
export type EventAdminRow = z.infer<typeof eventAdminRowSchema>;

/** An event as its editor opens it: the stored text, not the sanitised one the public gets. */
export const editableEventSchema = eventAdminRowSchema.extend({
  perex: z.string(),
  body: z.string(),
  price: z.string().nullable(),
  organizer: z.string(),
  contact: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  image: imageSchema.nullable(),
  image_id: z.number().nullable(),
  exceptions: z.array(exceptionRow),
  /** The Prague days its rule gives, for choosing the one to skip or move. */
  rule_dates: z.array(z.string()),
  /** The rule as the form's fields; null when it is more than the form can say (it is kept as it is). */
  repeat_fields: z
    .object({
      repeat_kind: z.enum(['none', 'daily', 'weekdays', 'weekly', 'monthly_day', 'monthly_weekday', 'yearly']),
      repeat_interval: z.number(),
      repeat_end: z.enum(['never', 'until', 'count']),
      repeat_until: z.string(),
      repeat_count: z.number().nullable(),
    })
    .nullable(),
  version: z.number(),
});
export type EditableEvent = z.infer<typeof editableEventSchema>;

const adminDay = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

export const adminEventQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, 'Hledaný text může mít nejvýše 100 znaků.')
      .optional()
      .describe('Hledá v názvu a místě'),
    when: z
      .enum(['upcoming', 'past'])
      .default('upcoming')
      .describe('Co ještě neskončilo (nejbližší první), nebo co už skončilo'),
    status: z.enum(['published', 'draft', 'proposed', 'rejected'], { error: 'Takový stav akce nemá.' }).optional(),
    category: z.string().trim().max(100).optional().describe('Slug kategorie'),
    from: adminDay.optional().describe('Začíná od dne, včetně'),
    to: adminDay.optional().describe('Začíná do dne, včetně'),
    page: z.coerce.number().int().min(1, 'Strany se počítají od jedničky.').max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });
export type AdminEventQuery = z.output<typeof adminEventQuery>;

export const EVENT_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const eventBulkInput = z.object({
  action: z.enum(EVENT_BULK_ACTIONS),
  ids: z.array(z.number().int().min(1)).min(1).max(500),
});
export type EventBulkInput = z.infer<typeof eventBulkInput>;

/** A category as its editors see it: how many events it holds decides whether it may go. */
export const eventCategoryRowSchema = categorySchema
  .extend({ events: z.number() })
  .register(apiSchemas, { id: 'EventCategoryRow' });
export type EventCategoryRow = z.infer<typeof eventCategoryRowSchema>;

export const categoryNameSchema = z.object({
  name: z.string().trim().min(1, 'Zadejte název kategorie.').max(60, 'Název kategorie může mít nejvýš 60 znaků.'),
});
export const categoryMoveSchema = z.object({
  direction: z.enum(['up', 'down'], 'Vyberte, kam kategorii posunout.'),
});
export const categoryParams = z.object({ slug: z.string().max(100) });

/** The events a resident proposed, for the export of their data. */
export const proposalsPersonalDataSchema = z.array(
  z.object({
    title: z.string(),
    starts_at: z.string(),
    place: z.string(),
    organizer: z.string(),
    contact: z.string().nullable(),
    proposer_name: z.string().nullable(),
    proposer_email: z.string().nullable(),
    status: z.string(),
    proposed_at: z.string(),
  }),
);
export type ProposalsPersonalData = z.infer<typeof proposalsPersonalDataSchema>;
