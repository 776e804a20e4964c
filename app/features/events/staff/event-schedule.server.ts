import { addDays, daysBetween, pragueParts, pragueTime } from '../../../../common/dates.ts';
import { invalid } from '../../../../server/lib/http-errors.ts';
import { type EventException, occurrencesOf, regularOccurrences, type Schedule } from '../occurrences.ts';
import { parseRule, type RepeatRule, ruleFromFields, writeRule } from '../rrule.ts';
import type { EventInput, ExceptionRow } from '../schemas.ts';

// An event's times as its editor types them and as they are stored: the first time, the repeat (a
// rule, the form's fields, or the weekly choice of before), and the times skipped or moved.

/** A stored exception as the editor's row shows it: the day, and for a moved one its new day and times. */
export function exceptionRowOf(e: EventException, allDay: boolean): ExceptionRow {
  if (!e.startsAt || !e.endsAt) return { date: e.date, start_date: '', start_time: '', end_time: '' };
  const start = pragueParts(new Date(e.startsAt));
  return {
    date: e.date,
    start_date: start.date,
    start_time: allDay ? '' : start.time,
    end_time: allDay ? '' : pragueParts(new Date(e.endsAt)).time,
  };
}

/**
 * The exceptions as stored from the editor's rows: each a day the rule gives, once; a moved one at its
 * new day and time, as long as before unless its end is given; none landing on another occurrence.
 */
function exceptionsOf(input: EventInput, schedule: Schedule): EventException[] {
  const ruleDates = new Set(regularOccurrences(schedule).map((o) => pragueParts(o.startsAt).date));
  const start = pragueParts(schedule.startsAt);
  const spanDays = daysBetween(start.date, pragueParts(schedule.endsAt).date);
  const length = schedule.endsAt.getTime() - schedule.startsAt.getTime();
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const exceptions = input.exceptions.map((row, i): EventException => {
    if (!ruleDates.has(row.date)) errors[`exceptions.${i}.date`] = ['Tento den se akce podle opakování nekoná.'];
    else if (seen.has(row.date)) errors[`exceptions.${i}.date`] = ['Tento termín už je mezi výjimkami.'];
    seen.add(row.date);
    if (!row.start_date) return { date: row.date };
    const startsAt = pragueTime(row.start_date, input.all_day ? '00:00' : row.start_time);
    const endsAt = input.all_day
      ? // An all-day event's end is the midnight after its last day: `spanDays` counts to it already.
        pragueTime(addDays(row.start_date, Math.max(spanDays, 1)))
      : row.end_time
        ? pragueTime(row.start_date, row.end_time)
        : new Date(startsAt.getTime() + length);
    return { date: row.date, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
  });
  const starts = occurrencesOf({ ...schedule, exceptions }).map((o) => o.startsAt.getTime());
  exceptions.forEach((e, i) => {
    const movedTo = e.startsAt;
    if (movedTo && starts.filter((t) => t === new Date(movedTo).getTime()).length > 1)
      errors[`exceptions.${i}.start_date`] = ['V tu dobu se akce už koná.'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return exceptions;
}

/** The stored times of what the editor typed: an all-day event ends as its last day does. */
export function scheduleOf(input: EventInput) {
  const startsAt = pragueTime(input.start_date, input.all_day ? '00:00' : input.start_time);
  const endDate = input.end_date || input.start_date;
  const endsAt = input.all_day ? pragueTime(addDays(endDate, 1)) : pragueTime(endDate, input.end_time);
  const rule = { startsAt, endsAt, ...recurrenceOf(input) };
  return { ...rule, exceptions: exceptionsOf(input, rule) };
}

/**
 * The stored repeat of what the editor chose: the raw rule (the API), the form's fields, or the weekly
 * choice of before. A weekly rule with an end day, every 1–4 weeks, is kept in the weekly columns as
 * before (so `repeats_weeks` keeps its meaning); any other in `recurrence_rule`.
 */
function recurrenceOf(input: EventInput): Pick<Schedule, 'recurrenceWeeks' | 'recurrenceUntil' | 'recurrenceRule'> {
  let rule: RepeatRule | null;
  if (input.rrule) {
    const parsed = parseRule(input.rrule);
    if ('error' in parsed) throw invalid({ rrule: [parsed.error] });
    if (parsed.rule.until && parsed.rule.until < input.start_date)
      throw invalid({ rrule: ['Opakování musí skončit až po prvním konání.'] });
    rule = parsed.rule;
  } else if (input.repeat_kind !== undefined) {
    const built = ruleFromFields(
      {
        repeat_kind: input.repeat_kind,
        repeat_interval: input.repeat_interval ?? 1,
        repeat_end: input.repeat_end ?? 'never',
        repeat_until: input.repeat_until,
        repeat_count: input.repeat_count ?? null,
      },
      input.start_date,
    );
    if ('errors' in built)
      throw invalid(Object.fromEntries(Object.entries(built.errors).map(([field, message]) => [field, [message]])));
    rule = built.rule;
  } else
    return {
      recurrenceWeeks: input.repeat_weeks,
      recurrenceUntil: input.repeat_weeks === null ? null : input.repeat_until,
      recurrenceRule: null,
    };
  if (!rule) return { recurrenceWeeks: null, recurrenceUntil: null, recurrenceRule: null };
  const weekly = rule.freq === 'WEEKLY' && rule.byDay.length === 0 && rule.until && !rule.count && rule.interval <= 4;
  return weekly
    ? { recurrenceWeeks: rule.interval, recurrenceUntil: rule.until, recurrenceRule: null }
    : { recurrenceWeeks: null, recurrenceUntil: rule.until, recurrenceRule: writeRule(rule) };
}
