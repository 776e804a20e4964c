import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../server/lib/audit.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { startSession, workActor } from '../../../server/lib/sessions.ts';
import type { verifiedRegisterSchema } from '../accounts/schemas.ts';
import * as accounts from '../accounts/service.server.ts';
import { answerOf, type Ctx, remember, take, verifiedFrom } from './answers.server.ts';
import { residentIdentities } from './schema.server.ts';

/** What became of a sign-in through NIA, for the browser that started it. */
export type Completion =
  /** A new login for the account the identity is linked to (`session`: its cookie's token). */
  | { outcome: 'signed-in'; session: string; returnTo: string }
  | { outcome: 'linked'; returnTo: string }
  /** The answer is gone, too old, or was asked for by another browser. */
  | { outcome: 'unknown' }
  /** Nobody signed in, and no account has this identity yet: the answer waits (`token`) to be linked or to make one. */
  | { outcome: 'not-linked'; token: string }
  /** Signed in to an account that another identity is linked to, or this identity is linked to another account. */
  | { outcome: 'linked-elsewhere' }
  /** The account the identity is linked to is locked by the office. */
  | { outcome: 'locked' };

/** The viewer of the last step: who is signed in in that browser, by which login. */
type Viewer = { id: number; sessionId: number } | null;

/**
 * The last step, on this site, in the browser that started the sign-in (`requestId` from its
 * cookie). Someone signed in links the identity to their account; otherwise the account the
 * identity is linked to is signed in. An identity is never linked by name or e-mail: one no account
 * has yet waits for its person to sign in to their account or to make one (`createAccount`).
 */
export async function complete(
  ctx: Ctx & Pick<ServiceContext, 'ip'>,
  token: string,
  requestId: string | undefined,
  viewer: Viewer,
): Promise<Completion> {
  const answer = await answerOf(ctx, token, requestId);
  if (!answer) return { outcome: 'unknown' };
  const [linked] = await ctx.db
    .select({ userId: residentIdentities.userId })
    .from(residentIdentities)
    .where(eq(residentIdentities.pseudonym, answer.pseudonym));
  if (!viewer && !linked) return { outcome: 'not-linked', token: answer.token };
  if (!(await take(ctx.db, answer))) return { outcome: 'unknown' };
  const verified = verifiedFrom(answer, ctx.now);

  if (viewer) {
    const [own] = await ctx.db
      .select({ pseudonym: residentIdentities.pseudonym })
      .from(residentIdentities)
      .where(eq(residentIdentities.userId, viewer.id));
    if ((linked && linked.userId !== viewer.id) || (own && own.pseudonym !== answer.pseudonym)) {
      return { outcome: 'linked-elsewhere' };
    }
    await ctx.db
      .insert(residentIdentities)
      .values({ userId: viewer.id, pseudonym: answer.pseudonym, linkedAt: ctx.now, ...verified })
      .onConflictDoUpdate({ target: residentIdentities.userId, set: verified });
    await remember(ctx.db, viewer.sessionId, answer, ctx.now);
    const actor = await workActor(ctx.db, viewer.id);
    if (actor)
      await audit(ctx, actor, {
        action: linked ? 'identity.verified' : 'identity.linked',
        entity: 'user',
        entityId: viewer.id,
        summary: { level: answer.level },
      });
    return { outcome: 'linked', returnTo: answer.returnTo };
  }
  if (!linked) return { outcome: 'unknown' };
  // A locked account signs in no more by its identity than by its password.
  const actor = await workActor(ctx.db, linked.userId);
  if (!actor) {
    await securityEvent(ctx, {
      action: 'auth.sign-in',
      result: 'failure',
      accountId: linked.userId,
      detail: { method: 'nia', reason: 'account-locked' },
    });
    return { outcome: 'locked' };
  }
  await ctx.db.update(residentIdentities).set(verified).where(eq(residentIdentities.userId, linked.userId));
  const session = await startSession(ctx.db, linked.userId, false, ctx.now);
  await remember(ctx.db, session.id, answer, ctx.now);
  await audit(ctx, actor, {
    action: 'identity.signed-in',
    entity: 'user',
    entityId: linked.userId,
    summary: { level: answer.level },
  });
  await securityEvent(ctx, {
    action: 'auth.sign-in',
    result: 'success',
    accountId: linked.userId,
    detail: { method: 'nia', level: answer.level },
  });
  return { outcome: 'signed-in', session: session.token, returnTo: answer.returnTo };
}

export type NewAccount =
  | { outcome: 'created'; session: string; returnTo: string }
  | { outcome: 'unknown' }
  | { outcome: 'linked-elsewhere' };

/**
 * Makes an account for the person NIA has just vouched for, linked to their identity and signed in,
 * in one transaction: a crash leaves either all of it or the answer still waiting. The address is
 * confirmed by a mailed link afterwards. Throws 422 with the fields' errors (an address that has an
 * account already is one of them), with the answer kept for the next try.
 */
export async function createAccount(
  ctx: ServiceContext,
  token: string,
  requestId: string | undefined,
  input: z.output<typeof verifiedRegisterSchema>,
): Promise<NewAccount> {
  // Outside the transaction, so that refused tries count too.
  await consume(ctx.db, [{ key: `nia-account:ip:${ctx.ip}`, max: 10, windowMs: HOUR }], ctx.now);
  const created = await ctx.db.transaction(async (tx): Promise<NewAccount | { userId: number; session: string }> => {
    const answer = await answerOf({ db: tx, now: ctx.now }, token, requestId);
    if (!answer || !(await take(tx, answer))) return { outcome: 'unknown' };
    const [linked] = await tx
      .select({ userId: residentIdentities.userId })
      .from(residentIdentities)
      .where(eq(residentIdentities.pseudonym, answer.pseudonym));
    if (linked) return { outcome: 'linked-elsewhere' };
    const userId = await accounts.registerVerified({ ...ctx, db: tx }, input);
    await tx
      .insert(residentIdentities)
      .values({ userId, pseudonym: answer.pseudonym, linkedAt: ctx.now, ...verifiedFrom(answer, ctx.now) });
    const session = await startSession(tx, userId, false, ctx.now);
    await remember(tx, session.id, answer, ctx.now);
    const actor = await workActor(tx, userId);
    if (actor)
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'identity.account-created',
        entity: 'user',
        entityId: userId,
        summary: { level: answer.level },
      });
    return { userId, session: session.token };
  });
  if ('outcome' in created) return created;
  await accounts.mailConfirmation(ctx, created.userId);
  return { outcome: 'created', session: created.session, returnTo: '/ucet' };
}
