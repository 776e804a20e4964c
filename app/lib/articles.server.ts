import { data } from 'react-router';
import type { Article, ArticleKind, ArticleSummary } from '../../common/articles.ts';
import type { ServerLoadContext } from './load-context.ts';
import { pageParam } from './paging.ts';

export const ARTICLES_PER_PAGE = 12;

/** A page of articles (list pages), with the categories for the filter. */
export async function loadArticleList(context: ServerLoadContext, request: Request, kind: ArticleKind) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const category = url.searchParams.get('kategorie') ?? '';
  const query = new URLSearchParams({ type: kind, page: String(page), perPage: String(ARTICLES_PER_PAGE) });
  if (/^[a-z0-9-]{1,100}$/.test(category)) query.set('category', category);
  const [list, categories] = await Promise.all([
    context.api.get<{ data: ArticleSummary[]; meta: { total: number } }>(`/api/blog/posts?${query}`),
    kind === 'news'
      ? context.api.get<{ data: { slug: string; name: string }[] }>('/api/blog/categories/list')
      : Promise.resolve(null),
  ]);
  if (list.status !== 200) throw data('This page could not be found', { status: 404 });
  return {
    articles: list.data.data,
    total: list.data.meta.total,
    page,
    pages: Math.max(1, Math.ceil(list.data.meta.total / ARTICLES_PER_PAGE)),
    category: query.get('category'),
    categories: categories?.status === 200 ? categories.data.data : [],
  };
}

export async function loadArticle(context: ServerLoadContext, kind: ArticleKind, slug: string) {
  const response = await context.api.get<{ data: Article }>(`/api/blog/posts/${encodeURIComponent(slug)}?type=${kind}`);
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { article: response.data.data };
}
