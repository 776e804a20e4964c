import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { serviceRow } from './catalogue.server.ts';
import { reservationClosures, reservations } from './schema.server.ts';
import { type AvailabilityDay, PENDING_HOLD_MINUTES, type SlotsQuery } from './schemas.ts';
import { bookable, closedReason, daySlots, daysIn } from './slots.ts';

/** A booking takes its slot while active, or while pending and still inside the hold. */
export const holdsSlot = (now: Date) =>
  or(
    eq(reservations.status, 'active'),
    and(
      eq(reservations.status, 'pending'),
      gt(reservations.createdAt, new Date(now.getTime() - PENDING_HOLD_MINUTES * 60_000)),
    ),
  )!;

export async function closuresOf(db: Db, serviceId: number, from: string, to: string) {
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
