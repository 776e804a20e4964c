import { addDays, daysBetween, isoWeekday } from '../../../common/dates.ts';
import { holidayOn, workingDayFrom } from '../../../common/holidays.ts';

export interface BinRule {
  weekday: number;
  everyWeeks: number;
  anchor: string;
  months: number[];
}

export interface Pickup {
  date: string;
  /** The regular day, when a public holiday moved the pickup. */
  movedFrom: string | null;
  holiday: string | null;
}

/** Whether the rule collects on this day before any shift: its weekday, its week, its season. */
export function regularDay(rule: BinRule, date: string): boolean {
  if (isoWeekday(date) !== rule.weekday) return false;
  if (rule.months.length > 0 && !rule.months.includes(Number(date.slice(5, 7)))) return false;
  const weeks = daysBetween(rule.anchor, date) / 7;
  return ((weeks % rule.everyWeeks) + rule.everyWeeks) % rule.everyWeeks === 0;
}

/** The pickups from `from` to `to` (inclusive), holidays moved. */
export function pickups(rule: BinRule, from: string, to: string): Pickup[] {
  const out: Pickup[] = [];
  // A week earlier, so a pickup moved into the range from before it is not lost.
  for (let day = addDays(from, -7); day <= to; day = addDays(day, 1)) {
    if (!regularDay(rule, day)) continue;
    // A pickup that falls on a public holiday moves to the next working day (the collection firm's schedule).
    const date = workingDayFrom(day);
    if (date < from || date > to) continue;
    out.push({ date, movedFrom: date === day ? null : day, holiday: date === day ? null : holidayOn(day) });
  }
  return out;
}
