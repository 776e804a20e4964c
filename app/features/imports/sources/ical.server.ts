import ICAL from 'ical.js';
import { addDays, pragueParts } from '../../../../common/dates.ts';
import { perexOf, textToHtml } from './text.server.ts';
import { type EventException, type EventItem, type ParsedSource, SourceRefused } from './types.ts';

// Events from the former site's iCalendar (RFC 5545): one event per UID, its weekly rule as the site's
// own repetition (every 1–4 weeks until a day) with EXDATE skipped and RECURRENCE-ID moved; a rule the
// site cannot repeat (monthly, yearly, several weekdays) comes as its dates, each an event of its own.

/** How far a rule without an end is followed: two years of its dates. */
const OPEN_RULE_DAYS = 2 * 365;
/** At most this many dates of one rule taken one by one. */
const MAX_DATES = 120;

interface Wall {
  date: string;
  time: string;
}

/** A moment as Prague's wall clock: a floating or Prague time as written, any other zone converted. */
function wall(time: ICAL.Time): Wall {
  if (time.isDate) return { date: time.toString().slice(0, 10), time: '' };
  // A TZID without its VTIMEZONE leaves the time floating: the site's own zone is the likely one.
  const zone = time.zone?.tzid ?? 'floating';
  if (zone === 'Europe/Prague' || zone === 'floating') {
    const pad = (n: number) => String(n).padStart(2, '0');
    return { date: `${time.year}-${pad(time.month)}-${pad(time.day)}`, time: `${pad(time.hour)}:${pad(time.minute)}` };
  }
  return pragueParts(time.toJSDate());
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The site's own repetition for a rule, or null when it cannot say it (then the dates come one by one). */
function weekly(rule: ICAL.Recur, start: ICAL.Time): 1 | 2 | 3 | 4 | null {
  const parts = Object.keys(rule.parts);
  const byDay = rule.parts.BYDAY;
  const startDay = WEEKDAYS[start.dayOfWeek() - 1];
  const onStartDay = !byDay || (byDay.length === 1 && byDay[0] === startDay);
  const interval = rule.interval || 1;
  const weeks = rule.freq === 'WEEKLY' ? interval : rule.freq === 'DAILY' && interval % 7 === 0 ? interval / 7 : 0;
  if (!onStartDay || parts.some((p) => p !== 'BYDAY') || (rule.freq === 'DAILY' && byDay)) return null;
  return weeks === 1 || weeks === 2 || weeks === 3 || weeks === 4 ? weeks : null;
}

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

export function parseIcal(data: Buffer): ParsedSource {
  const source = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(source)) throw new SourceRefused('Soubor není kalendář iCalendar (.ics).');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(source));
  } catch (error) {
    throw new SourceRefused(`Kalendář iCalendar se nedá přečíst: ${error instanceof Error ? error.message : ''}`);
  }
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  for (const vevent of vevents) {
    if (!vevent.hasProperty('recurrence-id')) continue;
    const uid = text(vevent, 'uid');
    overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
  }
  const items = vevents
    .filter((vevent) => !vevent.hasProperty('recurrence-id'))
    .flatMap((vevent, i) => eventsOf(vevent, overrides.get(text(vevent, 'uid')) ?? [], i));
  return { items, title: text(calendar, 'x-wr-calname') || null };
}

function eventsOf(vevent: ICAL.Component, moved: ICAL.Component[], index: number): EventItem[] {
  const event = new ICAL.Event(vevent);
  const problems: string[] = [];
  const notes: string[] = [];
  const uid = text(vevent, 'uid');
  if (!uid) problems.push('Chybí UID: akce se nedá poznat při dalším importu.');
  const title = text(vevent, 'summary');
  if (!title) problems.push('Chybí název (SUMMARY).');
  if (text(vevent, 'status').toUpperCase() === 'CANCELLED') problems.push('Akce je ve zdroji zrušená.');
  const description = text(vevent, 'description');
  const html = vevent
    .getAllProperties('x-alt-desc')
    .find((p) => String(p.getParameter('fmttype') ?? '').toLowerCase() === 'text/html')
    ?.getFirstValue();
  const url = text(vevent, 'url');
  const start = event.startDate;
  if (!start) problems.push('Chybí začátek (DTSTART).');
  const none: EventException[] = [];
  const base = {
    kind: 'event' as const,
    key: uid || `udalost-${index + 1}`,
    title: title || `Akce ${index + 1}`,
    oldUrl: /^https?:\/\//.test(url) ? url : null,
    problems,
    notes,
    perex: perexOf(description.replace(/\s+/g, ' ').trim()) || title,
    body: typeof html === 'string' ? html : textToHtml(description),
    place: text(vevent, 'location'),
    organizer: organizerOf(vevent),
    categories: vevent.getAllProperties('categories').flatMap((p) => p.getValues().map((v) => String(v).trim())),
    link: /^https:\/\//.test(url) ? url : null,
    exceptions: none,
    repeatWeeks: null,
    repeatUntil: '',
  };
  if (!start) return [{ ...base, allDay: true, startDate: '', startTime: '', endDate: '', endTime: '' }];

  const allDay = start.isDate;
  const timesOf = (from: ICAL.Time, to: ICAL.Time | null) => {
    const a = wall(from);
    if (allDay) {
      // DTEND of an all-day event is the day after its last.
      const last = to && !to.isDate ? wall(to).date : to ? addDays(wall(to).date, -1) : a.date;
      return { startDate: a.date, startTime: '', endDate: last > a.date ? last : '', endTime: '' };
    }
    const b = to && to.compare(from) > 0 ? wall(to) : null;
    if (!b) notes.push('Zdroj neuvádí konec; akce trvá hodinu.');
    const end = b ?? pragueParts(new Date(from.toJSDate().getTime() + 3_600_000));
    return { startDate: a.date, startTime: a.time, endDate: end.date > a.date ? end.date : '', endTime: end.time };
  };
  const times = timesOf(start, event.endDate ?? null);
  const rule = vevent.getFirstPropertyValue('rrule');
  if (!(rule instanceof ICAL.Recur)) return [{ ...base, allDay, ...times }];

  const weeks = weekly(rule, start);
  const expansion = event.iterator();
  const dates: ICAL.Time[] = [];
  const horizon = addDays(times.startDate, OPEN_RULE_DAYS);
  for (let next = expansion.next(); next && dates.length < MAX_DATES; next = expansion.next()) {
    if (wall(next).date > horizon) break;
    dates.push(next);
  }
  if (!rule.until && !rule.count) notes.push('Opakování bez konce: převzaty termíny na dva roky dopředu.');
  const exdates = vevent
    .getAllProperties('exdate')
    .flatMap((p) => p.getValues())
    .flatMap((v) => (v instanceof ICAL.Time ? [wall(v).date] : []));

  if (weeks) {
    const exceptions: EventException[] = exdates.map((date) => ({
      date,
      start_date: '',
      start_time: '',
      end_time: '',
    }));
    for (const change of moved) {
      const id = change.getFirstPropertyValue('recurrence-id');
      const changed = new ICAL.Event(change);
      if (!(id instanceof ICAL.Time) || !changed.startDate) continue;
      const day = wall(id).date;
      const cancelled = text(change, 'status').toUpperCase() === 'CANCELLED';
      const to = timesOf(changed.startDate, changed.endDate ?? null);
      exceptions.push(
        cancelled
          ? { date: day, start_date: '', start_time: '', end_time: '' }
          : { date: day, start_date: to.startDate, start_time: to.startTime, end_time: to.endTime },
      );
    }
    const last = dates.at(-1);
    return [
      {
        ...base,
        allDay,
        ...times,
        repeatWeeks: weeks,
        repeatUntil: last ? wall(last).date : times.startDate,
        exceptions: exceptions.slice(0, 60),
      },
    ];
  }

  // A rule the site cannot say: each of its dates (but the skipped ones) an event of its own.
  notes.push(`Opakování „${rule.toString()}“ tento web neumí; termíny jsou převzaty jednotlivě.`);
  const length = event.endDate ? event.endDate.subtractDate(start).toSeconds() * 1000 : 3_600_000;
  return dates
    .filter((date) => !exdates.includes(wall(date).date))
    .map((date) => {
      const end = date.clone();
      end.addDuration(ICAL.Duration.fromSeconds(length / 1000));
      const at = timesOf(date, allDay || event.endDate ? end : null);
      return { ...base, key: `${base.key}#${at.startDate}`, allDay, ...at, notes: [...notes] };
    });
}
