import { and, eq, gt, or, sql } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import { fieldsForm, validateForm } from '../../../common/forms/validate.ts';
import type { Db } from '../../../server/db/client.ts';
import { HttpError, invalid } from '../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { newToken } from '../../../server/lib/tokens.ts';
import { closuresOf, holdsSlot } from './availability.server.ts';
import { type ServiceRow, serviceRow } from './catalogue.server.ts';
import { bookingConfirmedMail, confirmBookingMail } from './mails.server.ts';
import { reservationSlots, reservations } from './schema.server.ts';
import { type BookingInput, reservationMessages as msg, type Reservation } from './schemas.ts';
import { bookable, daySlots } from './slots.ts';
import { link, mailed, type ReservationRow, toReservation } from './views.server.ts';

/** The first key of the two-key advisory locks that serialise one person's bookings. */
const RESERVATION_LOCKS = 7402;

/**
 * The answers to the service's own questions, checked by their definitions
 * (the form engine's rules, as in any request form): the one place they are
 * checked, for the API and the booking form alike. Errors are keyed
 * `answers.<question>`, the names the booking form gives those fields.
 */
function checkedAnswers(service: ServiceRow, answers: Record<string, string>): Record<string, string> {
  const checked = validateForm(fieldsForm(service.questions), answers);
  if (Object.keys(checked.errors).length > 0) {
    throw invalid(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [`answers.${k}`, v])));
  }
  return checked.data;
}

/** Checks a booking without making it (the booking form's summary step): the service exists, the answers hold. */
export async function review(ctx: Pick<ServiceContext, 'db'>, input: BookingInput): Promise<void> {
  checkedAnswers(await serviceRow(ctx.db, input.service), input.answers);
}

/**
 * Books a slot. A logged-in resident's booking is active at once (201 in the
 * API) and confirmed by mail with the cancel link; one made without an
 * account is pending (202) until the link mailed to the address is followed.
 */
export async function book(ctx: ServiceContext, input: BookingInput): Promise<Reservation> {
  const service = await serviceRow(ctx.db, input.service);
  // Unconfirmed bookings hold places for half an hour: one address may make only a few of them.
  await consume(
    ctx.db,
    [
      ctx.actor
        ? { key: `reservation:user:${ctx.actor.id}`, max: 30, windowMs: HOUR }
        : { key: `reservation:anonymous-ip:${ctx.ip}`, max: 5, windowMs: HOUR },
      { key: `reservation:email:${input.email}`, max: 10, windowMs: HOUR },
    ],
    ctx.now,
  );
  const answers = checkedAnswers(service, input.answers);
  const made = await reserve(ctx.db, service, {
    startsAt: new Date(input.starts_at),
    userId: ctx.actor?.id ?? null,
    name: input.name,
    email: ctx.actor?.email ?? input.email,
    phone: input.phone,
    note: input.note,
    answers,
    now: ctx.now,
  });
  const r = made.reservation;
  // Out before the answer: a booking without an account is confirmed only through this mail's link.
  if (made.confirmToken) {
    await ctx.mailer.send(confirmBookingMail(r.email, mailed(r, service), link(ctx, 'potvrzeni', made.confirmToken)));
  } else {
    await sendNotice(
      ctx.mailer,
      ctx.log,
      bookingConfirmedMail(r.email, mailed(r, service), link(ctx, 'zrusit', made.cancelToken), ctx.config.PUBLIC_URL),
    );
  }
  return toReservation(r, service);
}

/** A refusal about the time chosen names `starts_at`, so the form goes back to choosing one. */
const slotRefusal = (status: number, message: string) => new HttpError(status, message, { starts_at: [message] });

/**
 * Books a slot in one transaction: the person's bookings for the service
 * are serialised (an advisory lock on service and e-mail), the slot's row is
 * created if need be and locked, then counted: so however requests
 * interleave, a slot never holds more than its capacity.
 */
async function reserve(
  db: Db,
  service: ServiceRow,
  input: Pick<ReservationRow, 'startsAt' | 'userId' | 'name' | 'email' | 'phone' | 'note' | 'answers'> & { now: Date },
) {
  const { now } = input;
  const day = pragueToday(input.startsAt);
  const slot = daySlots(service, day, await closuresOf(db, service.id, day, day)).find(
    (s) => s.startsAt.getTime() === input.startsAt.getTime(),
  );
  if (!slot || !bookable(service, slot, now)) throw slotRefusal(422, msg.notBookable);
  const email = input.email.toLowerCase();
  const cancel = newToken();
  const confirm = input.userId ? null : newToken();

  const row = await db.transaction(async (tx) => {
    // The count below must see what the previous holder of the slot's lock committed: READ COMMITTED
    // takes a new snapshot per statement (PostgreSQL's default, set here so a server default cannot change it).
    await tx.execute(sql`set transaction isolation level read committed`);
    await tx.execute(sql`select pg_advisory_xact_lock(${RESERVATION_LOCKS}, hashtext(${`${service.id}:${email}`}))`);
    await tx.insert(reservationSlots).values({ serviceId: service.id, startsAt: slot.startsAt }).onConflictDoNothing();
    const [locked] = await tx
      .select({ id: reservationSlots.id })
      .from(reservationSlots)
      .where(and(eq(reservationSlots.serviceId, service.id), eq(reservationSlots.startsAt, slot.startsAt)))
      .for('update');
    const holders = await tx
      .select({ email: reservations.email, userId: reservations.userId, status: reservations.status })
      .from(reservations)
      .where(and(eq(reservations.slotId, locked!.id), holdsSlot(now)));
    // An unconfirmed booking made with someone's address is not theirs until they confirm it.
    const mine = (r: { email: string; userId: number | null; status: string }) =>
      input.userId !== null
        ? r.userId === input.userId || (r.email === email && r.status === 'active')
        : r.email === email;
    if (holders.some(mine)) throw slotRefusal(409, msg.twice);
    if (holders.length >= service.capacity) throw slotRefusal(409, msg.full);
    const [{ active }] = (await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(reservations)
      .where(
        and(
          eq(reservations.serviceId, service.id),
          gt(reservations.startsAt, now),
          holdsSlot(now),
          input.userId !== null
            ? or(
                eq(reservations.userId, input.userId),
                and(eq(reservations.email, email), eq(reservations.status, 'active')),
              )!
            : eq(reservations.email, email),
        ),
      )) as [{ active: number }];
    if (active >= service.maxActive) throw slotRefusal(422, msg.limit(service.maxActive));
    const [created] = await tx
      .insert(reservations)
      .values({
        serviceId: service.id,
        slotId: locked!.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        userId: input.userId,
        name: input.name,
        email,
        phone: input.phone,
        note: input.note,
        answers: input.answers,
        status: input.userId ? 'active' : 'pending',
        confirmTokenHash: confirm?.hash ?? null,
        cancelTokenHash: cancel.hash,
        confirmedAt: input.userId ? now : null,
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return { reservation: row, cancelToken: cancel.token, confirmToken: confirm?.token ?? null };
}
