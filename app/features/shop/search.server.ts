import { and, eq } from 'drizzle-orm';
import { idsIn, type SearchSource, UNDATED } from '../search/service.server.ts';
import { products } from './schema.server.ts';

/** What the town's shop sells now, in the search. */
export const productSearch: SearchSource = {
  types: ['product'],
  async documents(db, _now, ids) {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.active, true), idsIn(products.id, ids)));
    return rows.map((p) => ({
      type: 'product' as const,
      refId: p.id,
      url: `/${p.slug}`,
      title: p.name,
      text: p.description,
      dated: UNDATED,
      visibleFrom: UNDATED,
    }));
  },
};
