import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { addDays, formatDay, pragueParts } from '../../../common/dates.ts';
import { users } from '../../../server/db/schema/users.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { WASTE_KINDS } from './bins.ts';
import { pickupReminderMail } from './mails.server.ts';
import { pickups } from './schedule.ts';
import { pickupOrders, wasteAddresses, wasteBinLinks, wasteBins } from './schema.server.ts';

/** The evening before: from 18:00 until 22:00, never at night. */
const FROM = '18:00';
const UNTIL = '22:00';

/**
 * Mails the residents who asked for it (per bin) the evening before a pickup of the bin, a regular
 * one (moved by a holiday as the calendar moves it) or an extra one ordered for tomorrow. Run every
 * minute within the hours, so a server down at 18:00 catches up; each (bin, day) once.
 */
export async function remindPickups(ctx: ServiceContext): Promise<number> {
  const { date: today, time } = pragueParts(ctx.now);
  if (time < FROM || time >= UNTIL) return 0;
  const tomorrow = addDays(today, 1);
  const links = await ctx.db
    .select({ link: wasteBinLinks, bin: wasteBins, address: wasteAddresses, email: users.email })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .innerJoin(users, eq(users.id, wasteBinLinks.userId))
    .where(
      and(
        eq(wasteBinLinks.remind, true),
        or(isNull(wasteBinLinks.remindedFor), ne(wasteBinLinks.remindedFor, tomorrow)),
      ),
    );
  let sent = 0;
  for (const { link, bin, address, email } of links) {
    const regular = pickups(bin, tomorrow, tomorrow).some((p) => p.date === tomorrow);
    const extra =
      !regular &&
      (
        await ctx.db
          .select({ id: pickupOrders.id })
          .from(pickupOrders)
          .where(and(eq(pickupOrders.binId, bin.id), eq(pickupOrders.date, tomorrow)))
          .limit(1)
      ).length > 0;
    if (!regular && !extra) continue;
    const mail = pickupReminderMail(email, {
      bin: `${WASTE_KINDS[bin.kind] ?? bin.kind}, ${bin.volume} l`,
      address: `${address.street}, ${address.city}`,
      day: formatDay(tomorrow),
      url: `${ctx.config.PUBLIC_URL}/ucet/moje-odpady/nadoba/${bin.id}`,
    });
    await ctx.mailer.send(mail, { key: `pickup-reminder:${link.id}:${tomorrow}` });
    await ctx.db.update(wasteBinLinks).set({ remindedFor: tomorrow }).where(eq(wasteBinLinks.id, link.id));
    sent++;
  }
  return sent;
}
