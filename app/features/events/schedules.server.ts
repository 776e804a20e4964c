import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Conn, Db } from '../../../server/db/client.ts';
import { occurrencesOf, type Schedule } from './occurrences.ts';
import { eventOccurrences, events } from './schema.server.ts';

/** Rewrites the stored occurrences of an event from its schedule. */
export async function storeOccurrences(tx: Conn, eventId: number, schedule: Schedule) {
  await tx.delete(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
  await tx.insert(eventOccurrences).values(occurrencesOf(schedule).map((o) => ({ eventId, ...o })));
}

/**
 * Published events that have not ended, for the iCalendar feed: each once,
 * with its schedule, since a feed carries recurrence as a rule.
 */
export async function upcomingSchedules(db: Db, now = new Date(), limit = 500) {
  const live = db
    .selectDistinct({ id: eventOccurrences.eventId })
    .from(eventOccurrences)
    .where(gt(eventOccurrences.endsAt, now));
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, 'published'), inArray(events.id, live)))
    .orderBy(asc(events.startsAt))
    .limit(limit);
}

/** One published event with its schedule, for its own `.ics`. */
export async function eventSchedule(db: Db, id: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.status, 'published')))
    .limit(1);
  return event ?? null;
}
