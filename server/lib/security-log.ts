import { hostname } from 'node:os';
import { asc, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  isSecurityAction,
  SECURITY_WORDS,
  type SecurityAction,
  type SecurityResult,
} from '../../common/security-actions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type SecurityDetail, securityLog } from '../db/schema/index.ts';
import type { ServiceContext } from './service-context.ts';
import { type LogRecord, type LogStream, openLogStream } from './syslog.ts';

export type { SecurityAction };

export interface SecurityEvent {
  action: SecurityAction;
  result: SecurityResult;
  /** The account that acted or tried to, by its number; never its e-mail, name or identity. */
  accountId?: number | null;
  /** What the event touched: `user:12`, `setting:contact`, `import:4`. */
  asset?: string;
  /** How or why: `{ method: 'password' }`, `{ reason: 'wrong-password' }`. Never a password, code or token. */
  detail?: SecurityDetail;
}

/**
 * Records a security event. A refusal is recorded on `ctx.db` as it is, outside any transaction the
 * refusal rolls back; a change (roles, a lock) with the transaction that makes it, so the entry exists
 * exactly when the change does.
 */
export async function securityEvent(ctx: Pick<ServiceContext, 'db' | 'now' | 'ip'>, event: SecurityEvent) {
  await ctx.db.insert(securityLog).values({
    at: ctx.now,
    action: event.action,
    result: event.result,
    accountId: event.accountId ?? null,
    asset: event.asset ?? null,
    source: ctx.ip,
    detail: event.detail ?? {},
  });
}

/** Entries per round trip to the collector; a backlog after an outage goes in such batches. */
const BATCH = 500;

export type SecurityLogConfig = Pick<Config, 'SECURITY_LOG_MONTHS' | 'SECURITY_LOG_URL' | 'SECURITY_LOG_FORMAT'>;

/**
 * The minute's upkeep of the log: entries older than the town's retention go, and new ones are sent
 * to the town's log collector (SECURITY_LOG_URL), oldest first, those not yet sent. A collector that
 * is down fails nothing else: the entries wait in the database and go at a later minute.
 */
export function securityLogUpkeep(config: SecurityLogConfig, log: FastifyBaseLogger) {
  let stream: LogStream | undefined;
  const streamOf = (url: string) => {
    stream ??= openLogStream({
      url,
      format: config.SECURITY_LOG_FORMAT,
      hostname: hostname(),
      appName: 'vzorov',
      procId: process.pid,
    });
    return stream;
  };
  return {
    async minute(db: Db, now: Date): Promise<void> {
      await db.delete(securityLog).where(lt(securityLog.at, monthsBefore(now, config.SECURITY_LOG_MONTHS)));
      if (!config.SECURITY_LOG_URL) return;
      try {
        await ship(db, streamOf(config.SECURITY_LOG_URL), now);
      } catch (err) {
        log.warn({ err }, 'the security log could not reach its collector; it is sent at a later minute');
      }
    },
    close: async () => stream?.close(),
  };
}

/**
 * Sends what the collector has not had, oldest first, and marks it sent. An entry whose transaction
 * committed late (a slow change) is still unmarked and goes with the next batch: none is skipped. An
 * entry may go twice (a send that failed halfway, two instances' minutes at once), never not at all.
 */
async function ship(db: Db, stream: LogStream, now: Date): Promise<void> {
  for (;;) {
    const rows = await db
      .select()
      .from(securityLog)
      .where(isNull(securityLog.streamedAt))
      .orderBy(asc(securityLog.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    await stream.send(rows.map(recordOf));
    await db
      .update(securityLog)
      .set({ streamedAt: now })
      .where(
        inArray(
          securityLog.id,
          rows.map((row) => row.id),
        ),
      );
    if (rows.length < BATCH) return;
  }
}

/** One entry for the collector: every field as structured data, the Czech words as the message. */
function recordOf(row: typeof securityLog.$inferSelect): LogRecord {
  const words = isSecurityAction(row.action) ? SECURITY_WORDS[row.action][row.result] : row.action;
  return {
    at: row.at,
    severity: row.result === 'failure' ? 'warning' : 'info',
    msgId: row.action,
    params: {
      ...row.detail,
      id: row.id,
      action: row.action,
      result: row.result,
      account: row.accountId,
      asset: row.asset,
      src: row.source,
    },
    message: words,
  };
}

/** The same day and time `months` earlier (the 31st of a shorter month falls into the next one's first days). */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
