export const TIME_ZONE = 'Europe/Prague';

/** The years a date anywhere on the site may fall in: wide for the town's records, and far from year 0. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 31 April, no 29 February 2027) in DATE_MIN_YEAR…DATE_MAX_YEAR. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < DATE_MIN_YEAR || y > DATE_MAX_YEAR || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A month 'YYYY-MM' in DATE_MIN_YEAR…DATE_MAX_YEAR. */
export function isCalendarMonth(value: string): boolean {
  const match = ISO_MONTH.exec(value);
  if (!match) return false;
  const [y, m] = [Number(match[1]), Number(match[2])];
  return y >= DATE_MIN_YEAR && y <= DATE_MAX_YEAR && m >= 1 && m <= 12;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0 = January) of a year: when the EU changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR_MS;
}

/**
 * How far Prague's clock is ahead of UTC at a moment, worked out by the EU rule the Czech Republic has
 * kept since 1996: summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October. A page writes hundreds of dates, and asking Intl's time zone data for each was a
 * few per cent of rendering one. Only for the years `common/dates.test.ts` checks against Intl; for
 * others (an older rule, or a changed one to come) null, and Intl answers.
 */
function pragueOffset(ms: number): number | null {
  const year = new Date(ms).getUTCFullYear();
  if (year < 1996 || year > 2037) return null;
  return ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

interface Clock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO: 1 Monday … 7 Sunday. */
  weekday: number;
}

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What a wall clock and calendar in Prague show at a moment, whatever the server's zone. */
function pragueClock(date: Date): Clock {
  const offset = pragueOffset(date.getTime());
  if (offset === null) {
    const p = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, Number(part.value)]));
    const [year, month, day] = [p.year ?? 0, p.month ?? 1, p.day ?? 1];
    const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
    return { year, month, day, hour: p.hour ?? 0, minute: p.minute ?? 0, weekday };
  }
  const local = new Date(date.getTime() + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: ((local.getUTCDay() + 6) % 7) + 1,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO weekday (1 Monday … 7 Sunday) of the moment in Prague, whatever the server's zone. */
export const pragueWeekday = (date: Date = new Date()) => pragueClock(date).weekday;

/** "21. 11. 2026" (DESIGN §5), the day in Prague. */
export function formatDate(date: Date): string {
  const { year, month, day } = pragueClock(date);
  return `${day}. ${month}. ${year}`;
}

/** A calendar day 'YYYY-MM-DD' written the same way, "21. 11. 2026", with no time zone involved. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

export const WEEKDAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;

/** The year in Prague, so server and browser agree around New Year's Eve. */
export const pragueYear = (date: Date = new Date()) => pragueClock(date).year;

/** The calendar date 'YYYY-MM-DD' and wall-clock time 'HH:mm' of a moment in Prague. */
export function pragueParts(date: Date): { date: string; time: string } {
  const { year, month, day, hour, minute } = pragueClock(date);
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
}

/** Today's date in Prague, 'YYYY-MM-DD'. */
export const pragueToday = (now: Date = new Date()) => pragueParts(now).date;

/**
 * The moment a Prague wall clock shows `time` on `date`. In the hour skipped
 * in spring it answers the moment an hour later; in the hour repeated in
 * autumn, the first of the two.
 */
export function pragueTime(date: string, time = '00:00'): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  // Prague is UTC+1 or UTC+2: try both, earlier first.
  for (const hours of [2, 1]) {
    const candidate = new Date(naive - hours * 3_600_000);
    const parts = pragueParts(candidate);
    if (parts.date === date && parts.time === time) return candidate;
  }
  return new Date(naive - 3_600_000);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** "9:30" in Prague. */
export function formatTime(date: Date): string {
  const { hour, minute } = pragueClock(date);
  return `${hour}:${pad(minute)}`;
}

/** A moment as Prague reads it, date then time: '24. 11. 2026 8:05'. */
export const formatDateTime = (iso: string) => `${formatDate(new Date(iso))} ${formatTime(new Date(iso))}`;

const longDateFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** "sobota 12. prosince 2026" in Prague. */
export const formatLongDate = (date: Date) => longDateFormat.format(date);

/** The months' names, January first, as a date's month is named in a sentence or a list. */
export const MONTH_NAMES = [
  'leden',
  'únor',
  'březen',
  'duben',
  'květen',
  'červen',
  'červenec',
  'srpen',
  'září',
  'říjen',
  'listopad',
  'prosinec',
] as const;

/** A day as people and spreadsheets write it ("1.12.2026", "01. 12. 2026", "2026-12-01") → YYYY-MM-DD, or null. */
export function dayFromText(text: string): string | null {
  const t = text.trim();
  const cz = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(t);
  const [, day = '', month = '', year = ''] = cz ?? [];
  const iso = cz ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : t.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
