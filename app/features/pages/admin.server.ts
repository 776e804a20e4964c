import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { addressFor } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { keepRevision } from '../../../server/lib/revisions.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
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
} from './schemas.ts';
import { pageSearch } from './search.server.ts';

// The pages editors' operations (section `pages`): content pages, and the overviews' tiles.

const row = (p: typeof pages.$inferSelect): PageAdminRow => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  published: p.published,
  path: pagePath(p.slug),
  fixed: isFixedPage(p.slug),
  updated_at: p.updatedAt.toISOString(),
});

/** Every page by title, drafts too: `q` looks in the title and the address; with each state's count. */
export async function pageRows(ctx: ServiceContext, query: PageAdminQuery) {
  requireStaff(ctx, 'pages');
  const search = query.q
    ? or(ilike(pages.title, likePattern(query.q)), ilike(pages.slug, likePattern(query.q)))
    : undefined;
  const states = { published: eq(pages.published, true), draft: eq(pages.published, false) };
  const where = and(search, query.state ? states[query.state] : undefined);
  const counted = async (condition: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(pages).where(condition))[0]?.n ?? 0;
  const [rows, total, published, draft] = await Promise.all([
    ctx.db.select().from(pages).where(where).orderBy(asc(pages.title)).limit(query.perPage).offset(offset(query)),
    counted(where),
    counted(and(search, states.published)),
    counted(and(search, states.draft)),
  ]);
  return { rows: rows.map(row), total, counts: { published, draft } };
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
  return { ...row(p), description: p.description, body: p.body, version: p.version };
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
    const fields = {
      slug,
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
    await audit(txCtx, actor, {
      action: before ? 'page.updated' : 'page.created',
      entity: 'page',
      entityId: result!.id,
      summary: {
        title: before && before.title !== input.title ? `${before.title} → ${input.title}` : input.title,
        published: input.published,
        ...(options.restoredFrom !== undefined ? { restored_from: `verze ${options.restoredFrom}` } : {}),
      },
    });
    await keepRevision(txCtx, actor, {
      entity: 'page',
      entityId: result!.id,
      version: result!.version,
      data: { title: input.title, slug, description: input.description, body: fields.body, published: input.published },
    });
    await indexChanged(txCtx, pageSearch, [result!.id]);
    return result!;
  });
  ctx.reads?.clear();
  return saved;
}

export async function pageDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'pages');
  await ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!p) throw notFound('Stránka neexistuje.');
    if (isFixedPage(p.slug))
      throw new HttpError(409, 'Tuto stránku určuje zákon nebo jiná část webu; smazat ji nejde.');
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
