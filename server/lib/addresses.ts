import { sql } from 'drizzle-orm';
import { freeSlug } from '../../common/slug.ts';
import type { Db } from '../db/client.ts';
import { invalid } from './http-errors.ts';

/** The save's transaction; typed as the database, as a save's `TxContext` hands it over (`publishing`). */
type Tx = Pick<Db, 'execute'>;

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

/**
 * The address a save takes, looked for while the table's addresses are held: the one the clerk
 * chose, refused with `refusal` when another item has it, or else the first free one made from
 * `words` (`-2`, `-3`…).
 */
export async function addressFor(
  tx: Tx,
  table: string,
  address: {
    chosen: string | null | undefined;
    words: string;
    taken: (slug: string) => Promise<boolean>;
    refusal: (slug: string) => string;
  },
): Promise<string> {
  await holdAddresses(tx, table);
  if (!address.chosen) return freeSlug(address.taken, address.words);
  if (await address.taken(address.chosen)) throw invalid({ slug: [address.refusal(address.chosen)] });
  return address.chosen;
}
