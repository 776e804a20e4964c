import { and, eq, inArray } from 'drizzle-orm';
import { plainText, type SearchDocument, type SearchSource, UNDATED } from '../search/service.server.ts';
import { overviews, pages } from './schema.server.ts';
import { chainPath, chainsOf } from './tree.server.ts';

/**
 * The content pages and the overviews in the search: both are pages to the reader. An overview's
 * id space is its own, so it is given as the negative of its id.
 */
export const pageSearch: SearchSource = {
  types: ['page'],
  async documents(db, _now, ids) {
    const pageIds = ids?.filter((id) => id > 0);
    const overviewIds = ids?.filter((id) => id < 0).map((id) => -id);
    const docs: SearchDocument[] = [];
    if (!pageIds || pageIds.length > 0) {
      const rows = await db
        .select()
        .from(pages)
        .where(and(eq(pages.published, true), pageIds ? inArray(pages.id, pageIds) : undefined));
      const chains = await chainsOf(
        db,
        rows.map((p) => p.id),
      );
      for (const p of rows)
        docs.push({
          type: 'page',
          refId: p.id,
          url: chainPath(chains.get(p.id) ?? []),
          title: p.title,
          text: plainText(`${p.description} ${p.body}`),
          dated: p.updatedAt,
          visibleFrom: UNDATED,
        });
    }
    if (!overviewIds || overviewIds.length > 0) {
      const rows = await db
        .select()
        .from(overviews)
        .where(overviewIds ? inArray(overviews.id, overviewIds) : undefined);
      for (const o of rows)
        docs.push({
          type: 'page',
          refId: -o.id,
          url: `/prehled/${o.slug}`,
          title: o.title,
          text: [o.perex, ...o.tiles.map((t) => `${t.title}: ${t.text}`)].join(' '),
          dated: o.updatedAt,
          visibleFrom: UNDATED,
        });
    }
    return docs;
  },
};
