import { and, eq, isNull } from 'drizzle-orm';
import { accountMessages } from '../../../common/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, sessions, userGroups, users } from '../../db/schema/index.ts';
import { invalid } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { confirmNewEmailMail, emailChangeRequestedMail } from '../auth/mails.ts';
import { issueToken, voidTokens } from '../auth/one-time-tokens.ts';
import { type AuthDeps, assertNotCommon, detailColumns, type Registration } from '../auth/service.ts';
import { createSession, revokeAllSessions } from '../auth/sessions.ts';

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
  createdAt: users.createdAt,
  groupDescription: userGroups.description,
  groupDiscount: userGroups.discount,
};

async function profileRow(db: Db, userId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** `GET /api/me`: spec §3 fields, plus the details the account page edits. */
export async function getMe(db: Db, userId: number) {
  const row = await profileRow(db, userId);
  if (!row) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    group:
      row.groupDescription === null ? null : { description: row.groupDescription, discount: row.groupDiscount ?? 0 },
    scope: row.scope,
    phone_prefix: row.phonePrefix ?? '',
    phone: row.phone ?? '',
    street: row.street ?? '',
    city: row.city ?? '',
    zip: row.zip ?? '',
    pending_email: row.pendingEmail,
  };
}

export type Details = Omit<Registration, 'password'> & { current_password?: string };

/**
 * Saves the resident's details. A new e-mail address needs the current
 * password; it waits as `pendingEmail` until its link is confirmed, and the
 * old address is told. The answer is the same whether the new address has an
 * account or not; that is found out only when the link is used.
 */
export async function updateMe(deps: AuthDeps, userId: number, input: Details): Promise<{ emailChanged: boolean }> {
  const current = await profileRow(deps.db, userId);
  if (!current) throw invalid({ email: [accountMessages.badLink] });
  const emailChanged = current.email !== input.email;
  if (emailChanged) await checkPassword(deps.db, userId, input.current_password ?? '', 'current_password');
  await deps.db
    .update(users)
    .set({
      ...detailColumns(input),
      updatedAt: new Date(),
      ...(emailChanged ? { pendingEmail: input.email } : {}),
    })
    .where(eq(users.id, userId));
  if (emailChanged) {
    const token = await issueToken(deps.db, userId, 'confirm_email');
    await deps.send(confirmNewEmailMail(input.email, `${deps.publicUrl}/registrace/potvrzeni/${token}`));
    await deps.notify(emailChangeRequestedMail(current.email, current.firstname));
  }
  return { emailChanged };
}

async function checkPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
    throw invalid({ [field]: [accountMessages.wrongPassword] });
  }
}

/** Changes the password, voids reset links, ends every session, and returns a new token for this one. */
export async function changePassword(
  db: Db,
  userId: number,
  input: { current_password: string; password: string },
  remember: boolean,
): Promise<string> {
  await checkPassword(db, userId, input.current_password, 'current_password');
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  // A reset link asked for earlier would otherwise still set a password of its own. Voided first:
  // a crash in between leaves the old password and no link, never the new password and a link.
  await voidTokens(db, userId, 'reset_password');
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeAllSessions(db, userId);
  return createSession(db, userId, remember);
}

/** Everything the site keeps about the resident (GDPR art. 15 and 20). */
export async function exportMe(db: Db, userId: number) {
  const row = await profileRow(db, userId);
  if (!row) return null;
  const logins = await db
    .select({
      created_at: sessions.createdAt,
      last_used_at: sessions.lastUsedAt,
      expires_at: sessions.expiresAt,
      remember: sessions.remember,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(100);
  return {
    exported_at: new Date().toISOString(),
    account: {
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
      phone_prefix: row.phonePrefix,
      phone: row.phone,
      street: row.street,
      city: row.city,
      zip: row.zip,
      group: row.groupDescription,
      scope: row.scope,
      created_at: row.createdAt.toISOString(),
    },
    sessions: logins.map((s) => ({
      ...s,
      created_at: s.created_at.toISOString(),
      last_used_at: s.last_used_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
    })),
  };
}

/**
 * Deletes the account after checking the password: personal data is erased
 * and the row kept only as an anonymous stub, because records the town must
 * keep (cases, payments) may point to it.
 */
export async function deleteMe(db: Db, userId: number, password: string): Promise<void> {
  await checkPassword(db, userId, password, 'password');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `smazany-${userId}@deleted.invalid`,
        passwordHash: null,
        firstname: 'Smazaný',
        lastname: 'účet',
        phonePrefix: null,
        phone: null,
        street: null,
        city: null,
        zip: null,
        groupId: null,
        scope: [],
        emailConfirmedAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  });
}
