import { asc, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { reservationServices, reservations } from './schema.server.ts';

/** The year's bookings for the office's report, per service in its order: booked, arrived, no-shows, cancelled. */
export async function bookingFigures(ctx: Pick<ServiceContext, 'db'>, year: number) {
  return ctx.db
    .select({
      service: reservationServices.name,
      booked: sql<number>`count(${reservations.id}) filter (where ${reservations.status} = 'active')`.mapWith(Number),
      arrived: sql<number>`count(*) filter (where ${reservations.attendance} = 'arrived')`.mapWith(Number),
      noShow: sql<number>`count(*) filter (where ${reservations.attendance} = 'no_show')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${reservations.status} = 'cancelled')`.mapWith(Number),
    })
    .from(reservationServices)
    .leftJoin(
      reservations,
      sql`${reservations.serviceId} = ${reservationServices.id} and extract(year from (${reservations.startsAt} at time zone 'Europe/Prague')) = ${year}`,
    )
    .groupBy(reservationServices.id, reservationServices.name, reservationServices.position)
    .orderBy(asc(reservationServices.position));
}
