import { addDays, isoWeekday } from './dates.ts';

/** Easter Sunday of a year (Gregorian; the anonymous "Meeus/Jones/Butcher" algorithm), 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED: [string, string][] = [
  ['01-01', 'Den obnovy samostatného českého státu, Nový rok'],
  ['05-01', 'Svátek práce'],
  ['05-08', 'Den vítězství'],
  ['07-05', 'Den slovanských věrozvěstů Cyrila a Metoděje'],
  ['07-06', 'Den upálení mistra Jana Husa'],
  ['09-28', 'Den české státnosti'],
  ['10-28', 'Den vzniku samostatného československého státu'],
  ['11-17', 'Den boje za svobodu a demokracii a Mezinárodní den studentstva'],
  ['12-24', 'Štědrý den'],
  ['12-25', '1. svátek vánoční'],
  ['12-26', '2. svátek vánoční'],
];

const byYear = new Map<number, Map<string, string>>();

/** Czech public holidays (law 245/2000 Sb.) of a year: date → name. Computed once per year. */
export function czechHolidays(year: number): Map<string, string> {
  const known = byYear.get(year);
  if (known) return known;
  const holidays = computeHolidays(year);
  byYear.set(year, holidays);
  return holidays;
}

function computeHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const holidays = new Map<string, string>(FIXED.map(([md, name]) => [`${year}-${md}`, name]));
  holidays.set(addDays(easter, -2), 'Velký pátek');
  holidays.set(addDays(easter, 1), 'Velikonoční pondělí');
  return holidays;
}

/** The holiday's name if the day ('YYYY-MM-DD') is a Czech public holiday. */
export const holidayOn = (day: string) => czechHolidays(Number(day.slice(0, 4))).get(day) ?? null;

/** The day itself if it is a working day, else the next one: no weekend, no public holiday. */
export function workingDayFrom(day: string): string {
  let working = day;
  while (isoWeekday(working) > 5 || holidayOn(working)) working = addDays(working, 1);
  return working;
}
