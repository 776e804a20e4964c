import { diffWordsWithSpace } from 'diff';
import { and, desc, eq, lt } from 'drizzle-orm';
import { revisions } from '../db/schema/index.ts';
import type { Actor, ServiceContext } from './service-context.ts';

export interface RevisionEntry {
  entity: string;
  entityId: string | number;
  version: number;
  /** The item's editable fields after this save. */
  data: Record<string, unknown>;
}

/** Keeps a version of an item; call it with the transaction of the save. */
export async function keepRevision(ctx: Pick<ServiceContext, 'db' | 'now'>, actor: Actor, entry: RevisionEntry) {
  await ctx.db.insert(revisions).values({
    entity: entry.entity,
    entityId: String(entry.entityId),
    version: entry.version,
    at: ctx.now,
    userId: actor.id,
    actorName: `${actor.firstname} ${actor.lastname}`,
    data: entry.data,
  });
}

/** An item's versions, the newest first. */
export async function revisionsOf(ctx: Pick<ServiceContext, 'db'>, entity: string, entityId: string | number) {
  const rows = await ctx.db
    .select({ version: revisions.version, at: revisions.at, actor: revisions.actorName })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, String(entityId))))
    .orderBy(desc(revisions.version))
    .limit(200);
  return rows.map((r) => ({ version: r.version, at: r.at.toISOString(), actor: r.actor }));
}

/** One version and the one kept before it (null for the first kept). */
export async function revisionWithPrevious(
  ctx: Pick<ServiceContext, 'db'>,
  entity: string,
  entityId: string | number,
  version: number,
) {
  const where = and(eq(revisions.entity, entity), eq(revisions.entityId, String(entityId)));
  const [current] = await ctx.db
    .select()
    .from(revisions)
    .where(and(where, eq(revisions.version, version)))
    .limit(1);
  if (!current) return null;
  const [previous] = await ctx.db
    .select()
    .from(revisions)
    .where(and(where, lt(revisions.version, version)))
    .orderBy(desc(revisions.version))
    .limit(1);
  return { current, previous: previous ?? null };
}

/** A readable difference of two texts, word by word: what stayed, what was removed, what was added. */
export function wordDiff(before: string, after: string): { text: string; change: 'same' | 'removed' | 'added' }[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
