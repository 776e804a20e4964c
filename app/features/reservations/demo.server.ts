import { pragueYear } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import { demoClosures, demoReservationServices } from '../../../server/db/seed/demo-reservations.ts';
import { reservationClosures, reservationServices } from './schema.server.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The services one can book, and the days the office closes. */
export async function seedReservations(tx: Tx, now = new Date()) {
  await tx
    .insert(reservationServices)
    .values(demoReservationServices.map((s, position) => ({ ...s, position })))
    .onConflictDoNothing();
  const ids = new Map((await tx.select().from(reservationServices)).map((s) => [s.slug, s.id]));
  await tx.insert(reservationClosures).values(
    demoClosures(pragueYear(now)).map((c) => ({
      serviceId: c.service ? (ids.get(c.service) ?? null) : null,
      date: c.date,
      reason: c.reason,
    })),
  );
}
