import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../server/db/client.ts';
import { sessions } from '../../../server/db/schema/users.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { startSession, workActor } from '../../../server/lib/sessions.ts';
import type { verifiedRegisterSchema } from '../accounts/schemas.ts';
import * as accounts from '../accounts/service.server.ts';
import type { MyDataBox } from '../data-box/schemas.ts';
import * as dataBox from '../data-box/service.server.ts';
import { atLeast, type Level, levelName, levelNamed } from './nia.ts';
import { REQUEST_LIFETIME_MS } from './saml.server.ts';
import { identityAnswers, identitySessions, residentIdentities } from './schema.server.ts';
import type { IdentityPersonalData } from './schemas.ts';
import { type NiaProvider, niaProviderFor } from './settings.server.ts';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

/**
 * Takes NIA's answer (the form it posted), checks it and keeps it for the browser that asked:
 * the token to fetch it with, in the next step, from this site's own pages. Throws
 * `IdentityRefused` when the answer is not to be believed.
 */
export async function receiveAnswer(ctx: Ctx, provider: NiaProvider, form: Record<string, unknown>): Promise<string> {
  const person = await provider.finish(ctx, form);
  const token = randomBytes(24).toString('base64url');
  await ctx.db.delete(identityAnswers).where(lt(identityAnswers.createdAt, new Date(+ctx.now - REQUEST_LIFETIME_MS)));
  await ctx.db.insert(identityAnswers).values({
    token,
    requestId: person.requestId,
    pseudonym: person.pseudonym,
    level: person.level,
    givenName: person.givenName,
    familyName: person.familyName,
    birthDate: person.birthDate,
    returnTo: person.returnTo,
    nameIdFormat: person.session.nameIdFormat,
    sessionIndex: person.session.sessionIndex,
    createdAt: ctx.now,
  });
  return token;
}

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
type Answer = typeof identityAnswers.$inferSelect;

/** The answer of a sign-in for the browser that started it (`requestId` from its cookie), while it lasts. */
async function answerOf(ctx: Ctx, token: string, requestId: string | undefined): Promise<Answer | null> {
  if (!requestId || !token) return null;
  const [answer] = await ctx.db
    .select()
    .from(identityAnswers)
    .where(and(eq(identityAnswers.token, token), eq(identityAnswers.requestId, requestId)));
  return answer && +answer.createdAt >= +ctx.now - REQUEST_LIFETIME_MS ? answer : null;
}

/** Takes the answer, once: of two steps racing for it, one gets it. */
async function take(db: Db, answer: Answer): Promise<boolean> {
  const taken = await db
    .delete(identityAnswers)
    .where(eq(identityAnswers.token, answer.token))
    .returning({ token: identityAnswers.token });
  return taken.length > 0;
}

const verifiedFrom = (answer: Answer, now: Date) => ({
  level: answer.level,
  verifiedAt: now,
  givenName: answer.givenName,
  familyName: answer.familyName,
  birthDate: answer.birthDate,
});

/** The login `sessionId` stands on this sign-in at NIA: logging out of one ends the other. */
async function remember(db: Db, sessionId: number, answer: Answer, now: Date): Promise<void> {
  const signIn = {
    nameId: answer.pseudonym,
    // An answer stored before the format was kept names none: NIA's pseudonyms are persistent.
    nameIdFormat: answer.nameIdFormat ?? 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    sessionIndex: answer.sessionIndex,
    level: answer.level,
    signedInAt: now,
  };
  await db
    .insert(identitySessions)
    .values({ sessionId, ...signIn })
    .onConflictDoUpdate({ target: identitySessions.sessionId, set: signIn });
}

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

/** Who NIA vouched for, while their answer waits to be linked or to make an account; null when it is gone. */
export async function pendingIdentity(ctx: Ctx, token: string, requestId: string | undefined) {
  const answer = await answerOf(ctx, token, requestId);
  if (!answer) return null;
  const level = levelNamed(answer.level) ?? 'low';
  return {
    givenName: answer.givenName,
    familyName: answer.familyName,
    birthDate: answer.birthDate,
    levelName: levelName(level),
  };
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

/** Who the asking login is, as NIA vouched for it when it signed in (or linked) in this login; null otherwise. */
export async function actingIdentity(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<ActingIdentity | null> {
  if (!ctx.actor) return null;
  const [row] = await ctx.db
    .select({
      pseudonym: identitySessions.nameId,
      level: identitySessions.level,
      signedInAt: identitySessions.signedInAt,
      givenName: residentIdentities.givenName,
      familyName: residentIdentities.familyName,
      birthDate: residentIdentities.birthDate,
    })
    .from(identitySessions)
    .innerJoin(residentIdentities, eq(residentIdentities.pseudonym, identitySessions.nameId))
    .where(and(eq(identitySessions.sessionId, ctx.actor.sessionId), eq(residentIdentities.userId, ctx.actor.id)));
  const level = row && levelNamed(row.level);
  if (!row || !level) return null;
  return {
    pseudonym: row.pseudonym,
    level,
    levelName: levelName(level),
    signedInAt: row.signedInAt,
    name: [row.givenName, row.familyName].filter(Boolean).join(' '),
    givenName: row.givenName,
    familyName: row.familyName,
    birthDate: row.birthDate,
  };
}

/**
 * The asking login's identity when NIA vouched for it at `needed` or higher: what a filing that
 * needs a verified identity is made with; null when it was not, or at a lower level.
 */
export async function verifiedFor(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  needed: Level,
): Promise<ActingIdentity | null> {
  const acting = await actingIdentity(ctx);
  return acting && atLeast(acting.level, needed) ? acting : null;
}

/** Where to verify for a filing at `needed`, coming back to `returnTo` (a path of this site). */
export const verifyPath = (needed: Level, returnTo: string) =>
  `/identitaobcana/prihlasit?uroven=${needed}&zpet=${encodeURIComponent(returnTo)}`;

export interface ActingIdentity {
  /** NIA's pseudonym of the person for this site. */
  pseudonym: string;
  level: Level;
  levelName: string;
  signedInAt: Date;
  /** As NIA gave it, for the person to see who they file as. */
  name: string;
  /** What NIA vouched for at the sign-in, as it gave it (names in capitals); null what it did not give. */
  givenName: string | null;
  familyName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
}

/**
 * Where to send the browser, at the logout of the asking login, to end its sign-in at NIA as well;
 * null when no sign-in at NIA stands behind it (or NIA takes no logouts). Call before the login ends.
 */
export async function logoutAtNia(ctx: Pick<ServiceContext, 'db' | 'actor' | 'config'>): Promise<string | null> {
  const provider = niaProviderFor(ctx.config);
  if (!provider || !ctx.actor) return null;
  const [row] = await ctx.db.select().from(identitySessions).where(eq(identitySessions.sessionId, ctx.actor.sessionId));
  if (!row) return null;
  return provider.logoutUrl(row.nameId, { nameIdFormat: row.nameIdFormat, sessionIndex: row.sessionIndex });
}

/**
 * NIA asks to end a person's sign-in (they logged out of NIA or of another service): the logins of
 * this site that stand on it end. Without a session index, every login of that identity.
 */
export async function endedAtNia(ctx: Ctx, nameId: string, sessionIndex: string | null): Promise<number> {
  const ending = await ctx.db
    .select({ sessionId: identitySessions.sessionId, userId: sessions.userId })
    .from(identitySessions)
    .innerJoin(sessions, eq(sessions.id, identitySessions.sessionId))
    .where(
      and(
        eq(identitySessions.nameId, nameId),
        sessionIndex ? eq(identitySessions.sessionIndex, sessionIndex) : undefined,
      ),
    );
  if (ending.length === 0) return 0;
  await ctx.db.delete(sessions).where(
    inArray(
      sessions.id,
      ending.map((row) => row.sessionId),
    ),
  );
  for (const userId of new Set(ending.map((row) => row.userId))) {
    const actor = await workActor(ctx.db, userId);
    if (actor)
      await audit(ctx, actor, { action: 'identity.logged-out', entity: 'user', entityId: userId, summary: {} });
  }
  return ending.length;
}

/** The site NIA's logout is at, which the site's logout form leads to (its CSP must let it). */
export function formTargets(config: ServiceContext['config']): string[] {
  const sloUrl = niaProviderFor(config)?.sloUrl;
  return sloUrl ? [new URL(sloUrl).origin] : [];
}

/** Whether the site offers the sign-in through NIA (it is configured: server/config.ts). */
export async function available(ctx: Pick<ServiceContext, 'config'>): Promise<boolean> {
  return niaProviderFor(ctx.config) !== null;
}

/** The identity the signed-in resident's account is linked to, as its owner sees it; null when it has none. */
export async function myIdentity(ctx: Pick<ServiceContext, 'db' | 'actor'>) {
  const { identity } = await personalDataOf(ctx, requireActor(ctx).id);
  if (!identity) return null;
  // The pseudonym is for the data export, not for a page.
  const { pseudonym: _, ...shown } = identity;
  return shown;
}

/**
 * The resident's data box found by the identity her account is linked to (NIA releases no box ID,
 * but her names and date of birth find it), kept as if she had given it.
 */
export async function findMyDataBox(ctx: ServiceContext): Promise<MyDataBox> {
  const [row] = await ctx.db
    .select()
    .from(residentIdentities)
    .where(eq(residentIdentities.userId, requireActor(ctx).id));
  if (!row?.givenName || !row.familyName || !row.birthDate)
    throw new HttpError(
      409,
      'Datovou schránku lze vyhledat jen podle totožnosti ověřené přes Identitu občana, se jménem a datem narození.',
    );
  return dataBox.findMyBox(ctx, { firstName: row.givenName, lastName: row.familyName, birthDate: row.birthDate });
}

/** What the site keeps of an account's identity, for the resident's data export. */
export async function personalDataOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<IdentityPersonalData> {
  const [row] = await ctx.db.select().from(residentIdentities).where(eq(residentIdentities.userId, userId));
  if (!row) return { identity: null };
  const level = levelNamed(row.level) ?? 'low';
  return {
    identity: {
      pseudonym: row.pseudonym,
      level,
      level_name: levelName(level),
      verified_at: row.verifiedAt.toISOString(),
      linked_at: row.linkedAt.toISOString(),
      given_name: row.givenName,
      family_name: row.familyName,
      birth_date: row.birthDate,
    },
  };
}

/** What erasing an account does with the identity: the plan and the act (personal-data). */
export { identityErasure } from './erasure.server.ts';
