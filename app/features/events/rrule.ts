import ICAL from 'ical.js';
import { addDays, DATE_MAX_YEAR, isCalendarDate } from '../../../common/dates.ts';

/**
 * An event's repeat as an RFC 5545 RRULE, read and expanded by ical.js (docs/decisions: recurrence rules).
 * The rule is kept with UNTIL as a Prague calendar day (`UNTIL=20270620`, inclusive) and expanded over
 * calendar days from the first occurrence's day; the wall-clock time is added afterwards, so a 9:00
 * market stays at 9:00 whatever the clocks do. For iCalendar, `icalRule` writes UNTIL as UTC.
 */

/** No event repeats for ever: a rule without an end stops after this many times. */
export const MAX_OCCURRENCES = 200;

const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
type Frequency = (typeof FREQUENCIES)[number];
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const ALLOWED_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'UNTIL', 'COUNT', 'WKST']);
const BYDAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;

/** A rule the site can keep: what it repeats by, as parsed and checked. */
export interface RepeatRule {
  freq: Frequency;
  interval: number;
  /** 'MO', or with an ordinal in the month: '1SA', '-1FR'. */
  byDay: string[];
  byMonthDay: number[];
  /** 'YYYY-MM-DD', inclusive. */
  until: string | null;
  count: number | null;
}

/** The rule of the old weekly repeat (every N weeks on the first day's weekday, up to a day). */
export const weeklyRule = (weeks: number, until: string | null): string =>
  writeRule({ freq: 'WEEKLY', interval: weeks, byDay: [], byMonthDay: [], until, count: null });

/** An RRULE value (with or without the `RRULE:` name) as a rule, or a Czech reason it cannot be one. */
export function parseRule(text: string): { rule: RepeatRule } | { error: string } {
  const value = text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
  if (!value || value.length > 300) return { error: 'Pravidlo opakování je prázdné nebo příliš dlouhé.' };
  const parts = new Map<string, string>();
  for (const part of value.split(';')) {
    const [name, v] = part.split('=');
    if (!name || v === undefined || parts.has(name)) return { error: 'Pravidlo opakování nejde přečíst.' };
    if (!ALLOWED_PARTS.has(name)) return { error: `Část pravidla ${name} web nepodporuje.` };
    parts.set(name, v);
  }
  const freq = FREQUENCIES.find((f) => f === parts.get('FREQ'));
  if (!freq) return { error: 'Zadejte, zda se akce opakuje denně, týdně, měsíčně, nebo ročně.' };
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1 || interval > 99)
    return { error: 'Interval opakování musí být celé číslo od 1 do 99.' };
  const byDay = parts.get('BYDAY')?.split(',') ?? [];
  for (const day of byDay) {
    const match = BYDAY.exec(day);
    if (!match) return { error: `Den v týdnu ${day} nejde přečíst.` };
    if (match[1] && freq !== 'MONTHLY')
      return { error: 'Pořadí dne v týdnu (např. první sobota) jde jen u měsíčního opakování.' };
  }
  const byMonthDay = (parts.get('BYMONTHDAY')?.split(',') ?? []).map(Number);
  if (byMonthDay.some((d) => !Number.isInteger(d) || d < 1 || d > 31))
    return { error: 'Den v měsíci musí být od 1 do 31.' };
  if (byMonthDay.length > 0 && freq !== 'MONTHLY') return { error: 'Den v měsíci jde jen u měsíčního opakování.' };
  if (parts.has('UNTIL') && parts.has('COUNT'))
    return { error: 'Zadejte buď datum konce, nebo počet opakování, ne obojí.' };
  let until: string | null = null;
  const untilText = parts.get('UNTIL');
  if (untilText !== undefined) {
    const m = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(untilText);
    until = m ? `${m[1]}-${m[2]}-${m[3]}` : null;
    if (!until || !isCalendarDate(until)) return { error: 'Datum konce opakování nejde přečíst.' };
  }
  let count: number | null = null;
  if (parts.has('COUNT')) {
    count = Number(parts.get('COUNT'));
    if (!Number.isInteger(count) || count < 1 || count > MAX_OCCURRENCES)
      return { error: `Počet opakování musí být od 1 do ${MAX_OCCURRENCES}.` };
  }
  try {
    ICAL.Recur.fromString(value);
  } catch {
    return { error: 'Pravidlo opakování nejde přečíst.' };
  }
  return { rule: { freq, interval, byDay, byMonthDay, until, count } };
}

/** The rule as the site keeps it: UNTIL a calendar day. */
export function writeRule(rule: RepeatRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.join(',')}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.until) parts.push(`UNTIL=${rule.until.replace(/-/g, '')}`);
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/**
 * The calendar days a rule gives from a first day, the first day always among them (RFC 5545 §3.8.5.3),
 * at most MAX_OCCURRENCES of them and none after DATE_MAX_YEAR.
 */
export function ruleDates(rule: RepeatRule, firstDay: string): string[] {
  const iterator = ICAL.Recur.fromString(writeRule(rule)).iterator(ICAL.Time.fromDateString(firstDay));
  const limit = Math.min(rule.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const days = [firstDay];
  // A rule that matches rarely (31st of a month) still moves on every step; the guard is for the rest.
  for (let step = 0; days.length < limit && step < 50 * MAX_OCCURRENCES; step++) {
    const next = iterator.next();
    if (!next) break;
    const day = next.toString().slice(0, 10);
    if (Number(day.slice(0, 4)) > DATE_MAX_YEAR) break;
    if (day > firstDay) days.push(day);
  }
  return days;
}

/**
 * The rule as an iCalendar RRULE for an event whose DTSTART is a Prague date-time (UNTIL then in UTC:
 * the end of the last day in Prague, RFC 5545 §3.3.10) or, for an all-day one, a date.
 */
export function icalRule(rule: RepeatRule, untilUtc: (day: string) => Date, allDay: boolean): string {
  // INTERVAL written out even when 1, as the weekly rule of before had it.
  const text = writeRule({ ...rule, until: null }).replace(/^FREQ=[A-Z]+/, (freq) =>
    rule.interval === 1 ? `${freq};INTERVAL=1` : freq,
  );
  if (!rule.until) return text;
  const until = allDay
    ? rule.until.replace(/-/g, '')
    : untilUtc(addDays(rule.until, 1))
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
  return `${text};UNTIL=${until}`;
}

// --- The editor's choices ---

export type RepeatKind = 'none' | 'daily' | 'weekdays' | 'weekly' | 'monthly_day' | 'monthly_weekday' | 'yearly';
export type RepeatEnd = 'never' | 'until' | 'count';

/** The editor's repeat fields, as the form sends them. */
export interface RepeatFields {
  repeat_kind: RepeatKind;
  repeat_interval: number;
  repeat_end: RepeatEnd;
  repeat_until: string;
  repeat_count: number | null;
}

const WORKDAYS = WEEKDAYS.slice(0, 5).join(',');

/** The weekday code and its ordinal in the month (1–4, or -1 for a last one) of a calendar day. */
export function dayInMonth(day: string): { weekday: string; ordinal: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7]!;
  const ordinal = Math.floor((date.getUTCDate() - 1) / 7) + 1;
  return { weekday, ordinal: ordinal >= 5 ? -1 : ordinal };
}

/**
 * The rule the editor's fields describe for an event starting on a day, or per-field Czech errors.
 * A monthly repeat on a weekday takes the first day's place in its month (its first Saturday).
 */
export function ruleFromFields(
  fields: RepeatFields,
  firstDay: string,
): { rule: RepeatRule | null } | { errors: Record<string, string> } {
  if (fields.repeat_kind === 'none') return { rule: null };
  const errors: Record<string, string> = {};
  const interval = fields.repeat_kind === 'weekdays' ? 1 : fields.repeat_interval;
  if (!Number.isInteger(interval) || interval < 1 || interval > 99)
    errors.repeat_interval = 'Interval musí být celé číslo od 1 do 99.';
  let until: string | null = null;
  let count: number | null = null;
  if (fields.repeat_end === 'until') {
    if (!isCalendarDate(fields.repeat_until)) errors.repeat_until = 'Zadejte, do kterého dne se akce opakuje.';
    else if (fields.repeat_until < firstDay) errors.repeat_until = 'Opakování musí skončit až po prvním konání.';
    else until = fields.repeat_until;
  } else if (fields.repeat_end === 'count') {
    count = fields.repeat_count;
    if (count === null || !Number.isInteger(count) || count < 1 || count > MAX_OCCURRENCES)
      errors.repeat_count = `Počet opakování musí být od 1 do ${MAX_OCCURRENCES}.`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const { weekday, ordinal } = dayInMonth(firstDay);
  const none: { byDay: string[]; byMonthDay: number[] } = { byDay: [], byMonthDay: [] };
  const base = { interval, until, count, ...none };
  switch (fields.repeat_kind) {
    case 'daily':
      return { rule: { ...base, freq: 'DAILY' } };
    case 'weekdays':
      return { rule: { ...base, freq: 'WEEKLY', byDay: WORKDAYS.split(',') } };
    case 'weekly':
      return { rule: { ...base, freq: 'WEEKLY' } };
    case 'monthly_day':
      return { rule: { ...base, freq: 'MONTHLY', byMonthDay: [Number(firstDay.slice(8, 10))] } };
    case 'monthly_weekday':
      return { rule: { ...base, freq: 'MONTHLY', byDay: [`${ordinal}${weekday}`] } };
    case 'yearly':
      return { rule: { ...base, freq: 'YEARLY' } };
  }
}

const endOf = (rule: RepeatRule | null): RepeatEnd => (rule?.until ? 'until' : rule?.count ? 'count' : 'never');

/** The editor's fields for a kept rule; null when the rule is more than the form can say (kept as it is). */
export function fieldsFromRule(rule: RepeatRule | null): RepeatFields | null {
  const end = {
    repeat_end: endOf(rule),
    repeat_until: rule?.until ?? '',
    repeat_count: rule?.count ?? null,
  };
  if (!rule) return { repeat_kind: 'none', repeat_interval: 1, ...end };
  const one = (kind: RepeatKind) => ({ repeat_kind: kind, repeat_interval: rule.interval, ...end });
  const days = rule.byDay.join(',');
  if (rule.freq === 'DAILY' && !days && rule.byMonthDay.length === 0) return one('daily');
  if (rule.freq === 'WEEKLY' && days === WORKDAYS && rule.interval === 1) return one('weekdays');
  if (rule.freq === 'WEEKLY' && !days) return one('weekly');
  if (rule.freq === 'MONTHLY' && !days && rule.byMonthDay.length === 1) return one('monthly_day');
  if (rule.freq === 'MONTHLY' && rule.byDay.length === 1 && BYDAY.exec(days)?.[1] && rule.byMonthDay.length === 0)
    return one('monthly_weekday');
  if (rule.freq === 'YEARLY' && !days && rule.byMonthDay.length === 0) return one('yearly');
  return null;
}

// --- In Czech words ---

/** Each weekday's gender (m, f, n) and its accusative. */
const DAY_WORDS: Record<string, { gender: 'm' | 'f' | 'n'; accusative: string }> = {
  MO: { gender: 'n', accusative: 'pondělí' },
  TU: { gender: 'n', accusative: 'úterý' },
  WE: { gender: 'f', accusative: 'středu' },
  TH: { gender: 'm', accusative: 'čtvrtek' },
  FR: { gender: 'm', accusative: 'pátek' },
  SA: { gender: 'f', accusative: 'sobotu' },
  SU: { gender: 'f', accusative: 'neděli' },
};
const EVERY = { m: 'každý', f: 'každou', n: 'každé' };
const ORDINALS: Record<string, Record<'m' | 'f' | 'n', string>> = {
  '1': { m: 'první', f: 'první', n: 'první' },
  '2': { m: 'druhý', f: 'druhou', n: 'druhé' },
  '3': { m: 'třetí', f: 'třetí', n: 'třetí' },
  '4': { m: 'čtvrtý', f: 'čtvrtou', n: 'čtvrté' },
  '5': { m: 'pátý', f: 'pátou', n: 'páté' },
  '-1': { m: 'poslední', f: 'poslední', n: 'poslední' },
};

const czechDay = (day: string) => `${Number(day.slice(8, 10))}. ${Number(day.slice(5, 7))}. ${day.slice(0, 4)}`;
const list = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} a ${words[words.length - 1]}` : (words[0] ?? '');
const onDay = (code: string) => `${code === 'WE' || code === 'TH' ? 've' : 'v'} ${DAY_WORDS[code]!.accusative}`;

/** How often, in Czech: "každou první sobotu v měsíci", "každý pracovní den", "každé 2 týdny". */
export function howOften(rule: RepeatRule): string {
  const n = rule.interval;
  const plainDays = rule.byDay.filter((d) => !BYDAY.exec(d)?.[1]);
  switch (rule.freq) {
    case 'DAILY':
      return n === 1 ? 'každý den' : `každý ${n}. den`;
    case 'WEEKLY': {
      if (n === 1 && rule.byDay.join(',') === WORKDAYS) return 'každý pracovní den';
      const every = n === 1 ? 'každý týden' : n < 5 ? `každé ${n} týdny` : `každých ${n} týdnů`;
      if (plainDays.length === 1 && n === 1) {
        const word = DAY_WORDS[plainDays[0]!]!;
        return `${EVERY[word.gender]} ${word.accusative}`;
      }
      return plainDays.length > 0 ? `${every} ${list(plainDays.map(onDay))}` : every;
    }
    case 'MONTHLY': {
      const months = n === 1 ? 'v měsíci' : `v každém ${n}. měsíci`;
      if (rule.byMonthDay.length > 0)
        return `${n === 1 ? 'každý měsíc' : `každý ${n}. měsíc`} ${list(rule.byMonthDay.map((d) => `${d}.`))} dne`;
      if (rule.byDay.length > 0) {
        const words = rule.byDay.map((d, i) => {
          const [, ordinal = '', code = ''] = BYDAY.exec(d) ?? [];
          const word = DAY_WORDS[code]!;
          const every = i === 0 ? `${EVERY[word.gender]} ` : '';
          return ordinal
            ? `${every}${ORDINALS[ordinal.replace('+', '')]![word.gender]} ${word.accusative}`
            : `${every}${word.accusative}`;
        });
        return `${list(words)} ${months}`;
      }
      return n === 1 ? 'každý měsíc' : `každý ${n}. měsíc`;
    }
    case 'YEARLY':
      return n === 1 ? 'každý rok' : `každý ${n}. rok`;
  }
}

/** The whole rule in Czech: "každou první sobotu v měsíci do 20. 6. 2027", "každý den, celkem 10krát". */
export function describeRule(rule: RepeatRule): string {
  const often = howOften(rule);
  if (rule.until) return `${often} do ${czechDay(rule.until)}`;
  if (rule.count) return `${often}, celkem ${rule.count}krát`;
  return often;
}
