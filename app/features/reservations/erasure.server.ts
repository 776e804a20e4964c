import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { reservations } from './schema.server.ts';

/** Her bookings: made in her account, or without one under her e-mail. */
const bookingsOf = (p: ErasedPerson) => or(eq(reservations.userId, p.userId), eq(reservations.email, p.email));

/**
 * What erasing an account does with its bookings: the coming ones are cancelled (their places free up),
 * and every one keeps only its time and service, for the office's figures.
 */
export const reservationsErasure: ErasureItem[] = [
  {
    erased: 'rezervace (budoucí se zruší)',
    tables: [
      {
        table: reservations,
        rows: (p, now) =>
          and(bookingsOf(p), inArray(reservations.status, ['active', 'pending']), gt(reservations.startsAt, now)),
        clears: [
          { column: reservations.status, to: () => 'cancelled' },
          { column: reservations.cancelledAt, to: (_, now) => now },
        ],
      },
      {
        table: reservations,
        rows: bookingsOf,
        clears: [
          { column: reservations.name, what: 'jméno', to: () => 'Smazaný účet' },
          { column: reservations.email, what: 'e-mail', to: (p) => `smazany-${p.userId}@deleted.invalid` },
          { column: reservations.phone, what: 'telefon' },
          { column: reservations.answers, what: 'odpovědi na otázky', to: () => ({}) },
          { column: reservations.note, what: 'poznámka' },
        ],
      },
    ],
  },
];
