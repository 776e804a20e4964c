import { asc, eq, sql } from 'drizzle-orm';
import { CASE_STATUS_LABELS } from '../../../common/cases.ts';
import { pragueYear } from '../../../common/dates.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { commitments } from '../commitments/schema.server.ts';
import { CASE_STATUSES, cases } from '../e-services/schema.server.ts';
import { departments } from '../people/schema.server.ts';
import { reservationServices, reservations } from '../reservations/schema.server.ts';
import type { Report } from './schemas.ts';

const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * The office's year in numbers (issue 14): cases filed and decided per month and department with
 * the median days from filing to the first decision, cases by status now; bookings, arrivals and
 * no-shows per service; commitments paid per month. Months and days are Prague's.
 */
export async function yearReport(ctx: ServiceContext, year = pragueYear(ctx.now)): Promise<Report> {
  requireStaff(ctx, 'reports');
  const local = (column: unknown) => sql`(${column} at time zone 'Europe/Prague')`;
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
  const stats = {
    filed: sql<number>`count(*)::int`,
    decided: sql<number>`count(${decided.days})::int`,
    median: sql<number | null>`percentile_cont(0.5) within group (order by ${decided.days})`,
  };
  const [byMonth, byStatus, byDepartment, bookings, paid] = await Promise.all([
    ctx.db
      .with(decided)
      .select({ month: decided.month, ...stats })
      .from(decided)
      .groupBy(decided.month),
    ctx.db
      .with(decided)
      .select({ status: decided.status, count: sql<number>`count(*)::int` })
      .from(decided)
      .groupBy(decided.status),
    ctx.db
      .with(decided)
      .select({ department: sql<string>`coalesce(${departments.name}, 'Bez odboru')`, ...stats })
      .from(decided)
      .leftJoin(departments, eq(departments.id, decided.departmentId))
      .groupBy(departments.name)
      .orderBy(asc(departments.name)),
    ctx.db
      .select({
        service: reservationServices.name,
        booked: sql<number>`count(${reservations.id}) filter (where ${reservations.status} = 'active')`.mapWith(Number),
        arrived: sql<number>`count(*) filter (where ${reservations.attendance} = 'arrived')`.mapWith(Number),
        noShow: sql<number>`count(*) filter (where ${reservations.attendance} = 'no_show')`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${reservations.status} = 'cancelled')`.mapWith(Number),
      })
      .from(reservationServices)
      .leftJoin(
        reservations,
        sql`${reservations.serviceId} = ${reservationServices.id} and extract(year from ${local(reservations.startsAt)}) = ${year}`,
      )
      .groupBy(reservationServices.id, reservationServices.name, reservationServices.position)
      .orderBy(asc(reservationServices.position)),
    ctx.db
      .select({
        month: sql<string>`substr(${commitments.paidOn}, 1, 7)`,
        count: sql<number>`count(*)::int`,
        hellers: sql<number>`coalesce(sum(${commitments.amountHellers}), 0)`.mapWith(Number),
      })
      .from(commitments)
      .where(sql`${commitments.paidOn} like ${`${year}-%`}`)
      .groupBy(sql`substr(${commitments.paidOn}, 1, 7)`),
  ]);
  return {
    year,
    cases: {
      by_month: months(year).map((month) => {
        const row = byMonth.find((r) => r.month === month);
        return {
          month,
          filed: row?.filed ?? 0,
          decided: row?.decided ?? 0,
          median_days: round(row?.median == null ? null : Number(row.median)),
        };
      }),
      by_status: CASE_STATUSES.map((status) => ({
        status,
        label: CASE_STATUS_LABELS[status].label,
        count: byStatus.find((r) => r.status === status)?.count ?? 0,
      })),
      by_department: byDepartment.map((r) => ({
        department: r.department,
        filed: r.filed,
        decided: r.decided,
        median_days: round(r.median == null ? null : Number(r.median)),
      })),
    },
    bookings: {
      by_service: bookings.map((b) => ({
        service: b.service,
        booked: b.booked,
        arrived: b.arrived,
        no_show: b.noShow,
        cancelled: b.cancelled,
      })),
    },
    payments: {
      by_month: months(year).map((month) => {
        const row = paid.find((r) => r.month === month);
        return { month, count: row?.count ?? 0, amount: (row?.hellers ?? 0) / 100 };
      }),
    },
  };
}
