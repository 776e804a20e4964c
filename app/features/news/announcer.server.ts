import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Announcer } from '../subscriptions/service.server.ts';
import { ARTICLE_PATHS } from './paths.ts';
import { articles, blogCategories } from './schema.server.ts';

/** The news to subscribe to by category; an article without one goes to everyone who follows the news. */
export const articleAnnouncer: Announcer = {
  async topicGroup(ctx) {
    const categories = await ctx.db
      .select({ slug: blogCategories.slug, name: blogCategories.name })
      .from(blogCategories)
      .orderBy(asc(blogCategories.name));
    return { name: 'Aktuality', topics: categories.map((c) => ({ key: `aktuality:${c.slug}`, name: c.name })) };
  },
  async lately(ctx, days) {
    const since = new Date(ctx.now.getTime() - days * 86_400_000);
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
        ),
      );
    const everyCategory = (await ctx.db.select({ slug: blogCategories.slug }).from(blogCategories)).map(
      (c) => `aktuality:${c.slug}`,
    );
    return rows.map((a) => ({
      key: `news:${a.id}`,
      topics: a.category ? [`aktuality:${a.category}`] : everyCategory,
      heading: ARTICLE_PATHS[a.kind].name,
      title: a.title,
      summary: a.perex,
      path: `${ARTICLE_PATHS[a.kind].list}/${a.slug}`,
    }));
  },
};
