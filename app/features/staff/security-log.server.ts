import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addDays, pragueTime } from '../../../common/dates.ts';
import { isSecurityAction, SECURITY_WORDS, securityDetails } from '../../../common/security-actions.ts';
import { securityLog, users } from '../../../server/db/schema/index.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { pragueRfc3339 } from '../../../server/lib/syslog.ts';
import type { SecurityEntryView, SecurityQuery } from './schemas.ts';

function conditions(query: SecurityQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.result) where.push(eq(securityLog.result, query.result));
  if (query.action) where.push(eq(securityLog.action, query.action));
  if (query.account) where.push(eq(securityLog.accountId, query.account));
  if (query.from) where.push(gte(securityLog.at, pragueTime(query.from, '00:00')));
  if (query.to) where.push(lt(securityLog.at, pragueTime(addDays(query.to, 1), '00:00')));
  return and(...where);
}

/**
 * The security log, newest first, filtered by result, event, account and days (administrators only).
 * Who an account number is, is read now: an erased account's entries keep only its number.
 */
export async function securityEntries(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  query: SecurityQuery,
): Promise<{ rows: SecurityEntryView[]; total: number; capped: boolean }> {
  requireStaff(ctx, 'admin');
  const where = conditions(query);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({ entry: securityLog, firstname: users.firstname, lastname: users.lastname })
      .from(securityLog)
      .leftJoin(users, eq(users.id, securityLog.accountId))
      .where(where)
      .orderBy(desc(securityLog.at), desc(securityLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countUpTo(ctx.db, ctx.db.select({ id: securityLog.id }).from(securityLog).where(where).$dynamic()),
  ]);
  return {
    rows: rows.map(({ entry, firstname, lastname }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      at_local: pragueRfc3339(entry.at) ?? entry.at.toISOString(),
      action: entry.action,
      what: isSecurityAction(entry.action) ? SECURITY_WORDS[entry.action][entry.result] : entry.action,
      result: entry.result,
      account_id: entry.accountId,
      account: firstname === null || lastname === null ? null : `${firstname} ${lastname}`.trim() || null,
      asset: entry.asset,
      source: entry.source,
      detail: entry.detail,
      details: securityDetails(entry.detail),
    })),
    ...counted,
  };
}
