import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { fieldsForm, validateForm } from '../../../common/forms/validate.ts';
import type { Db } from '../../../server/db/client.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { hashToken, newToken } from '../../../server/lib/tokens.ts';
import { bookingConfirmedMail, confirmBookingMail } from './mails.server.ts';
import { reservationClosures, reservationServices, reservationSlots, reservations } from './schema.server.ts';
import {
  type AvailabilityDay,
  type BookingInput,
  type ConfirmedReservation,
  type LookupInput,
  reservationMessages as msg,
  PENDING_HOLD_MINUTES,
  type PublicReservation,
  type Reservation,
  type ReservationService,
  type SlotsQuery,
} from './schemas.ts';
import { bookable, closedReason, daySlots, daysIn } from './slots.ts';

type ServiceRow = typeof reservationServices.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/** The first key of the two-key advisory locks that serialise one person's bookings. */
const RESERVATION_LOCKS = 7402;

const toService = (s: ServiceRow): ReservationService => ({
  slug: s.slug,
  name: s.name,
  description: s.description,
  place: s.place,
  slot_minutes: s.slotMinutes,
  capacity: s.capacity,
  horizon_days: s.horizonDays,
  lead_minutes: s.leadMinutes,
  cancel_hours: s.cancelHours,
  max_active: s.maxActive,
  questions: s.questions,
  situations: s.situations,
});

/** The services one can book, in their order. */
export async function services(ctx: Pick<ServiceContext, 'db'>): Promise<ReservationService[]> {
  const rows = await ctx.db.select().from(reservationServices).orderBy(asc(reservationServices.position));
  return rows.map(toService);
}

async function serviceRow(db: Db, slug: string): Promise<ServiceRow> {
  const [row] = await db.select().from(reservationServices).where(eq(reservationServices.slug, slug)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** One service: its rules and its own questions; an unknown one is a 404. */
export async function service(ctx: Pick<ServiceContext, 'db'>, slug: string): Promise<ReservationService> {
  return toService(await serviceRow(ctx.db, slug));
}

/** A booking takes its slot while active, or while pending and still inside the hold. */
const holdsSlot = (now: Date) =>
  or(
    eq(reservations.status, 'active'),
    and(
      eq(reservations.status, 'pending'),
      gt(reservations.createdAt, new Date(now.getTime() - PENDING_HOLD_MINUTES * 60_000)),
    ),
  )!;

async function closuresOf(db: Db, serviceId: number, from: string, to: string) {
  const rows = await db
    .select({ date: reservationClosures.date, reason: reservationClosures.reason })
    .from(reservationClosures)
    .where(
      and(
        or(eq(reservationClosures.serviceId, serviceId), isNull(reservationClosures.serviceId)),
        gte(reservationClosures.date, from),
        lt(reservationClosures.date, addDays(to, 1)),
      ),
    );
  return new Map(rows.map((r) => [r.date, r.reason]));
}

/**
 * Free, few left, full or closed for each day from `from` (today) to `to`
 * (30 days on, at most 62 days), with the slots still open and how many
 * places each has.
 */
export async function slots(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  slug: string,
  query: SlotsQuery,
): Promise<AvailabilityDay[]> {
  const service = await serviceRow(ctx.db, slug);
  const { now } = ctx;
  const from = query.from ?? pragueToday(now);
  const days = daysIn(from, query.to ?? addDays(from, 30));
  if (days.length === 0) return [];
  const last = days.at(-1)!;
  const [closures, taken] = await Promise.all([
    closuresOf(ctx.db, service.id, days[0]!, last),
    ctx.db
      .select({ startsAt: reservations.startsAt, n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(
        and(
          eq(reservations.serviceId, service.id),
          gte(reservations.startsAt, new Date(`${addDays(days[0]!, -1)}T00:00:00Z`)),
          lt(reservations.startsAt, new Date(`${addDays(last, 2)}T00:00:00Z`)),
          holdsSlot(now),
        ),
      )
      .groupBy(reservations.startsAt),
  ]);
  const booked = new Map(taken.map((t) => [t.startsAt.getTime(), t.n]));
  const today = pragueToday(now);
  return days.map((date) => {
    const reason = closedReason(service, date, closures);
    const open = daySlots(service, date, closures).filter((slot) => bookable(service, slot, now, { today, date }));
    const slots = open
      .map((slot) => ({
        starts_at: slot.startsAt.toISOString(),
        time: slot.time,
        remaining: Math.max(0, service.capacity - (booked.get(slot.startsAt.getTime()) ?? 0)),
      }))
      .filter((slot) => slot.remaining > 0);
    const free = slots.reduce((sum, s) => sum + s.remaining, 0);
    const all = open.length;
    const state =
      reason || all === 0
        ? 'closed'
        : free === 0
          ? 'full'
          : free <= Math.max(2, (all * service.capacity) / 5)
            ? 'few'
            : 'free';
    return {
      date,
      state,
      free,
      closed_reason: reason ?? (all === 0 ? 'Tento den už se objednat nelze.' : null),
      slots,
    };
  });
}

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

const link = (ctx: Pick<ServiceContext, 'config'>, kind: 'zrusit' | 'potvrzeni', token: string) =>
  `${ctx.config.PUBLIC_URL}/rezervace/${kind}/${token}`;

const mailed = (r: ReservationRow, s: ServiceRow) => ({
  id: r.id,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  serviceName: s.name,
  place: s.place,
});

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

const toReservation = (r: ReservationRow, s: ServiceRow): Reservation => ({
  id: r.id,
  service: { slug: s.slug, name: s.name, place: s.place },
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  status: r.status,
  name: r.name,
  email: r.email,
  note: r.note,
  cancel_until: new Date(r.startsAt.getTime() - s.cancelHours * 3_600_000).toISOString(),
  cancelled_at: r.cancelledAt?.toISOString() ?? null,
});

/** What a page behind a mailed link shows: the service and the time, nothing the person typed. */
const publicView = (r: ReservationRow, s: ServiceRow): PublicReservation => ({
  service: { slug: s.slug, name: s.name, place: s.place },
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  status: r.status,
});

/** The resident's bookings (active and cancelled; unconfirmed ones are not theirs yet), the latest first. */
export const listMine = (ctx: ServiceContext) => bookingsOf(ctx, requireActor(ctx).id);

/** A resident's bookings as their list shows them: what the export of their data holds too. */
export async function bookingsOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<Reservation[]> {
  const rows = await ctx.db
    .select({ r: reservations, s: reservationServices })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, ['active', 'cancelled'])))
    .orderBy(desc(reservations.startsAt));
  return rows.map(({ r, s }) => toReservation(r, s));
}

async function withService(db: Db, where: SQL) {
  const [row] = await db
    .select({ r: reservations, s: reservationServices })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Cancels before the deadline; after it, a 422 that says why. */
async function cancelRow(db: Db, row: { r: ReservationRow; s: ServiceRow }, now: Date): Promise<Reservation> {
  if (row.r.status === 'cancelled') throw new HttpError(409, msg.alreadyCancelled);
  if (now.getTime() > row.r.startsAt.getTime() - row.s.cancelHours * 3_600_000) {
    throw new HttpError(422, msg.tooLate(row.s.cancelHours), { reservation: [msg.tooLate(row.s.cancelHours)] });
  }
  const [updated] = await db
    .update(reservations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(reservations.id, row.r.id), inArray(reservations.status, ['active', 'pending'])))
    .returning();
  if (!updated) throw new HttpError(409, msg.alreadyCancelled);
  return toReservation(updated, row.s);
}

/** Cancels the resident's own booking until its deadline; someone else's is as good as nonexistent (404). */
export async function cancelMine(ctx: ServiceContext, id: string): Promise<Reservation> {
  const actor = requireActor(ctx);
  const row = isUuid(id)
    ? await withService(ctx.db, and(eq(reservations.id, id), eq(reservations.userId, actor.id))!)
    : null;
  if (!row) throw notFound();
  return cancelRow(ctx.db, row, ctx.now);
}

async function byToken(db: Db, token: string, purpose: 'cancel' | 'confirm') {
  const column = purpose === 'cancel' ? reservations.cancelTokenHash : reservations.confirmTokenHash;
  return withService(db, eq(column, hashToken(token)));
}

/** The booking behind a mailed link, for the page that asks before it does anything; an unknown link is a 404. */
export async function lookup(ctx: Pick<ServiceContext, 'db'>, input: LookupInput): Promise<PublicReservation> {
  const found = await byToken(ctx.db, input.token, input.purpose);
  if (!found) throw notFound();
  return publicView(found.r, found.s);
}

/** Cancels by the link of the confirmation mail, without logging in; a second time is a 409. */
export async function cancelByLink(ctx: Pick<ServiceContext, 'db' | 'now'>, input: { token: string }) {
  const row = await byToken(ctx.db, input.token, 'cancel');
  if (!row) throw notFound();
  return cancelRow(ctx.db, row, ctx.now);
}

/**
 * Confirms a booking made without an account, if its hold has not run out:
 * under the slot's lock, counting again, so a confirmation at the last second
 * cannot squeeze past a booking that saw the hold as expired. The cancel link
 * goes out only now, so it is made anew and mailed with the booking. An
 * expired or unknown link is a 404.
 */
export async function confirm(ctx: ServiceContext, input: { token: string }): Promise<ConfirmedReservation> {
  const { now } = ctx;
  const row = await byToken(ctx.db, input.token, 'confirm');
  if (!row) throw notFound();
  if (row.r.status !== 'pending') {
    return { ...publicView(row.r, row.s), outcome: row.r.status === 'active' ? 'already' : 'cancelled' };
  }
  if (row.r.createdAt.getTime() < now.getTime() - PENDING_HOLD_MINUTES * 60_000) throw notFound();
  const cancel = newToken();
  const updated = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level read committed`);
    await tx
      .select({ id: reservationSlots.id })
      .from(reservationSlots)
      .where(eq(reservationSlots.id, row.r.slotId))
      .for('update');
    const [{ others }] = (await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.slotId, row.r.slotId), holdsSlot(now), sql`${reservations.id} <> ${row.r.id}`))) as [
      { others: number },
    ];
    if (others >= row.s.capacity) return null;
    const [done] = await tx
      .update(reservations)
      .set({ status: 'active', confirmedAt: now, cancelTokenHash: cancel.hash })
      .where(and(eq(reservations.id, row.r.id), eq(reservations.status, 'pending')))
      .returning();
    return done ?? null;
  });
  if (!updated) throw notFound();
  await sendNotice(
    ctx.mailer,
    ctx.log,
    bookingConfirmedMail(
      updated.email,
      mailed(updated, row.s),
      link(ctx, 'zrusit', cancel.token),
      ctx.config.PUBLIC_URL,
    ),
  );
  return { ...publicView(updated, row.s), outcome: 'confirmed' };
}

export { remindBookings } from './reminders.server.ts';
export {
  closeDay,
  deskDay,
  deskService,
  deskServices,
  markAttendance,
  officeCancel,
  reopenDay,
  saveServiceRules,
} from './staff.server.ts';

export { bookingFigures } from './year-figures.server.ts';

/** The services a life situation offers to book ("Objednat se"), in their order. */
export async function servicesOfSituation(
  ctx: Pick<ServiceContext, 'db'>,
  slug: string,
): Promise<{ slug: string; name: string }[]> {
  return ctx.db
    .select({ slug: reservationServices.slug, name: reservationServices.name })
    .from(reservationServices)
    .where(sql`${slug} = any(${reservationServices.situations})`)
    .orderBy(asc(reservationServices.position));
}

/** What erasing an account does with its bookings: the plan and the act (personal-data). */
export { reservationsErasure } from './erasure.server.ts';
