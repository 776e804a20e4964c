import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posters } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';

/** Banners that are switched on and within their display window now. */
export async function listActivePosters(db: Db, query: ListQuery, now = new Date()) {
  const where = and(
    eq(posters.active, true),
    or(isNull(posters.activeFrom), lte(posters.activeFrom, now)),
    or(isNull(posters.activeTo), gt(posters.activeTo, now)),
  );
  const { rows, total } = await withTotal(
    query,
    db
      .select({
        id: posters.id,
        title: posters.title,
        text: posters.text,
        link: posters.link,
        url: posters.imageUrl,
        width: posters.imageWidth,
        height: posters.imageHeight,
        alt: posters.imageAlt,
      })
      .from(posters)
      .where(where)
      .orderBy(asc(posters.position), asc(posters.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(posters).where(where),
  );
  return {
    rows: rows.map(({ url, width, height, alt, ...poster }) => ({ ...poster, image: { url, width, height, alt } })),
    total,
  };
}
