import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The next number of a database sequence (a case's, an order's, a payment's symbol): never the same
 * twice, also when the transaction that took it rolls back.
 */
export async function nextNumber(db: Pick<Db, 'execute'>, sequence: string): Promise<number> {
  const { rows } = await db.execute(sql`select nextval(${sequence}::regclass)::int as n`);
  return Number(rows[0]?.n);
}
