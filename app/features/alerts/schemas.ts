import { z } from 'zod';
import { isCalendarDate } from '../../../common/dates.ts';
import { countOf } from '../../../common/plural.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

// Crisis alerts (issue 16): what the banner shows, and what the office writes (section `alerts`).

export const ALERT_LEVELS = ['warning', 'danger'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** Each level's word, first in the banner and in the mail's subject. */
export const LEVEL_NAMES: Record<AlertLevel, string> = { warning: 'Upozornění', danger: 'Nebezpečí' };

/** To whom the mail went, after "E-mail odešel". */
export const recipientsText = (n: number) =>
  n === 0
    ? 'nikomu: výstrahy zatím nikdo neodebírá'
    : countOf(n, { one: 'odběrateli', few: 'odběratelům', other: 'odběratelům' });

/** An alert as every page shows it. */
export const alertSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    text: z.string(),
    level: z.enum(ALERT_LEVELS),
    /** The streets it concerns; empty for the whole town. */
    streets: z.array(z.string()),
    starts_at: z.string(),
    ends_at: z.string(),
  })
  .register(apiSchemas, { id: 'Alert' });
export type Alert = z.infer<typeof alertSchema>;

/** An alert as the office sees it: also whether it is on now and whether its mail went. */
export const alertRowSchema = alertSchema
  .extend({
    state: z.enum(['shown', 'ended']),
    mail: z.boolean(),
    mailed_at: z.string().nullable(),
    /** How many subscribers its mail went to (0 before it went). */
    recipients: z.number(),
    version: z.number(),
  })
  .register(apiSchemas, { id: 'AlertRow' });
export type AlertRow = z.infer<typeof alertRowSchema>;

const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

export const alertInputSchema = z.object({
  title: z.string().trim().min(1, 'Zadejte nadpis výstrahy.').max(120, 'Nadpis může mít nejvýš 120 znaků.'),
  text: z
    .string()
    .trim()
    .min(1, 'Napište, co se děje a co mají lidé dělat.')
    .max(1000, 'Text může mít nejvýš 1000 znaků.'),
  level: z.enum(ALERT_LEVELS, 'Zvolte stupeň: upozornění, nebo nebezpečí.'),
  streets: z.array(z.string().trim().min(1).max(100)).max(200, 'Vyberte nejvýš 200 ulic.').default([]),
  /** The Prague day and time it ends. */
  ends_date: z.string().trim().refine(isCalendarDate, 'Zadejte datum konce, např. 2026-12-24.'),
  ends_time: z.string().trim().refine(isTime, 'Zadejte čas konce, např. 18:00.'),
  /** Mail the alerts' subscribers (on its streets, if any) once; a saved alert's mail goes once only. */
  mail: z.boolean().default(false),
  version: z.number().int().min(1).optional(),
});
export type AlertInput = z.output<typeof alertInputSchema>;

export const alertIdParams = z.object({ id: rowNumber() });

const listDay = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

/** The office's list of alerts: what holds now, or what ended, found by its words, level and days. */
export const alertAdminQuery = z
  .object({
    state: z.enum(['shown', 'ended'], { error: 'Takový stav výstraha nemá.' }).optional(),
    q: z
      .string()
      .trim()
      .max(200, 'Hledaný text může mít nejvýše 200 znaků.')
      .optional()
      .describe('Hledá v nadpisu a textu'),
    level: z.enum(ALERT_LEVELS, { error: 'Takový stupeň výstraha nemá.' }).optional(),
    from: listDay.optional().describe('Vyhlášeno ode dne, včetně'),
    to: listDay.optional().describe('…do dne, včetně'),
    page: z.coerce.number().int().min(1, 'Strany se počítají od jedničky.').max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });
export type AlertAdminQuery = z.output<typeof alertAdminQuery>;
