import { z } from 'zod';
import { apiSchemas } from '../../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../../common/schemas/dates.ts';
import { categorySchema, exceptionRow, imageSchema } from './shared.ts';

// What the events editors see (section `events`): the list, an event opened, its queries and bulk actions, the categories.

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
