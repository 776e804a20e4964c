import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { plainText } from '../search/service.server.ts';
import type { Announcer } from '../subscriptions/service.server.ts';
import { noticeCategories, noticeItems } from './schema.server.ts';

/** The notice board to subscribe to by category: a notice is mailed on its first day on the board. */
export const noticeAnnouncer: Announcer = {
  async topicGroup(ctx) {
    const categories = await ctx.db
      .select({ slug: noticeCategories.slug, name: noticeCategories.name })
      .from(noticeCategories)
      .orderBy(asc(noticeCategories.position), asc(noticeCategories.name));
    return { name: 'Úřední deska', topics: categories.map((c) => ({ key: `deska:${c.slug}`, name: c.name })) };
  },
  async lately(ctx, days) {
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
          gte(noticeItems.postedOn, addDays(today, -days)),
          or(isNull(noticeItems.relevantUntil), gte(noticeItems.relevantUntil, today)),
        ),
      );
    return rows.map((n) => ({
      key: `notice:${n.id}`,
      topics: [`deska:${n.category}`],
      heading: 'Úřední deska',
      title: n.title,
      summary: plainText(n.description).slice(0, 400),
      path: `/uredni-deska/${n.slug}`,
    }));
  },
};
