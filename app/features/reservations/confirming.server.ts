import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { newToken } from '../../../server/lib/tokens.ts';
import { holdsSlot } from './availability.server.ts';
import { byToken } from './lookups.server.ts';
import { bookingConfirmedMail } from './mails.server.ts';
import { reservationSlots, reservations } from './schema.server.ts';
import { type ConfirmedReservation, PENDING_HOLD_MINUTES } from './schemas.ts';
import { link, mailed, publicView } from './views.server.ts';

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
