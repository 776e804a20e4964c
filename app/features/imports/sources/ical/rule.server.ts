import type ICAL from 'ical.js';
import { addDays, DATE_MAX_YEAR } from '../../../../../common/dates.ts';
import { MAX_OCCURRENCES, parseRule, ruleDates } from '../../../events/rrule.ts';
import { type Reading, type Times, wall } from './times.server.ts';
import { shortened } from './values.server.ts';

// A source's rule as the events feature keeps it, or why it cannot keep it.

const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const BYDAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;

/**
 * The rule as the events feature keeps it (UNTIL a Prague day, inclusive), or why it cannot keep it.
 * UNTIL is the last day whose occurrence starts by the source's UNTIL.
 */
export function siteRule(
  recur: ICAL.Recur,
  first: Times,
  reading: Reading,
): { rule: string | null; notes: string[] } | { reason: string } {
  const said = shortened(recur.toString(), 120);
  if (!FREQUENCIES.has(recur.freq))
    return { reason: `Opakování „${said}“ (po hodinách, minutách či vteřinách) web neumí.` };
  const parts = recur.parts;
  const other = Object.keys(parts).filter((p) => p !== 'BYDAY' && p !== 'BYMONTHDAY');
  if (other.length) return { reason: `Opakování „${said}“ web neumí (část ${other.join(', ')}).` };
  const interval = recur.interval || 1;
  if (interval > 99) return { reason: `Opakování „${said}“ web neumí (interval nad 99).` };
  const byDay = (parts.BYDAY ?? []).map(String);
  for (const day of byDay) {
    const match = BYDAY.exec(day);
    if (!match) return { reason: `Opakování „${said}“ web neumí (den ${shortened(day, 20)}).` };
    if (match[1] && recur.freq !== 'MONTHLY')
      return { reason: `Opakování „${said}“ web neumí (pořadí dne mimo měsíční opakování).` };
  }
  const byMonthDay = (parts.BYMONTHDAY ?? []).map(Number);
  if (
    byMonthDay.some((d) => !Number.isInteger(d) || d < 1 || d > 31) ||
    (byMonthDay.length && recur.freq !== 'MONTHLY')
  )
    return { reason: `Opakování „${said}“ web neumí (den v měsíci).` };
  const notes: string[] = [];
  let until: string | null = null;
  if (recur.until) {
    const last = wall(recur.until, null, reading);
    until = first.startTime && last.time && last.time < first.startTime ? addDays(last.date, -1) : last.date;
    if (until < first.startDate) return { rule: null, notes };
    // The site counts no dates past its last year: an end after it is as good as none.
    if (Number(until.slice(0, 4)) > DATE_MAX_YEAR) until = null;
  }
  let count = recur.count && recur.count > 0 ? recur.count : null;
  if (count === 1) return { rule: null, notes };
  if (count && count > MAX_OCCURRENCES) {
    notes.push(`Opakování má ve zdroji ${count} termínů; web jich u akce ukazuje nejvýš ${MAX_OCCURRENCES}.`);
    count = null;
  }
  const rule = [`FREQ=${recur.freq}`];
  if (interval !== 1) rule.push(`INTERVAL=${interval}`);
  if (byDay.length) rule.push(`BYDAY=${byDay.map((d) => d.replace(/^\+/, '')).join(',')}`);
  if (byMonthDay.length) rule.push(`BYMONTHDAY=${byMonthDay.join(',')}`);
  if (until) rule.push(`UNTIL=${until.replace(/-/g, '')}`);
  if (count) rule.push(`COUNT=${count}`);
  return { rule: rule.join(';'), notes };
}

/** Whether a rule that ends on a day (UNTIL) has dates past the last of those the site shows (`days`). */
export function beyondShown(rule: string, days: string[]): boolean {
  const kept = parseRule(rule);
  const last = days.at(-1);
  if ('error' in kept || !kept.rule.until || !last) return false;
  const next = ruleDates({ ...kept.rule, until: null, count: null }, last)[1];
  return next !== undefined && next <= kept.rule.until;
}
