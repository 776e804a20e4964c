import { eq, or } from 'drizzle-orm';
import type { ErasureItem } from '../../../server/lib/erasure.ts';
import { subscribers } from './schema.server.ts';

/** What erasing an account does with its subscription: it ends, whichever address it went to. */
export const subscriptionsErasure: ErasureItem[] = [
  {
    erased: 'odběr novinek',
    tables: [
      {
        table: subscribers,
        rows: (p) => or(eq(subscribers.userId, p.userId), eq(subscribers.email, p.email)),
        delete: 'adresa odběru a její témata',
      },
    ],
  },
];
