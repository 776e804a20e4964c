import { and, asc, count, eq, sql } from 'drizzle-orm';
import { pagePath } from '../../../common/page-paths.ts';
import type { Db } from '../../db/client.ts';
import { overviews, pages } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

/** A published content page with its body sanitised, or null. */
export async function getPage(db: Db, slug: string) {
  const [row] = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      description: pages.description,
      body: pages.body,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  if (!row) return null;
  const { updatedAt, body, ...page } = row;
  return {
    ...page,
    body: sanitizeRichText(body),
    updated_at: updatedAt.toISOString(),
    section: await sectionOf(db, slug),
  };
}

/** The first overview page (by title) with a tile leading to the page. */
async function sectionOf(db: Db, slug: string) {
  const [overview] = await db
    .select({ slug: overviews.slug, title: overviews.title, tiles: overviews.tiles })
    .from(overviews)
    .where(sql`${overviews.tiles} @> ${JSON.stringify([{ href: pagePath(slug) }])}::jsonb`)
    .orderBy(asc(overviews.title))
    .limit(1);
  if (!overview) return null;
  return {
    slug: overview.slug,
    title: overview.title,
    links: overview.tiles.map((tile) => ({ title: tile.title, href: tile.href })),
  };
}

export async function listPages(db: Db, query: ListQuery) {
  const where = eq(pages.published, true);
  return withTotal(
    query,
    db
      .select({ slug: pages.slug, title: pages.title, description: pages.description })
      .from(pages)
      .where(where)
      .orderBy(asc(pages.title))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(pages).where(where),
  );
}
