import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';

export async function listSettings(db: Db, locale: string, query: ListQuery) {
  const where = eq(settings.locale, locale);
  return withTotal(
    query,
    db
      .select({ name: settings.name, value: settings.value })
      .from(settings)
      .where(where)
      .orderBy(asc(settings.name))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(settings).where(where),
  );
}
