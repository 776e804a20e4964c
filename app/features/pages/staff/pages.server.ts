import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/client.ts';
import { addressFor, holdAddresses } from '../../../../server/lib/addresses.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem, type TxContext } from '../../../../server/lib/item-save.ts';
import { likePattern } from '../../../../server/lib/like.ts';
import { sanitizeRichText } from '../../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { remember } from '../../redirects/service.server.ts';
import { indexChanged } from '../../search/service.server.ts';
import { isFixedPage, pagePath } from '../paths.ts';
import { pages } from '../schema.server.ts';
import type {
  EditablePage,
  PageAdminQuery,
  PageAdminRow,
  PageBulkInput,
  PageInput,
  PageParentChoice,
} from '../schemas.ts';
import { pageSearch } from '../search.server.ts';
import { chainPath, chainsOf, descendantsOf, MAX_DEPTH, type TreeNode } from '../tree.server.ts';

// The pages editors' content pages (section `pages`): their list in the order of the tree, their
// saves, moves, and the bulk change of whether they are on the site.

/** A content page as the audit log and its revisions know it (a bulk change tells the search of all its pages at once). */
const pageItem = { entity: 'page', what: 'Stránku', missing: 'Stránka neexistuje.' } satisfies ItemKind;

/** …and a page saved in its editor, which the search learns of with the save. */
const pageKind: ItemKind = { ...pageItem, reindex: (c, ids) => indexChanged(c, pageSearch, ids) };

type Page = typeof pages.$inferSelect;

const row = (p: Page, chain: readonly TreeNode[]): PageAdminRow => ({
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
  const parent = chain?.at(-1);
  if (!chain || !parent) throw invalid({ parent_id: ['Vybraná nadřazená stránka neexistuje.'] });
  if (id !== null && chain.some((node) => node.id === id))
    throw invalid({ parent_id: ['Stránku nelze zařadit pod ni samotnou ani pod žádnou z jejích podstránek.'] });
  if (isFixedPage(parent.slug))
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
  await publishing(ctx, async (tx) => {
    // All of them locked at once, in the order of their ids: two bulk changes never wait on each other in a circle.
    const rows = await tx.db.select().from(pages).where(inArray(pages.id, ids)).orderBy(asc(pages.id)).for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některou z vybraných stránek mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    const fixed = rows.find((p) => !published && isFixedPage(p.slug));
    if (fixed)
      throw new HttpError(
        409,
        `Stránku „${fixed.title}“ určuje zákon nebo jiná část webu; z webu zmizet nemůže. Nic se nezměnilo.`,
      );
    for (const p of rows)
      await saveItem(tx, actor, pageItem, {
        id: p.id,
        version: undefined,
        lock: async () => [p], // held above, with the others
        write: async (_before, version) => {
          await tx.db.update(pages).set({ published, updatedAt: tx.now, version }).where(eq(pages.id, p.id));
          return { id: p.id, action: published ? 'page.published' : 'page.unpublished', summary: { title: p.title } };
        },
      });
    await indexChanged(tx, pageSearch, ids);
  });
  return { count: ids.length };
}

export async function pageGet(ctx: ServiceContext, id: number): Promise<EditablePage> {
  requireStaff(ctx, 'pages');
  const p = await oneRow(ctx.db.select().from(pages).where(eq(pages.id, id)), () => notFound('Stránka neexistuje.'));
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
  return publishing(ctx, async (tx) => {
    // The pages' addresses are held before the page's row: a save that puts A under B waits on B's
    // row for its foreign key, and a parallel save of B (row held) waiting on the addresses would
    // wait on A's save, a deadlock. Page saves are few; one at a time costs nothing.
    await holdAddresses(tx.db, 'pages');
    return saveItem(tx, actor, pageKind, {
      id,
      version: input.version,
      lock: (pageId) => tx.db.select().from(pages).where(eq(pages.id, pageId)).for('update'),
      write: (before, version) => writePage(tx, before, input, version, options.restoredFrom),
    });
  });
}

/**
 * Where the page goes: its address and the page it is under. A page with a fixed address keeps its
 * address, stays on the site and under no other page.
 */
async function placeOf(tx: TxContext, before: Page | null, input: PageInput) {
  const fixed = before !== null && isFixedPage(before.slug);
  if (fixed && input.slug && input.slug !== before.slug)
    throw invalid({ slug: ['Adresu této stránky určuje zákon nebo jiná část webu; změnit ji nejde.'] });
  if (fixed && !input.published) throw invalid({ published: ['Tato stránka musí zůstat zveřejněná.'] });
  const parentId = input.parent_id === undefined ? (before?.parentId ?? null) : input.parent_id;
  if (fixed && parentId !== null)
    throw invalid({ parent_id: ['Stránka s pevnou adresou nemůže být pod jinou stránkou.'] });
  const id = before?.id ?? null;
  const slug = fixed
    ? before.slug
    : await addressFor(tx.db, 'pages', {
        chosen: input.slug,
        words: input.title,
        taken: async (slug) =>
          isFixedPage(slug) ||
          (
            await tx.db
              .select({ id: pages.id })
              .from(pages)
              .where(and(eq(pages.slug, slug), id === null ? undefined : ne(pages.id, id)))
          ).length > 0,
        refusal: (slug) => `Adresu „${slug}“ už má jiná stránka.`,
      });
  if (parentId !== null && parentId !== before?.parentId) await checkParent(tx.db, id, parentId);
  return { slug, parentId };
}

/** The page's row at `version`, and the redirects and the search's entries of the pages it moves along. */
async function writePage(
  tx: TxContext,
  before: Page | null,
  input: PageInput,
  version: number,
  restoredFrom: number | undefined,
) {
  const { slug, parentId } = await placeOf(tx, before, input);
  // A page that moves (another parent or address) takes the pages under it along: their old
  // addresses, and its own, are remembered as redirects to the new ones.
  const moved = before !== null && (before.slug !== slug || before.parentId !== parentId);
  const along = moved ? [before.id, ...(await descendantsOf(tx.db, before.id)).map((d) => d.id)] : [];
  const oldChains = await chainsOf(tx.db, along);
  const fields = {
    slug,
    parentId,
    title: input.title,
    description: input.description,
    body: sanitizeRichText(input.body),
    published: input.published,
    updatedAt: tx.now,
    version,
  };
  const saved = before
    ? await oneRow(tx.db.update(pages).set(fields).where(eq(pages.id, before.id)).returning({ id: pages.id }))
    : await oneRow(
        tx.db
          .insert(pages)
          .values({ ...fields, createdAt: tx.now })
          .returning({ id: pages.id }),
      );
  // The moved pages' old and new addresses: each old one is remembered as a redirect to the new.
  const newChains = await chainsOf(tx.db, along);
  const redirects = along.flatMap((pageId) => {
    const [from, to] = [oldChains.get(pageId), newChains.get(pageId)];
    return from && to ? [{ from: chainPath(from), to: chainPath(to) }] : [];
  });
  await remember(tx, redirects, 'move');
  await indexChanged(
    tx,
    pageSearch,
    along.filter((pageId) => pageId !== saved.id),
  );
  return {
    id: saved.id,
    summary: {
      title: before && before.title !== input.title ? `${before.title} → ${input.title}` : input.title,
      published: input.published,
      ...(redirects[0] ? { address: `${redirects[0].from} → ${redirects[0].to}` } : {}),
      ...(restoredFrom !== undefined ? { restored_from: `verze ${restoredFrom}` } : {}),
    },
    revision: {
      title: input.title,
      slug,
      description: input.description,
      body: fields.body,
      published: input.published,
    },
  };
}

export async function pageDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'pages');
  await publishing(ctx, async (tx) => {
    // One at a time with the saves, so a page put under this one meanwhile is seen below.
    await holdAddresses(tx.db, 'pages');
    const p = await oneRow(tx.db.select().from(pages).where(eq(pages.id, id)).for('update'), () =>
      notFound('Stránka neexistuje.'),
    );
    if (isFixedPage(p.slug))
      throw new HttpError(409, 'Tuto stránku určuje zákon nebo jiná část webu; smazat ji nejde.');
    const [child] = await tx.db.select({ id: pages.id }).from(pages).where(eq(pages.parentId, id)).limit(1);
    if (child)
      throw new HttpError(409, 'Pod touto stránkou jsou další stránky. Nejdřív je přesuňte jinam nebo smažte.');
    await tx.db.delete(pages).where(eq(pages.id, id));
    await audit(tx, actor, { action: 'page.deleted', entity: 'page', entityId: id, summary: { title: p.title } });
    await indexChanged(tx, pageSearch, [id]);
  });
}
