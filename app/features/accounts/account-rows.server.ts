import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PHONE_MESSAGE, readPhone } from '../../../common/phone.ts';
import type { Db } from '../../../server/db/client.ts';
import { userGroups, users } from '../../../server/db/schema/index.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import type { updateMeSchema } from './schemas.ts';

export type Details = z.output<typeof updateMeSchema>;

/** Active (not deleted) account by e-mail. */
export async function findByEmail(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
      lockedAt: users.lockedAt,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/**
 * The personal details as the users table keeps them: empty optional fields are null, the phone its
 * country prefix and national digits (E.164 together), a number no country of the list has refused.
 */
export function detailColumns(input: Omit<Details, 'email' | 'current_password'>) {
  const phone = readPhone(input.phone, input.phone_prefix);
  if (!phone) throw invalid({ phone: [PHONE_MESSAGE] });
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    phonePrefix: phone.prefix || null,
    phone: phone.number || null,
    street: input.street || null,
    city: input.city || null,
    zip: input.zip || null,
  };
}

const profileColumns = {
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  scope: users.scope,
  phonePrefix: users.phonePrefix,
  phone: users.phone,
  street: users.street,
  city: users.city,
  zip: users.zip,
  emailConfirmedAt: users.emailConfirmedAt,
  pendingEmail: users.pendingEmail,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  groupDescription: userGroups.description,
  groupDiscount: userGroups.discount,
};

export async function profileRow(db: Db, userId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
