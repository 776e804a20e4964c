import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { hashToken } from '../../../server/lib/tokens.ts';
import { reservationServices, reservations } from './schema.server.ts';
import type { LookupInput, PublicReservation, Reservation } from './schemas.ts';
import { publicView, toReservation } from './views.server.ts';

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

export async function withService(db: Db, where: SQL) {
  const [row] = await db
    .select({ r: reservations, s: reservationServices })
    .from(reservations)
    .innerJoin(reservationServices, eq(reservationServices.id, reservations.serviceId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function byToken(db: Db, token: string, purpose: 'cancel' | 'confirm') {
  const column = purpose === 'cancel' ? reservations.cancelTokenHash : reservations.confirmTokenHash;
  return withService(db, eq(column, hashToken(token)));
}

/** The booking behind a mailed link, for the page that asks before it does anything; an unknown link is a 404. */
export async function lookup(ctx: Pick<ServiceContext, 'db'>, input: LookupInput): Promise<PublicReservation> {
  const found = await byToken(ctx.db, input.token, input.purpose);
  if (!found) throw notFound();
  return publicView(found.r, found.s);
}
