import type { ServerLoadContext } from '../../../lib/load-context.ts';
import { pageParam } from '../../../lib/paging.ts';
import type { ArticleKind } from '../schemas.ts';

export const ARTICLES_PER_PAGE = 12;

/** A page of articles (list pages), with the categories for the filter. */
export async function loadArticleList(context: ServerLoadContext, url: URL, kind: ArticleKind) {
  const { news } = context.services;
  const page = pageParam(url);
  const param = url.searchParams.get('kategorie') ?? '';
  const category = /^[a-z0-9-]{1,100}$/.test(param) ? param : undefined;
  const [list, categories] = await Promise.all([
    news.list(context.ctx, { type: kind, page, perPage: ARTICLES_PER_PAGE, category, featured: false }),
    kind === 'news' ? news.categories(context.ctx, { page: 1, perPage: 100 }) : null,
  ]);
  return {
    articles: list.rows,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / ARTICLES_PER_PAGE)),
    category: category ?? null,
    categories: categories?.rows ?? [],
  };
}

export async function loadArticle(context: ServerLoadContext, kind: ArticleKind, slug: string) {
  return { article: await context.services.news.get(context.ctx, kind, slug) };
}
