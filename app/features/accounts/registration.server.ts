import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../../server/db/schema/index.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { hashPassword } from '../../../server/lib/passwords.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { newToken } from '../../../server/lib/tokens.ts';
import { detailColumns, findByEmail } from './account-rows.server.ts';
import { alreadyRegisteredMail, confirmEmailMail, link, nothingToConfirmMail, send } from './mails.server.ts';
import { consumeToken, issueToken, TOKEN_LIFETIME_MS } from './one-time-tokens.server.ts';
import { assertNotCommon } from './passwords.server.ts';
import { perEmail, perIp } from './rate-keys.server.ts';
import { oneTimeTokens } from './schema.server.ts';
import {
  accountMessages,
  type confirmEmailSchema,
  type forgotPasswordSchema,
  type registerSchema,
  type verifiedRegisterSchema,
} from './schemas.ts';

type Registration = z.output<typeof registerSchema>;

/**
 * Creates an unconfirmed account and mails the confirmation link. An e-mail
 * that already has an account gets a notice instead, and the answer is the
 * same, so registration does not tell who has an account. Both are done
 * before the answer (a 201 means the account is stored and the mail is out),
 * and both take the same steps, so the answer takes as long either way: one
 * transaction of two statements that writes a row, then one mail.
 */
export async function register(ctx: ServiceContext, input: Registration): Promise<{ message: string }> {
  await consume(ctx.db, [perIp(ctx, 'register', 10, HOUR), perEmail('register', input.email, 3, HOUR)]);
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const { token, hash } = newToken();
  const now = new Date();
  const created = await ctx.db.transaction(async (tx) => {
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
    await send(ctx, confirmEmailMail(input.email, link(ctx, `/registrace/potvrzeni/${token}`)));
  } else {
    await send(ctx, alreadyRegisteredMail(input.email, link(ctx, '/login'), link(ctx, '/obnova-hesla')));
  }
  return { message: 'Na zadanou adresu jsme poslali e-mail s odkazem. Registraci dokončíte jeho otevřením.' };
}

/**
 * Creates an account for a person NIA has just identified, in the caller's transaction (the identity
 * feature links the identity to it there): no password, since the identity signs in (one can be set
 * later through "Zapomenuté heslo"), and the address still to be confirmed (`mailConfirmation`, once
 * the transaction has committed). An address that already has an account is refused, to be signed in
 * to and linked instead; only a person NIA has identified is told so (and the caller limits how often).
 */
export async function registerVerified(
  ctx: ServiceContext,
  input: z.output<typeof verifiedRegisterSchema>,
): Promise<number> {
  const [user] = await ctx.db
    .insert(users)
    .values({ email: input.email, passwordHash: null, ...detailColumns(input) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) throw invalid({ email: [accountMessages.emailHasAccount] });
  return user.id;
}

/** Mails an account's confirmation link to its address, unless the address is confirmed already. */
export async function mailConfirmation(ctx: ServiceContext, userId: number): Promise<void> {
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt), isNull(users.deletedAt)));
  if (!user) return;
  const token = await issueToken(ctx.db, userId, 'confirm_email', ctx.now);
  await send(ctx, confirmEmailMail(user.email, link(ctx, `/registrace/potvrzeni/${token}`)));
}

/**
 * Sends a new confirmation link to an unconfirmed account, and otherwise a
 * notice that nothing waits for confirmation: one mail either way, before the
 * answer, so neither its timing nor its text tells who has an account.
 */
export async function resendConfirmation(
  ctx: ServiceContext,
  { email }: z.output<typeof forgotPasswordSchema>,
): Promise<{ message: string }> {
  await consume(ctx.db, [perIp(ctx, 'resend', 10, HOUR), perEmail('resend', email, 3, HOUR)]);
  const user = await findByEmail(ctx.db, email);
  if (!user || user.emailConfirmedAt) {
    await send(ctx, nothingToConfirmMail(email, link(ctx, '/login'), link(ctx, '/registrace')));
  } else {
    const token = await issueToken(ctx.db, user.id, 'confirm_email');
    await send(ctx, confirmEmailMail(user.email, link(ctx, `/registrace/potvrzeni/${token}`)));
  }
  return { message: 'Pokud účet s touto adresou čeká na potvrzení, poslali jsme na ni nový odkaz.' };
}

/**
 * Uses a confirmation link: confirms a new account's address, or switches an
 * account to the new address it was waiting for (if no other account took
 * that address meanwhile).
 */
export async function confirmEmail(
  ctx: ServiceContext,
  { hash }: z.output<typeof confirmEmailSchema>,
): Promise<{ message: string }> {
  const { db } = ctx;
  await consume(db, [perIp(ctx, 'confirm', 30, HOUR)]);
  const confirmed = { message: 'E-mailová adresa je potvrzená. Nyní se můžete přihlásit.' };
  const userId = await consumeToken(db, hash, 'confirm_email');
  if (userId === null) throw invalid({ hash: [accountMessages.badLink] });
  const [user] = await db.select({ pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, userId));
  if (!user?.pendingEmail) {
    await db
      .update(users)
      .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    return confirmed;
  }
  if (await findByEmail(db, user.pendingEmail)) throw invalid({ hash: [accountMessages.badLink] });
  try {
    await db
      .update(users)
      .set({ email: user.pendingEmail, pendingEmail: null, emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Taken by a registration in the same moment: the unique index said no.
    if (error instanceof Error && 'code' in error && error.code === '23505')
      throw invalid({ hash: [accountMessages.badLink] });
    throw error;
  }
  return confirmed;
}
