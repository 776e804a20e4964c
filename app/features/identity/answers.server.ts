import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { levelName, levelNamed } from './nia.ts';
import { REQUEST_LIFETIME_MS } from './saml.server.ts';
import { identityAnswers, identitySessions } from './schema.server.ts';
import type { NiaProvider } from './settings.server.ts';

export type Ctx = Pick<ServiceContext, 'db' | 'now'>;

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

export type Answer = typeof identityAnswers.$inferSelect;

/** The answer of a sign-in for the browser that started it (`requestId` from its cookie), while it lasts. */
export async function answerOf(ctx: Ctx, token: string, requestId: string | undefined): Promise<Answer | null> {
  if (!requestId || !token) return null;
  const [answer] = await ctx.db
    .select()
    .from(identityAnswers)
    .where(and(eq(identityAnswers.token, token), eq(identityAnswers.requestId, requestId)));
  return answer && +answer.createdAt >= +ctx.now - REQUEST_LIFETIME_MS ? answer : null;
}

/** Takes the answer, once: of two steps racing for it, one gets it. */
export async function take(db: Db, answer: Answer): Promise<boolean> {
  const taken = await db
    .delete(identityAnswers)
    .where(eq(identityAnswers.token, answer.token))
    .returning({ token: identityAnswers.token });
  return taken.length > 0;
}

export const verifiedFrom = (answer: Answer, now: Date) => ({
  level: answer.level,
  verifiedAt: now,
  givenName: answer.givenName,
  familyName: answer.familyName,
  birthDate: answer.birthDate,
});

/** The login `sessionId` stands on this sign-in at NIA: logging out of one ends the other. */
export async function remember(db: Db, sessionId: number, answer: Answer, now: Date): Promise<void> {
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
