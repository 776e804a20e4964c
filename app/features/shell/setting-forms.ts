import { z } from 'zod';
import { WEEKDAYS } from '../../../common/dates.ts';
import type { IntroPopup, OpeningHours } from '../../../common/settings.ts';
import { introPopupInput, openingHoursInput, townhallInput } from './schemas.ts';

// The forms of the settings page, each read by its schema on both sides (`readSubmission` and
// `useFormChecks`): the API's rules for the value (schemas.ts), with what a form sends differently.

/** The version the editor saw; a setting never saved has none (the page sends no field for it). */
const version = z.number().int().min(1).optional();

/** The contacts, as the API takes them; an empty DIČ is none, as the footer leaves it out. */
export const townhallForm = z.object({
  version,
  value: townhallInput.extend({
    dic: z
      .string()
      .trim()
      .max(14, 'Může mít nejvýš 14 znaků.')
      .optional()
      .transform((dic) => dic || undefined),
  }),
});

/**
 * The opening hours: a group per place, with a field for every day of the week (`rows`, the day in
 * a hidden field) so that a day is where the form shows it; a day left empty is closed.
 */
export const openingHoursForm = z.object({
  version,
  value: z
    .array(
      openingHoursInput.element.extend({
        note: z
          .string()
          .trim()
          .max(300, 'Může mít nejvýš 300 znaků.')
          .optional()
          .transform((note) => note || undefined),
        rows: z
          .array(
            z.object({
              day: z.number().int().min(1).max(7),
              hours: z.string().trim().max(100, 'Může mít nejvýš 100 znaků.'),
            }),
          )
          .transform((rows) => rows.filter((row) => row.hours !== '')),
      }),
    )
    .max(12, 'Nejvýš 12 skupin úředních hodin.'),
});

/** A group as the form starts it: every day of the week, the closed ones empty. */
export const groupFields = (group: OpeningHours) => ({
  title: group.title,
  note: group.note ?? '',
  rows: WEEKDAYS.map((_, d) => ({ day: d + 1, hours: group.rows.find((row) => row.day === d + 1)?.hours ?? '' })),
});

/** The note under the opening hours; an empty one is none. */
export const hoursInfoForm = z.object({
  version,
  value: z
    .string()
    .trim()
    .max(1000, 'Může mít nejvýš 1000 znaků.')
    .transform((note) => note || null),
});

// Each field of the announcement may be left out (empty): what it needs is checked when it is shown.
const text = z.string().trim().default('');
const popupFields = z.object({
  title: text,
  text,
  link: z.object({ text, url: text }).default({ text: '', url: '' }),
});

/** The announcement as the site keeps it: the link only when something of it was filled in. */
export function popupOf({ title, text, link }: z.output<typeof popupFields>): IntroPopup {
  return { title, text, ...(link.text || link.url ? { link } : {}) };
}

/** The announcement: its fields are checked by the API's rules when it is to be shown. */
export const introPopupForm = z
  .object({ version, shown: z.boolean(), value: popupFields })
  .superRefine(({ shown, value }, context) => {
    if (!shown) return;
    for (const issue of introPopupInput.safeParse(popupOf(value)).error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['value', ...issue.path] });
    }
  });
