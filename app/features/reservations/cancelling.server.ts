import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import type { ServiceRow } from './catalogue.server.ts';
import { byToken, withService } from './lookups.server.ts';
import { reservations } from './schema.server.ts';
import { reservationMessages as msg, type Reservation } from './schemas.ts';
import { type ReservationRow, toReservation } from './views.server.ts';

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

/** Cancels by the link of the confirmation mail, without logging in; a second time is a 409. */
export async function cancelByLink(ctx: Pick<ServiceContext, 'db' | 'now'>, input: { token: string }) {
  const row = await byToken(ctx.db, input.token, 'cancel');
  if (!row) throw notFound();
  return cancelRow(ctx.db, row, ctx.now);
}
