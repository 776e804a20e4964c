import { formDefinitions, formPath } from '../../../../common/forms/registry.ts';
import { eventPath } from '../../events/paths.ts';
import { ARTICLE_PATHS } from '../../news/paths.ts';
import { pagePath } from '../../pages/paths.ts';
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
  const { ctx, services } = context;
  const everything = { page: 1, perPage: 100 };
  const [pages, news, blog, events, galleries, overviews, topics, bookable, shop] = await Promise.all([
    services.pages.list(ctx, everything),
    services.news.list(ctx, { type: 'news', page: 1, perPage: 100, featured: false }),
    services.news.list(ctx, { type: 'blog', page: 1, perPage: 100, featured: false }),
    services.events.list(ctx, { page: 1, perPage: 100, once: true, past: false }),
    services.galleries.list(ctx, everything),
    services.pages.overviewList(ctx),
    services.eServices.topics(ctx),
    services.reservations.services(ctx),
    services.shop.productList(ctx, {}),
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
    '/odber',
    '/obchod',
    '/stores',
    ...shop.products.map((p) => `/${p.slug}`),
    ...topics.flatMap((t) => t.situations.map((s) => `/potrebuji-vyridit/${s.slug}`)),
    ...formDefinitions.map(formPath),
    ...bookable.map((b) => `/potrebuji-vyridit/${b.slug}/rezervace`),
    ...articlePaths,
    ...events.rows.map(eventPath),
    ...galleries.rows.map((g) => `/galerie/${g.slug}`),
    ...overviews.map((o) => `/prehled/${o.slug}`),
    ...pages.rows.map((page) => pagePath(page.slug)),
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
