import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * The versions of the editable items of `ids` that still exist, by id, in one query a thousand: what
 * an import asks of a whole file's items to tell which the office has edited or deleted since.
 */
export async function versionsById(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; version: PgColumn },
  ids: readonly number[],
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ id: columns.id, version: columns.version })
      .from(table)
      .where(inArray(columns.id, unique.slice(i, i + 1000)));
    for (const row of rows) found.set(Number(row.id), Number(row.version));
  }
  return found;
}
