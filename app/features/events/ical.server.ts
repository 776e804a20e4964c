import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { addDays, pragueParts, pragueTime, TIME_ZONE } from '../../../common/dates.ts';
import { PRAGUE_VTIMEZONE } from '../../../server/lib/ical.ts';
import { eventPath } from './paths.ts';
import type { events } from './schema.server.ts';

type EventRow = typeof events.$inferSelect;

/** An all-day event's dates as floating calendar days (DTEND is the day after). */
function allDayRange(event: EventRow) {
  const first = pragueParts(event.startsAt).date;
  const last = pragueParts(new Date(event.endsAt.getTime() - 1)).date;
  return { start: new Date(`${first}T00:00:00Z`), end: new Date(`${addDays(last, 1)}T00:00:00Z`) };
}

/**
 * RRULE of a weekly repeat. UNTIL is inclusive and, with a DTSTART in a time
 * zone, must be UTC (RFC 5545 §3.3.10): the end of the last day in Prague.
 */
function weeklyRule(weeks: number, until: string): string {
  const end = pragueTime(addDays(until, 1))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `FREQ=WEEKLY;INTERVAL=${weeks};UNTIL=${end}`;
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
    const times = event.allDay
      ? { ...allDayRange(event), allDay: true, timezone: null }
      : // A plain Date would be written in the server process's own zone.
        { start: new TZDate(event.startsAt, TIME_ZONE), end: new TZDate(event.endsAt, TIME_ZONE), timezone: TIME_ZONE };
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      ...times,
      summary: event.title,
      description: `${event.perex}\n\n${url}`,
      location: event.place,
      url,
      lastModified: event.updatedAt,
      stamp: event.updatedAt,
      repeating:
        event.recurrenceWeeks && event.recurrenceUntil
          ? weeklyRule(event.recurrenceWeeks, event.recurrenceUntil)
          : null,
    });
  }
  return calendar.toString();
}
