import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { COUNT_LIMIT } from './api-schemas.ts';

/**
 * How many rows the `parts` give together, counted up to `COUNT_LIMIT`, and whether there are more.
 * The parts must not overlap. A search that is an OR of two indexed conditions counts faster as two
 * parts, each stopping at the limit along its own index, than as one whose bitmap of both must be
 * built whole first (the cases of 1,501 residents: 5.5 ms → 2.8 ms). The parts go as one statement:
 * one connection and one round trip for the count, however many parts.
 */
export async function countUpTo(db: Db, ...parts: PgSelect[]): Promise<{ total: number; capped: boolean }> {
  const counts = parts.map((found) => sql`(select count(*) from (${found.limit(COUNT_LIMIT + 1)}) as found)`);
  const { rows } = await db.execute<{ n: number }>(sql`select (${sql.join(counts, sql` + `)})::int as n`);
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, COUNT_LIMIT), capped: n > COUNT_LIMIT };
}
