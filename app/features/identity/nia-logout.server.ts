import { and, eq, inArray } from 'drizzle-orm';
import { sessions } from '../../../server/db/schema/users.ts';
import { audit } from '../../../server/lib/audit.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { workActor } from '../../../server/lib/sessions.ts';
import type { Ctx } from './answers.server.ts';
import { identitySessions } from './schema.server.ts';
import { niaProviderFor } from './settings.server.ts';

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
