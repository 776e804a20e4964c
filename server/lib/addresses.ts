import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The advisory locks' first key for addresses (the reservations hold 7402, the start-up 740002). */
const ADDRESS_LOCKS = 7403;

/**
 * Holds the addresses (slugs) of one table until the transaction ends. A save that looks for a free
 * address and then inserts it races a parallel save of the same title otherwise: both find
 * `vanocni-trhy` free, and the second insert breaks the unique index (a 500 on PostgreSQL). Held,
 * the second save waits for the first to commit; its look, a later statement, then sees the address
 * taken and takes the next free one (or, for an address the clerk chose, says it is taken).
 */
export async function holdAddresses(tx: Tx, table: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${table}))`);
}
