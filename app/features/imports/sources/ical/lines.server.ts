import ICAL from 'ical.js';
import { message, unescapeText } from './values.server.ts';

// The file taken apart: its unfolded lines as the calendar's name, its time zones and its events, each
// VEVENT made a component ical.js can read, the lines no one can read left out and named.

export interface Block {
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
export function blocksOf(source: string): { title: string | null; zones: string[][]; events: Block[] } {
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
export function readableZone(lines: string[]): boolean {
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
export function componentOf(
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
export const lineValue = (block: Block, name: string) =>
  block.lines.find((l) => new RegExp(`^${name}[;:]`, 'i').test(l))?.replace(/^[^:]*:/, '') ?? '';
