import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { addDays, pragueParts, pragueTime, pragueToday } from '../../../common/dates.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { bookingCancelledMail } from './mails.server.ts';
import { reservationClosures, reservationServices, reservations } from './schema.server.ts';
import {
  type AttendanceInput,
  type CloseDayInput,
  DESK_MESSAGES,
  type DeskDay,
  type DeskService,
  reservationMessages,
  type ServiceRulesInput,
} from './schemas.ts';
import { closedReason } from './slots.ts';

// The booking desk's clerks (section `bookings`): a day's bookings with what was recorded at the desk,
// the office's cancellations, closed days, and each service's rules.

type ServiceRow = typeof reservationServices.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/** The answers as the service asked: each question's label and the chosen option's label. */
function answersOf(service: ServiceRow, answers: Record<string, string>) {
  return service.questions.flatMap((q) => {
    const value = answers[q.name];
    if (!value) return [];
    const option = 'options' in q ? q.options?.find((o) => o.value === value) : undefined;
    return [{ label: q.label, value: option?.label ?? value }];
  });
}

/** The bounds of a Prague day as instants, across a clock change too. */
const dayBounds = (date: string) => ({ from: pragueTime(date, '00:00'), to: pragueTime(addDays(date, 1), '00:00') });

/**
 * A day at the booking desk: each service with the bookings of that day by time (the unconfirmed
 * ones too, as they hold places), what was recorded at the desk, and whether the day is closed.
 */
export async function deskDay(ctx: ServiceContext, date = pragueToday(ctx.now)): Promise<DeskDay> {
  requireStaff(ctx, 'bookings');
  const { from, to } = dayBounds(date);
  const [services, rows, closures] = await Promise.all([
    ctx.db.select().from(reservationServices).orderBy(asc(reservationServices.position)),
    ctx.db
      .select()
      .from(reservations)
      .where(and(gte(reservations.startsAt, from), lt(reservations.startsAt, to)))
      .orderBy(asc(reservations.startsAt), asc(reservations.createdAt)),
    ctx.db.select().from(reservationClosures).where(eq(reservationClosures.date, date)),
  ]);
  return {
    date,
    services: services.map((s) => {
      const closure = closures.find((c) => c.serviceId === s.id) ?? closures.find((c) => c.serviceId === null) ?? null;
      const own = rows.filter((r) => r.serviceId === s.id);
      return {
        slug: s.slug,
        name: s.name,
        place: s.place,
        capacity: s.capacity,
        closed_reason: closedReason(s, date, new Map(closure ? [[date, closure.reason]] : [])),
        closure: closure ? { id: closure.id, whole_office: closure.serviceId === null } : null,
        bookings: own
          .filter((r) => r.status !== 'cancelled')
          .map((r) => ({
            id: r.id,
            time: pragueParts(r.startsAt).time,
            starts_at: r.startsAt.toISOString(),
            name: r.name,
            email: r.email,
            phone: r.phone,
            note: r.note,
            answers: answersOf(s, r.answers),
            status: r.status,
            attendance: r.attendance,
          })),
        cancelled: own.filter((r) => r.status === 'cancelled').length,
      };
    }),
  };
}

async function bookingRow(ctx: ServiceContext, id: string) {
  if (!isUuid(id)) throw notFound('Rezervace neexistuje.');
  const [row] = await ctx.db
    .select({ r: reservations, s: reservationServices })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(eq(reservations.id, id));
  if (!row) throw notFound('Rezervace neexistuje.');
  return row;
}

/** Records at the desk that the person came, or did not (`none` takes it back); from the booking's day on. */
export async function markAttendance(ctx: ServiceContext, id: string, input: AttendanceInput) {
  const actor = requireStaff(ctx, 'bookings');
  const { r, s } = await bookingRow(ctx, id);
  if (r.status === 'cancelled') throw new HttpError(409, DESK_MESSAGES.cancelled);
  if (pragueToday(r.startsAt) > pragueToday(ctx.now)) throw new HttpError(409, DESK_MESSAGES.tooEarly);
  const attendance = input.attendance === 'none' ? null : input.attendance;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ attendance, attendanceAt: attendance ? ctx.now : null, attendanceBy: attendance ? actor.id : null })
      .where(eq(reservations.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: `booking.${input.attendance}`,
      entity: 'booking',
      entityId: id,
      summary: { service: s.slug, at: r.startsAt.toISOString() },
    });
  });
  return { attendance };
}

const againUrl = (ctx: ServiceContext, s: ServiceRow) =>
  `${ctx.config.PUBLIC_URL}/potrebuji-vyridit/${s.slug}/rezervace`;

/** The people whose bookings the office cancelled are told why, with a link to book another time. */
async function mailCancelled(ctx: ServiceContext, rows: { r: ReservationRow; s: ServiceRow }[], reason: string) {
  for (const { r, s } of rows)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      bookingCancelledMail(
        r.email,
        { id: r.id, startsAt: r.startsAt, endsAt: r.endsAt, serviceName: s.name, place: s.place },
        reason,
        againUrl(ctx, s),
      ),
    );
}

/** The office cancels one booking, whenever (no deadline for the office), and tells the person why. */
export async function officeCancel(ctx: ServiceContext, id: string, input: { reason: string }) {
  const actor = requireStaff(ctx, 'bookings');
  const row = await bookingRow(ctx, id);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: ctx.now, cancelReason: input.reason, cancelledBy: actor.id })
      .where(and(eq(reservations.id, id), inArray(reservations.status, ['active', 'pending'])))
      .returning();
    if (!updated) throw new HttpError(409, reservationMessages.alreadyCancelled);
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'booking.cancelled',
      entity: 'booking',
      entityId: id,
      summary: { service: row.s.slug, at: row.r.startsAt.toISOString(), reason: input.reason },
    });
    return updated;
  });
  await mailCancelled(ctx, [{ r: cancelled, s: row.s }], input.reason);
  return { cancelled: 1 };
}

/**
 * Closes a day for one service or the whole office: nobody can book it any more, and every booking
 * already made for it is cancelled in the same transaction; then each person is mailed why, with a
 * link to book again. A day closed already for that service is a 409; a past day a 422.
 */
export async function closeDay(ctx: ServiceContext, input: CloseDayInput) {
  const actor = requireStaff(ctx, 'bookings');
  if (input.date < pragueToday(ctx.now)) throw new HttpError(422, DESK_MESSAGES.past, { date: [DESK_MESSAGES.past] });
  const [service] = input.service
    ? await ctx.db.select().from(reservationServices).where(eq(reservationServices.slug, input.service))
    : [null];
  if (service === undefined) throw new HttpError(422, 'Taková služba není.', { service: ['Taková služba není.'] });
  const { from, to } = dayBounds(input.date);
  const done = await ctx.db.transaction(async (tx) => {
    // One closing of a day at a time, so two clerks closing it at once make one closure.
    await tx.execute(sql`select pg_advisory_xact_lock(7403, hashtext(${input.date}))`);
    const [existing] = await tx
      .select({ id: reservationClosures.id })
      .from(reservationClosures)
      .where(
        and(
          eq(reservationClosures.date, input.date),
          service ? eq(reservationClosures.serviceId, service.id) : isNull(reservationClosures.serviceId),
        ),
      );
    if (existing) throw new HttpError(409, DESK_MESSAGES.closedAlready);
    const closure = await oneRow(
      tx
        .insert(reservationClosures)
        .values({ serviceId: service?.id ?? null, date: input.date, reason: input.reason, createdBy: actor.id })
        .returning({ id: reservationClosures.id }),
    );
    const cancelled = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: ctx.now, cancelReason: input.reason, cancelledBy: actor.id })
      .where(
        and(
          gte(reservations.startsAt, from),
          lt(reservations.startsAt, to),
          inArray(reservations.status, ['active', 'pending']),
          service ? eq(reservations.serviceId, service.id) : undefined,
        ),
      )
      .returning();
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'booking-day.closed',
      entity: 'booking-day',
      entityId: `${input.date}${service ? `/${service.slug}` : ''}`,
      summary: { reason: input.reason, cancelled: cancelled.length },
    });
    return { closureId: closure.id, cancelled };
  });
  const services = new Map((await ctx.db.select().from(reservationServices)).map((s) => [s.id, s]));
  const withService = (r: ReservationRow) => {
    const s = services.get(r.serviceId);
    // The column is a foreign key to the services, all of which were read.
    if (!s) throw new Error(`The service ${r.serviceId} of a booking was not read.`);
    return { r, s };
  };
  await mailCancelled(ctx, done.cancelled.map(withService), input.reason);
  return { closure_id: done.closureId, cancelled: done.cancelled.length };
}

/** Opens a closed day again; the bookings cancelled with it stay cancelled (their people were told). */
export async function reopenDay(ctx: ServiceContext, closureId: number) {
  const actor = requireStaff(ctx, 'bookings');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx.delete(reservationClosures).where(eq(reservationClosures.id, closureId)).returning();
    if (!removed) throw notFound('Uzavření neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'booking-day.reopened',
      entity: 'booking-day',
      entityId: removed.date,
      summary: { reason: removed.reason },
    });
  });
}

/** Each service's rules and its closures from today on, for the desk to edit. */
export async function deskServices(ctx: ServiceContext): Promise<DeskService[]> {
  requireStaff(ctx, 'bookings');
  const today = pragueToday(ctx.now);
  const [services, closures] = await Promise.all([
    ctx.db.select().from(reservationServices).orderBy(asc(reservationServices.position)),
    ctx.db
      .select()
      .from(reservationClosures)
      .where(gte(reservationClosures.date, today))
      .orderBy(asc(reservationClosures.date)),
  ]);
  return services.map((s) => ({
    slug: s.slug,
    name: s.name,
    place: s.place,
    weekly: s.weekly,
    slot_minutes: s.slotMinutes,
    capacity: s.capacity,
    horizon_days: s.horizonDays,
    lead_minutes: s.leadMinutes,
    cancel_hours: s.cancelHours,
    max_active: s.maxActive,
    closures: closures
      .filter((c) => c.serviceId === s.id || c.serviceId === null)
      .map((c) => ({ id: c.id, date: c.date, reason: c.reason, whole_office: c.serviceId === null })),
  }));
}

export async function deskService(ctx: ServiceContext, slug: string): Promise<DeskService> {
  const found = (await deskServices(ctx)).find((s) => s.slug === slug);
  if (!found) throw notFound('Taková služba není.');
  return found;
}

/**
 * A service's weekly template, slot length, counters and limits. Bookings already made keep their
 * times; the new rules apply to what is booked from now on.
 */
export async function saveServiceRules(ctx: ServiceContext, slug: string, input: ServiceRulesInput) {
  const actor = requireStaff(ctx, 'bookings');
  const before = await deskService(ctx, slug);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(reservationServices)
      .set({
        weekly: input.weekly,
        slotMinutes: input.slot_minutes,
        capacity: input.capacity,
        horizonDays: input.horizon_days,
        leadMinutes: input.lead_minutes,
        cancelHours: input.cancel_hours,
        maxActive: input.max_active,
      })
      .where(eq(reservationServices.slug, slug));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'booking-service.saved',
      entity: 'booking-service',
      entityId: slug,
      summary: {
        capacity: before.capacity === input.capacity ? input.capacity : `${before.capacity} → ${input.capacity}`,
        slot:
          before.slot_minutes === input.slot_minutes
            ? input.slot_minutes
            : `${before.slot_minutes} → ${input.slot_minutes}`,
      },
    });
  });
  return deskService(ctx, slug);
}
