import { addDays, daysBetween, pragueParts, pragueTime } from '../../../common/dates.ts';

export interface Schedule {
  startsAt: Date;
  endsAt: Date;
  recurrenceWeeks: number | null;
  /** 'YYYY-MM-DD', inclusive. */
  recurrenceUntil: string | null;
}

/** No event repeats for ever: a weekly one without an end stops after this many times. */
export const MAX_OCCURRENCES = 200;

/**
 * Every time a scheduled event happens. Repeats keep the Prague wall-clock
 * times of the first occurrence (a 9:00 market stays at 9:00 after the clocks
 * change) and its length in calendar days (a weekend festival stays a weekend).
 */
export function occurrencesOf(schedule: Schedule): { startsAt: Date; endsAt: Date }[] {
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
