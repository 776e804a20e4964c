import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { audit } from '../../../server/lib/audit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { workActor } from '../../../server/lib/sessions.ts';
import { levelName, levelNamed } from './nia.ts';
import { type niaServiceProvider, REQUEST_LIFETIME_MS } from './saml.server.ts';
import { identityAnswers, residentIdentities } from './schema.server.ts';
import type { IdentityPersonalData } from './schemas.ts';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;
type Provider = ReturnType<typeof niaServiceProvider>;

/**
 * Takes NIA's answer (the form it posted), checks it and keeps it for the browser that asked:
 * the token to fetch it with, in the next step, from this site's own pages. Throws
 * `IdentityRefused` when the answer is not to be believed.
 */
export async function receiveAnswer(ctx: Ctx, provider: Provider, form: Record<string, unknown>): Promise<string> {
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
    createdAt: ctx.now,
  });
  return token;
}

/** What became of a sign-in through NIA, for the browser that started it. */
export type Completion =
  | { outcome: 'signed-in'; userId: number; returnTo: string }
  | { outcome: 'linked'; returnTo: string }
  /** The answer is gone, too old, or was asked for by another browser. */
  | { outcome: 'unknown' }
  /** Nobody signed in, and no account has this identity yet. */
  | { outcome: 'not-linked' }
  /** Signed in to an account that another identity is linked to, or this identity is linked to another account. */
  | { outcome: 'linked-elsewhere' }
  /** The account the identity is linked to is locked by the office. */
  | { outcome: 'locked' };

/**
 * The last step, on this site, in the browser that started the sign-in (`requestId` from its
 * cookie). Someone signed in links the identity to their account; otherwise the account the
 * identity is linked to is signed in. An identity is never linked by name or e-mail.
 */
export async function complete(
  ctx: Ctx,
  token: string,
  requestId: string | undefined,
  viewerId: number | null,
): Promise<Completion> {
  if (!requestId) return { outcome: 'unknown' };
  const [answer] = await ctx.db
    .delete(identityAnswers)
    .where(and(eq(identityAnswers.token, token), eq(identityAnswers.requestId, requestId)))
    .returning();
  if (!answer || +answer.createdAt < +ctx.now - REQUEST_LIFETIME_MS) return { outcome: 'unknown' };
  const verified = {
    level: answer.level,
    verifiedAt: ctx.now,
    givenName: answer.givenName,
    familyName: answer.familyName,
    birthDate: answer.birthDate,
  };
  const [linked] = await ctx.db
    .select({ userId: residentIdentities.userId })
    .from(residentIdentities)
    .where(eq(residentIdentities.pseudonym, answer.pseudonym));

  if (viewerId !== null) {
    const [own] = await ctx.db
      .select({ pseudonym: residentIdentities.pseudonym })
      .from(residentIdentities)
      .where(eq(residentIdentities.userId, viewerId));
    if ((linked && linked.userId !== viewerId) || (own && own.pseudonym !== answer.pseudonym)) {
      return { outcome: 'linked-elsewhere' };
    }
    await ctx.db
      .insert(residentIdentities)
      .values({ userId: viewerId, pseudonym: answer.pseudonym, linkedAt: ctx.now, ...verified })
      .onConflictDoUpdate({ target: residentIdentities.userId, set: verified });
    const actor = await workActor(ctx.db, viewerId);
    if (actor)
      await audit(ctx, actor, {
        action: linked ? 'identity.verified' : 'identity.linked',
        entity: 'user',
        entityId: viewerId,
        summary: { level: answer.level },
      });
    return { outcome: 'linked', returnTo: answer.returnTo };
  }
  if (!linked) return { outcome: 'not-linked' };
  // A locked account signs in no more by its identity than by its password.
  const actor = await workActor(ctx.db, linked.userId);
  if (!actor) return { outcome: 'locked' };
  await ctx.db.update(residentIdentities).set(verified).where(eq(residentIdentities.userId, linked.userId));
  await audit(ctx, actor, {
    action: 'identity.signed-in',
    entity: 'user',
    entityId: linked.userId,
    summary: { level: answer.level },
  });
  return { outcome: 'signed-in', userId: linked.userId, returnTo: answer.returnTo };
}

/** Whether the site offers the sign-in through NIA (it is configured: server/config.ts). */
export async function available(ctx: Pick<ServiceContext, 'config'>): Promise<boolean> {
  return Boolean(ctx.config.NIA_IDP_METADATA);
}

/** The identity the signed-in resident's account is linked to, as its owner sees it; null when it has none. */
export async function myIdentity(ctx: Pick<ServiceContext, 'db' | 'actor'>) {
  const { identity } = await personalDataOf(ctx, requireActor(ctx).id);
  if (!identity) return null;
  // The pseudonym is for the data export, not for a page.
  const { pseudonym: _, ...shown } = identity;
  return shown;
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

/** An erased account keeps no link to the person's identity. */
export async function eraseFor(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<void> {
  await ctx.db.delete(residentIdentities).where(eq(residentIdentities.userId, userId));
}
