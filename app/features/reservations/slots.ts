import { addDays, daysBetween, isoWeekday, pragueTime, pragueToday } from '../../../common/dates.ts';
import { czechHolidays } from '../../../common/holidays.ts';
import { hoursOn, type WeeklyHours } from './schemas.ts';

export interface SlotRules {
  weekly: WeeklyHours;
  slotMinutes: number;
  capacity: number;
  horizonDays: number;
  leadMinutes: number;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  /** 'HH:MM' in Prague. */
  time: string;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Why a day has no slots at all, or null when it has some on the template. */
export function closedReason(rules: SlotRules, date: string, closures: Map<string, string>): string | null {
  const holiday = czechHolidays(Number(date.slice(0, 4))).get(date);
  if (holiday) return `Státní svátek: ${holiday}`;
  const closure = closures.get(date);
  if (closure) return closure;
  return hoursOn(rules.weekly, isoWeekday(date)).length ? null : 'Tento den se neobjednává.';
}

/**
 * The slots of one day by the weekly template, in Prague time: across a
 * daylight-saving change a 9:00 slot is still at 9:00 on the clock. Holidays
 * (Easter included) and closures have none.
 */
export function daySlots(rules: SlotRules, date: string, closures: Map<string, string> = new Map()): Slot[] {
  if (closedReason(rules, date, closures)) return [];
  // Prague's offset from UTC that day; on the two days the clocks change, each time is worked out alone.
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const offset = midnight - pragueTime(date, '00:00').getTime();
  const steady = offset === Date.parse(`${date}T23:59:00Z`) - pragueTime(date, '23:59').getTime();
  const at = (total: number) => (steady ? new Date(midnight + total * 60_000 - offset) : pragueTime(date, hhmm(total)));
  const slots: Slot[] = [];
  for (const [from, to] of hoursOn(rules.weekly, isoWeekday(date))) {
    for (let start = minutes(from); start + rules.slotMinutes <= minutes(to); start += rules.slotMinutes) {
      slots.push({ startsAt: at(start), endsAt: at(start + rules.slotMinutes), time: hhmm(start) });
    }
  }
  return slots;
}

/** Whether a slot may be booked now: not in the past, not inside the lead time, not beyond the horizon. */
export function bookable(
  rules: SlotRules,
  slot: { startsAt: Date },
  now: Date,
  // Callers that check many slots pass the days they already know.
  days: { today: string; date: string } = { today: pragueToday(now), date: pragueToday(slot.startsAt) },
): boolean {
  if (slot.startsAt.getTime() < now.getTime() + rules.leadMinutes * 60_000) return false;
  return daysBetween(days.today, days.date) <= rules.horizonDays;
}

/** The days from `from` to `to` (inclusive), capped at `max`. */
export function daysIn(from: string, to: string, max = 62): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < max; d = addDays(d, 1)) days.push(d);
  return days;
}
