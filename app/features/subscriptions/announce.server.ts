import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { allAnnouncers } from './announcers.server.ts';
import { announcementMail } from './mails.server.ts';
import { announcements, subscribers, subscriberTopics } from './schema.server.ts';
import { subscriptionUrl } from './service.server.ts';

/** Content older than this when first seen (a server that was off for long) is not mailed. */
const RECENT_DAYS = 3;

/**
 * Mails what has come onto the site (an article at its minute, a notice on its first day, a newly
 * published event) to its confirmed subscribers, once each: every mail is keyed by the item and the
 * subscriber, and the item is noted as announced only after all its mails are queued, so a run that
 * died half-way is finished by the next without a second mail to anyone. The minute's work runs it.
 */
export async function announce(ctx: ServiceContext): Promise<number> {
  const lately = (await Promise.all(allAnnouncers().map((a) => a.lately(ctx, RECENT_DAYS)))).flat();
  const done =
    lately.length === 0
      ? new Set<string>()
      : new Set(
          (
            await ctx.db
              .select({ item: announcements.item })
              .from(announcements)
              .where(
                inArray(
                  announcements.item,
                  lately.map((item) => item.key),
                ),
              )
          ).map((row) => row.item),
        );
  const items = lately.filter((item) => !done.has(item.key));
  for (const item of items) {
    const readers = await ctx.db
      .selectDistinct({ id: subscribers.id, email: subscribers.email, token: subscribers.token })
      .from(subscribers)
      .innerJoin(subscriberTopics, eq(subscriberTopics.subscriberId, subscribers.id))
      .where(and(isNotNull(subscribers.confirmedAt), inArray(subscriberTopics.topic, item.topics)));
    for (const r of readers) {
      const mail = announcementMail(
        r.email,
        { ...item, url: `${ctx.config.PUBLIC_URL}${item.path}` },
        { manage: subscriptionUrl(ctx, r.token), unsubscribe: subscriptionUrl(ctx, r.token, '/zrusit') },
      );
      await ctx.mailer.send(mail, { key: `announce:${item.key}:${r.id}` });
    }
    await ctx.db.insert(announcements).values({ item: item.key, announcedAt: ctx.now }).onConflictDoNothing();
  }
  return items.length;
}
