import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays, pragueParts, pragueToday } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { hashToken, newToken } from '../../../server/lib/tokens.ts';
import { reservationClosures, reservationServices, reservationSlots, reservations } from './schema.server.ts';
import type { AvailabilityDay, Reservation, ReservationService } from './schemas.ts';
import { reservationMessages as msg, PENDING_HOLD_MINUTES } from './schemas.ts';
import { bookable, closedReason, daySlots, daysIn } from './slots.ts';

type ServiceRow = typeof reservationServices.$inferSelect;

/** The first key of the two-key advisory locks that serialise one person's bookings. */
const RESERVATION_LOCKS = 7402;

export const toService = (s: ServiceRow): ReservationService => ({
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

export async function listServices(db: Db): Promise<ServiceRow[]> {
  return db.select().from(reservationServices).orderBy(asc(reservationServices.position));
}

export async function serviceBySlug(db: Db, slug: string): Promise<ServiceRow | null> {
  const [row] = await db.select().from(reservationServices).where(eq(reservationServices.slug, slug)).limit(1);
  return row ?? null;
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

/** Free, few left, full or closed for each day, with the slots still open and how many places each has. */
export async function availability(
  db: Db,
  service: ServiceRow,
  from: string,
  to: string,
  now = new Date(),
): Promise<AvailabilityDay[]> {
  const days = daysIn(from, to);
  if (days.length === 0) return [];
  const last = days.at(-1)!;
  const [closures, taken] = await Promise.all([
    closuresOf(db, service.id, days[0]!, last),
    db
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

export interface BookingInput {
  service: ServiceRow;
  startsAt: Date;
  userId: number | null;
  name: string;
  email: string;
  phone: string;
  note: string;
  answers: Record<string, string>;
}

/**
 * Books a slot. In one transaction: the person's bookings for the service
 * are serialised (an advisory lock on service and e-mail), the slot's row is
 * created if need be and locked, then counted: so however requests
 * interleave, a slot never holds more than its capacity. A logged-in
 * resident's booking is active at once; one made without an account waits
 * for its e-mail to be confirmed.
 */
export async function book(db: Db, input: BookingInput, now = new Date()) {
  const { service } = input;
  const slot = daySlots(
    service,
    pragueToday(input.startsAt),
    await closuresOf(db, service.id, pragueToday(input.startsAt), pragueToday(input.startsAt)),
  ).find((s) => s.startsAt.getTime() === input.startsAt.getTime());
  if (!slot || !bookable(service, slot, now))
    throw new HttpError(422, msg.notBookable, { starts_at: [msg.notBookable] });
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
    if (holders.some(mine)) throw new HttpError(409, msg.twice);
    if (holders.length >= service.capacity) throw new HttpError(409, msg.full);
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
    if (active >= service.maxActive)
      throw new HttpError(422, msg.limit(service.maxActive), { starts_at: [msg.limit(service.maxActive)] });
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

type ReservationRow = typeof reservations.$inferSelect;

export function toReservation(r: ReservationRow, s: ServiceRow): Reservation {
  return {
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
  };
}

/** A resident's bookings (active and cancelled; unconfirmed ones are not theirs yet), the soonest upcoming first. */
export async function listMine(db: Db, userId: number): Promise<Reservation[]> {
  const rows = await db
    .select({ r: reservations, s: reservationServices })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, ['active', 'cancelled'])))
    .orderBy(desc(reservations.startsAt));
  return rows.map(({ r, s }) => toReservation(r, s));
}

async function withService(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ r: reservations, s: reservationServices })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Cancels before the deadline; after it, a 422 that says why. */
async function cancelRow(db: Db, row: { r: ReservationRow; s: ServiceRow }, now: Date) {
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

/** Someone else's booking is as good as nonexistent: null, for a 404. */
export async function cancelMine(db: Db, userId: number, id: string, now = new Date()) {
  if (!isUuid(id)) return null;
  const row = await withService(db, and(eq(reservations.id, id), eq(reservations.userId, userId))!);
  return row ? cancelRow(db, row, now) : null;
}

export async function byToken(db: Db, token: string, purpose: 'cancel' | 'confirm') {
  const column = purpose === 'cancel' ? reservations.cancelTokenHash : reservations.confirmTokenHash;
  return withService(db, eq(column, hashToken(token)));
}

/** What a page behind a mailed link shows: the service and the time, nothing the person typed. */
export const publicView = (r: ReservationRow, s: ServiceRow) => ({
  service: { slug: s.slug, name: s.name, place: s.place },
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  status: r.status,
});

export async function cancelByToken(db: Db, token: string, now = new Date()) {
  const row = await byToken(db, token, 'cancel');
  return row ? cancelRow(db, row, now) : null;
}

/**
 * Confirms a booking made without an account, if its hold has not run out:
 * under the slot's lock, counting again, so a confirmation at the last second
 * cannot squeeze past a booking that saw the hold as expired. The cancel link
 * goes out only now, so it is made anew.
 */
export async function confirmByToken(db: Db, token: string, now = new Date()) {
  const row = await withService(db, eq(reservations.confirmTokenHash, hashToken(token)));
  if (!row) return null;
  if (row.r.status === 'cancelled') return { ...row, outcome: 'cancelled' as const, cancelToken: null };
  if (row.r.status === 'active') return { ...row, outcome: 'already' as const, cancelToken: null };
  if (row.r.createdAt.getTime() < now.getTime() - PENDING_HOLD_MINUTES * 60_000) return null;
  const cancel = newToken();
  const updated = await db.transaction(async (tx) => {
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
  return updated ? { r: updated, s: row.s, outcome: 'confirmed' as const, cancelToken: cancel.token } : null;
}

/** "čtvrtek 3. 12. 2026 v 9:30" for mails and pages. */
export function bookingWhen(startsAt: Date): string {
  const { date, time } = pragueParts(startsAt);
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', weekday: 'long' }).format(startsAt);
  return `${weekday} ${d}. ${m}. ${y} v ${time.replace(/^0/, '')}`;
}
