import { formDefinitions, formPath } from '../../common/forms/registry.ts';
import type { GallerySummary } from '../../common/galleries.ts';
import { eventPath } from '../features/events/paths.ts';
import { ARTICLE_PATHS } from '../features/news/paths.ts';
import { pagePath } from '../features/pages/paths.ts';
import type { PageSummary } from '../features/pages/schemas.ts';
import type { Route } from './+types/sitemap-xml';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * `sitemap.xml` for search engines: the pages that exist so far. Each later
 * section adds its own pages here when it arrives.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // The configured address, never the request's Host header: these answers are cached publicly.
  const origin = context.publicUrl;
  const [response, news, blog, events, galleries, overviews, services, bookable] = await Promise.all([
    context.api.get<{ data: PageSummary[] }>('/api/pages'),
    context.services.news.list(context.ctx, { type: 'news', page: 1, perPage: 100, featured: false }),
    context.services.news.list(context.ctx, { type: 'blog', page: 1, perPage: 100, featured: false }),
    context.services.events.list(context.ctx, { page: 1, perPage: 100, once: true, past: false }),
    context.api.get<{ data: GallerySummary[] }>('/api/galleries?perPage=100'),
    context.api.get<{ data: { slug: string }[] }>('/api/overviews'),
    context.services.eServices.topics(context.ctx),
    context.api.get<{ data: { slug: string }[] }>('/api/reservations/services'),
  ]);
  const articlePaths = [...news.rows, ...blog.rows].map(
    (article) => `${ARTICLE_PATHS[article.kind].list}/${article.slug}`,
  );
  const paths = [
    '/',
    '/mapa-stranek',
    '/identitaobcana',
    '/caj-se-starostkou',
    '/registrace',
    '/aktuality',
    '/blocek-starostky',
    '/akce',
    '/akce/kalendar',
    '/akce/nova',
    '/galerie',
    '/uredni-deska',
    '/uredni-deska?archiv=1',
    '/adresy-a-uredni-hodiny',
    '/dokumenty',
    '/smlouvy',
    '/vyhlasky-a-narizeni',
    '/zpravodaj',
    '/samosprava',
    '/zastupitelstvo',
    '/rada',
    '/urad',
    '/contacts',
    '/telefonni-seznam',
    '/potrebuji-vyridit',
    ...services.flatMap((t) => t.situations.map((s) => `/potrebuji-vyridit/${s.slug}`)),
    ...formDefinitions.map(formPath),
    ...(bookable.data?.data ?? []).map((b) => `/potrebuji-vyridit/${b.slug}/rezervace`),
    ...articlePaths,
    ...events.rows.map(eventPath),
    ...(galleries.data?.data ?? []).map((g) => `/galerie/${g.slug}`),
    ...(overviews.data?.data ?? []).map((o) => `/prehled/${o.slug}`),
    ...(response.status === 200 ? response.data.data.map((page) => pagePath(page.slug)) : []),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
