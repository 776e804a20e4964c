import { z } from 'zod';
import { addDays, pragueTime, pragueToday } from '../../../common/dates.ts';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { type DemoPhoto, demoImageColumns, demoPhotoSchema } from '../../../server/db/seed/demo-photos.ts';
import { storeOccurrences } from './schedules.server.ts';
import { eventCategories, eventCategoryLinks, events } from './schema.server.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** demo/events/categories.yaml, in their order. */
const categories = z.array(z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) }));

/** demo/events/events.yaml: days relative to the day of seeding, Prague times. */
const demoEvents = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]{1,120}$/),
    title: z.string().min(1),
    perex: z.string().min(1),
    body: z.string().min(1),
    categories: z.array(z.string()).min(1).max(2),
    startDay: z.number().int(),
    startTime: time,
    endDay: z.number().int(),
    endTime: time,
    allDay: z.boolean().optional(),
    recurrence: z.object({ interval: z.number().int().min(1), untilDay: z.number().int() }).optional(),
    place: z.string().min(1),
    price: z.string().optional(),
    organizer: z.string().min(1),
    contact: z.string().optional(),
    links: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
    image: demoPhotoSchema.optional(),
  }),
);

/**
 * The events calendar (the second part of the step demo_reading_seeded_at).
 * Its dates are relative to the day of seeding, so the demo always has a past and a future.
 */
export async function seedEvents(tx: Tx, now = new Date()) {
  await tx
    .insert(eventCategories)
    .values(readDemo('events/categories', categories).map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: eventCategories.id, slug: eventCategories.slug }).from(eventCategories);
  const categoryId = new Map(rows.map((c) => [c.slug, c.id]));
  const today = pragueToday(now);
  for (const e of readDemo('events/events', demoEvents)) {
    const startDate = addDays(today, e.startDay);
    const endDate = addDays(today, e.endDay);
    const startsAt = pragueTime(startDate, e.allDay ? '00:00' : e.startTime);
    const endsAt = e.allDay ? pragueTime(addDays(endDate, 1)) : pragueTime(endDate, e.endTime);
    const schedule = {
      startsAt,
      endsAt,
      recurrenceWeeks: e.recurrence?.interval ?? null,
      recurrenceUntil: e.recurrence ? addDays(today, e.recurrence.untilDay) : null,
    };
    const [row] = await tx
      .insert(events)
      .values({
        slug: e.slug,
        status: 'published',
        title: e.title,
        perex: e.perex,
        body: e.body,
        ...schedule,
        allDay: e.allDay ?? false,
        place: e.place,
        price: e.price ?? null,
        organizer: e.organizer,
        contact: e.contact ?? null,
        links: e.links ?? [],
        ...demoImageColumns(e.image),
      })
      .returning({ id: events.id });
    const eventId = row!.id;
    await tx
      .insert(eventCategoryLinks)
      .values(e.categories.map((slug) => ({ eventId, categoryId: categoryId.get(slug)! })))
      .onConflictDoNothing();
    await storeOccurrences(tx, eventId, schedule);
  }
}

/** The drawn photos the events refer to, with the shape they are drawn in. */
export function eventsDemoPhotos(): (DemoPhoto & { aspect: 'wide' })[] {
  return readDemo('events/events', demoEvents).flatMap((e) =>
    e.image ? [{ ...e.image, aspect: 'wide' as const }] : [],
  );
}
