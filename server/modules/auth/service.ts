import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages } from '../../../common/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { invalid } from '../../lib/http-errors.ts';
import type { Mail } from '../../lib/mail.ts';
import { hashPassword, isCommonPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import {
  alreadyRegisteredMail,
  confirmEmailMail,
  noAccountMail,
  nothingToConfirmMail,
  passwordChangedMail,
  resetPasswordMail,
} from './mails.ts';
import { consumeToken, issueToken, TOKEN_LIFETIME_MS, voidTokens } from './one-time-tokens.ts';
import { createSession, revokeAllSessions } from './sessions.ts';

export interface AuthDeps {
  db: Db;
  publicUrl: string;
  /** Sends a mail the resident needs (a link); a failure fails the request. */
  send: (mail: Mail) => Promise<void>;
  /** Sends a notice about work already done; a failure is logged, not thrown (`sendNotice`). */
  notify: (mail: Mail) => Promise<void>;
}

/** Active (not deleted) account by e-mail. */
export async function findByEmail(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalid({ [field]: [accountMessages.commonPassword] });
}

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phone_prefix: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
}

/** The personal details as the users table keeps them: empty optional fields are null. */
export function detailColumns(input: Omit<Registration, 'email' | 'password'>) {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    phonePrefix: input.phone_prefix || null,
    phone: input.phone || null,
    street: input.street || null,
    city: input.city || null,
    zip: input.zip || null,
  };
}

/**
 * Creates an unconfirmed account and mails the confirmation link. An e-mail
 * that already has an account gets a notice instead, and the answer is the
 * same, so registration does not tell who has an account. Both are done
 * before the answer (a 201 means the account is stored and the mail is out),
 * and both take the same steps, so the answer takes as long either way: one
 * transaction of two statements that writes a row, then one mail.
 */
export async function register(deps: AuthDeps, input: Registration): Promise<void> {
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const { token, hash } = newToken();
  const now = new Date();
  const created = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, ...detailColumns(input) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      // The account exists (or a parallel request just made it): its row is rewritten unchanged,
      // a write as large as the new account's link below.
      await tx
        .update(users)
        .set({ updatedAt: sql`${users.updatedAt}` })
        .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
      return false;
    }
    await tx.insert(oneTimeTokens).values({
      tokenHash: hash,
      userId: user.id,
      purpose: 'confirm_email',
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.confirm_email),
    });
    return true;
  });
  if (created) {
    await deps.send(confirmEmailMail(input.email, `${deps.publicUrl}/registrace/potvrzeni/${token}`));
  } else {
    await deps.send(alreadyRegisteredMail(input.email, `${deps.publicUrl}/login`, `${deps.publicUrl}/obnova-hesla`));
  }
}

/**
 * Sends a new confirmation link to an unconfirmed account, and otherwise a
 * notice that nothing waits for confirmation: one mail either way, before the
 * answer, so neither its timing nor its text tells who has an account.
 */
export async function resendConfirmation(deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user || user.emailConfirmedAt) {
    await deps.send(nothingToConfirmMail(email, `${deps.publicUrl}/login`, `${deps.publicUrl}/registrace`));
    return;
  }
  const token = await issueToken(deps.db, user.id, 'confirm_email');
  await deps.send(confirmEmailMail(user.email, `${deps.publicUrl}/registrace/potvrzeni/${token}`));
}

/**
 * Uses a confirmation link: confirms a new account's address, or switches an
 * account to the new address it was waiting for (if no other account took
 * that address meanwhile).
 */
export async function confirmEmail(db: Db, hash: string): Promise<void> {
  const userId = await consumeToken(db, hash, 'confirm_email');
  if (userId === null) throw invalid({ hash: [accountMessages.badLink] });
  const [user] = await db.select({ pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, userId));
  if (!user?.pendingEmail) {
    await db
      .update(users)
      .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    return;
  }
  if (await findByEmail(db, user.pendingEmail)) throw invalid({ hash: [accountMessages.badLink] });
  try {
    await db
      .update(users)
      .set({ email: user.pendingEmail, pendingEmail: null, emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Taken by a registration in the same moment: the unique index said no.
    if ((error as { code?: string }).code === '23505') throw invalid({ hash: [accountMessages.badLink] });
    throw error;
  }
}

/** Checks the credentials and opens a new session; wrong e-mail and wrong password answer alike. */
export async function login(db: Db, input: { email: string; password: string; remember: boolean }): Promise<string> {
  const user = await findByEmail(db, input.email);
  if (!user?.passwordHash) {
    await verifyAgainstNothing(input.password);
    throw invalid({ email: [accountMessages.badCredentials] }, accountMessages.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw invalid({ email: [accountMessages.badCredentials] }, accountMessages.badCredentials);
  }
  // Said only to someone who knows the password, so it reveals nothing.
  if (!user.emailConfirmedAt) throw invalid({ email: [accountMessages.unconfirmed] }, accountMessages.unconfirmed);
  return createSession(db, user.id, input.remember);
}

/**
 * Mails a reset link when the account exists, and a notice that there is no
 * account otherwise: one mail either way, before the answer, so the answer
 * tells nothing and a crash after it cannot lose the link.
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) {
    await deps.send(noAccountMail(email, `${deps.publicUrl}/registrace`));
    return;
  }
  const token = await issueToken(deps.db, user.id, 'reset_password');
  await deps.send(resetPasswordMail(user.email, user.firstname, `${deps.publicUrl}/zmena-hesla/${token}`));
}

/** Sets a new password from a mailed link; the link and any other reset link are used up, and every session ends. */
export async function resetPassword(deps: AuthDeps, input: { hash: string; password: string }): Promise<void> {
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeToken(deps.db, input.hash, 'reset_password');
  if (userId === null) throw invalid({ hash: [accountMessages.badLink] });
  // Any other link still out (two requests at once) is void too, before the password changes.
  await voidTokens(deps.db, userId, 'reset_password');
  const [user] = await deps.db
    .update(users)
    // Receiving the mail proves the address too.
    .set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email, firstname: users.firstname });
  await revokeAllSessions(deps.db, userId);
  if (user) await deps.notify(passwordChangedMail(user.email, user.firstname));
}
