import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogCategories } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';

export async function listCategories(db: Db, query: ListQuery) {
  return withTotal(
    query,
    db
      .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name })
      .from(blogCategories)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(blogCategories),
  );
}
