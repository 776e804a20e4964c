import { addDays, isoWeekday, pragueParts } from './dates.ts';
import { holidayOn } from './holidays.ts';

export interface OpeningRow {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  day: number;
  /** "8:00–11:30, 12:30–17:00"; an interval that ends before it starts runs past midnight. */
  hours: string;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The intervals of an hours text in minutes from that day's midnight (end may pass 24:00). */
export function intervals(hours: string): { from: number; to: number }[] {
  const result: { from: number; to: number }[] = [];
  for (const [, start = '', end = ''] of hours.matchAll(/(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})/g)) {
    const from = toMinutes(start);
    let to = toMinutes(end);
    if (to <= from) to += 24 * 60;
    result.push({ from, to });
  }
  return result;
}

export type OpeningStatus =
  | { open: true; until: string }
  | { open: false; opensAt: { day: string; time: string } | null; holiday: string | null };

const clock = (minutes: number) => `${Math.floor((minutes % 1440) / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether a place is open at `now` in Prague, and until when, or when it
 * opens next (within two weeks). Closed on Czech public holidays; an evening
 * that runs past midnight counts for the night after.
 */
export function openingStatus(rows: OpeningRow[], now: Date = new Date()): OpeningStatus {
  const { date: today, time } = pragueParts(now);
  const minute = toMinutes(time);
  const open = (day: string) =>
    holidayOn(day) ? [] : rows.filter((r) => r.day === isoWeekday(day)).flatMap((r) => intervals(r.hours));
  // Yesterday's late hours may still be running.
  for (const i of open(addDays(today, -1))) {
    if (i.to > 1440 && minute < i.to - 1440) return { open: true, until: clock(i.to) };
  }
  for (const i of open(today)) {
    if (minute >= i.from && minute < i.to) return { open: true, until: clock(i.to) };
  }
  const holiday = holidayOn(today);
  for (let d = 0; d < 14; d++) {
    const day = addDays(today, d);
    const next = open(day)
      .filter((i) => d > 0 || i.from > minute)
      .sort((a, b) => a.from - b.from)[0];
    if (next) return { open: false, opensAt: { day, time: clock(next.from) }, holiday };
  }
  return { open: false, opensAt: null, holiday };
}
