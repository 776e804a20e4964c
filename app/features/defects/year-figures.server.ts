import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { defectCategories, defectReports } from './schema.server.ts';

/**
 * The year's defect reports for the office's report, per category: how many were reported (those
 * confirmed and not merged into another, which counts for both), how many were resolved, the
 * median days from reporting to the first resolution, and what their reporters said when asked
 * whether they were satisfied. The year is the Prague year of reporting.
 */
export async function defectFigures(ctx: Pick<ServiceContext, 'db'>, year: number) {
  const resolvedDays = sql<number | null>`extract(epoch from ((
    select min(e.at) from defect_events e where e.report_id = ${defectReports.id} and e.status = 'vyreseno'
  ) - ${defectReports.createdAt})) / 86400.0`;
  return ctx.db
    .select({
      category: defectCategories.name,
      position: defectCategories.position,
      filed: sql<number>`count(*)::int`,
      resolved: sql<number>`count(${resolvedDays})::int`,
      median: sql<string | number | null>`percentile_cont(0.5) within group (order by ${resolvedDays})`,
      satisfied: sql<number>`count(*) filter (where ${defectReports.satisfied})::int`,
      dissatisfied: sql<number>`count(*) filter (where not ${defectReports.satisfied})::int`,
    })
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(
      and(
        isNotNull(defectReports.confirmedAt),
        ne(defectReports.status, 'sloucene'),
        sql`extract(year from (${defectReports.createdAt} at time zone 'Europe/Prague')) = ${year}`,
      ),
    )
    .groupBy(defectCategories.name, defectCategories.position)
    .orderBy(defectCategories.position, defectCategories.name);
}
