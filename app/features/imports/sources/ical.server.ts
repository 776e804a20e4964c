import { Parser } from 'htmlparser2';
import ICAL from 'ical.js';
import { addDays, DATE_MAX_YEAR, DATE_MIN_YEAR, pragueParts } from '../../../../common/dates.ts';
import { MAX_OCCURRENCES, parseRule, ruleDates } from '../../events/rrule.ts';
import { perexOf, textToHtml } from './text.server.ts';
import { type EventException, type EventItem, type ParsedSource, SourceRefused } from './types.ts';

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

/** The events feature's bound of skipped and moved dates (its input takes at most 60). */
const SITE_EXCEPTIONS = 60;
/** At most this many events of their own from one VEVENT (its dates one by one, its RDATEs). */
const MAX_APART = 200;
/**
 * Steps of a rule's expansion (each date ical.js tries is one) that one event may take, and a whole
 * file's events together: a rule that matches rarely or never is cut there, named, at the same date on
 * every run. A step takes 2–7 µs: an event's share is a fraction of a second, a file's a few seconds.
 */
export const STEP_LIMITS = { event: 50_000, file: 500_000 };
/** An event lasting longer than this is a mistake of its source (a DURATION of ages), not a festival. */
const MAX_LENGTH_DAYS = 366;
/** Pictures without a description named one by one; any more are counted. */
const NAMED_PICTURES = 5;

const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const BYDAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
/** Prague's zone by any of its names: fixed words (a TZID is a stranger's text, of any length). */
const PRAGUE = /^Europe\/Bratislava$|Prague|Praha/i;
/** Properties without which an event would be another one: a line of them unreadable refuses the event. */
const ESSENTIAL = /^(DTSTART|DTEND|DURATION|RRULE|RDATE|EXDATE|RECURRENCE-ID|UID)[;:]/i;

interface Wall {
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const shortened = (value: string, most: number) => (value.length > most ? `${value.slice(0, most - 1)}…` : value);
/** A Czech count: `one` for 1, `few` for 2–4, `many` for the rest, `%d` the number. */
const counted = (n: number, one: string, few: string, many: string) =>
  (n === 1 ? one : n >= 2 && n <= 4 ? few : many).replace('%d', String(n));

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
interface Reading {
  notes: Set<string>;
}

/**
 * A moment as Prague's wall clock: a floating or Prague time as written (the site's own zone is the likely
 * one, and a Prague VTIMEZONE of a file may be wrong), any other zone converted. `tzid`: the property's
 * TZID, which ical.js forgets when the file does not describe the zone.
 */
function wall(time: ICAL.Time, tzid: string | null, reading: Reading): Wall {
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

const tzidOf = (property: ICAL.Property | null) => {
  const value = property?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

function organizerOf(component: ICAL.Component): string {
  const property = component.getFirstProperty('organizer');
  if (!property) return '';
  const name = property.getParameter('cn');
  if (typeof name === 'string' && name.trim()) return name.trim();
  const value = property.getFirstValue();
  return typeof value === 'string' ? value.replace(/^mailto:/i, '').trim() : '';
}

/** A TEXT value's escapes (RFC 5545 §3.3.11), which ical.js leaves in a property it does not know (X-ALT-DESC). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

// --- A description in HTML ---

/** The start of a tag a DESCRIPTION written in HTML has (Google's and many plugins' habit). */
const TAG_START = /<(?:p|br|div|a|b|strong|i|em|u|ul|ol|li|img|span|h[1-6]|table)[\s/>]/i;

/**
 * Markup in a DESCRIPTION rather than text that mentions a tag: a known tag closed somewhere after.
 * One search and one look for `>`, never a pattern that runs to the end of the text from each `<`.
 */
function looksHtml(description: string): boolean {
  const tag = TAG_START.exec(description);
  return !!tag && description.includes('>', tag.index);
}

/** Elements whose content is no part of the event's text: a document's head, scripts, styles. */
const UNSEEN = new Set(['head', 'title', 'script', 'style', 'template']);
/** Elements without an end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
/** Elements whose end ends a line: the text gets a space there (two paragraphs' words stay apart). */
const BREAKS = new Set([
  ...['br', 'p', 'div', 'li', 'dd', 'dt', 'td', 'th', 'tr', 'blockquote', 'pre'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);
/** A tag's or attribute's name written back; another (Outlook's `o:p`, a stray quote) is left out. */
const NAME = /^[a-z][a-z0-9-]*$/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

interface Html {
  /** The markup kept: the body's, without comments, scripts and pictures nobody described. */
  body: string;
  /** Its words, for the perex and for telling an edited occurrence. */
  text: string;
  /** Pictures in it, described or not. */
  pictures: number;
  /** Where each picture left out for want of a description was (its `src`). */
  undescribed: string[];
}

/**
 * HTML of a calendar walked once by htmlparser2, whose tokenizer reads anything in one pass (an unclosed
 * comment or tag, long runs of whitespace), where a regular expression over a stranger's markup can take
 * quadratic time. A whole document (Outlook's) gives its body. A picture without a description is left
 * out: a made-up one would tell a reader who cannot see it nothing, and the clerk is told to add it.
 */
function walkHtml(html: string): Html {
  const out: string[] = [];
  const words: string[] = [];
  const undescribed: string[] = [];
  let pictures = 0;
  let unseen = 0;
  let ended = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (ended) return;
        if (name === 'body') {
          // What came before the body (a head never closed, stray text) is none of it.
          out.length = 0;
          words.length = 0;
          undescribed.length = 0;
          pictures = 0;
          unseen = 0;
          return;
        }
        if (UNSEEN.has(name)) unseen++;
        if (unseen || name === 'html' || !NAME.test(name)) return;
        if (name === 'img') {
          pictures++;
          if (!attributes.alt?.trim()) {
            undescribed.push(attributes.src?.trim() ?? '');
            return;
          }
        }
        const written = Object.entries(attributes)
          .filter(([attribute]) => NAME.test(attribute))
          .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`);
        out.push(`<${name}${written.join('')}>`);
      },
      ontext(data) {
        if (ended || unseen) return;
        out.push(escapeHtml(data));
        words.push(data);
      },
      onclosetag(name) {
        if (ended) return;
        if (name === 'body') ended = true;
        else if (UNSEEN.has(name)) unseen = Math.max(0, unseen - 1);
        else if (!unseen && name !== 'html' && NAME.test(name)) {
          if (BREAKS.has(name)) words.push(' ');
          if (!VOID.has(name)) out.push(`</${name}>`);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { body: out.join('').trim(), text: words.join('').replace(/\s+/g, ' ').trim(), pictures, undescribed };
}

/** The pictures left out for want of a description, named for the clerk to put back, described. */
function pictureNotes(undescribed: string[]): string[] {
  const notes = undescribed
    .slice(0, NAMED_PICTURES)
    .map(
      (src) =>
        `Obrázek ${src ? shortened(src, 120) : 'v popisu akce'} nemá ve zdroji textový popis (alt), proto převzat nebyl: vložte ho v editoru akce i s popisem toho, co je na něm.`,
    );
  const more = undescribed.length - notes.length;
  if (more > 0)
    notes.push(
      counted(
        more,
        'Další obrázek bez textového popisu (alt) převzat nebyl.',
        'Další %d obrázky bez textového popisu (alt) převzaty nebyly.',
        'Dalších %d obrázků bez textového popisu (alt) převzato nebylo.',
      ),
    );
  return notes;
}

/** What the event says of itself: its title, text, place and the rest, an override's falling back to its series'. */
interface Content {
  title: string;
  perex: string;
  body: string;
  /** The source's own description (its text), for telling an edited occurrence. */
  said: string;
  place: string;
  organizer: string;
  categories: string[];
  url: string;
  notes: string[];
}

/** The HTML the event gives beside its text (Outlook's X-ALT-DESC), its escapes undone. */
function alternativeOf(vevent: ICAL.Component): string {
  const value = vevent
    .getAllProperties('x-alt-desc')
    .find((p) => String(p.getParameter('fmttype') ?? '').toLowerCase() === 'text/html')
    ?.getFirstValue();
  return typeof value === 'string' ? unescapeText(value) : '';
}

function contentOf(vevent: ICAL.Component, series: Content | null): Content {
  const title = text(vevent, 'summary') || series?.title || '';
  const description = text(vevent, 'description');
  let html: Html | null = walkHtml(alternativeOf(vevent));
  // Outlook's X-ALT-DESC is often an empty document beside a DESCRIPTION.
  if (!html.text && !html.pictures) html = looksHtml(description) ? walkHtml(description) : null;
  const said = html ? html.text : description.replace(/\s+/g, ' ').trim();
  const notes = html ? pictureNotes(html.undescribed) : [];
  if (!said && !html && series) return { ...series, title, notes };
  return {
    title,
    perex: perexOf(said) || title,
    body: html ? html.body : textToHtml(description),
    said,
    place: text(vevent, 'location') || series?.place || '',
    organizer: organizerOf(vevent) || series?.organizer || '',
    categories: vevent.getAllProperties('categories').flatMap((p) => p.getValues().map((v) => String(v).trim())),
    url: text(vevent, 'url') || series?.url || '',
    notes,
  };
}

// --- The file taken apart ---

interface Block {
  lines: string[];
  /** Its lines with parameters too long to give ical.js (named as unreadable). */
  overlong: string[];
  complete: boolean;
}

/**
 * The most characters of parameters a line may have before its value. ical.js reads each parameter by
 * searching on for the value, so thousands of them take quadratic time; a real line has a few.
 */
const MAX_PARAMETERS = 4_000;

/** Whether a line's parameters (up to its first `:` outside quotes) run past MAX_PARAMETERS. */
function overlong(line: string): boolean {
  let quoted = false;
  for (let i = 0; i < Math.min(line.length, MAX_PARAMETERS + 1); i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return false;
  }
  return line.length > MAX_PARAMETERS;
}

/** Unfolded lines split into the calendar's name, its time zones and its events, whatever else is broken. */
function blocksOf(source: string): { title: string | null; zones: string[][]; events: Block[] } {
  const lines = source
    .replace(/\r\n|\r/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const zones: string[][] = [];
  const events: Block[] = [];
  let title: string | null = null;
  const stack: string[] = [];
  let current: { kind: string; lines: string[]; overlong: string[]; depth: number } | null = null;
  const close = (complete: boolean) => {
    if (current?.kind === 'VEVENT') events.push({ lines: current.lines, overlong: current.overlong, complete });
    else if (current && complete) zones.push(current.lines);
    current = null;
  };
  for (const line of lines) {
    const bare = line.trim();
    if (!bare) continue;
    const begin = /^BEGIN:(.+)$/i.exec(bare)?.[1]?.trim().toUpperCase();
    const end = /^END:(.+)$/i.exec(bare)?.[1]?.trim().toUpperCase();
    if (begin) {
      // A VEVENT begun inside another: the other never ended.
      if (current?.kind === 'VEVENT' && begin === 'VEVENT') {
        stack.length = current.depth;
        close(false);
      }
      if (!current && (begin === 'VEVENT' || begin === 'VTIMEZONE'))
        current = { kind: begin, lines: [], overlong: [], depth: stack.length };
      stack.push(begin);
      current?.lines.push(bare);
    } else if (end) {
      current?.lines.push(bare);
      const at = stack.lastIndexOf(end);
      if (at >= 0) stack.length = at;
      // Closed by its own END, or by an outer one (END:VCALENDAR of a file cut short): then it never ended.
      if (current && stack.length <= current.depth) close(end === current.kind);
    } else if (current) (overlong(line) ? current.overlong : current.lines).push(line);
    else if (title === null && /^X-WR-CALNAME[;:]/i.test(bare))
      title = unescapeText(bare.slice(bare.indexOf(':') + 1)).trim() || null;
  }
  close(false);
  return { title, zones, events };
}

/** `DTSTART:20190101`, a date written without VALUE=DATE (a real holidays calendar), as the date it is. */
const DATE_ONLY = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;(?:[^:;"]|"[^"]*")*)*):(\d{8}(?:,\d{8})*)$/i;
const datesTold = (line: string) =>
  line.replace(DATE_ONLY, (all, name: string, params: string, value: string) =>
    /;VALUE=/i.test(params) ? all : `${name}${params};VALUE=DATE:${value}`,
  );

/**
 * `DTSTART;TZID="W. Europe Standard Time:20200609T090000"`: Exchange 2010 closing the zone's quotes after
 * the value (a real calendar, node-ical's ms_timezones.ics), which leaves the line without a value and
 * cost the event its start. The quote put back after the zone's name.
 */
const VALUE_IN_QUOTES = /^((?:DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)(?:;[^:;"]*)*;TZID=)"([^":]*):([\dTZ,]+)"$/i;

/** A line as ical.js can read it: Exchange's quotes mended, a date without VALUE=DATE told. */
const readable = (line: string) => datesTold(line.replace(VALUE_IN_QUOTES, '$1"$2":$3'));

const wrap = (zones: string[][], lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...zones.flat(), ...lines, 'END:VCALENDAR'].join('\r\n');

/** A zone ical.js can hydrate: one with a TZID (a VTIMEZONE without one crashed the reader before). */
function readableZone(lines: string[]): boolean {
  try {
    const zone = new ICAL.Component(ICAL.parse(wrap([lines], []))).getFirstSubcomponent('vtimezone');
    return typeof zone?.getFirstPropertyValue('tzid') === 'string';
  } catch {
    return false;
  }
}

/**
 * The properties whose values ical.js cannot make out (`UID;VALUE=DATE:x`, `UNTIL=zzzz`), taken out and
 * their lines given back: it reads a value only when asked, and would throw then, anywhere. `lines`: the
 * event's own lines as written, a property each, in order.
 */
function withoutUnreadable(vevent: ICAL.Component, lines: string[]): string[] {
  const unreadable = vevent.getAllProperties().flatMap((property, i) => {
    try {
      property.getValues();
      return [];
    } catch {
      return [{ property, line: lines[i] ?? property.name.toUpperCase() }];
    }
  });
  for (const { property } of unreadable) vevent.removeProperty(property);
  return unreadable.map(({ line }) => line);
}

/** The lines of the event itself, without its own BEGIN and END and the components inside it (alarms). */
function ownLines(lines: string[]): string[] {
  const own: string[] = [];
  let depth = 0;
  for (const line of lines.slice(1, -1)) {
    if (/^BEGIN:/i.test(line)) depth++;
    else if (/^END:/i.test(line)) depth = Math.max(0, depth - 1);
    else if (depth === 0) own.push(line);
  }
  return own;
}

/** A VEVENT as a component, lines no one can read left out (named), or why it cannot be read at all. */
function componentOf(
  block: Block,
  zones: string[][],
): { vevent: ICAL.Component; dropped: string[] } | { problem: string } {
  const written = ownLines(block.lines);
  const parsed = (kept: string[]) =>
    new ICAL.Component(ICAL.parse(wrap(zones, kept))).getFirstSubcomponent('vevent') ?? null;
  try {
    const vevent = parsed(block.lines.map(readable));
    if (vevent) return { vevent, dropped: [...block.overlong, ...withoutUnreadable(vevent, written)] };
  } catch {
    // Read again below, line by line.
  }
  // Its own lines only (an alarm inside is of no use here), each that reads on its own.
  const own: string[] = [];
  const kept: string[] = [];
  const dropped = [...block.overlong];
  for (const line of written) {
    try {
      ICAL.parse.property(readable(line));
      own.push(readable(line));
      kept.push(line);
    } catch {
      dropped.push(line);
    }
  }
  try {
    const vevent = parsed(['BEGIN:VEVENT', ...own, 'END:VEVENT']);
    if (vevent) return { vevent, dropped: [...dropped, ...withoutUnreadable(vevent, kept)] };
  } catch (error) {
    return { problem: `Akci nejde přečíst (${message(error)}).` };
  }
  return { problem: 'Akci nejde přečíst.' };
}

/** What a block says it is, read by hand, for naming an event that cannot be read. */
const lineValue = (block: Block, name: string) =>
  block.lines.find((l) => new RegExp(`^${name}[;:]`, 'i').test(l))?.replace(/^[^:]*:/, '') ?? '';

/** A VEVENT read: its component, the lines left out of it, and what it is known by. */
interface Read {
  vevent: ICAL.Component;
  dropped: string[];
  uid: string;
  /** Its key: its UID, or (without one) its place among the file's events. */
  key: string;
  /** Its name where it cannot be made an item: its title, or its place. */
  name: string;
  /** An override of one date of a series (RECURRENCE-ID), not a series of its own. */
  override: boolean;
}

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

/** An event with nothing in it, for one that cannot be read (its problem says why). */
const blank = (key: string, title: string): EventItem => ({
  kind: 'event',
  key,
  title,
  oldUrl: null,
  problems: [],
  notes: [],
  perex: title,
  body: '',
  allDay: true,
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  repeatWeeks: null,
  repeatUntil: '',
  rule: null,
  exceptions: [],
  place: '',
  organizer: '',
  categories: [],
  link: null,
});

// --- A rule's dates, counted out ---

/**
 * A budget of steps of rule expansions: one for each date ical.js tries. Counted, not timed, so a rule
 * is cut at the same date on every run. An event's share counts in its file's budget too.
 */
class Steps {
  /** Whose budget ran out, if one did: the event's share or the whole file's. */
  ranOut: 'event' | 'file' | null = null;

  private left: number;
  private readonly file: Steps | null;

  constructor(left: number, file: Steps | null = null) {
    this.left = left;
    this.file = file;
  }

  share(most: number): Steps {
    return new Steps(most, this);
  }

  take(): boolean {
    if (this.left <= 0) this.ranOut ??= this.file ? 'event' : 'file';
    else if (this.file && !this.file.take()) this.ranOut = 'file';
    else {
      this.left--;
      return true;
    }
    return false;
  }
}

/**
 * ical.js's rule iterator with each date it tries taken from a budget: its own search for the next date
 * stops only at a match, and a rule may match rarely or never (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`).
 * Out of steps, or past the last year the site keeps, the date is put past the rule's UNTIL (capped at
 * that year) and the iterator ends as it does at UNTIL.
 */
class MeteredIterator extends ICAL.RecurIterator {
  steps: Steps | null = null;

  override check_contracting_rules(): boolean {
    if (this.last.year <= DATE_MAX_YEAR && this.steps?.take()) return super.check_contracting_rules();
    this.last.year = Math.max(this.last.year, DATE_MAX_YEAR + 1);
    return true;
  }
}

/** A rule whose iterators are metered. */
class MeteredRule extends ICAL.Recur {
  steps: Steps | null = null;

  override iterator(start: ICAL.Time): ICAL.RecurIterator {
    const iterator = new MeteredIterator({ rule: this, dtstart: start });
    iterator.steps = this.steps;
    return iterator;
  }
}

/**
 * The dates of an event's rules, RDATEs and EXDATEs (ical.js's expansion), each rule metered and ending by
 * the site's last year, or null where ical.js cannot begin. The event's RRULE values are replaced:
 * nothing reads them after.
 */
function expansionOf(vevent: ICAL.Component, start: ICAL.Time, steps: Steps): ICAL.RecurExpansion | null {
  const last = ICAL.Time.fromData({
    year: DATE_MAX_YEAR,
    month: 12,
    day: 31,
    hour: 23,
    minute: 59,
    second: 59,
    isDate: start.isDate,
  });
  for (const property of vevent.getAllProperties('rrule')) {
    const recur = property.getFirstValue();
    if (!(recur instanceof ICAL.Recur)) continue;
    const rule = new MeteredRule(recur.toJSON());
    if (!rule.until || rule.until.compare(last) > 0) rule.until = last;
    rule.steps = steps;
    property.setValue(rule);
  }
  try {
    return new ICAL.RecurExpansion({ component: vevent, dtstart: start });
  } catch {
    // Dates it cannot order (an EXDATE written as a period).
    return null;
  }
}

/** The expansion's next date; null at its end; 'failed' where ical.js gives up on a rule. */
function following(expansion: ICAL.RecurExpansion): ICAL.Time | null | 'failed' {
  try {
    const next = expansion.next();
    return next && next.year <= DATE_MAX_YEAR ? next : null;
  } catch {
    return 'failed';
  }
}

// --- One event, its rule and its occurrences ---

interface Times {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

interface Tzids {
  start: string | null;
  end: string | null;
}

/** When one VEVENT (a series or an override) is: its start, and its end or length, each readable or named. */
function momentsOf(vevent: ICAL.Component, problems: string[]) {
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
function timesOf(from: ICAL.Time, to: ICAL.Time | null, tzids: Tzids, reading: Reading): Times {
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
 * The rule as the events feature keeps it (UNTIL a Prague day, inclusive), or why it cannot keep it.
 * UNTIL is the last day whose occurrence starts by the source's UNTIL.
 */
function siteRule(
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

/** A readable day's start of an override: its own times, or why it cannot be read. */
interface Override {
  day: string;
  cancelled: boolean;
  times: Times | null;
  content: Content;
  edited: boolean;
  key: string;
}

/** One VEVENT being made into items: what its series, its dates one by one and its extra dates share. */
interface Making {
  vevent: ICAL.Component;
  start: ICAL.Time;
  key: string;
  content: Content;
  first: Times;
  tzids: Tzids;
  reading: Reading;
  steps: Steps;
  overrides: Override[];
  /** An item of the event at `times`, with `extra` over it. */
  item(times: Times | null, extra?: Partial<EventItem>): EventItem;
  /** The times of an occurrence the rule gives at `at` (the series' length kept). */
  occurrence(at: ICAL.Time): Times;
  /** An occurrence with a title, text or place of its own: an event of its own, out of the series. */
  apart(o: Override, note: string, times?: Times): EventItem;
}

function eventsOf(entry: Read, moved: Read[], steps: Steps): EventItem[] {
  const { vevent, key } = entry;
  const reading: Reading = { notes: new Set() };
  const problems: string[] = [];
  if (!entry.uid) problems.push('Chybí UID: akce se nedá poznat při dalším importu.');
  const content = contentOf(vevent, null);
  if (!content.title) problems.push('Chybí název (SUMMARY).');
  if (text(vevent, 'status').toUpperCase() === 'CANCELLED') problems.push('Akce je ve zdroji zrušená.');
  for (const line of entry.dropped)
    (ESSENTIAL.test(line) ? problems : content.notes).push(`Řádek „${shortened(line, 80)}“ nejde přečíst, vynechán.`);
  const { start, end, tzids, notes: timeNotes } = momentsOf(vevent, problems);
  const item = (times: Times | null, extra: Partial<EventItem> = {}): EventItem => ({
    ...blank(key, content.title || entry.name),
    oldUrl: /^https?:\/\//.test(content.url) ? content.url : null,
    problems,
    notes: [...content.notes, ...timeNotes, ...reading.notes],
    perex: content.perex,
    body: content.body,
    place: content.place,
    organizer: content.organizer,
    categories: content.categories,
    link: /^https:\/\//.test(content.url) ? content.url : null,
    allDay: start?.isDate ?? true,
    ...(times ?? {}),
    ...extra,
  });
  if (!start || problems.length) return [item(start ? timesOf(start, end, tzids, reading) : null)];

  const first = timesOf(start, end, tzids, reading);
  const length = end ? end.toUnixTime() - start.toUnixTime() : null;
  const occurrence = (at: ICAL.Time): Times => {
    let to: ICAL.Time | null = null;
    if (length !== null && length > 0) {
      to = at.clone();
      to.addDuration(ICAL.Duration.fromSeconds(length));
    }
    return timesOf(at, to, tzids, reading);
  };
  const overrides = moved.flatMap((change) => overrideOf(change, content, key, reading));
  const apart = (o: Override, note: string, times?: Times): EventItem => ({
    ...item(o.times ?? times ?? first),
    key: o.key,
    title: o.content.title,
    perex: o.content.perex,
    body: o.content.body,
    place: o.content.place,
    notes: [...o.content.notes, note],
  });
  const making: Making = {
    vevent,
    start,
    key,
    content,
    first,
    tzids,
    reading,
    steps,
    overrides,
    item,
    occurrence,
    apart,
  };
  const extraDates = rdatesOf(vevent, reading);

  const recurs = vevent.getAllProperties('rrule');
  const recur = recurs[0]?.getFirstValue();
  // One date, and perhaps dates added by RDATE (each an event of its own, as the site keeps one date).
  if (!(recur instanceof ICAL.Recur)) return [item(first), ...extras(making, extraDates, [], [first.startDate])];
  const chosen =
    recurs.length > 1
      ? { reason: 'Akce má ve zdroji víc pravidel opakování (RRULE), web jen jedno.' }
      : siteRule(recur, first, reading);
  if ('reason' in chosen) return oneByOne(making, chosen.reason);
  if (!chosen.rule) return [item(first), ...extras(making, extraDates, [], [first.startDate])];
  // The rule as the events editor reads it: what it would refuse comes one by one, with its reason.
  const kept = parseRule(chosen.rule);
  if ('error' in kept)
    return oneByOne(making, `Opakování „${shortened(recur.toString(), 120)}“ web neumí: ${kept.error}`);
  const endless = !recur.until && !recur.count;
  const days = ruleDates(kept.rule, first.startDate);
  return seriesOf(making, { rule: chosen.rule, notes: chosen.notes }, days, endless, extraDates);
}

/** An override of one date of a series, as the series reads it (its own notes said of it, not of the series). */
function overrideOf(change: Read, series: Content, key: string, reading: Reading): Override[] {
  const id = change.vevent.getFirstProperty('recurrence-id');
  const idValue = id?.getFirstValue();
  if (!(idValue instanceof ICAL.Time)) return [];
  const day = wall(idValue, tzidOf(id ?? null), reading).date;
  const own = contentOf(change.vevent, series);
  const its: Reading = { notes: new Set() };
  const at = momentsOf(change.vevent, []);
  const times = at.start ? timesOf(at.start, at.end, at.tzids, its) : null;
  own.notes.push(...change.dropped.map((line) => `Řádek „${shortened(line, 80)}“ nejde přečíst, vynechán.`));
  own.notes.push(...at.notes, ...its.notes);
  const location = text(change.vevent, 'location');
  const edited =
    own.title !== series.title ||
    (own.said !== '' && own.said !== series.said) ||
    (location !== '' && location !== series.place);
  return [
    {
      day,
      cancelled: text(change.vevent, 'status').toUpperCase() === 'CANCELLED',
      times,
      content: own,
      edited,
      key: `${key}#${day}`,
    },
  ];
}

/** A rule the events feature keeps: one event, its skipped and moved dates, an edited date apart. */
function seriesOf(
  m: Making,
  { rule, notes }: { rule: string; notes: string[] },
  days: string[],
  endless: boolean,
  extraDates: ICAL.Time[],
): EventItem[] {
  const { first } = m;
  const known = new Set(days);
  const exceptions = new Map<string, EventException>();
  const skip = (date: string) => exceptions.set(date, { date, start_date: '', start_time: '', end_time: '' });
  for (const property of m.vevent.getAllProperties('exdate'))
    for (const value of property.getValues())
      if (value instanceof ICAL.Time) {
        const day = wall(value, tzidOf(property), m.reading).date;
        if (known.has(day)) skip(day);
      }
  const separate: EventItem[] = [];
  const seriesNotes = [...notes];
  const starts = new Set(days.map((d) => `${d} ${first.startTime}`));
  for (const o of m.overrides) {
    if (exceptions.has(o.day) && !exceptions.get(o.day)?.start_date) continue; // EXDATE wins (RFC 5545 §3.8.5.1)
    if (o.cancelled) {
      if (known.has(o.day)) skip(o.day);
      continue;
    }
    if (!o.times) {
      seriesNotes.push(`Změna termínu ${o.day} nemá ve zdroji čitelný začátek: termín zůstal podle pravidla.`);
      continue;
    }
    const lands = `${o.times.startDate} ${o.times.startTime}`;
    const same =
      o.day === o.times.startDate && o.times.startTime === first.startTime && o.times.endTime === first.endTime;
    if (known.has(o.day) && !o.edited && same) continue;
    if (known.has(o.day) && !o.edited && !(starts.has(lands) && o.times.startDate !== o.day)) {
      const spans = o.times.endDate !== '' || (o.times.endTime !== '' && o.times.endTime <= o.times.startTime);
      exceptions.set(o.day, {
        date: o.day,
        start_date: o.times.startDate,
        start_time: o.times.startTime,
        // Empty: as long as the series' occurrences (a moved time past midnight is one the editor cannot type).
        end_time: spans ? '' : o.times.endTime,
      });
      continue;
    }
    const why = o.edited
      ? 'má ve zdroji vlastní název, popis nebo místo'
      : 'není mezi termíny pravidla, které web u akce ukazuje';
    separate.push(
      m.apart(
        o,
        `Termín ${o.day} opakované akce „${m.content.title}“ ${why}: převzat jako samostatná akce, z opakování vyňat.`,
      ),
    );
    if (known.has(o.day)) skip(o.day);
    seriesNotes.push(`Termín ${o.day} ${why}: převzat jako samostatná akce.`);
  }
  if (exceptions.size > SITE_EXCEPTIONS)
    return oneByOne(
      m,
      `Zrušených a posunutých termínů je ${exceptions.size}, web jich u jedné akce unese ${SITE_EXCEPTIONS}.`,
    );
  seriesNotes.push(...shifted(m, days, exceptions));
  // The site shows at most MAX_OCCURRENCES dates of a rule, one with an end too (six days a week for
  // nine months are more): the office is told where they stop.
  if (days.length >= MAX_OCCURRENCES && (!/UNTIL|COUNT/.test(rule) || beyondShown(rule, days)))
    seriesNotes.push(
      endless
        ? `Opakování nemá ve zdroji konec; web u akce ukazuje nejvýš ${MAX_OCCURRENCES} termínů (do ${days.at(-1)}).`
        : `Web u akce ukazuje nejvýš ${MAX_OCCURRENCES} termínů opakování (do ${days.at(-1)}).`,
    );
  const series = m.item(first, {
    rule,
    exceptions: [...exceptions.values()].sort((a, b) => a.date.localeCompare(b.date)),
  });
  series.notes.push(...seriesNotes);
  return [series, ...separate, ...extras(m, extraDates, series.notes, days)];
}

/** Whether a rule that ends on a day (UNTIL) has dates past the last of those the site shows (`days`). */
function beyondShown(rule: string, days: string[]): boolean {
  const kept = parseRule(rule);
  const last = days.at(-1);
  if ('error' in kept || !kept.rule.until || !last) return false;
  const next = ruleDates({ ...kept.rule, until: null, count: null }, last)[1];
  return next !== undefined && next <= kept.rule.until;
}

/**
 * The zone a time is converted from to Prague's clock (see `wall`), or null for a date, a floating time
 * or Prague's own.
 */
function foreignZone(time: ICAL.Time, tzid: string | null): string | null {
  if (time.isDate) return null;
  const zone = time.zone?.tzid ?? 'floating';
  if (zone !== 'floating') return PRAGUE.test(zone) ? null : zone;
  return tzid && !PRAGUE.test(tzid) ? tzid : null;
}

/**
 * A series in another zone than Prague's whose clocks change to summer time on other days (California's,
 * a week after Prague's in autumn) or never (UTC): on those days its time there is another Prague hour
 * than the first date's, at which the site keeps its rule. Each such date of the site's rule (`days`)
 * becomes a moved date at the instant the source's own rule gives it, if the site's bound of skipped and
 * moved dates allows; else the office is told. The n-th date of the source's rule is the n-th of the
 * site's.
 */
function shifted(m: Making, days: string[], exceptions: Map<string, EventException>): string[] {
  const zone = foreignZone(m.start, m.tzids.start);
  const recur = m.vevent.getFirstPropertyValue('rrule');
  if (!zone || !(recur instanceof ICAL.Recur)) return [];
  const rule = new MeteredRule(recur.toJSON());
  rule.steps = m.steps;
  const iterator = rule.iterator(m.start);
  const shifts: EventException[] = [];
  // The first date is the start itself, as the site's rule has it.
  for (let i = 1; i < days.length; ) {
    let next: ICAL.Time | null;
    try {
      next = iterator.next();
    } catch {
      break;
    }
    if (!next || next.year > DATE_MAX_YEAR) break;
    if (next.compare(m.start) <= 0) continue;
    const day = days[i++]!;
    const times = m.occurrence(next);
    if (!exceptions.has(day) && (times.startDate !== day || times.startTime !== m.first.startTime))
      shifts.push({ date: day, start_date: times.startDate, start_time: times.startTime, end_time: '' });
  }
  if (!shifts.length) return [];
  const named = shortened(zone, 80);
  if (exceptions.size + shifts.length > SITE_EXCEPTIONS)
    return [
      `V časovém pásmu zdroje (${named}) se hodiny mění na letní čas jinak než v Praze: ${counted(
        shifts.length,
        '%d termín proto ve skutečnosti začíná',
        '%d termíny proto ve skutečnosti začínají',
        '%d termínů proto ve skutečnosti začíná',
      )} v jinou hodinu, než web u opakování ukazuje. Posunutých termínů web u jedné akce unese ${SITE_EXCEPTIONS}: upravte je v editoru akce.`,
    ];
  for (const shift of shifts) exceptions.set(shift.date, shift);
  return [
    `Posunuté termíny (${shifts.length}): v časovém pásmu zdroje (${named}) se hodiny mění na letní čas jinak než v Praze, proto tyto termíny začínají v jinou pražskou hodinu než ostatní.`,
  ];
}

/** The dates RDATE adds, at most MAX_APART of them (a file may list thousands). */
function rdatesOf(vevent: ICAL.Component, reading: Reading): ICAL.Time[] {
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
function extras(m: Making, dates: ICAL.Time[], seriesNotes: string[], days: string[]): EventItem[] {
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
function oneByOne(m: Making, reason: string): EventItem[] {
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
