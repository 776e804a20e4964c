import { and, desc, eq } from 'drizzle-orm';
import { formatDate, formatTime } from '../../common/dates.ts';
import { type AuditSummary, auditLog } from '../db/schema/index.ts';
import { HttpError, notFound } from './http-errors.ts';
import type { Actor, ServiceContext } from './service-context.ts';

export interface AuditEntry {
  /** What was done, `<feature or item>.<verb>`, e.g. `totp.enabled`, `news.published`. */
  action: string;
  entity?: string;
  entityId?: string | number;
  /** Before and after, as short as a reader of the log needs. */
  summary?: AuditSummary;
}

/**
 * Records a staff change in the audit log. Call it with the transaction that makes the change
 * (`ctx.db` set to it), so the entry exists exactly when the change does.
 */
export async function audit(ctx: Pick<ServiceContext, 'db' | 'now'>, actor: Actor, entry: AuditEntry): Promise<void> {
  await auditAs(ctx, { id: actor.id, name: `${actor.firstname} ${actor.lastname}` }, entry);
}

/**
 * `audit` for a step of someone known by a link rather than an account (a guest who reported a
 * defect): no user, and a name that says who it was.
 */
export async function auditAs(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  who: { id: number | null; name: string },
  entry: AuditEntry,
): Promise<void> {
  await ctx.db.insert(auditLog).values({
    at: ctx.now,
    userId: who.id,
    actorName: who.name,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    summary: entry.summary ?? {},
  });
}

/**
 * The refusal of a save over a newer version (409): who saved the item last and when, from the log,
 * and that what the editor typed is kept. `what` is the item as the sentence's subject ("Článek").
 */
export async function conflict(
  ctx: Pick<ServiceContext, 'db'>,
  what: string,
  entity: string,
  entityId: string | number,
): Promise<HttpError> {
  const [last] = await ctx.db
    .select({ actor: auditLog.actorName, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const who = last ? ` (${last.actor}, ${formatDate(last.at)} v ${formatTime(last.at)})` : '';
  return new HttpError(409, `${what} mezitím uložil někdo jiný${who}. Níže je vaše znění; uložením přepíšete to jeho.`);
}

/**
 * The row an editor saves over, as the save's transaction locked it (`rows`, a `select … for update`):
 * a 404 saying `missing` when there is none, and the `conflict` when the editor's `version` is older
 * than the row's. Without a version (a script that does not track them) the save goes over.
 */
export async function lockedForSave<Row extends { version: number }>(
  ctx: Pick<ServiceContext, 'db'>,
  item: { entity: string; id: string | number; version: number | undefined; what: string; missing: string },
  rows: PromiseLike<Row[]>,
): Promise<Row> {
  const [row] = await rows;
  if (!row) throw notFound(item.missing);
  if (item.version !== undefined && item.version !== row.version)
    throw await conflict(ctx, item.what, item.entity, item.id);
  return row;
}
