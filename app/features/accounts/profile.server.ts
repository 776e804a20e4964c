import { eq } from 'drizzle-orm';
import type { Me } from '../../../common/schemas/account.ts';
import type { Db } from '../../../server/db/client.ts';
import { sessions, users } from '../../../server/db/schema/index.ts';
import { notLoggedIn } from '../../../server/lib/authenticate.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { type Details, detailColumns, profileRow } from './account-rows.server.ts';
import { confirmNewEmailMail, emailChangeRequestedMail, link, notify, send } from './mails.server.ts';
import { issueToken } from './one-time-tokens.server.ts';
import { checkPassword } from './passwords.server.ts';
import { type AccountExport, accountMessages } from './schemas.ts';

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
