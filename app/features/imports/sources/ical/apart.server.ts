import ICAL from 'ical.js';
import type { EventItem } from '../types.ts';
import type { Making } from './making.server.ts';
import { expansionOf, following, type Steps } from './steps.server.ts';
import { type Reading, type Times, wall } from './times.server.ts';
import { counted } from './values.server.ts';

// Dates as events of their own: RDATE's extra dates, and a rule the site cannot keep, date by date.

/** At most this many events of their own from one VEVENT (its dates one by one, its RDATEs). */
const MAX_APART = 200;

/** The dates RDATE adds, at most MAX_APART of them (a file may list thousands). */
export function rdatesOf(vevent: ICAL.Component, reading: Reading): ICAL.Time[] {
  const dates: ICAL.Time[] = [];
  let more = 0;
  for (const property of vevent.getAllProperties('rdate'))
    for (const value of property.getValues()) {
      const at = value instanceof ICAL.Time ? value : value instanceof ICAL.Period ? value.start : null;
      if (!at) continue;
      if (dates.length < MAX_APART) dates.push(at);
      else more++;
    }
  if (more)
    reading.notes.add(
      counted(
        more,
        `Další termín navíc (RDATE) nad ${MAX_APART} převzat nebyl.`,
        `Další %d termíny navíc (RDATE) nad ${MAX_APART} převzaty nebyly.`,
        `Dalších %d termínů navíc (RDATE) nad ${MAX_APART} převzato nebylo.`,
      ),
    );
  return dates;
}

/**
 * RDATE's extra dates, each an event of its own: the site keeps one date or one rule per event. None on a
 * day the series has (`days`) or an override speaks for.
 */
export function extras(m: Making, dates: ICAL.Time[], seriesNotes: string[], days: string[]): EventItem[] {
  const seen = new Set([...days, ...m.overrides.map((o) => o.day)]);
  const items = dates.flatMap((at) => {
    const times = m.occurrence(at);
    if (seen.has(times.startDate)) return [];
    seen.add(times.startDate);
    const one = m.item(times);
    return [
      {
        ...one,
        key: `${m.key}#${times.startDate}`,
        notes: [...one.notes, `Termín navíc (RDATE) akce „${m.content.title}“: převzat jako samostatná akce.`],
      },
    ];
  });
  if (items.length) seriesNotes.push(`Termíny navíc (RDATE, ${items.length}) převzaty jako samostatné akce.`);
  return items;
}

/**
 * A rule the site cannot keep: each of its dates (but the skipped ones, the moved ones moved) an event of
 * its own, at most MAX_APART of them and within the event's budget of steps (a rule may match never).
 */
export function oneByOne(m: Making, reason: string): EventItem[] {
  const byDay = new Map(m.overrides.map((o) => [o.day, o]));
  const note = `${reason} Termíny jsou převzaty jednotlivě, každý jako samostatná akce.`;
  const items: EventItem[] = [];
  const keys = new Set<string>();
  const starts = new Set<string>();
  /**
   * An item's key: its day, or its day and time for a second one that day (a rule by the hour); null for
   * a second one at the same minute (a rule by the second), which the site would show as the same.
   */
  const keyOf = (day: string, times: Times) => {
    const start = `${times.startDate} ${times.startTime}`;
    if (starts.has(start)) return null;
    starts.add(start);
    const key = keys.has(day) ? `${day}T${times.startTime}` : day;
    keys.add(key);
    return key;
  };
  const expansion = expansionOf(m.vevent, m.start, m.steps);
  let dates = 0;
  let failed = !expansion;
  let more = false;
  while (expansion) {
    const next = following(expansion);
    if (next === 'failed') failed = true;
    if (!next || next === 'failed') break;
    if (items.length >= MAX_APART) {
      more = true;
      break;
    }
    dates++;
    const day = wall(next, m.tzids.start, m.reading).date;
    const o = byDay.get(day);
    byDay.delete(day);
    if (o?.cancelled) continue;
    const times = m.occurrence(next);
    const one = o ? m.apart(o, note, times) : m.item(times);
    if (!o) one.notes.push(note);
    const key = keyOf(o ? o.key : `${m.key}#${times.startDate}`, times);
    if (key) items.push({ ...one, key });
  }
  // The start is a date of the event whatever its rule gives (RFC 5545 §3.8.5.3).
  if (!dates) {
    const only = m.item(m.first);
    only.notes.push(reason, failed ? UNCOUNTABLE : NO_DATES);
    return [only];
  }
  const cut = cutNote(items.length, m.steps.ranOut, failed, more);
  if (cut && !items.length) return [{ ...m.item(m.first), problems: [cut] }];
  if (cut) items.at(-1)?.notes.push(cut);
  return items;
}

const NO_DATES = 'Pravidlo opakování ve zdroji nedává žádný termín: převzat je jen začátek akce.';
const UNCOUNTABLE = 'Termíny pravidla opakování nejde spočítat: převzat je jen začátek akce.';

/** Why a rule's dates one by one stop before its end, if they do. */
function cutNote(taken: number, ranOut: Steps['ranOut'], failed: boolean, more: boolean): string | null {
  const why =
    ranOut === 'file'
      ? ' (v souboru je takových pravidel na jeden import příliš: rozdělte ho na menší části)'
      : ranOut === 'event'
        ? ' (pravidlo dává termíny jen zřídka)'
        : failed
          ? ' (další termíny pravidla nejde spočítat)'
          : more
            ? ''
            : null;
  if (why === null) return null;
  const first = counted(taken, 'Převzat první termín', 'Převzaty první %d termíny', 'Převzato prvních %d termínů');
  return `${first}, další už ne${why}.`;
}
