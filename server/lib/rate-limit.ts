import { sql } from 'drizzle-orm';
import { apiMessages } from '../../common/messages.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { HttpError } from './http-errors.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:203.0.113.5`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against each limit in a fixed window kept in the
 * database, so that every process of the site shares the counters (DESIGN
 * §2). Throws 429 with a Czech message and `retryAfter` seconds when any limit
 * is exceeded.
 */
export async function consume(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  // Old windows (with the e-mails and addresses in their keys) go away on their own.
  if (Math.random() < 0.01) await pruneRateLimits(db, now);
  let retryAfter = 0;
  for (const limit of limits) {
    const resetAt = new Date(now.getTime() + limit.windowMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (row && row.count > limit.max) {
      retryAfter = Math.max(retryAfter, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) throw new RateLimitError(retryAfter);
}

export class RateLimitError extends HttpError {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    super(429, apiMessages.rateLimited, undefined, { 'retry-after': String(retryAfter) });
    this.retryAfter = retryAfter;
  }
}

/** Gives back one counted attempt, e.g. a login that turned out right. */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

/** Removes windows that ended more than a day ago; cheap, run by `consume` now and then. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
