import { CASE_STATUS_LABELS } from '../../../common/cases.ts';
import { pragueYear } from '../../../common/dates.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { paymentFigures } from '../commitments/service.server.ts';
import { defectFigures } from '../defects/service.server.ts';
import { caseFigures } from '../e-services/service.server.ts';
import { departmentsById } from '../people/service.server.ts';
import { bookingFigures } from '../reservations/service.server.ts';
import type { Report } from './schemas.ts';

const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const median = (value: string | number | null | undefined) => round(value == null ? null : Number(value));

/**
 * The office's year in numbers (issue 14): cases filed and decided per month and department with
 * the median days from filing to the first decision, cases by status now; bookings, arrivals and
 * no-shows per service; defect reports, their fixing and their reporters' satisfaction per
 * category; commitments paid per month. Months and days are Prague's. Each figure is
 * its feature's to count; the report puts them side by side.
 */
export async function yearReport(ctx: ServiceContext, year = pragueYear(ctx.now)): Promise<Report> {
  requireStaff(ctx, 'reports');
  const [{ byMonth, byStatus, byDepartment }, names, bookings, paid, defects] = await Promise.all([
    caseFigures(ctx, year),
    departmentsById(ctx),
    bookingFigures(ctx, year),
    paymentFigures(ctx, year),
    defectFigures(ctx, year),
  ]);
  const departments = byDepartment
    .map((r) => ({ ...r, department: (r.departmentId !== null && names.get(r.departmentId)?.name) || 'Bez odboru' }))
    // Cases of no department last.
    .sort(
      (a, b) =>
        Number(a.departmentId === null) - Number(b.departmentId === null) ||
        a.department.localeCompare(b.department, 'cs'),
    );
  return {
    year,
    cases: {
      by_month: months(year).map((month) => {
        const row = byMonth.find((r) => r.month === month);
        return {
          month,
          filed: row?.filed ?? 0,
          decided: row?.decided ?? 0,
          median_days: median(row?.median),
        };
      }),
      by_status: Object.entries(CASE_STATUS_LABELS).map(([status, { label }]) => ({
        status,
        label,
        count: byStatus.find((r) => r.status === status)?.count ?? 0,
      })),
      by_department: departments.map((r) => ({
        department: r.department,
        filed: r.filed,
        decided: r.decided,
        median_days: median(r.median),
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
    defects: {
      by_category: defects.map((d) => ({
        category: d.category,
        filed: d.filed,
        resolved: d.resolved,
        median_days: median(d.median),
        satisfied: d.satisfied,
        dissatisfied: d.dissatisfied,
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
