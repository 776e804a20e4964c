import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import type { Tx } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { WASTE_KINDS } from './bins.ts';
import { wasteAddresses, wasteBinLinks, wasteBins } from './schema.server.ts';

/** The office's register (demo/waste/register.yaml): addresses, their bins and who has linked them. */
const register = z.array(
  z.object({
    street: z.string(),
    houseNumber: z.string(),
    owner: z.email().nullable(),
    bins: z.array(
      z.object({
        code: z.string(),
        kind: z.string().refine((k) => k in WASTE_KINDS, 'Neznámý druh odpadu'),
        volume: z.number().int(),
        weekday: z.number().int().min(1).max(7),
        everyWeeks: z.number().int().min(1),
        anchor: isoDateSchema(),
        months: z.array(z.number().int().min(1).max(12)),
      }),
    ),
  }),
);

export async function seedWaste(tx: Tx) {
  for (const entry of readDemo('waste/register', register)) {
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
