import { and, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { idsIn, indexChanged, plainText, type SearchSource } from '../search/service.server.ts';
import { ARTICLE_PATHS } from './paths.ts';
import { articles } from './schema.server.ts';

/**
 * The news and the mayor's blog in the search: published articles, a scheduled one already (it is
 * found from its minute on), until they leave the site.
 */
export const articleSearch: SearchSource = {
  types: ['news', 'blog'],
  async documents(db, now, ids) {
    const rows = await db
      .select()
      .from(articles)
      .where(
        and(
          isNotNull(articles.publishedAt),
          or(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)),
          idsIn(articles.id, ids),
        ),
      );
    // Each is published (the query asks for it); the type learns it here.
    return rows.flatMap(({ publishedAt, ...a }) =>
      publishedAt === null
        ? []
        : [
            {
              type: a.kind,
              refId: a.id,
              url: `${ARTICLE_PATHS[a.kind].list}/${a.slug}`,
              title: a.title,
              text: plainText(`${a.perex} ${a.body}`),
              dated: publishedAt,
              visibleFrom: publishedAt,
            },
          ],
    );
  },
};

/**
 * How many articles came out or left the site after `since` up to now: those whose minute has come.
 * Those that left, leave the search too (one scheduled for the minute is already there, found from it).
 */
export async function cameDue(ctx: Pick<ServiceContext, 'db' | 'now'>, since: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: articles.id, left: sql<boolean>`${articles.unpublishAt} <= ${ctx.now.toISOString()}::timestamptz` })
    .from(articles)
    .where(
      or(
        and(gt(articles.publishedAt, since), lte(articles.publishedAt, ctx.now)),
        and(gt(articles.unpublishAt, since), lte(articles.unpublishAt, ctx.now)),
      ),
    );
  await indexChanged(
    ctx,
    articleSearch,
    due.filter((a) => a.left).map((a) => a.id),
  );
  return due.length;
}
