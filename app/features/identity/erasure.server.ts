import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../../server/db/schema/users.ts';
import type { ErasureItem } from '../../../server/lib/erasure.ts';
import { identitySessions, residentIdentities } from './schema.server.ts';

/** What erasing an account does with the identity NIA vouched for: the account keeps no link to it. */
export const identityErasure: ErasureItem[] = [
  {
    erased: 'Identita občana',
    tables: [
      {
        table: residentIdentities,
        rows: (p) => eq(residentIdentities.userId, p.userId),
        delete: 'propojení účtu s ní a údaje od ní (jméno, příjmení, datum narození)',
      },
      {
        table: identitySessions,
        rows: (p) =>
          sql`${identitySessions.sessionId} in (select ${sessions.id} from ${sessions} where ${sessions.userId} = ${p.userId})`,
        delete: 'přihlášení přes ni',
      },
    ],
  },
];
