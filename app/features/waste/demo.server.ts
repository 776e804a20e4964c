import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { wasteAddresses, wasteBinLinks, wasteBins } from './schema.server.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The office's register: addresses (by číslo popisné) and their bins with
 * collection rules. Sticker codes are random, so knowing a house number is
 * not enough to claim its bins.
 */
const REGISTER = [
  {
    street: 'Lipová 12',
    houseNumber: '412',
    owner: 'jana.novakova@vzorov.example',
    bins: [
      { code: 'VZS7K3M9Q', kind: 'smesny', volume: 120, weekday: 2, everyWeeks: 1, anchor: '2026-01-06', months: [] },
      { code: 'VZP4T8W2L', kind: 'plast', volume: 240, weekday: 4, everyWeeks: 2, anchor: '2026-01-08', months: [] },
      {
        code: 'VZB9H5R3D',
        kind: 'bio',
        volume: 120,
        weekday: 1,
        everyWeeks: 2,
        anchor: '2026-04-06',
        months: [4, 5, 6, 7, 8, 9, 10, 11],
      },
    ],
  },
  {
    street: 'U Rybníka 3',
    houseNumber: '87',
    owner: 'josef.dvorak@vzorov.example',
    bins: [
      { code: 'VZS2N6X8C', kind: 'smesny', volume: 240, weekday: 3, everyWeeks: 1, anchor: '2026-01-07', months: [] },
      { code: 'VZK5J1P7F', kind: 'papir', volume: 240, weekday: 5, everyWeeks: 2, anchor: '2026-01-09', months: [] },
    ],
  },
  {
    street: 'Nádražní 18',
    houseNumber: '1203',
    owner: null,
    bins: [
      { code: 'VZS8D4Q6T', kind: 'smesny', volume: 1100, weekday: 1, everyWeeks: 1, anchor: '2026-01-05', months: [] },
      { code: 'VZG3L9V2M', kind: 'sklo', volume: 1100, weekday: 5, everyWeeks: 4, anchor: '2026-01-16', months: [] },
    ],
  },
  {
    street: 'Školní 5',
    houseNumber: '233',
    owner: null,
    bins: [
      { code: 'VZS6R2K8W', kind: 'smesny', volume: 120, weekday: 2, everyWeeks: 1, anchor: '2026-01-06', months: [] },
    ],
  },
];

export async function seedWaste(tx: Tx) {
  for (const entry of REGISTER) {
    const [address] = await tx
      .insert(wasteAddresses)
      .values({ street: entry.street, houseNumber: entry.houseNumber, city: 'Vzorov', zip: '123 45' })
      .returning({ id: wasteAddresses.id });
    const bins = await tx
      .insert(wasteBins)
      .values(entry.bins.map((b) => ({ ...b, addressId: address!.id, feeHellers: 0 })))
      .returning({ id: wasteBins.id });
    if (!entry.owner) continue;
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, entry.owner));
    if (owner) await tx.insert(wasteBinLinks).values(bins.map((b) => ({ userId: owner.id, binId: b.id })));
  }
}
