import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import { addDays, pragueParts, pragueTime } from '../../../common/dates.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { bookingReminderMail } from './mails.server.ts';
import { reservationServices, reservations } from './schema.server.ts';

/** Reminders go the day before from this time until the evening's end, never at night. */
const FROM = '15:00';
const UNTIL = '21:00';

/**
 * Mails tomorrow's bookings a reminder, once each, between 15:00 and 21:00 of the day before: run
 * every minute (composition/schedule.ts), so a server down at 15:00 catches up later that evening. A
 * booking made after 15:00 that day is not reminded: its confirmation has just come. The mail is
 * keyed by the booking, so a run that died between queuing it and noting it queues nothing twice.
 */
export async function remindBookings(ctx: ServiceContext): Promise<number> {
  const { date: today, time } = pragueParts(ctx.now);
  if (time < FROM || time >= UNTIL) return 0;
  const tomorrow = addDays(today, 1);
  const due = await ctx.db
    .select({
      id: reservations.id,
      email: reservations.email,
      userId: reservations.userId,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      serviceName: reservationServices.name,
      place: reservationServices.place,
    })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(
      and(
        eq(reservations.status, 'active'),
        isNull(reservations.remindedAt),
        gte(reservations.startsAt, pragueTime(tomorrow)),
        lt(reservations.startsAt, pragueTime(addDays(tomorrow, 1))),
        lt(reservations.createdAt, pragueTime(today, FROM)),
      ),
    )
    .orderBy(asc(reservations.startsAt));
  for (const b of due) {
    const cancelHow = b.userId
      ? `ve svém účtu: ${ctx.config.PUBLIC_URL}/ucet/moje-rezervace`
      : 'odkazem z e-mailu, kterým jsme ji potvrdili';
    await ctx.mailer.send(bookingReminderMail(b.email, b, cancelHow), { key: `booking-reminder:${b.id}` });
    await ctx.db.update(reservations).set({ remindedAt: ctx.now }).where(eq(reservations.id, b.id));
  }
  return due.length;
}
