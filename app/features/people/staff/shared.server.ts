import { eq, getTableName } from 'drizzle-orm';
import { freeSlug } from '../../../../common/slug.ts';
import { holdAddresses } from '../../../../server/lib/addresses.ts';
import { invalid } from '../../../../server/lib/http-errors.ts';
import type { TxContext } from '../../../../server/lib/item-save.ts';
import { holds } from '../../media/service.server.ts';
import type { contacts, departments, members } from '../schema.server.ts';

// What the editors of the office, its people and the town's bodies share: a save's answer, a
// portrait from the image library, and a new row's address.

/** What a save answers: the item's id and the version it now has. */
export type Saved = { id: number; version: number };

/** A portrait is the one the person has, or an image from the library; anything else is refused. */
export async function checkPhoto(tx: TxContext, url: string | null, current: string | null): Promise<void> {
  if (url === null || url === current) return;
  if (!(await holds(tx, url))) throw invalid({ photo_url: ['Vyberte obrázek z knihovny.'] });
}

type Addressed = typeof departments | typeof contacts | typeof members;

const taken = (tx: TxContext, table: Addressed) => async (slug: string) =>
  (await tx.db.select({ id: table.id }).from(table).where(eq(table.slug, slug))).length > 0;

/** A new row's address: the table's addresses held first, so a parallel save of the same name waits its turn. */
export async function freeAddress(tx: TxContext, table: Addressed, name: string): Promise<string> {
  await holdAddresses(tx.db, getTableName(table));
  return freeSlug(taken(tx, table), name);
}
