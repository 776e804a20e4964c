import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PHONE_MESSAGE, readPhone } from '../../../common/phone.ts';
import type { Me } from '../../../common/schemas/account.ts';
import type { Db } from '../../../server/db/client.ts';
import { sessions, userGroups, users } from '../../../server/db/schema/index.ts';
import { notLoggedIn } from '../../../server/lib/authenticate.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { type Mail, sendNotice } from '../../../server/lib/mail.ts';
import { hashPassword, isCommonPassword, verifyAgainstNothing, verifyPassword } from '../../../server/lib/passwords.ts';
import { consume, HOUR, MINUTE, RateLimitError, refund } from '../../../server/lib/rate-limit.ts';
import { type SecurityAction, securityEvent } from '../../../server/lib/security-log.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { createSession, revokeAllSessions, revokeSession } from '../../../server/lib/sessions.ts';
import { newToken } from '../../../server/lib/tokens.ts';
import { issueDevice, knownDevice } from './devices.server.ts';
import {
  alreadyRegisteredMail,
  confirmEmailMail,
  confirmNewEmailMail,
  emailChangeRequestedMail,
  noAccountMail,
  nothingToConfirmMail,
  passwordChangedMail,
  resetPasswordMail,
} from './mails.server.ts';
import { consumeToken, issueToken, TOKEN_LIFETIME_MS, voidTokens } from './one-time-tokens.server.ts';
import { oneTimeTokens } from './schema.server.ts';
import {
  type AccountExport,
  accountMessages,
  type changePasswordSchema,
  type confirmEmailSchema,
  type deleteMeSchema,
  type forgotPasswordSchema,
  type LoginRequest,
  type registerSchema,
  type resetPasswordSchema,
  type updateMeSchema,
  type verifiedRegisterSchema,
} from './schemas.ts';

type Registration = z.output<typeof registerSchema>;
type Details = z.output<typeof updateMeSchema>;

/** Sends a mail the resident needs (a link); a failure fails the request. */
const send = (ctx: ServiceContext, mail: Mail) => ctx.mailer.send(mail);
/** Sends a notice about work already done; a failure is logged, not thrown. */
const notify = (ctx: ServiceContext, mail: Mail) => sendNotice(ctx.mailer, ctx.log, mail);
const link = (ctx: ServiceContext, path: string) => `${ctx.config.PUBLIC_URL}${path}`;

const perIp = (ctx: ServiceContext, what: string, max: number, windowMs: number) => ({
  key: `${what}:ip:${ctx.ip}`,
  max,
  windowMs,
});
const perEmail = (what: string, email: string, max: number, windowMs: number) => ({
  key: `${what}:email:${email}`,
  max,
  windowMs,
});

/** Active (not deleted) account by e-mail. */
async function findByEmail(db: Db, email: string) {
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

function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalid({ [field]: [accountMessages.commonPassword] });
}

/**
 * The personal details as the users table keeps them: empty optional fields are null, the phone its
 * country prefix and national digits (E.164 together), a number no country of the list has refused.
 */
function detailColumns(input: Omit<Details, 'email' | 'current_password'>) {
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

/** The feature that keeps a guest's cart (the shop): signing in moves it into the account. */
export interface GuestCarts {
  mergeGuestCart(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number, guestToken: string): Promise<void>;
}

let guestCarts: GuestCarts | null = null;

/** An erasure's transaction, with the files and the clock. */
export type ErasureContext = Pick<ServiceContext, 'db' | 'files' | 'now'>;
type ErasureHook = (ctx: ErasureContext, userId: number) => Promise<void>;
let beforeErase: ErasureHook | null = null;

/**
 * What an erasure does, in its transaction: each feature's part and the account's own, from the one
 * list the plan is made from (personal-data, which stands above the features). Named once, where the
 * features are put together (composition/services.ts).
 */
export function erasureIn(hook: ErasureHook): void {
  beforeErase = hook;
}

function erasureHook(): ErasureHook {
  // An erasure that skipped the other features would leave their personal data behind, or a debt nameless.
  if (!beforeErase)
    throw new Error('The accounts were not told what the other features erase (composition/services.ts).');
  return beforeErase;
}

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

async function profileRow(db: Db, userId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The signed-in person (`GET /api/me`: spec §3 fields, plus the details the account page edits); null for nobody. */
export async function me(ctx: ServiceContext): Promise<Me | null> {
  if (!ctx.actor) return null;
  const row = await profileRow(ctx.db, ctx.actor.id);
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
    has_password: row.hasPassword,
  };
}

/**
 * Saves the resident's details. A new e-mail address needs the current
 * password; it waits as `pendingEmail` until its link is confirmed, and the
 * old address is told. The answer is the same whether the new address has an
 * account or not; that is found out only when the link is used.
 */
export async function updateMe(ctx: ServiceContext, input: Details): Promise<{ me: Me; message: string }> {
  const { id: userId } = requireActor(ctx);
  const { db } = ctx;
  await consume(db, [{ key: `update-me:user:${userId}`, max: 20, windowMs: HOUR }]);
  const current = await profileRow(db, userId);
  if (!current) throw invalid({ email: [accountMessages.badLink] });
  const emailChanged = current.email !== input.email;
  // An account without a password is signed in only through Identita občana: that login is the proof.
  if (emailChanged && current.hasPassword)
    await checkPassword(db, userId, input.current_password ?? '', 'current_password');
  await db
    .update(users)
    .set({
      ...detailColumns(input),
      updatedAt: new Date(),
      ...(emailChanged ? { pendingEmail: input.email } : {}),
    })
    .where(eq(users.id, userId));
  if (emailChanged) {
    const token = await issueToken(db, userId, 'confirm_email');
    await send(ctx, confirmNewEmailMail(input.email, link(ctx, `/registrace/potvrzeni/${token}`)));
    await notify(ctx, emailChangeRequestedMail(current.email, current.firstname));
  }
  const saved = await me(ctx);
  if (!saved) throw notLoggedIn();
  return {
    me: saved,
    message: emailChanged
      ? 'Údaje jsou uložené. Novou e-mailovou adresu začneme používat, až ji potvrdíte odkazem, který jsme na ni poslali.'
      : 'Údaje jsou uložené.',
  };
}

async function checkPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
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

/** One account's data as its export gives it, for the resident and for the office's GDPR requests; null when erased. */
export async function exportOf(db: Db, userId: number): Promise<AccountExport | null> {
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
 * Deletes the account after checking the password (or, for an account without one, its owner's
 * explicit confirmation): personal data is erased
 * and the row kept only as an anonymous stub, because records the town must
 * keep (cases, payments) may point to it.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  { password, confirm }: z.output<typeof deleteMeSchema>,
): Promise<void> {
  const { id: userId } = requireActor(ctx);
  const row = await profileRow(ctx.db, userId);
  if (row?.hasPassword) await checkPassword(ctx.db, userId, password, 'password');
  // Signed in through Identita občana, with no password to type: a deliberate tick instead.
  else if (!confirm) throw invalid({ confirm: [accountMessages.confirmErasure] });
  await ctx.db.transaction(async (tx) => {
    await eraseAccount({ ...ctx, db: tx }, userId);
    await securityEvent(
      { ...ctx, db: tx },
      {
        action: 'account.erased',
        result: 'success',
        accountId: userId,
        asset: `user:${userId}`,
        detail: { by: 'owner' },
      },
    );
  });
}

/**
 * Erases an account's personal data, keeping the row as an anonymous stub because records the town
 * must keep (cases, payments) may point to it; its logins and mailed links end. What goes and what
 * stays is the one list the plan is made from too (`accountErasure` and each feature's, put together
 * by the hook). Called with the transaction it belongs to: the resident's own deletion, or the
 * office's on a GDPR request.
 */
export async function eraseAccount(ctx: ErasureContext, userId: number): Promise<void> {
  await erasureHook()(ctx, userId);
}

export { accountErasure, erasedPersonOf } from './erasure.server.ts';
export {
  accountsMatching,
  createGroup,
  eraseResident,
  findPayers,
  groups,
  lock,
  payer,
  removeGroup,
  resident,
  residents,
  saveGroup,
  setGroup,
  setRoles,
  unlock,
} from './staff.server.ts';
