import { type AuditSummary, auditLog } from '../db/schema/index.ts';
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
  await ctx.db.insert(auditLog).values({
    at: ctx.now,
    userId: actor.id,
    actorName: `${actor.firstname} ${actor.lastname}`,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    summary: entry.summary ?? {},
  });
}
