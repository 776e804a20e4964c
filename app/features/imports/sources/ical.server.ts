import ICAL from 'ical.js';
import { addDays, DATE_MAX_YEAR, pragueParts } from '../../../../common/dates.ts';
import { perexOf, textOf, textToHtml } from './text.server.ts';
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

/**
 * The events feature's bounds (app/features/events: rrule.ts MAX_OCCURRENCES, at most 60 exceptions in
 * its input). Its rule module is not its public face, and the reader runs in a process of its own that
 * should not load the events service, so the bounds and the calendar-day expansion are mirrored here.
 */
const SITE_OCCURRENCES = 200;
const SITE_EXCEPTIONS = 60;
/** At most this many events of their own from one VEVENT (its dates one by one, its RDATEs). */
const MAX_APART = 200;
/** A rule that matches rarely (or never) is given up after this many steps or this long. */
const MAX_STEPS = 20_000;
const MAX_MS = 2_000;
/** An event lasting longer than this is a mistake of its source (a DURATION of ages), not a festival. */
const MAX_LENGTH_DAYS = 366;

const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const BYDAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
const PRAGUE = /^(Europe\/(Prague|Bratislava)|.*Prague.*|.*Praha.*)$/i;
/** Properties without which an event would be another one: a line of them unreadable refuses the event. */
const ESSENTIAL = /^(DTSTART|DTEND|DURATION|RRULE|RDATE|EXDATE|RECURRENCE-ID|UID)[;:]/i;

interface Wall {
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
    reading.notes.add(`Časové pásmo „${tzid}“ soubor nepopisuje: časy jsou převzaty jako pražské.`);
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

/** Markup in a DESCRIPTION (Google's and many plugins' habit) rather than text that mentions a tag. */
const LOOKS_HTML = /<(p|br|div|a|b|strong|i|em|u|ul|ol|li|img|span|h[1-6]|table)(\s[^>]*)?\/?>/i;

/**
 * Each picture without a description given one that says what it is (the events editor refuses a picture
 * nobody who cannot see it would learn anything of), and named for the clerk to describe it properly.
 */
function describePictures(html: string, title: string, notes: string[]): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(tag);
    if (alt && (alt[1] ?? alt[2] ?? alt[3] ?? '').trim()) return tag;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(tag);
    const address = src ? (src[1] ?? src[2] ?? src[3] ?? '') : '';
    const description = `Obrázek k akci ${title}`.replace(/"/g, '”');
    notes.push(
      `Obrázek ${address || 'v popisu'} nemá ve zdroji textový popis (alt): převzat s popisem „${description}“, doplňte v editoru akce, co je na něm.`,
    );
    const bare = alt ? tag.replace(alt[0], '') : tag;
    return bare.replace(/^<img\b/i, `<img alt="${description}"`);
  });
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

function contentOf(vevent: ICAL.Component, series: Content | null, index: number): Content {
  const notes: string[] = [];
  const title = text(vevent, 'summary') || series?.title || '';
  const description = text(vevent, 'description');
  const alternative = vevent
    .getAllProperties('x-alt-desc')
    .find((p) => String(p.getParameter('fmttype') ?? '').toLowerCase() === 'text/html')
    ?.getFirstValue();
  let html = typeof alternative === 'string' ? unescapeText(alternative) : '';
  // Outlook's X-ALT-DESC is a whole HTML document, and often an empty one beside a DESCRIPTION.
  html = (/<body[^>]*>([\s\S]*?)(<\/body>|$)/i.exec(html)?.[1] ?? html).replace(/<!--[\s\S]*?-->/g, '');
  if (!textOf(html).trim() && !/<img\b/i.test(html)) html = '';
  if (!html && LOOKS_HTML.test(description)) html = description;
  const said = html ? textOf(html).replace(/\s+/g, ' ').trim() : description.replace(/\s+/g, ' ').trim();
  if (!said && !html && series) return { ...series, title, notes };
  const body = html ? describePictures(html, title || `${index + 1}`, notes) : textToHtml(description);
  return {
    title,
    perex: perexOf(said) || title,
    body,
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
  complete: boolean;
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
  let current: { kind: string; lines: string[]; depth: number } | null = null;
  const close = (complete: boolean) => {
    if (current?.kind === 'VEVENT') events.push({ lines: current.lines, complete });
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
        current = { kind: begin, lines: [], depth: stack.length };
      stack.push(begin);
      current?.lines.push(bare);
    } else if (end) {
      current?.lines.push(bare);
      const at = stack.lastIndexOf(end);
      if (at >= 0) stack.length = at;
      // Closed by its own END, or by an outer one (END:VCALENDAR of a file cut short): then it never ended.
      if (current && stack.length <= current.depth) close(end === current.kind);
    } else if (current) current.lines.push(line);
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

/** A VEVENT as a component, lines no one can read left out (named), or why it cannot be read at all. */
function componentOf(
  block: Block,
  zones: string[][],
): { vevent: ICAL.Component; dropped: string[] } | { problem: string } {
  const lines = block.lines.map(datesTold);
  const parsed = (kept: string[]) =>
    new ICAL.Component(ICAL.parse(wrap(zones, kept))).getFirstSubcomponent('vevent') ?? null;
  try {
    const vevent = parsed(lines);
    if (vevent) return { vevent, dropped: [] };
  } catch {
    // Read again below, line by line.
  }
  // Its own lines only (an alarm inside is of no use here), each that reads on its own.
  const own: string[] = [];
  const dropped: string[] = [];
  let depth = 0;
  for (const line of lines.slice(1, -1)) {
    if (/^BEGIN:/i.test(line)) depth++;
    else if (/^END:/i.test(line)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      try {
        ICAL.parse.property(line);
        own.push(line);
      } catch {
        dropped.push(line);
      }
    }
  }
  try {
    const vevent = parsed(['BEGIN:VEVENT', ...own, 'END:VEVENT']);
    if (vevent) return { vevent, dropped };
  } catch (error) {
    return { problem: `Akci nejde přečíst (${message(error)}).` };
  }
  return { problem: 'Akci nejde přečíst.' };
}

/** What a block says it is, read by hand, for naming an event that cannot be read. */
const lineValue = (block: Block, name: string) =>
  block.lines.find((l) => new RegExp(`^${name}[;:]`, 'i').test(l))?.replace(/^[^:]*:/, '') ?? '';

export function parseIcal(data: Buffer): ParsedSource {
  const source = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(source)) throw new SourceRefused('Soubor není kalendář iCalendar (.ics).');
  const { title, zones, events } = blocksOf(source);
  const readable = zones.filter(readableZone);
  // In the file's order: an event that cannot be read where it stood, a series once its overrides are known.
  const read: ({ vevent: ICAL.Component; dropped: string[] } | EventItem)[] = [];
  const overrides = new Map<string, ICAL.Component[]>();
  events.forEach((block, i) => {
    const component = componentOf(block, readable);
    const name = unescapeText(lineValue(block, 'SUMMARY')).trim() || `Akce ${i + 1}`;
    const broken = (problem: string): EventItem => ({
      ...blank(lineValue(block, 'UID').trim() || `udalost-${i + 1}`, name),
      problems: [problem],
    });
    if (!block.complete) read.push(broken('Akce v souboru nekončí (chybí END:VEVENT): soubor je nejspíš useknutý.'));
    else if ('problem' in component) read.push(broken(component.problem));
    else if (component.vevent.hasProperty('recurrence-id')) {
      const uid = text(component.vevent, 'uid');
      overrides.set(uid, [...(overrides.get(uid) ?? []), component.vevent]);
    } else read.push(component);
  });
  const items = read.flatMap((entry, i): EventItem[] => {
    if (!('vevent' in entry)) return [entry];
    const { vevent, dropped } = entry;
    try {
      return eventsOf(vevent, overrides.get(text(vevent, 'uid')) ?? [], dropped, i);
    } catch (error) {
      // Whatever else a file gets wrong costs this event, named, not the file.
      const uid = text(vevent, 'uid') || `udalost-${i + 1}`;
      const name = text(vevent, 'summary') || `Akce ${i + 1}`;
      return [{ ...blank(uid, name), problems: [`Akci nejde přečíst (${message(error)}).`] }];
    }
  });
  return { items, title };
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

// --- One event, its rule and its occurrences ---

interface Times {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** When one VEVENT (a series or an override) is: its start, and its end or length, each readable or named. */
function momentsOf(vevent: ICAL.Component, problems: string[]) {
  const startProperty = vevent.getFirstProperty('dtstart');
  let start: ICAL.Time | null = null;
  try {
    const value = startProperty?.getFirstValue();
    start = value instanceof ICAL.Time ? value : null;
    if (!startProperty) problems.push('Chybí začátek (DTSTART).');
    else if (!start) problems.push('Začátek (DTSTART) nejde přečíst.');
  } catch (error) {
    problems.push(`Začátek (DTSTART) nejde přečíst (${message(error)}).`);
  }
  const endProperty = vevent.getFirstProperty('dtend');
  let end: ICAL.Time | null = null;
  let seconds: number | null = null;
  const notes: string[] = [];
  try {
    const value = endProperty?.getFirstValue();
    if (value instanceof ICAL.Time) end = value;
    const duration = vevent.getFirstPropertyValue('duration');
    if (!end && duration instanceof ICAL.Duration) seconds = duration.toSeconds();
  } catch (error) {
    notes.push(`Konec akce nejde přečíst (${message(error)}).`);
  }
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
  return { start, end, startTzid: tzidOf(startProperty), endTzid: tzidOf(endProperty ?? startProperty), notes };
}

/** Start and end as the events editor takes them; an all-day DTEND is the day after its last. */
function timesOf(
  from: ICAL.Time,
  to: ICAL.Time | null,
  tzids: { start: string | null; end: string | null },
  reading: Reading,
): Times {
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
  const said = recur.toString();
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
    if (!match) return { reason: `Opakování „${said}“ web neumí (den ${day}).` };
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
  }
  let count = recur.count && recur.count > 0 ? recur.count : null;
  if (count === 1) return { rule: null, notes };
  if (count && count > SITE_OCCURRENCES) {
    notes.push(`Opakování má ve zdroji ${count} termínů; web jich u akce ukazuje nejvýš ${SITE_OCCURRENCES}.`);
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

/**
 * The calendar days the events feature gives a rule from its first day (events/rrule.ts ruleDates): the
 * first day always, at most its bound, none after its last year.
 */
function siteDates(rule: string, firstDay: string): string[] {
  const count = Number(/COUNT=(\d+)/.exec(rule)?.[1] ?? SITE_OCCURRENCES);
  const iterator = ICAL.Recur.fromString(rule).iterator(ICAL.Time.fromDateString(firstDay));
  const days = [firstDay];
  for (let step = 0; days.length < Math.min(count, SITE_OCCURRENCES) && step < 50 * SITE_OCCURRENCES; step++) {
    const next = iterator.next();
    if (!next) break;
    const day = ymd(next);
    if (Number(day.slice(0, 4)) > DATE_MAX_YEAR) break;
    if (day > firstDay) days.push(day);
  }
  return days;
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

function eventsOf(vevent: ICAL.Component, moved: ICAL.Component[], dropped: string[], index: number): EventItem[] {
  const reading: Reading = { notes: new Set() };
  const problems: string[] = [];
  const uid = text(vevent, 'uid');
  if (!uid) problems.push('Chybí UID: akce se nedá poznat při dalším importu.');
  const content = contentOf(vevent, null, index);
  if (!content.title) problems.push('Chybí název (SUMMARY).');
  if (text(vevent, 'status').toUpperCase() === 'CANCELLED') problems.push('Akce je ve zdroji zrušená.');
  for (const line of dropped)
    (ESSENTIAL.test(line) ? problems : content.notes).push(`Řádek „${line.slice(0, 80)}“ nejde přečíst, vynechán.`);
  const { start, end, startTzid, endTzid, notes: timeNotes } = momentsOf(vevent, problems);
  const tzids = { start: startTzid, end: endTzid };
  const key = uid || `udalost-${index + 1}`;
  const item = (times: Times | null, extra: Partial<EventItem> = {}): EventItem => ({
    ...blank(key, content.title || `Akce ${index + 1}`),
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
  /** The times of an occurrence the rule gives at `at` (the series' length kept). */
  const occurrence = (at: ICAL.Time): Times => {
    let to: ICAL.Time | null = null;
    if (length !== null && length > 0) {
      to = at.clone();
      to.addDuration(ICAL.Duration.fromSeconds(length));
    }
    return timesOf(at, to, tzids, reading);
  };
  const overrides = moved.flatMap((change): Override[] => {
    const id = change.getFirstProperty('recurrence-id');
    const idValue = id?.getFirstValue();
    if (!(idValue instanceof ICAL.Time)) return [];
    const day = wall(idValue, tzidOf(id ?? null), reading).date;
    const own = contentOf(change, content, index);
    // Its own notes: what is wrong with one occurrence's times is said of it, not of the series.
    const its: Reading = { notes: new Set() };
    const at = momentsOf(change, []);
    const times = at.start ? timesOf(at.start, at.end, { start: at.startTzid, end: at.endTzid }, its) : null;
    own.notes.push(...at.notes, ...its.notes);
    const edited =
      own.title !== content.title ||
      (own.said !== '' && own.said !== content.said) ||
      (text(change, 'location') !== '' && text(change, 'location') !== content.place);
    return [
      {
        day,
        cancelled: text(change, 'status').toUpperCase() === 'CANCELLED',
        times,
        content: own,
        edited,
        key: `${key}#${day}`,
      },
    ];
  });
  /** An occurrence with a title, text or place of its own: an event of its own, out of the series. */
  const apart = (o: Override, note: string): EventItem => ({
    ...item(o.times ?? first),
    key: o.key,
    title: o.content.title,
    perex: o.content.perex,
    body: o.content.body,
    place: o.content.place,
    notes: [...o.content.notes, note],
  });
  const extraDates = rdatesOf(vevent, reading);
  /** Days an extra date adds nothing on: the series has them, or an override speaks for them. */
  const taken = (days: string[]) => new Set([...days, ...overrides.map((o) => o.day)]);

  const recurs = vevent.getAllProperties('rrule');
  const recur = recurs[0]?.getFirstValue();
  if (!(recur instanceof ICAL.Recur)) {
    // One date, and perhaps dates added by RDATE (each an event of its own, as the site keeps one date).
    return [item(first), ...extras(extraDates, occurrence, item, key, content.title, [], taken([first.startDate]))];
  }
  const chosen =
    recurs.length > 1
      ? { reason: 'Akce má ve zdroji víc pravidel opakování (RRULE), web jen jedno.' }
      : siteRule(recur, first, reading);
  if ('reason' in chosen) return oneByOne(vevent, chosen.reason, overrides, occurrence, item, apart, reading, tzids);
  if (!chosen.rule)
    return [item(first), ...extras(extraDates, occurrence, item, key, content.title, [], taken([first.startDate]))];

  const days = siteDates(chosen.rule, first.startDate);
  const known = new Set(days);
  const exceptions = new Map<string, EventException>();
  const skip = (date: string) => exceptions.set(date, { date, start_date: '', start_time: '', end_time: '' });
  for (const property of vevent.getAllProperties('exdate'))
    for (const value of property.getValues())
      if (value instanceof ICAL.Time) {
        const day = wall(value, tzidOf(property), reading).date;
        if (known.has(day)) skip(day);
      }
  const separate: EventItem[] = [];
  const seriesNotes = [...chosen.notes];
  const starts = new Set(days.map((d) => `${d} ${first.startTime}`));
  for (const o of overrides) {
    if (exceptions.has(o.day) && !exceptions.get(o.day)?.start_date) continue; // EXDATE wins (RFC 5545 §3.8.5.1)
    if (o.cancelled) {
      if (known.has(o.day)) skip(o.day);
      continue;
    }
    if (!o.times) continue;
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
      apart(
        o,
        `Termín ${o.day} opakované akce „${content.title}“ ${why}: převzat jako samostatná akce, z opakování vyňat.`,
      ),
    );
    if (known.has(o.day)) skip(o.day);
    seriesNotes.push(`Termín ${o.day} ${why}: převzat jako samostatná akce.`);
  }
  if (exceptions.size > SITE_EXCEPTIONS)
    return oneByOne(
      vevent,
      `Zrušených a posunutých termínů je ${exceptions.size}, web jich u jedné akce unese ${SITE_EXCEPTIONS}.`,
      overrides,
      occurrence,
      item,
      apart,
      reading,
      tzids,
    );
  if (!/UNTIL|COUNT/.test(chosen.rule) && days.length >= SITE_OCCURRENCES)
    seriesNotes.push(
      `Opakování nemá ve zdroji konec; web u akce ukazuje nejvýš ${SITE_OCCURRENCES} termínů (do ${days.at(-1)}).`,
    );
  const series = item(first, {
    rule: chosen.rule,
    exceptions: [...exceptions.values()].sort((a, b) => a.date.localeCompare(b.date)),
  });
  series.notes.push(...seriesNotes);
  return [series, ...separate, ...extras(extraDates, occurrence, item, key, content.title, series.notes, taken(days))];
}

/** The dates RDATE adds, at most MAX_APART of them (a file may list thousands). */
function rdatesOf(vevent: ICAL.Component, reading: Reading): { at: ICAL.Time; tzid: string | null }[] {
  const dates: { at: ICAL.Time; tzid: string | null }[] = [];
  let more = 0;
  for (const property of vevent.getAllProperties('rdate'))
    for (const value of property.getValues()) {
      const at = value instanceof ICAL.Time ? value : value instanceof ICAL.Period ? value.start : null;
      if (!at) continue;
      if (dates.length < MAX_APART) dates.push({ at, tzid: tzidOf(property) });
      else more++;
    }
  if (more) reading.notes.add(`Dalších ${more} termínů navíc (RDATE) nad ${MAX_APART} převzato nebylo.`);
  return dates;
}

/** RDATE's extra dates, each an event of its own: the site keeps one date or one rule per event. */
function extras(
  dates: { at: ICAL.Time; tzid: string | null }[],
  occurrence: (at: ICAL.Time) => Times,
  item: (times: Times | null) => EventItem,
  key: string,
  title: string,
  seriesNotes: string[],
  seen: Set<string>,
): EventItem[] {
  const items = dates.flatMap(({ at }) => {
    const times = occurrence(at);
    if (seen.has(times.startDate)) return [];
    seen.add(times.startDate);
    const one = item(times);
    return [
      {
        ...one,
        key: `${key}#${times.startDate}`,
        notes: [...one.notes, `Termín navíc (RDATE) akce „${title}“: převzat jako samostatná akce.`],
      },
    ];
  });
  if (items.length) seriesNotes.push(`Termíny navíc (RDATE, ${items.length}) převzaty jako samostatné akce.`);
  return items;
}

/**
 * A rule the site cannot keep: each of its dates (but the skipped ones, the moved ones moved) an event of
 * its own, at most MAX_APART of them and within a budget of steps and time (a rule may match never).
 */
function oneByOne(
  vevent: ICAL.Component,
  reason: string,
  overrides: Override[],
  occurrence: (at: ICAL.Time) => Times,
  item: (times: Times | null) => EventItem,
  apart: (o: Override, note: string) => EventItem,
  reading: Reading,
  tzids: { start: string | null },
): EventItem[] {
  const event = new ICAL.Event(vevent);
  const expansion = event.iterator();
  const byDay = new Map(overrides.map((o) => [o.day, o]));
  const items: EventItem[] = [];
  const note = `${reason} Termíny jsou převzaty jednotlivě, každý jako samostatná akce.`;
  const began = Date.now();
  let cut = false;
  for (let step = 0; ; step++) {
    if (items.length >= MAX_APART || step >= MAX_STEPS || Date.now() - began > MAX_MS) {
      cut = true;
      break;
    }
    const next = expansion.next();
    if (!next) break;
    const times = occurrence(next);
    if (Number(times.startDate.slice(0, 4)) > DATE_MAX_YEAR) break;
    const day = wall(next, tzids.start, reading).date;
    const o = byDay.get(day);
    byDay.delete(day);
    if (o?.cancelled) continue;
    if (o) items.push(apart(o, note));
    else {
      const one = item(times);
      items.push({ ...one, key: `${one.key}#${times.startDate}`, notes: [...one.notes, note] });
    }
  }
  if (cut) items.at(-1)?.notes.push(`Převzato prvních ${items.length} termínů; další už ne.`);
  return items;
}
