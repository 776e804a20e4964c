import ICAL from 'ical.js';
import { addDays, DATE_MAX_YEAR, DATE_MIN_YEAR, pragueParts } from '../../../../../common/dates.ts';
import { shortened } from './values.server.ts';

// The time zones and the dates of an event: each moment as Prague's wall clock, its start and end or length.

/** An event lasting longer than this is a mistake of its source (a DURATION of ages), not a festival. */
const MAX_LENGTH_DAYS = 366;
/** Prague's zone by any of its names: fixed words (a TZID is a stranger's text, of any length). */
const PRAGUE = /^Europe\/Bratislava$|Prague|Praha/i;

interface Wall {
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;

/** The instant a wall clock shows in an IANA zone the file names without describing it (Google's habit). */
function zonedInstant(time: ICAL.Time, zone: string): Date | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return null;
  }
  const naive = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offset = (at: number) => {
    const p = Object.fromEntries(format.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second) - at;
  };
  return new Date(naive - offset(naive - offset(naive)));
}

/** Reading one VEVENT: what it found worth the office's knowing about times. */
export interface Reading {
  notes: Set<string>;
}

/**
 * A moment as Prague's wall clock: a floating or Prague time as written (the site's own zone is the likely
 * one, and a Prague VTIMEZONE of a file may be wrong), any other zone converted. `tzid`: the property's
 * TZID, which ical.js forgets when the file does not describe the zone.
 */
export function wall(time: ICAL.Time, tzid: string | null, reading: Reading): Wall {
  if (time.isDate) return { date: ymd(time), time: '' };
  const zone = time.zone?.tzid ?? 'floating';
  const asWritten = { date: ymd(time), time: `${pad(time.hour)}:${pad(time.minute)}` };
  if (zone === 'floating') {
    if (!tzid || PRAGUE.test(tzid)) return asWritten;
    const instant = zonedInstant(time, tzid);
    if (instant) return pragueParts(instant);
    reading.notes.add(`Časové pásmo „${shortened(tzid, 80)}“ soubor nepopisuje: časy jsou převzaty jako pražské.`);
    return asWritten;
  }
  if (PRAGUE.test(zone)) return asWritten;
  return pragueParts(time.toJSDate());
}

export const tzidOf = (property: ICAL.Property | null) => {
  const value = property?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

// --- One event, its rule and its occurrences ---

export interface Times {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export interface Tzids {
  start: string | null;
  end: string | null;
}

/** When one VEVENT (a series or an override) is: its start, and its end or length, each readable or named. */
export function momentsOf(vevent: ICAL.Component, problems: string[]) {
  const startProperty = vevent.getFirstProperty('dtstart');
  const value = startProperty?.getFirstValue();
  let start = value instanceof ICAL.Time ? value : null;
  if (!startProperty) problems.push('Chybí začátek (DTSTART).');
  else if (!start) problems.push('Začátek (DTSTART) nejde přečíst.');
  else if (start.year < DATE_MIN_YEAR || start.year > DATE_MAX_YEAR) {
    problems.push(`Začátek (DTSTART) je v roce ${start.year}; web zná roky ${DATE_MIN_YEAR} až ${DATE_MAX_YEAR}.`);
    start = null;
  }
  const endProperty = vevent.getFirstProperty('dtend');
  const endValue = endProperty?.getFirstValue();
  let end = endValue instanceof ICAL.Time ? endValue : null;
  const duration = vevent.getFirstPropertyValue('duration');
  let seconds = !end && duration instanceof ICAL.Duration ? duration.toSeconds() : null;
  const notes: string[] = [];
  // Measured before it is added: ical.js would count a DURATION of ages out day by day.
  if (seconds !== null && (seconds <= 0 || seconds > MAX_LENGTH_DAYS * 86_400)) {
    notes.push('Délka akce ve zdroji (DURATION) je nesmyslná: převzata bez ní.');
    seconds = null;
  }
  if (start && end && Math.abs(end.toUnixTime() - start.toUnixTime()) > MAX_LENGTH_DAYS * 86_400) {
    notes.push('Konec akce ve zdroji (DTEND) je víc než rok po začátku: převzata bez něj.');
    end = null;
  }
  if (start && seconds !== null) {
    end = start.clone();
    end.addDuration(ICAL.Duration.fromSeconds(seconds));
  }
  return { start, end, tzids: { start: tzidOf(startProperty), end: tzidOf(endProperty ?? startProperty) }, notes };
}

/** Start and end as the events editor takes them; an all-day DTEND is the day after its last. */
export function timesOf(from: ICAL.Time, to: ICAL.Time | null, tzids: Tzids, reading: Reading): Times {
  const a = wall(from, tzids.start, reading);
  if (from.isDate) {
    const last = to && !to.isDate ? wall(to, tzids.end, reading).date : to ? addDays(ymd(to), -1) : a.date;
    return { startDate: a.date, startTime: '', endDate: last > a.date ? last : '', endTime: '' };
  }
  const b = to && to.compare(from) > 0 ? wall(to, tzids.end, reading) : null;
  if (!b) reading.notes.add('Zdroj neuvádí konec (nebo je před začátkem); akce trvá hodinu.');
  // The hour after, counted on the wall clock (as the editor counts an event's length).
  const later = new Date(Date.parse(`${a.date}T${a.time}:00Z`) + 3_600_000).toISOString();
  const end = b ?? { date: later.slice(0, 10), time: later.slice(11, 16) };
  return { startDate: a.date, startTime: a.time, endDate: end.date > a.date ? end.date : '', endTime: end.time };
}

/**
 * The zone a time is converted from to Prague's clock (see `wall`), or null for a date, a floating time
 * or Prague's own.
 */
export function foreignZone(time: ICAL.Time, tzid: string | null): string | null {
  if (time.isDate) return null;
  const zone = time.zone?.tzid ?? 'floating';
  if (zone !== 'floating') return PRAGUE.test(zone) ? null : zone;
  return tzid && !PRAGUE.test(tzid) ? tzid : null;
}
