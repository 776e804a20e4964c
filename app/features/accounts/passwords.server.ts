import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../../server/lib/passwords.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { createSession, revokeAllSessions } from '../../../server/lib/sessions.ts';
import { findByEmail } from './account-rows.server.ts';
import { link, noAccountMail, notify, passwordChangedMail, resetPasswordMail, send } from './mails.server.ts';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.server.ts';
import { perEmail, perIp } from './rate-keys.server.ts';
import {
  accountMessages,
  type changePasswordSchema,
  type forgotPasswordSchema,
  type resetPasswordSchema,
} from './schemas.ts';

export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalid({ [field]: [accountMessages.commonPassword] });
}

/**
 * Mails a reset link when the account exists, and a notice that there is no
 * account otherwise: one mail either way, before the answer, so the answer
 * tells nothing and a crash after it cannot lose the link.
 */
export async function forgotPassword(
  ctx: ServiceContext,
  { email }: z.output<typeof forgotPasswordSchema>,
): Promise<{ message: string }> {
  await consume(ctx.db, [perIp(ctx, 'forgot', 10, HOUR), perEmail('forgot', email, 3, HOUR)]);
  const user = await findByEmail(ctx.db, email);
  if (!user) {
    await send(ctx, noAccountMail(email, link(ctx, '/registrace')));
  } else {
    const token = await issueToken(ctx.db, user.id, 'reset_password');
    await send(ctx, resetPasswordMail(user.email, user.firstname, link(ctx, `/zmena-hesla/${token}`)));
  }
  return { message: 'Pokud u nás máte účet, poslali jsme vám e-mail s odkazem pro nastavení nového hesla.' };
}

/** Sets a new password from a mailed link; the link and any other reset link are used up, and every session ends. */
export async function resetPassword(
  ctx: ServiceContext,
  input: z.output<typeof resetPasswordSchema>,
): Promise<{ message: string }> {
  const { db } = ctx;
  await consume(db, [perIp(ctx, 'reset', 20, HOUR)]);
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeToken(db, input.hash, 'reset_password');
  if (userId === null) throw invalid({ hash: [accountMessages.badLink] });
  // Any other link still out (two requests at once) is void too, before the password changes.
  await voidTokens(db, userId, 'reset_password');
  const [user] = await db
    .update(users)
    // Receiving the mail proves the address too.
    .set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email, firstname: users.firstname });
  await revokeAllSessions(db, userId);
  if (user) await notify(ctx, passwordChangedMail(user.email, user.firstname));
  return { message: 'Heslo je změněné. Přihlaste se prosím novým heslem.' };
}

export async function checkPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
    throw invalid({ [field]: [accountMessages.wrongPassword] });
  }
}

/** Changes the password, voids reset links, ends every session, and returns a new token for this one. */
export async function changePassword(
  ctx: ServiceContext,
  input: z.output<typeof changePasswordSchema>,
): Promise<{ token: string; remember: boolean; message: string }> {
  const { id: userId, remember } = requireActor(ctx);
  const { db } = ctx;
  await checkPassword(db, userId, input.current_password, 'current_password');
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  // A reset link asked for earlier would otherwise still set a password of its own. Voided first:
  // a crash in between leaves the old password and no link, never the new password and a link.
  await voidTokens(db, userId, 'reset_password');
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeAllSessions(db, userId);
  return {
    token: await createSession(db, userId, remember),
    remember,
    message: 'Heslo je změněné. Na ostatních zařízeních se bude potřeba přihlásit znovu.',
  };
}
