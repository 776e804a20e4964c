export const TIME_ZONE = 'Europe/Prague';

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

export const WEEKDAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });

/** The year in Prague, so server and browser agree around New Year's Eve. */
export const pragueYear = (date: Date = new Date()) => Number(yearFormat.format(date));
