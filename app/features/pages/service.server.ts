import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { type ListQuery, offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { versionsById } from '../../../server/lib/versions.ts';
import type { MediaUsage } from '../media/schemas.ts';
import { pageTreePath } from './paths.ts';
import { overviews, pages } from './schema.server.ts';
import type { Overview, OverviewSummary, Page, PageSummary } from './schemas.ts';
import { pageSearch } from './search.server.ts';
import { chainPath, chainsOf, type TreeNode } from './tree.server.ts';

type Ctx = Pick<ServiceContext, 'db'>;

/** A published content page with its body sanitised; 404 if there is none. */
export async function get(ctx: Ctx, slug: string): Promise<Page> {
  return pageOf(ctx, eq(pages.slug, slug), true);
}

/** Any page, a draft too, as its address would show it: for its editors' preview. */
export async function preview(ctx: ServiceContext, id: number): Promise<Page> {
  requireStaff(ctx, 'pages');
  return pageOf(ctx, eq(pages.id, id), false);
}

async function pageOf(ctx: Ctx, which: SQL, published: boolean): Promise<Page> {
  const [row] = await ctx.db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      description: pages.description,
      body: pages.body,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(which, published ? eq(pages.published, true) : undefined))
    .limit(1);
  if (!row) throw notFound('Stránka neexistuje.');
  const { id, updatedAt, body, ...page } = row;
  const chain = (await chainsOf(ctx.db, [id])).get(id) ?? [];
  const path = chainPath(chain);
  // An unpublished page above this one is not named to the public: the breadcrumbs skip it.
  const ancestors = chain
    .slice(0, -1)
    .flatMap((node, i) => (node.published ? [{ title: node.title, href: chainPath(chain.slice(0, i + 1)) }] : []));
  return {
    ...page,
    body: sanitizeRichText(body),
    updated_at: updatedAt.toISOString(),
    path,
    ancestors,
    menu: await menuOf(ctx, chain),
    section:
      (await sectionOf(ctx, path)) ?? (chain.length > 1 ? await sectionOf(ctx, chainPath(chain.slice(0, 1))) : null),
  };
}

/**
 * The page's part of the tree for the sidebar: its published children under it; or, for a page
 * without them, its parent's published children under the parent (when the parent is on the site).
 */
async function menuOf(ctx: Ctx, chain: TreeNode[]): Promise<Page['menu']> {
  const children = async (upTo: TreeNode[]) => {
    const rows = await ctx.db
      .select({ slug: pages.slug, title: pages.title })
      .from(pages)
      .where(and(eq(pages.parentId, upTo.at(-1)!.id), eq(pages.published, true)))
      .orderBy(sql`unaccent(lower(${pages.title}))`)
      .limit(100);
    const slugs = upTo.map((node) => node.slug);
    return rows.map((child) => ({ title: child.title, href: pageTreePath([...slugs, child.slug]) }));
  };
  for (const upTo of [chain, chain.slice(0, -1)]) {
    const head = upTo.at(-1);
    if (!head || (upTo !== chain && !head.published)) continue;
    const links = await children(upTo);
    if (links.length > 0) return { title: head.title, href: chainPath(upTo), links };
  }
  return null;
}

/** The first overview page (by title) with a tile leading to the page's address. */
async function sectionOf(ctx: Ctx, path: string): Promise<Page['section']> {
  const [overview] = await ctx.db
    .select({ slug: overviews.slug, title: overviews.title, tiles: overviews.tiles })
    .from(overviews)
    .where(sql`${overviews.tiles} @> ${JSON.stringify([{ href: path }])}::jsonb`)
    .orderBy(asc(overviews.title))
    .limit(1);
  if (!overview) return null;
  return {
    slug: overview.slug,
    title: overview.title,
    links: overview.tiles.map((tile) => ({ title: tile.title, href: tile.href })),
  };
}

/** The published pages by title, for the site map. */
export async function list(ctx: Ctx, query: ListQuery): Promise<{ rows: PageSummary[]; total: number }> {
  const where = eq(pages.published, true);
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select({ id: pages.id, slug: pages.slug, title: pages.title, description: pages.description })
      .from(pages)
      .where(where)
      .orderBy(asc(pages.title))
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: count() }).from(pages).where(where),
  );
  const chains = await chainsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map(({ id, ...r }) => ({ ...r, path: chainPath(chains.get(id) ?? []) })),
    total,
  };
}

/** The overview pages by title, without their tiles. */
export async function overviewList(ctx: Ctx): Promise<OverviewSummary[]> {
  return ctx.db
    .select({ slug: overviews.slug, title: overviews.title, perex: overviews.perex })
    .from(overviews)
    .orderBy(asc(overviews.title))
    .limit(100);
}

/** An overview page with its tiles; 404 if there is none. */
export async function overview(ctx: Ctx, slug: string): Promise<Overview> {
  const [row] = await ctx.db
    .select({ slug: overviews.slug, title: overviews.title, perex: overviews.perex, tiles: overviews.tiles })
    .from(overviews)
    .where(eq(overviews.slug, slug))
    .limit(1);
  if (!row) throw notFound('Stránka neexistuje.');
  return row;
}

/** Where an image of the media library is used here (`prefix`: its address without the extension), for its where-used list. */
export async function usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]> {
  const rows = await ctx.db
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .where(ilike(pages.body, likePattern(prefix)))
    .orderBy(asc(pages.id))
    .limit(100);
  const chains = await chainsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ kind: 'Stránka', title: r.title, url: chainPath(chains.get(r.id) ?? []) }));
}

export * from './revisions.server.ts';
export * from './staff/overviews.server.ts';
export * from './staff/pages.server.ts';

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [pageSearch];

/**
 * A content page another part of the site places at its own address (`czech-point` under the
 * life situations, see paths.ts), written once; an editor's later changes stay.
 */
export async function placePage(
  ctx: Pick<ServiceContext, 'db'>,
  page: { slug: string; title: string; description: string; body: string },
): Promise<void> {
  await ctx.db.insert(pages).values(page).onConflictDoNothing();
}

/** The versions of the pages of `ids` still here (an import's check for office edits and deletions). */
export const pageVersions = (ctx: Pick<ServiceContext, 'db'>, ids: readonly number[]) =>
  versionsById(ctx.db, pages, pages, ids);
