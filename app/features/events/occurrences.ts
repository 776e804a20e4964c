import { addDays, daysBetween, pragueParts, pragueTime } from '../../../common/dates.ts';
import { MAX_OCCURRENCES, parseRule, type RepeatRule, ruleDates, weeklyRule } from './rrule.ts';

export { MAX_OCCURRENCES };

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
  /**
   * An RFC 5545 RRULE (see rrule.ts), which wins over the weekly fields; without it an event with
   * `recurrenceWeeks` and `recurrenceUntil` repeats by the equivalent weekly rule.
   */
  recurrenceRule?: string | null;
}

/** The rule a schedule repeats by, or null for a one-off event (or a rule that no longer parses). */
export function scheduleRule(schedule: Schedule): RepeatRule | null {
  const text = schedule.recurrenceRule
    ? schedule.recurrenceRule
    : schedule.recurrenceWeeks && schedule.recurrenceUntil
      ? weeklyRule(schedule.recurrenceWeeks, schedule.recurrenceUntil)
      : null;
  if (!text) return null;
  const parsed = parseRule(text);
  return 'rule' in parsed ? parsed.rule : null;
}

/**
 * Every time a scheduled event would happen by its rule. Repeats keep the Prague wall-clock times of
 * the first occurrence (a 9:00 market stays at 9:00 after the clocks change) and its length in
 * calendar days (a weekend festival stays a weekend).
 */
export function regularOccurrences(schedule: Schedule): { startsAt: Date; endsAt: Date }[] {
  const first = { startsAt: schedule.startsAt, endsAt: schedule.endsAt };
  const rule = scheduleRule(schedule);
  if (!rule) return [first];
  const start = pragueParts(schedule.startsAt);
  const end = pragueParts(schedule.endsAt);
  const spanDays = daysBetween(start.date, end.date);
  return ruleDates(rule, start.date).map((date, i) =>
    i === 0 ? first : { startsAt: pragueTime(date, start.time), endsAt: pragueTime(addDays(date, spanDays), end.time) },
  );
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
