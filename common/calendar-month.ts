import { addDays, daysBetween, isoWeekday } from './dates.ts';

/** 'YYYY-MM' moved by whole months. */
export const shiftMonth = (month: string, by: number) => addDays(`${month}-15`, by * 30).slice(0, 7);

/** The days of a month as weeks from Monday; null pads the first and last week. */
export function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let i = 0; i < length; i++) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
