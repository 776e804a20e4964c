import { formDefinitions, formPath } from '../../../../common/forms/registry.ts';
import { SECTIONS } from '../site-paths.server.ts';
import type { Route } from './+types/sitemap-xml';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * `sitemap.xml` for search engines: the sections' own addresses, and every article, event, album,
 * content page, life situation and product on the site now, as the search index holds them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // The configured address, never the request's Host header: these answers are cached publicly.
  const origin = context.publicUrl;
  const { ctx, services } = context;
  const [indexed, bookable] = await Promise.all([
    services.search.indexedPages(ctx, ['news', 'blog', 'event', 'gallery', 'page', 'situation', 'product']),
    services.reservations.services(ctx),
  ]);
  const paths = [
    // The sections, less the account, the login and the search: nothing there for a search engine.
    ...SECTIONS.map((section) => section.path).filter((path) => !['/ucet', '/login', '/hledani'].includes(path)),
    '/uredni-deska?archiv=1',
    ...formDefinitions.map(formPath),
    ...bookable.map((b) => `/potrebuji-vyridit/${b.slug}/rezervace`),
    ...indexed.map((p) => p.url),
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
