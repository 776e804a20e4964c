import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { COUNT_LIMIT } from './api-schemas.ts';

/** How many rows `found` gives, counted up to `COUNT_LIMIT`, and whether there are more. */
export async function countUpTo(db: Db, found: PgSelect): Promise<{ total: number; capped: boolean }> {
  const [row] = await db.select({ n: count() }).from(found.limit(COUNT_LIMIT + 1).as('found'));
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_LIMIT), capped: n > COUNT_LIMIT };
}
