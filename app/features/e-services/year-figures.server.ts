import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { cases } from './schema.server.ts';

const local = (column: unknown) => sql`(${column} at time zone 'Europe/Prague')`;

/**
 * The year's cases for the office's report: per Prague month of filing, per department (its id;
 * null: none), and per status now. A case counts as decided from its first "vyřízeno".
 */
export async function caseFigures(ctx: Pick<ServiceContext, 'db'>, year: number) {
  // Each case of the year with the day it was first decided, if it was.
  const decided = ctx.db.$with('decided').as(
    ctx.db
      .select({
        id: cases.id,
        status: cases.status,
        departmentId: cases.departmentId,
        month: sql<string>`to_char(${local(cases.submittedAt)}, 'YYYY-MM')`.as('month'),
        // Written out with aliases: inside a WITH, the query builder drops the tables' names from columns.
        days: sql<number | null>`extract(epoch from ((
          select min(e.at) from case_events e where e.case_id = cases.id and e.status = 'vyrizeno'
        ) - cases.submitted_at)) / 86400.0`.as('days'),
      })
      .from(cases)
      .where(sql`extract(year from ${local(cases.submittedAt)}) = ${year}`),
  );
  // How many were filed, how many decided, and the median days to the first decision (a numeric: text).
  const counts = {
    filed: sql<number>`count(*)::int`,
    decided: sql<number>`count(${decided.days})::int`,
    median: sql<string | number | null>`percentile_cont(0.5) within group (order by ${decided.days})`,
  };
  const [byMonth, byStatus, byDepartment] = await Promise.all([
    ctx.db
      .with(decided)
      .select({ month: decided.month, ...counts })
      .from(decided)
      .groupBy(decided.month),
    ctx.db
      .with(decided)
      .select({ status: decided.status, count: sql<number>`count(*)::int` })
      .from(decided)
      .groupBy(decided.status),
    ctx.db
      .with(decided)
      .select({ departmentId: decided.departmentId, ...counts })
      .from(decided)
      .groupBy(decided.departmentId),
  ]);
  return { byMonth, byStatus, byDepartment };
}
