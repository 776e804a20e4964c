import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { events } from '../events/schema.server.ts';
import { articles, blogCategories } from '../news/schema.server.ts';
import { noticeCategories, noticeItems } from '../notice-board/schema.server.ts';
import { announcementMail } from './mails.server.ts';
import { announcements, subscribers, subscriberTopics } from './schema.server.ts';
import { subscriptionUrl } from './service.server.ts';

/** Content older than this when first seen (a server that was off for long) is not mailed. */
const RECENT_DAYS = 3;

interface Item {
  key: string;
  /** Subscribers of any of these get it. */
  topics: string[];
  heading: string;
  title: string;
  summary: string;
  path: string;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 400);

/**
 * Mails what has come onto the site (an article at its minute, a notice on its first day, a newly
 * published event) to its confirmed subscribers, once each: every mail is keyed by the item and the
 * subscriber, and the item is noted as announced only after all its mails are queued, so a run that
 * died half-way is finished by the next without a second mail to anyone. The minute's work runs it.
 */
export async function announce(ctx: ServiceContext): Promise<number> {
  const items = [...(await newArticles(ctx)), ...(await newNotices(ctx)), ...(await newEvents(ctx))];
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

const notAnnounced = (key: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${announcements} where ${announcements.item} = ${key})`;

async function newArticles(ctx: ServiceContext): Promise<Item[]> {
  const key = sql`'news:' || ${articles.id}`;
  const since = new Date(ctx.now.getTime() - RECENT_DAYS * 86_400_000);
  const rows = await ctx.db
    .select({
      id: articles.id,
      kind: articles.kind,
      slug: articles.slug,
      title: articles.title,
      perex: articles.perex,
      category: blogCategories.slug,
    })
    .from(articles)
    .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
    .where(
      and(
        lte(articles.publishedAt, ctx.now),
        gte(articles.publishedAt, since),
        or(isNull(articles.unpublishAt), sql`${articles.unpublishAt} > ${ctx.now.toISOString()}::timestamptz`),
        notAnnounced(key),
      ),
    );
  const all = (await ctx.db.select({ slug: blogCategories.slug }).from(blogCategories)).map(
    (c) => `aktuality:${c.slug}`,
  );
  return rows.map((a) => ({
    key: `news:${a.id}`,
    // An article without a category is for everyone who follows the news.
    topics: a.category ? [`aktuality:${a.category}`] : all,
    heading: a.kind === 'blog' ? 'Bloček starostky' : 'Aktuality',
    title: a.title,
    summary: a.perex,
    path: `/${a.kind === 'blog' ? 'blocek-starostky' : 'aktuality'}/${a.slug}`,
  }));
}

async function newNotices(ctx: ServiceContext): Promise<Item[]> {
  const key = sql`'notice:' || ${noticeItems.id}`;
  const today = pragueToday(ctx.now);
  const rows = await ctx.db
    .select({
      id: noticeItems.id,
      slug: noticeItems.slug,
      title: noticeItems.title,
      description: noticeItems.description,
      category: noticeCategories.slug,
    })
    .from(noticeItems)
    .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
    .where(
      and(
        lte(noticeItems.postedOn, today),
        gte(noticeItems.postedOn, addDays(today, -RECENT_DAYS)),
        or(isNull(noticeItems.relevantUntil), gte(noticeItems.relevantUntil, today)),
        notAnnounced(key),
      ),
    );
  return rows.map((n) => ({
    key: `notice:${n.id}`,
    topics: [`deska:${n.category}`],
    heading: 'Úřední deska',
    title: n.title,
    summary: plain(n.description),
    path: `/uredni-deska/${n.slug}`,
  }));
}

async function newEvents(ctx: ServiceContext): Promise<Item[]> {
  const key = sql`'event:' || ${events.id}`;
  const rows = await ctx.db
    .select({ id: events.id, slug: events.slug, title: events.title, perex: events.perex })
    .from(events)
    .where(and(eq(events.status, 'published'), gte(events.endsAt, ctx.now), notAnnounced(key)));
  return rows.map((e) => ({
    key: `event:${e.id}`,
    topics: ['akce'],
    heading: 'Akce ve městě',
    title: e.title,
    summary: e.perex,
    path: `/akce/${e.id}/${e.slug}`,
  }));
}
