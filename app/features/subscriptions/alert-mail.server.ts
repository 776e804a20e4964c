import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../../server/db/schema/users.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { streetName } from '../../../server/lib/streets.ts';
import { wasteAddresses, wasteBinLinks, wasteBins } from '../waste/schema.server.ts';
import { announcementMail } from './mails.server.ts';
import { subscribers, subscriberTopics } from './schema.server.ts';
import { ALERTS_TOPIC } from './schemas.ts';
import { subscriptionUrl } from './service.server.ts';

/** A subscriber's streets, lowercased: their account address's street and that of every bin they added. */
const knownStreets = sql`(
  select lower(${streetName(users.street)}) from ${users}
    where ${users.id} = ${subscribers.userId} and ${users.street} is not null
  union
  select lower(${streetName(wasteAddresses.street)}) from ${wasteBinLinks}
    join ${wasteBins} on ${wasteBins.id} = ${wasteBinLinks.binId}
    join ${wasteAddresses} on ${wasteAddresses.id} = ${wasteBins.addressId}
    where ${wasteBinLinks.userId} = ${subscribers.userId}
)`;

/**
 * Mails a crisis alert to the confirmed subscribers of the alerts: to all of them, or, for an alert
 * on some streets, to those whose known address (the account's, or a bin's in the waste register)
 * is on one of them, and to those whose address is not known, since nobody should miss a warning
 * for not having told us where they live. Each mail is keyed by the alert and the subscriber, so a
 * run cut short is finished without a second mail to anyone. Resolves to how many were mailed.
 */
export async function mailAlert(
  ctx: ServiceContext,
  alert: { id: number; heading: string; title: string; text: string; streets: string[] },
): Promise<number> {
  const onStreets = alert.streets.map((s) => s.toLowerCase());
  const readers = await ctx.db
    .select({ id: subscribers.id, email: subscribers.email, token: subscribers.token })
    .from(subscribers)
    .innerJoin(
      subscriberTopics,
      and(eq(subscriberTopics.subscriberId, subscribers.id), eq(subscriberTopics.topic, ALERTS_TOPIC)),
    )
    .where(
      and(
        isNotNull(subscribers.confirmedAt),
        onStreets.length === 0
          ? undefined
          : sql`(not exists ${knownStreets} or exists (select 1 from ${knownStreets} as known(street)
              where known.street in (${sql.join(
                onStreets.map((s) => sql`${s}`),
                sql`, `,
              )})))`,
      ),
    );
  for (const r of readers) {
    const mail = announcementMail(
      r.email,
      {
        heading: alert.heading,
        title: alert.title,
        summary: alert.streets.length ? `${alert.text}\n\nTýká se ulic: ${alert.streets.join(', ')}.` : alert.text,
        url: `${ctx.config.PUBLIC_URL}/`,
      },
      { manage: subscriptionUrl(ctx, r.token), unsubscribe: subscriptionUrl(ctx, r.token, '/zrusit') },
    );
    await ctx.mailer.send(mail, { key: `alert:${alert.id}:${r.id}` });
  }
  return readers.length;
}
