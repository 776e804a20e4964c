import { diffWordsWithSpace } from 'diff';
import { and, desc, eq, lt, lte } from 'drizzle-orm';
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

/**
 * The version an item had at a moment: the newest kept by then (null if none was). Tells what a save
 * made before an item's own version was remembered elsewhere (an import's link) left the item at.
 */
export async function versionAt(
  ctx: Pick<ServiceContext, 'db'>,
  entity: string,
  entityId: string | number,
  at: Date,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ version: revisions.version })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, String(entityId)), lte(revisions.at, at)))
    .orderBy(desc(revisions.version))
    .limit(1);
  return row?.version ?? null;
}

/** The fields an item's newest version keeps, to keep them again with a change that is not an edit (a review's approval). */
export async function latestRevision(
  ctx: Pick<ServiceContext, 'db'>,
  entity: string,
  entityId: string | number,
): Promise<Record<string, unknown>> {
  const [row] = await ctx.db
    .select({ data: revisions.data })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, String(entityId))))
    .orderBy(desc(revisions.version))
    .limit(1);
  return row?.data ?? {};
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

/** The fields a reader of a difference sees, in the order of the item's form: its key and its label. */
export type RevisionFields = readonly (readonly [field: string, label: string])[];

/** A kept value as a line of text: a list one item per line, a link row as "text: address". */
const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? 'ano'
        : 'ne'
      : Array.isArray(value)
        ? value.map(asText).join('\n')
        : typeof value === 'object'
          ? Object.values(value).map(asText).join(': ')
          : String(value);

/**
 * What one version changed against the version kept before it (everything, for the first kept),
 * field by field in the form's order; null when there is no such version.
 */
export async function revisionDiff(
  ctx: Pick<ServiceContext, 'db'>,
  entity: string,
  entityId: string | number,
  version: number,
  fields: RevisionFields,
) {
  const found = await revisionWithPrevious(ctx, entity, entityId, version);
  if (!found) return null;
  const { current, previous } = found;
  return {
    version: current.version,
    at: current.at.toISOString(),
    actor: current.actorName,
    previous_version: previous?.version ?? null,
    fields: fields.flatMap(([field, label]) => {
      const before = asText(previous?.data[field]);
      const after = asText(current.data[field]);
      return before === after ? [] : [{ field, label, parts: wordDiff(before, after) }];
    }),
  };
}
