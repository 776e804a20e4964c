import { invalid } from '../../../server/lib/http-errors.ts';
import { verifyAgainstNothing, verifyPassword } from '../../../server/lib/passwords.ts';
import { consume, MINUTE, RateLimitError, refund } from '../../../server/lib/rate-limit.ts';
import { type SecurityAction, securityEvent } from '../../../server/lib/security-log.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { createSession, revokeSession } from '../../../server/lib/sessions.ts';
import { findByEmail } from './account-rows.server.ts';
import { issueDevice, knownDevice } from './devices.server.ts';
import { perEmail, perIp } from './rate-keys.server.ts';
import { accountMessages, type LoginRequest } from './schemas.ts';

/** The feature that keeps a guest's cart (the shop): signing in moves it into the account. */
export interface GuestCarts {
  mergeGuestCart(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number, guestToken: string): Promise<void>;
}

let guestCarts: GuestCarts | null = null;

/** Names the feature that keeps guests' carts; once, where the features are put together (composition/services.ts). */
export function guestCartsIn(feature: GuestCarts): void {
  guestCarts = feature;
}

function guestCartOwner(): GuestCarts {
  // A guest's cart is never dropped silently at sign-in.
  if (!guestCarts)
    throw new Error('The accounts were not told which feature keeps guest carts (composition/services.ts).');
  return guestCarts;
}

/**
 * Checks the credentials and opens a new session; wrong e-mail and wrong
 * password answer alike. Every attempt counts per address. Failed attempts
 * count per account, except from a browser that has logged into this account
 * before (a valid device token): those count per device, so guesses from
 * elsewhere cannot lock the owner out (docs/decisions/0011). Each attempt
 * takes a slot before the password is checked (so parallel guesses cannot slip
 * past the limit), and a successful one gives it back.
 */
export async function login(ctx: ServiceContext, input: LoginRequest): Promise<{ token: string; device: string }> {
  const { db } = ctx;
  const { email, device } = input;
  const knownAs = await knownDevice(db, email, device);
  const failures = knownAs
    ? { key: `login-failed:device:${knownAs}`, max: 10, windowMs: 15 * MINUTE }
    : perEmail('login-failed', email, 10, 15 * MINUTE);
  const refused = async (reason: string, accountId: number | null, action: SecurityAction = 'auth.sign-in') =>
    securityEvent(ctx, { action, result: 'failure', accountId, detail: { method: 'password', reason } });
  try {
    await consume(db, [perIp(ctx, 'login', 30, 10 * MINUTE), failures]);
  } catch (error) {
    if (error instanceof RateLimitError)
      await refused('too-many-attempts', (await findByEmail(db, email))?.id ?? null, 'auth.locked-out');
    throw error;
  }

  const user = await findByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyAgainstNothing(input.password);
    await refused(user ? 'no-password' : 'unknown-account', user?.id ?? null);
    throw invalid({ email: [accountMessages.badCredentials] }, accountMessages.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await refused('wrong-password', user.id);
    throw invalid({ email: [accountMessages.badCredentials] }, accountMessages.badCredentials);
  }
  // Said only to someone who knows the password, so it reveals nothing.
  if (!user.emailConfirmedAt) {
    await refused('unconfirmed', user.id);
    throw invalid({ email: [accountMessages.unconfirmed] }, accountMessages.unconfirmed);
  }
  if (user.lockedAt) {
    await refused('account-locked', user.id);
    throw invalid({ email: [accountMessages.locked] }, accountMessages.locked);
  }
  const token = await createSession(db, user.id, input.remember);
  await securityEvent(ctx, {
    action: 'auth.sign-in',
    result: 'success',
    accountId: user.id,
    detail: { method: 'password' },
  });
  await refund(db, failures.key);
  if (input.guestCart) await guestCartOwner().mergeGuestCart(ctx, user.id, input.guestCart);
  return { token, device: await issueDevice(db, email) };
}

/** Ends the asking session, if there is one: its token stops working. */
/**
 * Ends the session of the request's token. The API knows only its Bearer token: a request without
 * one (a browser's login cookie alone) ends nothing, and is told so rather than told it succeeded.
 */
export async function logout(ctx: ServiceContext): Promise<{ message: string }> {
  if (!ctx.actor) return { message: NOTHING_TO_END };
  await revokeSession(ctx.db, ctx.actor.sessionId);
  await securityEvent(ctx, { action: 'auth.sign-out', result: 'success', accountId: ctx.actor.id });
  return { message: 'Byli jste odhlášeni.' };
}

export const NOTHING_TO_END =
  'Nikdo nebyl odhlášen: požadavek nenesl platný token (Authorization: Bearer). Přihlášení v prohlížeči ukončí odkaz Odhlásit se.';
