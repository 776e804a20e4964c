import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, isCalendarDate, isCalendarMonth } from '../dates.ts';

export const dateMessages = {
  date: `Zadejte skutečné datum ve tvaru RRRR-MM-DD mezi lety ${DATE_MIN_YEAR} a ${DATE_MAX_YEAR}.`,
  month: `Zadejte skutečný měsíc ve tvaru RRRR-MM mezi lety ${DATE_MIN_YEAR} a ${DATE_MAX_YEAR}.`,
  dateTime: `Zadejte skutečné datum a čas ve formátu ISO 8601 mezi lety ${DATE_MIN_YEAR} a ${DATE_MAX_YEAR}.`,
} as const;

/**
 * The one way the API takes a calendar day ('YYYY-MM-DD'): it must exist and
 * lie in a sane range, so year 0000 or 30 February is a 422 with a Czech
 * message rather than a database error. The pattern is there for the
 * OpenAPI document; the day itself is checked by `isCalendarDate`.
 */
export const isoDateSchema = (message: string = dateMessages.date) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(isCalendarDate, message);

/** A month ('YYYY-MM') in the same range. */
export const isoMonthSchema = (message: string = dateMessages.month) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}$/, { error: message, abort: true })
    .refine(isCalendarMonth, message);

/** A moment with its offset ('2026-11-21T14:30:00+01:00'), its day in the same range. */
export const isoDateTimeSchema = (message: string = dateMessages.dateTime) =>
  z.iso
    .datetime({ offset: true, error: message, abort: true })
    .refine((value) => isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), message);
