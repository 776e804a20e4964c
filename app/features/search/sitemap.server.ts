import type { FastifyPluginAsync } from 'fastify';
import { formDefinitions, formPath } from '../../../common/forms/registry.ts';
import { apiContext, type ServiceContext } from '../../../server/lib/service-context.ts';
import { services as bookableServices } from '../reservations/service.server.ts';
import { indexedPageCounts, indexedPagesWindow } from './service.server.ts';
import { SECTIONS } from './site-paths.server.ts';
import {
  parsePart,
  partWindow,
  SITEMAP_URL_LIMIT,
  type SitemapPart,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
} from './sitemap-files.ts';
import type { SearchType } from './types.ts';

/*
 * `/sitemap.xml` is an index of files split by kind, then into parts of at most SITEMAP_URL_LIMIT
 * addresses: `/sitemap-sections-1.xml`, `/sitemap-news-1.xml`, … `/sitemap-event-2.xml` (as
 * WordPress and Yoast do). By kind rather than one numbered run, because
 * - a page stays in its kind's file (new ones are added at its end), where one run would move every
 *   later page to another file each time an article is added;
 * - the search engines' consoles report what they indexed file by file: the office sees it per kind;
 * - a part is a window of one type along the search index's unique (type, item id) index, so its
 *   query skips at most one type's earlier parts.
 * Served by Fastify rather than React Router, whose paths cannot hold a number inside a segment
 * (`sitemap-:part.xml`), and the parts must lie at the root to list the whole site.
 */

/** The types of the search index the sitemap lists, in this order (people and records stay out). */
const INDEXED = ['news', 'blog', 'event', 'gallery', 'page', 'situation', 'product'] as const satisfies SearchType[];
/** The site's fixed pages: the sections, the forms and the booking pages. */
const SECTIONS_KIND = 'sections';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

async function fixedPaths(ctx: Ctx): Promise<string[]> {
  const bookable = await bookableServices(ctx);
  return [
    // The sections, less the account, the login and the search: nothing there for a search engine.
    ...SECTIONS.map((section) => section.path).filter((path) => !['/ucet', '/login', '/hledani'].includes(path)),
    '/uredni-deska?archiv=1',
    ...formDefinitions.map(formPath),
    ...bookable.map((b) => `/potrebuji-vyridit/${b.slug}/rezervace`),
  ];
}

/** The index: every part there is now, `limit` addresses to a part. */
export async function sitemapIndex(ctx: Ctx, origin: string, limit = SITEMAP_URL_LIMIT): Promise<string> {
  const [fixed, counts] = await Promise.all([fixedPaths(ctx), indexedPageCounts(ctx, INDEXED)]);
  const kinds = [
    { name: SECTIONS_KIND, count: fixed.length },
    ...INDEXED.map((type) => ({ name: type, count: counts.get(type) ?? 0 })),
  ];
  return sitemapIndexXml(origin, sitemapParts(kinds, limit));
}

/** One part, or null for a kind or a part there is not (now): a part is never an empty file. */
export async function sitemapPart(
  ctx: Ctx,
  origin: string,
  { kind, part }: SitemapPart,
  limit = SITEMAP_URL_LIMIT,
): Promise<string | null> {
  const window = partWindow(part, limit);
  const type = INDEXED.find((t) => t === kind);
  const paths =
    kind === SECTIONS_KIND
      ? (await fixedPaths(ctx)).slice(window.offset, window.offset + window.limit)
      : type
        ? (await indexedPagesWindow(ctx, type, window)).map((page) => page.url)
        : [];
  return paths.length > 0 ? urlsetXml(origin, paths) : null;
}

const XML = 'application/xml; charset=utf-8';
const CACHED = 'public, max-age=3600';

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  // The configured address, never the request's Host header: these answers are cached publicly.
  const origin = app.config.PUBLIC_URL;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const body = await sitemapIndex(apiContext(request), origin);
    return reply.type(XML).header('cache-control', CACHED).send(body);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (request, reply) => {
    const part = parsePart(request.params.part);
    const body = part && (await sitemapPart(apiContext(request), origin, part));
    if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Tato část mapy webu neexistuje.');
    return reply.type(XML).header('cache-control', CACHED).send(body);
  });
};
