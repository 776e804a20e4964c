// What the booking pages show of a time, without Zod in the browser bundle.
import { pragueParts } from '../../../common/dates.ts';

export const dayLabel = new Intl.DateTimeFormat('cs-CZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** A calendar day at noon UTC, for formatting it as that day anywhere. */
export const utc = (day: string) => new Date(`${day}T12:00:00Z`);

/** "čtvrtek 3. prosince 2026, 9:30" */
export function when(iso: string) {
  const { date, time } = pragueParts(new Date(iso));
  return `${dayLabel.format(utc(date))} ${date.slice(0, 4)}, ${time.replace(/^0/, '')}`;
}

/** A day of the weekly template as the desk types it: "08:00–11:30, 12:30–17:00" ('' when closed). */
export const intervalsText = (intervals: [string, string][] | undefined) =>
  (intervals ?? []).map(([from, to]) => `${from}–${to}`).join(', ');

/** "8:00-11:30, 12:30–17:00" → [['08:00', '11:30'], ['12:30', '17:00']], or null when it does not read. */
export function intervalsFrom(text: string): [string, string][] | null {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const clock = (t: string) => {
    const m = /^(\d{1,2})[:.](\d{2})$/.exec(t.trim());
    return m && Number(m[1]) < 24 && Number(m[2]) < 60 ? `${m[1]!.padStart(2, '0')}:${m[2]}` : null;
  };
  const intervals: [string, string][] = [];
  for (const part of parts) {
    const [from, to, ...rest] = part.split(/\s*[-–—]\s*/);
    const a = from ? clock(from) : null;
    const b = to ? clock(to) : null;
    if (!a || !b || rest.length) return null;
    intervals.push([a, b]);
  }
  return intervals;
}
