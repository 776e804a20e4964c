import { asc, eq } from 'drizzle-orm';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { deadLinks, indexChanged } from '../../search/service.server.ts';
import { overviews } from '../schema.server.ts';
import type { EditableOverview, OverviewInput } from '../schemas.ts';
import { pageSearch } from '../search.server.ts';

// The pages editors' overviews (section `pages`): each one's title, text and tiles; its address stays.

const overviewKind: ItemKind = {
  entity: 'overview',
  what: 'Rozcestník',
  missing: 'Rozcestník neexistuje.',
  // An overview is a page to the reader, given to the search under the negative of its id.
  reindex: (c, ids) =>
    indexChanged(
      c,
      pageSearch,
      ids.map((id) => -id),
    ),
};

const editable = (o: typeof overviews.$inferSelect): EditableOverview => ({
  id: o.id,
  slug: o.slug,
  title: o.title,
  perex: o.perex,
  tiles: o.tiles,
  version: o.version,
});

export async function overviewRows(ctx: ServiceContext): Promise<EditableOverview[]> {
  requireStaff(ctx, 'pages');
  const rows = await ctx.db.select().from(overviews).orderBy(asc(overviews.title));
  return rows.map(editable);
}

export async function overviewGet(ctx: ServiceContext, id: number): Promise<EditableOverview> {
  requireStaff(ctx, 'pages');
  return editable(
    await oneRow(ctx.db.select().from(overviews).where(eq(overviews.id, id)), () => notFound('Rozcestník neexistuje.')),
  );
}

/** Changes an overview's title, text and tiles (their order as given); its address stays. */
export async function overviewSave(ctx: ServiceContext, id: number, input: OverviewInput) {
  const actor = requireStaff(ctx, 'pages');
  // A tile that leads nowhere on this site is refused on its row, before anything is saved.
  const dead = await deadLinks(ctx, Object.fromEntries(input.tiles.map((tile, i) => [`tiles.${i}.href`, tile.href])));
  if (Object.keys(dead).length > 0) throw invalid(dead);
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, overviewKind, {
      id,
      version: input.version,
      lock: (overviewId) => tx.db.select().from(overviews).where(eq(overviews.id, overviewId)).for('update'),
      write: async (before, version) => {
        const fields = { title: input.title, perex: input.perex, tiles: input.tiles, version, updatedAt: tx.now };
        await tx.db.update(overviews).set(fields).where(eq(overviews.id, id));
        return { id, summary: { title: input.title, tiles: `${before?.tiles.length ?? 0} → ${input.tiles.length}` } };
      },
    }),
  );
}
