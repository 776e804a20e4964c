import { z } from 'zod';
import { richTextSchema } from '../../../../common/rich-text.ts';
import { exceptionRow, isDate, timePattern } from './shared.ts';

// The events editors (section `events`): every field of an event, its repeats and categories.

const isTime = (v: string | undefined) => !!v && timePattern.test(v);
/** A link the sanitiser would keep: a page of this site or an http(s) address. */
const LINK_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/** How often an event may repeat: every 1 to 4 weeks on the first day's weekday. */
export const REPEAT_WEEKS = [1, 2, 3, 4] as const;
const REPEAT_MESSAGE = 'Vyberte, jak často se akce opakuje.';

export type ExceptionRow = z.infer<typeof exceptionRow>;

/**
 * An event as an editor saves it (the staff API and the form alike). Dates and times are Prague's
 * wall clock; an all-day event needs no times and ends at the end of its last day. `image_id`: a
 * picture from the media library, null for none, left out to keep the one it has (a proposer's).
 */
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
    // A row's field by its place (['exceptions', 0, 'date']): the API says 'exceptions.0.date', the form 'exceptions[0].date'.
    const issue = (path: string | (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path: typeof path === 'string' ? [path] : path, message });
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
      const at = (field: string) => ['exceptions', i, field];
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
