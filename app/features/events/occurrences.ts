import { addDays, daysBetween, pragueParts, pragueTime } from '../../../common/dates.ts';

/**
 * One time a repeating event does not happen as its rule says (school holidays, a feast day): the
 * Prague day it would have been on, and, when it is moved rather than skipped, when it is instead.
 */
export interface EventException {
  date: string;
  /** ISO instants of the moved occurrence; absent for a skipped one. */
  startsAt?: string;
  endsAt?: string;
}

export interface Schedule {
  startsAt: Date;
  endsAt: Date;
  recurrenceWeeks: number | null;
  /** 'YYYY-MM-DD', inclusive. */
  recurrenceUntil: string | null;
  exceptions?: EventException[];
}

/** No event repeats for ever: a weekly one without an end stops after this many times. */
export const MAX_OCCURRENCES = 200;

/**
 * Every time a scheduled event would happen by its rule. Repeats keep the Prague wall-clock times of
 * the first occurrence (a 9:00 market stays at 9:00 after the clocks change) and its length in
 * calendar days (a weekend festival stays a weekend).
 */
export function regularOccurrences(schedule: Schedule): { startsAt: Date; endsAt: Date }[] {
  const first = { startsAt: schedule.startsAt, endsAt: schedule.endsAt };
  if (!schedule.recurrenceWeeks || !schedule.recurrenceUntil) return [first];
  const start = pragueParts(schedule.startsAt);
  const end = pragueParts(schedule.endsAt);
  const spanDays = daysBetween(start.date, end.date);
  const result = [first];
  for (let i = 1; i < MAX_OCCURRENCES; i++) {
    const date = addDays(start.date, i * 7 * schedule.recurrenceWeeks);
    if (date > schedule.recurrenceUntil) break;
    result.push({ startsAt: pragueTime(date, start.time), endsAt: pragueTime(addDays(date, spanDays), end.time) });
  }
  return result;
}

/** Every time a scheduled event happens: its rule's occurrences, less the skipped ones, the moved ones at their new times. */
export function occurrencesOf(schedule: Schedule): { startsAt: Date; endsAt: Date }[] {
  const exceptions = new Map((schedule.exceptions ?? []).map((e) => [e.date, e]));
  return regularOccurrences(schedule).flatMap((o) => {
    const exception = exceptions.get(pragueParts(o.startsAt).date);
    if (!exception) return [o];
    return exception.startsAt && exception.endsAt
      ? [{ startsAt: new Date(exception.startsAt), endsAt: new Date(exception.endsAt) }]
      : [];
  });
}
