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

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** ISO weekday (1 Monday … 7 Sunday) of the moment in Prague, whatever the server's zone. */
export function pragueWeekday(date: Date = new Date()): number {
  return ISO_WEEKDAY[weekdayFormat.format(date)] ?? 1;
}

const dateFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** "21. 11. 2026" (DESIGN §5). */
export const formatDate = (date: Date) => dateFormat.format(date);

/** A calendar day 'YYYY-MM-DD' written the same way, "21. 11. 2026", with no time zone involved. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

export const WEEKDAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });

/** The year in Prague, so server and browser agree around New Year's Eve. */
export const pragueYear = (date: Date = new Date()) => Number(yearFormat.format(date));

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date 'YYYY-MM-DD' and wall-clock time 'HH:mm' of a moment in Prague. */
export function pragueParts(date: Date): { date: string; time: string } {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
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

const timeFormat = new Intl.DateTimeFormat('cs-CZ', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });
/** "9:30" in Prague. */
export const formatTime = (date: Date) => timeFormat.format(date);

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
  const iso = cz ? `${cz[3]}-${cz[2]!.padStart(2, '0')}-${cz[1]!.padStart(2, '0')}` : t.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
