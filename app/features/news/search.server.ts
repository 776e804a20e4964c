import { and, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { idsIn, plainText, type SearchSource } from '../search/service.server.ts';
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
    return rows.map((a) => ({
      type: a.kind,
      refId: a.id,
      url: `${ARTICLE_PATHS[a.kind].list}/${a.slug}`,
      title: a.title,
      text: plainText(`${a.perex} ${a.body}`),
      dated: a.publishedAt!,
      visibleFrom: a.publishedAt!,
    }));
  },
};
