import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../../server/db/schema/users.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { streetName } from '../../../server/lib/streets.ts';
import { binStreetsOf } from '../waste/service.server.ts';
import { announcementMail } from './mails.server.ts';
import { subscribers, subscriberTopics } from './schema.server.ts';
import { ALERTS_TOPIC } from './schemas.ts';
import { subscriptionUrl } from './service.server.ts';

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
  const onStreets = new Set(alert.streets.map((s) => s.toLowerCase()));
  const subscribed = await ctx.db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      token: subscribers.token,
      userId: subscribers.userId,
      street: sql<string | null>`lower(${streetName(users.street)})`,
    })
    .from(subscribers)
    .innerJoin(
      subscriberTopics,
      and(eq(subscriberTopics.subscriberId, subscribers.id), eq(subscriberTopics.topic, ALERTS_TOPIC)),
    )
    .leftJoin(users, eq(users.id, subscribers.userId))
    .where(isNotNull(subscribers.confirmedAt));
  // A subscriber's streets: their account address's and that of every bin they added.
  const bins =
    onStreets.size === 0
      ? new Map<number, string[]>()
      : await binStreetsOf(
          ctx,
          subscribed.flatMap((r) => (r.userId === null ? [] : [r.userId])),
        );
  const readers = subscribed.filter((r) => {
    if (onStreets.size === 0) return true;
    const known = [...(r.street ? [r.street] : []), ...(r.userId === null ? [] : (bins.get(r.userId) ?? []))];
    return known.length === 0 || known.some((street) => onStreets.has(street));
  });
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
