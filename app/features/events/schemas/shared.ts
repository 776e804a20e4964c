import { z } from 'zod';
import { isCalendarDate } from '../../../../common/dates.ts';
import { apiSchemas } from '../../../../common/schemas/api-names.ts';

// What the event schemas share: a category, a picture, a time of day, a date, a day moved or skipped.

export const categorySchema = z
  .object({ slug: z.string(), name: z.string() })
  .register(apiSchemas, { id: 'EventCategory' });

export const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isDate = (v: string | undefined) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v);

/** A skipped or moved day of a repeating event, as the editor's form gives it. */
export const exceptionRow = z.object({
  /** The day the rule gives. */
  date: z.string().trim(),
  /** The new day; empty when the occurrence is skipped. */
  start_date: z.string().trim().default(''),
  start_time: z.string().trim().default(''),
  end_time: z.string().trim().default(''),
});
