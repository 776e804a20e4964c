import { z } from 'zod';
import { pragueYear } from '../../../common/dates.ts';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { reservationClosures, reservationServices } from './schema.server.ts';
import { questionSchema, weeklyHoursSchema } from './schemas.ts';

const count = z.number().int().min(0);

/** The services one can book (demo/reservations/services.yaml), in their order. */
const services = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string(),
    description: z.string(),
    place: z.string(),
    weekly: weeklyHoursSchema,
    slotMinutes: z.number().int().min(5),
    capacity: z.number().int().min(1),
    horizonDays: count,
    leadMinutes: count,
    cancelHours: count,
    maxActive: z.number().int().min(1),
    questions: z.array(questionSchema),
    situations: z.array(z.string()),
  }),
);

/** Days the office closes beyond public holidays (demo/reservations/closures.yaml), by the year of seeding. */
const closures = z.array(
  z.object({
    service: z.string().nullable(),
    day: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
    yearsAhead: count,
    reason: z.string(),
  }),
);

/** The services one can book, and the days the office closes. */
export async function seedReservations(tx: Tx, now = new Date()) {
  await tx
    .insert(reservationServices)
    .values(readDemo('reservations/services', services).map((s, position) => ({ ...s, position })))
    .onConflictDoNothing();
  const ids = new Map((await tx.select().from(reservationServices)).map((s) => [s.slug, s.id]));
  const year = pragueYear(now);
  await tx.insert(reservationClosures).values(
    readDemo('reservations/closures', closures).map((c) => ({
      serviceId: c.service ? (ids.get(c.service) ?? null) : null,
      date: `${year + c.yearsAhead}-${c.day}`,
      reason: c.reason,
    })),
  );
}
