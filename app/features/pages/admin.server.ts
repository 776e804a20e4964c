import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { addressFor, holdAddresses } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { keepRevision } from '../../../server/lib/revisions.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { remember } from '../redirects/service.server.ts';
import { deadLinks, indexChanged } from '../search/service.server.ts';
import { isFixedPage, pagePath } from './paths.ts';
import { overviews, pages } from './schema.server.ts';
import type {
  EditableOverview,
  EditablePage,
  OverviewInput,
  PageAdminQuery,
  PageAdminRow,
  PageBulkInput,
  PageInput,
  PageParentChoice,
} from './schemas.ts';
import { pageSearch } from './search.server.ts';
import { chainPath, chainsOf, descendantsOf, MAX_DEPTH, type TreeNode } from './tree.server.ts';

// The pages editors' operations (section `pages`): content pages, and the overviews' tiles.

const row = (p: typeof pages.$inferSelect, chain: readonly TreeNode[]): PageAdminRow => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  published: p.published,
  path: chain.length > 0 ? chainPath(chain) : pagePath(p.slug),
  fixed: isFixedPage(p.slug),
  parent_id: p.parentId,
  depth: Math.max(chain.length - 1, 0),
  updated_at: p.updatedAt.toISOString(),
});

/**
 * The pages in the order of the tree: each top-level page by title (accents aside), the pages under it right after
 * it, by title, and so on; with each one's depth. `where` (on the pages' columns) picks which.
 */
async function treeOrder(db: Db, where: SQL | undefined, limit: number, skip: number) {
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id, key, depth) as (
      select ${pages.id}, array[unaccent(lower(${pages.title})), ${pages.id}::text], 0 from ${pages}
      where ${pages.parentId} is null
      union all
      select p.id, tree.key || array[unaccent(lower(p.title)), p.id::text], tree.depth + 1
      from ${pages} p join tree on p.parent_id = tree.id
      where tree.depth < ${MAX_DEPTH * 2}
    )
    select tree.id as "id" from tree join ${pages} on ${pages.id} = tree.id
    where ${where ?? sql`true`}
    order by tree.key limit ${limit} offset ${skip}`);
  return result.rows.map((r) => Number(r.id));
}

/** Pages by id with their lines of ancestors, in the order of `ids`. */
async function rowsOf(db: Db, ids: number[]): Promise<PageAdminRow[]> {
  if (ids.length === 0) return [];
  const [found, chains] = await Promise.all([db.select().from(pages).where(inArray(pages.id, ids)), chainsOf(db, ids)]);
  const byId = new Map(found.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [row(p, chains.get(id) ?? [])] : [];
  });
}

/**
 * Every page in the order of the tree (a page under its parent, indented by its depth), drafts too:
 * `q` looks in the title and the address; with each state's count.
 */
export async function pageRows(ctx: ServiceContext, query: PageAdminQuery) {
  requireStaff(ctx, 'pages');
  const search = query.q
    ? or(ilike(pages.title, likePattern(query.q)), ilike(pages.slug, likePattern(query.q)))
    : undefined;
  const states = { published: eq(pages.published, true), draft: eq(pages.published, false) };
  const where = and(search, query.state ? states[query.state] : undefined);
  const counted = async (condition: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(pages).where(condition))[0]?.n ?? 0;
  const [ids, total, published, draft] = await Promise.all([
    treeOrder(ctx.db, where, query.perPage, offset(query)),
    counted(where),
    counted(and(search, states.published)),
    counted(and(search, states.draft)),
  ]);
  return { rows: await rowsOf(ctx.db, ids), total, counts: { published, draft } };
}

/**
 * The pages a page may be put under, in the order of the tree, for the editor's select: not itself
 * nor any page under it (that would be a loop), not a page with a fixed address, not one so deep
 * that the page would be past the last level.
 */
export async function pageParentChoices(ctx: ServiceContext, id: number | null): Promise<PageParentChoice[]> {
  requireStaff(ctx, 'pages');
  const below = id === null ? [] : [id, ...(await descendantsOf(ctx.db, id)).map((d) => d.id)];
  const ids = await treeOrder(ctx.db, below.length > 0 ? notInArray(pages.id, below) : undefined, 1000, 0);
  return (await rowsOf(ctx.db, ids))
    .filter((p) => !p.fixed && p.depth < MAX_DEPTH - 1)
    .map((p) => ({ id: p.id, title: p.title, depth: p.depth }));
}

/**
 * Refuses a parent that would make a loop (the page itself or a page under it), one that is not
 * there or has a fixed address, and one that would put the page or a page under it past the last
 * level. Called while the pages' addresses are held (`holdAddresses`): two saves that would together
 * make a loop run one after the other, and the second sees the first's parent.
 */
async function checkParent(db: Db, id: number | null, parentId: number): Promise<void> {
  const chain = (await chainsOf(db, [parentId])).get(parentId);
  if (!chain) throw invalid({ parent_id: ['Vybraná nadřazená stránka neexistuje.'] });
  if (id !== null && chain.some((node) => node.id === id))
    throw invalid({ parent_id: ['Stránku nelze zařadit pod ni samotnou ani pod žádnou z jejích podstránek.'] });
  if (isFixedPage(chain.at(-1)!.slug))
    throw invalid({ parent_id: ['Pod stránku s pevnou adresou nelze zařazovat další stránky.'] });
  const below = id === null ? 0 : Math.max(0, ...(await descendantsOf(db, id)).map((d) => d.depth));
  if (chain.length + 1 + below > MAX_DEPTH)
    throw invalid({ parent_id: [`Stránky lze vnořit nejvýš do ${MAX_DEPTH} úrovní.`] });
}

/**
 * Many pages on the site or off it at once, all or nothing, each in the audit log. A page the law
 * or another part of the site points to cannot go off the site.
 */
export async function pageBulk(ctx: ServiceContext, input: PageBulkInput): Promise<{ count: number }> {
  const actor = requireStaff(ctx, 'pages');
  const ids = [...new Set(input.ids)];
  const published = input.action === 'publish';
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(pages).where(inArray(pages.id, ids)).orderBy(asc(pages.id)).for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některou z vybraných stránek mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    const fixed = rows.find((p) => !published && isFixedPage(p.slug));
    if (fixed)
      throw new HttpError(
        409,
        `Stránku „${fixed.title}“ určuje zákon nebo jiná část webu; z webu zmizet nemůže. Nic se nezměnilo.`,
      );
    for (const p of rows) {
      await tx
        .update(pages)
        .set({ published, updatedAt: ctx.now, version: p.version + 1 })
        .where(eq(pages.id, p.id));
      await audit({ db: tx, now: ctx.now }, actor, {
        action: published ? 'page.published' : 'page.unpublished',
        entity: 'page',
        entityId: p.id,
        summary: { title: p.title },
      });
    }
    await indexChanged({ db: tx, now: ctx.now }, pageSearch, ids);
  });
  ctx.reads?.clear();
  return { count: ids.length };
}

export async function pageGet(ctx: ServiceContext, id: number): Promise<EditablePage> {
  requireStaff(ctx, 'pages');
  const [p] = await ctx.db.select().from(pages).where(eq(pages.id, id));
  if (!p) throw notFound('Stránka neexistuje.');
  const chain = (await chainsOf(ctx.db, [id])).get(id) ?? [];
  return { ...row(p, chain), description: p.description, body: p.body, version: p.version };
}

/**
 * Creates or changes a content page: the text is kept sanitised, each save kept as a version, and
 * the site, its search and its page cache show the change at once. A page the law or another part
 * of the site points to keeps its address and cannot go off the site.
 */
export async function pageSave(
  ctx: ServiceContext,
  id: number | null,
  input: PageInput,
  options: { restoredFrom?: number } = {},
) {
  const actor = requireStaff(ctx, 'pages');
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    // The pages' addresses are held before the page's row: a save that puts A under B waits on B's
    // row for its foreign key, and a parallel save of B (row held) waiting on the addresses would
    // wait on A's save, a deadlock. Page saves are few; one at a time costs nothing.
    await holdAddresses(tx, 'pages');
    const before =
      id === null
        ? undefined
        : await lockedForSave(
            txCtx,
            { entity: 'page', id, version: input.version, what: 'Stránku', missing: 'Stránka neexistuje.' },
            tx.select().from(pages).where(eq(pages.id, id)).for('update'),
          );
    const fixed = before && isFixedPage(before.slug);
    if (fixed && input.slug && input.slug !== before.slug)
      throw invalid({ slug: ['Adresu této stránky určuje zákon nebo jiná část webu; změnit ji nejde.'] });
    if (fixed && !input.published) throw invalid({ published: ['Tato stránka musí zůstat zveřejněná.'] });
    const parentId = input.parent_id === undefined ? (before?.parentId ?? null) : input.parent_id;
    if (fixed && parentId !== null)
      throw invalid({ parent_id: ['Stránka s pevnou adresou nemůže být pod jinou stránkou.'] });
    const slug = fixed
      ? before.slug
      : await addressFor(tx, 'pages', {
          chosen: input.slug,
          words: input.title,
          taken: async (slug) =>
            isFixedPage(slug) ||
            (
              await tx
                .select({ id: pages.id })
                .from(pages)
                .where(and(eq(pages.slug, slug), id === null ? undefined : ne(pages.id, id)))
            ).length > 0,
          refusal: (slug) => `Adresu „${slug}“ už má jiná stránka.`,
        });
    if (parentId !== null && parentId !== before?.parentId) await checkParent(tx, id, parentId);
    // A page that moves (another parent or address) takes the pages under it along: their old
    // addresses, and its own, are remembered as redirects to the new ones.
    const moved = before !== undefined && (before.slug !== slug || before.parentId !== parentId);
    const along = moved ? [before.id, ...(await descendantsOf(tx, before.id)).map((d) => d.id)] : [];
    const oldChains = await chainsOf(tx, along);
    const fields = {
      slug,
      parentId,
      title: input.title,
      description: input.description,
      body: sanitizeRichText(input.body),
      published: input.published,
      updatedAt: ctx.now,
    };
    const [result] = before
      ? await tx
          .update(pages)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(pages.id, before.id))
          .returning({ id: pages.id, version: pages.version })
      : await tx
          .insert(pages)
          .values({ ...fields, createdAt: ctx.now })
          .returning({ id: pages.id, version: pages.version });
    // The moved pages' old and new addresses: each old one is remembered as a redirect to the new.
    const newChains = await chainsOf(tx, along);
    const redirects = along.flatMap((pageId) => {
      const [from, to] = [oldChains.get(pageId), newChains.get(pageId)];
      return from && to ? [{ from: chainPath(from), to: chainPath(to) }] : [];
    });
    await audit(txCtx, actor, {
      action: before ? 'page.updated' : 'page.created',
      entity: 'page',
      entityId: result!.id,
      summary: {
        title: before && before.title !== input.title ? `${before.title} → ${input.title}` : input.title,
        published: input.published,
        ...(redirects[0] ? { address: `${redirects[0].from} → ${redirects[0].to}` } : {}),
        ...(options.restoredFrom !== undefined ? { restored_from: `verze ${options.restoredFrom}` } : {}),
      },
    });
    await keepRevision(txCtx, actor, {
      entity: 'page',
      entityId: result!.id,
      version: result!.version,
      data: { title: input.title, slug, description: input.description, body: fields.body, published: input.published },
    });
    await remember(txCtx, redirects, 'move');
    await indexChanged(txCtx, pageSearch, [result!.id, ...along.filter((pageId) => pageId !== result!.id)]);
    return result!;
  });
  ctx.reads?.clear();
  return saved;
}

export async function pageDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'pages');
  await ctx.db.transaction(async (tx) => {
    // One at a time with the saves, so a page put under this one meanwhile is seen below.
    await holdAddresses(tx, 'pages');
    const [p] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!p) throw notFound('Stránka neexistuje.');
    if (isFixedPage(p.slug))
      throw new HttpError(409, 'Tuto stránku určuje zákon nebo jiná část webu; smazat ji nejde.');
    const [child] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.parentId, id)).limit(1);
    if (child)
      throw new HttpError(409, 'Pod touto stránkou jsou další stránky. Nejdřív je přesuňte jinam nebo smažte.');
    await tx.delete(pages).where(eq(pages.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'page.deleted',
      entity: 'page',
      entityId: id,
      summary: { title: p.title },
    });
    await indexChanged({ db: tx, now: ctx.now }, pageSearch, [id]);
  });
  ctx.reads?.clear();
}

// Overviews -------------------------------------------------------------------------------------

export async function overviewRows(ctx: ServiceContext): Promise<EditableOverview[]> {
  requireStaff(ctx, 'pages');
  const rows = await ctx.db.select().from(overviews).orderBy(asc(overviews.title));
  return rows.map((o) => ({
    id: o.id,
    slug: o.slug,
    title: o.title,
    perex: o.perex,
    tiles: o.tiles,
    version: o.version,
  }));
}

export async function overviewGet(ctx: ServiceContext, id: number): Promise<EditableOverview> {
  requireStaff(ctx, 'pages');
  const [o] = await ctx.db.select().from(overviews).where(eq(overviews.id, id));
  if (!o) throw notFound('Rozcestník neexistuje.');
  return { id: o.id, slug: o.slug, title: o.title, perex: o.perex, tiles: o.tiles, version: o.version };
}

/** Changes an overview's title, text and tiles (their order as given); its address stays. */
export async function overviewSave(ctx: ServiceContext, id: number, input: OverviewInput) {
  const actor = requireStaff(ctx, 'pages');
  // A tile that leads nowhere on this site is refused on its row, before anything is saved.
  const dead = await deadLinks(ctx, Object.fromEntries(input.tiles.map((tile, i) => [`tiles.${i}.href`, tile.href])));
  if (Object.keys(dead).length > 0) throw invalid(dead);
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    const before = await lockedForSave(
      txCtx,
      { entity: 'overview', id, version: input.version, what: 'Rozcestník', missing: 'Rozcestník neexistuje.' },
      tx.select().from(overviews).where(eq(overviews.id, id)).for('update'),
    );
    const [updated] = await tx
      .update(overviews)
      .set({
        title: input.title,
        perex: input.perex,
        tiles: input.tiles,
        version: before.version + 1,
        updatedAt: ctx.now,
      })
      .where(eq(overviews.id, id))
      .returning({ id: overviews.id, version: overviews.version });
    await audit(txCtx, actor, {
      action: 'overview.updated',
      entity: 'overview',
      entityId: id,
      summary: { title: input.title, tiles: `${before.tiles.length} → ${input.tiles.length}` },
    });
    // An overview is a page to the reader, given to the search under the negative of its id.
    await indexChanged(txCtx, pageSearch, [-id]);
    return updated!;
  });
  ctx.reads?.clear();
  return saved;
}
