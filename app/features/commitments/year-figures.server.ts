import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { commitments } from './schema.server.ts';

/** The year's payments for the office's report, per month they were paid in: how many, and how much in hellers. */
export async function paymentFigures(ctx: Pick<ServiceContext, 'db'>, year: number) {
  const month = sql<string>`substr(${commitments.paidOn}, 1, 7)`;
  return ctx.db
    .select({
      month,
      count: sql<number>`count(*)::int`,
      hellers: sql<number>`coalesce(sum(${commitments.amountHellers}), 0)`.mapWith(Number),
    })
    .from(commitments)
    .where(sql`${commitments.paidOn} like ${`${year}-%`}`)
    .groupBy(month);
}
