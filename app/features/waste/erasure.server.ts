import { eq } from 'drizzle-orm';
import type { ErasureItem } from '../../../server/lib/erasure.ts';
import { pickupOrders, wasteBinLinks } from './schema.server.ts';

/**
 * What erasing an account does with its bins: they are no longer linked to it (the register keeps the
 * bins), and its extra pickups keep only the bin and the day, for the crew and the fee.
 */
export const wasteErasure: ErasureItem[] = [
  {
    erased: 'popelnice',
    tables: [
      { table: wasteBinLinks, rows: (p) => eq(wasteBinLinks.userId, p.userId), delete: 'propojení s popelnicemi' },
      {
        table: pickupOrders,
        rows: (p) => eq(pickupOrders.userId, p.userId),
        clears: [{ column: pickupOrders.note, what: 'poznámky k objednaným svozům' }],
      },
    ],
  },
];
