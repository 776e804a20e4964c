import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { atLeast, type Level, levelName, levelNamed } from './nia.ts';
import { identitySessions, residentIdentities } from './schema.server.ts';

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
