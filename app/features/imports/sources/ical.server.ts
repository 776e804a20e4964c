import ICAL from 'ical.js';
import { eventsOf } from './ical/event.server.ts';
import { type Block, blocksOf, componentOf, lineValue, readableZone } from './ical/lines.server.ts';
import { blank, type Read } from './ical/making.server.ts';
import { STEP_LIMITS, Steps } from './ical/steps.server.ts';
import { tzidOf, wall } from './ical/times.server.ts';
import { message, shortened, text, unescapeText } from './ical/values.server.ts';
import { type EventItem, type ParsedSource, SourceRefused } from './types.ts';

// Events from the former site's iCalendar (RFC 5545): one event per UID with its rule as the events
// feature keeps it (any FREQ=DAILY/WEEKLY/MONTHLY/YEARLY with INTERVAL, BYDAY, BYMONTHDAY, UNTIL or
// COUNT), EXDATE as skipped dates, RECURRENCE-ID overrides as moved ones. What the site cannot say is
// imported all the same, with a note: a rule it cannot repeat comes as its dates one by one; an
// occurrence with a title, description or place of its own as an event of its own, left out of the
// series (an event holds one title for all its dates); RDATE's extra dates as events of their own.
//
// Calendars are written by many tools, some badly: each VEVENT is read on its own (with the file's
// time zones), so a line one of them gets wrong costs that event, named, never the whole file.
//
// Nothing here reads the clock: a rule's dates are counted out in steps, so the same file gives the
// same items on every run (a second run of it changes nothing), however busy the machine is.

export { STEP_LIMITS };

/** An event's block read, or the event it cannot be made into, its problem named. */
function readBlock(block: Block, zones: string[][], ordinal: number): Read | EventItem {
  const fallback = `udalost-${ordinal + 1}`;
  const name = unescapeText(lineValue(block, 'SUMMARY')).trim() || `Akce ${ordinal + 1}`;
  const broken = (problem: string): EventItem => ({
    ...blank(lineValue(block, 'UID').trim() || fallback, name),
    problems: [problem],
  });
  if (!block.complete) return broken('Akce v souboru nekončí (chybí END:VEVENT): soubor je nejspíš useknutý.');
  const component = componentOf(block, zones);
  if ('problem' in component) return broken(component.problem);
  const uid = text(component.vevent, 'uid');
  const override = component.vevent.hasProperty('recurrence-id');
  return { ...component, uid, key: uid || fallback, name: text(component.vevent, 'summary') || name, override };
}

export function parseIcal(data: Buffer, limits = STEP_LIMITS): ParsedSource {
  const source = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(source)) throw new SourceRefused('Soubor není kalendář iCalendar (.ics).');
  const { title, zones, events } = blocksOf(source);
  const readable = zones.filter(readableZone);
  // Numbered as the series stand in the file (an event without UID is known by its number).
  let ordinal = 0;
  const read = events.map((block) => {
    const entry = readBlock(block, readable, ordinal);
    if (!('override' in entry) || !entry.override) ordinal++;
    return entry;
  });
  // A series known by its UID: an override without one belongs to none.
  const series = new Set(read.flatMap((e) => ('vevent' in e && !e.override && e.uid ? [e.uid] : [])));
  const overrides = new Map<string, Read[]>();
  for (const e of read)
    if ('vevent' in e && e.override && series.has(e.uid)) overrides.set(e.uid, [...(overrides.get(e.uid) ?? []), e]);
  const steps = new Steps(limits.file);
  // In the file's order: an event that cannot be read where it stood, a series once its overrides are known.
  const items = read.flatMap((entry): EventItem[] => {
    if (!('vevent' in entry)) return [entry];
    if (entry.override && series.has(entry.uid)) return [];
    const share = steps.share(limits.event);
    try {
      return entry.override ? alone(entry, share) : eventsOf(entry, overrides.get(entry.uid) ?? [], share);
    } catch (error) {
      // Whatever else a file gets wrong costs this event, named, not the file.
      return [{ ...blank(entry.key, entry.name), problems: [`Akci nejde přečíst (${message(error)}).`] }];
    }
  });
  return { items: firstOfEachKey(items), title };
}

/** An override whose series the file does not hold (a calendar shared one changed date): an event of its own. */
function alone(entry: Read, steps: Steps): EventItem[] {
  const id = entry.vevent.getFirstProperty('recurrence-id');
  const value = id?.getFirstValue();
  const day = value instanceof ICAL.Time ? wall(value, tzidOf(id ?? null), { notes: new Set() }).date : '';
  return eventsOf({ ...entry, key: `${entry.key}#${day}` }, [], steps).map((item) => ({
    ...item,
    notes: [
      ...item.notes,
      'Změněný termín opakované akce, jejíž pravidlo v souboru není: převzat jako samostatná akce.',
    ],
  }));
}

/**
 * Each item's key once: a later item of a key the file already gave (its UID twice) is skipped, named.
 * Two items of one key would write over each other, and each run would change them again.
 */
function firstOfEachKey(items: EventItem[]): EventItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    if (!seen.has(item.key)) {
      seen.add(item.key);
      return item;
    }
    const problem = `Akce se stejným UID (${shortened(item.key, 80)}) je v souboru víckrát: převzata je jen první z nich.`;
    return { ...item, problems: [...item.problems, problem] };
  });
}
