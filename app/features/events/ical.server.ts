import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { addDays, pragueParts, pragueTime, TIME_ZONE } from '../../../common/dates.ts';
import { PRAGUE_VTIMEZONE } from '../../../server/lib/ical.ts';
import { scheduleRule } from './occurrences.ts';
import { eventPath } from './paths.ts';
import { icalRule } from './rrule.ts';
import type { events } from './schema.server.ts';

type EventRow = typeof events.$inferSelect;

/** An all-day event's dates as floating calendar days (DTEND is the day after). */
function allDayRange(event: EventRow) {
  const first = pragueParts(event.startsAt).date;
  const last = pragueParts(new Date(event.endsAt.getTime() - 1)).date;
  return { start: new Date(`${first}T00:00:00Z`), end: new Date(`${addDays(last, 1)}T00:00:00Z`) };
}

/** A day and a Prague wall-clock time as iCalendar writes a local DATE-TIME: 20261224T170000. */
const localStamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/**
 * The rule with the days it skips (EXDATE, in the rule's own zone or as dates for an all-day event).
 * A moved occurrence is left out here only when the event is all-day: a timed one is replaced by its
 * RECURRENCE-ID override instead, as RFC 5545 §3.8.4.4 has it.
 */
function recurrence(event: EventRow): string | null {
  const repeat = scheduleRule(event);
  if (!repeat) return null;
  const rule = `RRULE:${icalRule(repeat, (day) => pragueTime(day), event.allDay)}`;
  const time = pragueParts(event.startsAt).time;
  const left = event.exceptions.filter((e) => event.allDay || !e.startsAt);
  if (left.length === 0) return rule;
  const days = event.allDay
    ? `EXDATE;VALUE=DATE:${left.map((e) => e.date.replace(/-/g, '')).join(',')}`
    : `EXDATE;TZID=${TIME_ZONE}:${left.map((e) => localStamp(e.date, time)).join(',')}`;
  return `${rule}\r\n${days}`;
}

/** An iCalendar document (RFC 5545) of events; one event for "add to calendar", many for the feed. */
export function eventsCalendar(rows: EventRow[], { publicUrl, name }: { publicUrl: string; name: string }): string {
  const calendar = ical({
    name,
    prodId: { company: 'Město Vzorov', product: 'web', language: 'CS' },
    timezone: { name: 'Europe/Prague', generator: () => PRAGUE_VTIMEZONE },
    url: `${publicUrl}/akce`,
    ttl: 60 * 60 * 6,
  });
  const host = new URL(publicUrl).host;
  for (const event of rows) {
    const url = `${publicUrl}${eventPath(event)}`;
    // What the event and each of its moved occurrences say alike.
    const said = {
      summary: event.title,
      description: `${event.perex}\n\n${url}`,
      location: event.place,
      url,
      lastModified: event.updatedAt,
      stamp: event.updatedAt,
    };
    const times = event.allDay
      ? { ...allDayRange(event), allDay: true, timezone: null }
      : // A plain Date would be written in the server process's own zone.
        { start: new TZDate(event.startsAt, TIME_ZONE), end: new TZDate(event.endsAt, TIME_ZONE), timezone: TIME_ZONE };
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      ...times,
      ...said,
      repeating: recurrence(event),
    });
    for (const moved of event.exceptions) {
      if (!moved.startsAt || !moved.endsAt) continue;
      const at = { start: new Date(moved.startsAt), end: new Date(moved.endsAt) };
      calendar.createEvent({
        // A timed occurrence is overridden in place; an all-day one, left out of the rule, stands on its own.
        ...(event.allDay
          ? {
              id: `event-${event.id}-${moved.date}@${host}`,
              ...allDayRange({ ...event, startsAt: at.start, endsAt: at.end }),
              allDay: true,
              timezone: null,
            }
          : {
              id: `event-${event.id}@${host}`,
              recurrenceId: new TZDate(pragueTime(moved.date, pragueParts(event.startsAt).time), TIME_ZONE),
              start: new TZDate(at.start, TIME_ZONE),
              end: new TZDate(at.end, TIME_ZONE),
              timezone: TIME_ZONE,
            }),
        ...said,
      });
    }
  }
  return calendar.toString();
}
