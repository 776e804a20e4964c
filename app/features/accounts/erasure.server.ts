import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { rateLimits, recoveryCodes, sessions, users } from '../../../server/db/schema/index.ts';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { oneTimeTokens } from './schema.server.ts';

/** Whom erasing the account is of, as the account names her; null once it is erased. */
export async function erasedPersonOf(db: Db, userId: number): Promise<ErasedPerson | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  return {
    userId,
    email: row.email.toLowerCase(),
    name: `${row.firstname} ${row.lastname}`,
    address: [row.street, [row.zip, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  };
}

/**
 * The account's part of an erasure (decision 0032): the row stays as an anonymous stub, because
 * records the town must keep (cases, payments) point to it; its logins and mailed links end.
 */
export const accountErasure: ErasureItem = {
  erased: 'účet',
  tables: [
    {
      table: users,
      rows: (p) => eq(users.id, p.userId),
      clears: [
        { column: users.firstname, what: 'jméno', to: () => 'Smazaný' },
        { column: users.lastname, what: 'příjmení', to: () => 'účet' },
        { column: users.email, what: 'e-mail', to: (p) => `smazany-${p.userId}@deleted.invalid` },
        { column: users.pendingEmail, what: 'e-mail' },
        { column: users.phonePrefix, what: 'telefon' },
        { column: users.phone, what: 'telefon' },
        { column: users.street, what: 'adresa' },
        { column: users.city, what: 'adresa' },
        { column: users.zip, what: 'adresa' },
        { column: users.passwordHash, what: 'heslo' },
        { column: users.totpSecret, what: 'druhé ověření' },
        { column: users.totpEnabledAt },
        { column: users.totpLastStep },
        { column: users.lockedReason, what: 'důvod zamčení' },
        { column: users.lockedAt },
        { column: users.emailConfirmedAt },
        { column: users.groupId, what: 'skupina pro slevy' },
        { column: users.scope, to: () => [] },
        { column: users.deletedAt, to: (_, now) => now },
        { column: users.updatedAt, to: (_, now) => now },
      ],
    },
    { table: sessions, rows: (p) => eq(sessions.userId, p.userId), delete: 'přihlášení' },
    { table: oneTimeTokens, rows: (p) => eq(oneTimeTokens.userId, p.userId), delete: 'odkazy poslané e-mailem' },
    { table: recoveryCodes, rows: (p) => eq(recoveryCodes.userId, p.userId), delete: 'záložní kódy' },
    {
      table: rateLimits,
      // The counters of sign-ins, bookings and subscriptions by e-mail (`…:email:<e-mail>`).
      rows: (p) => sql`strpos(lower(${rateLimits.key}), ${`:email:${p.email}`}) > 0`,
      delete: 'počítadla pokusů podle e-mailu',
    },
  ],
};
