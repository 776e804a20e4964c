import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { pragueTime, pragueToday } from '../../../common/dates.ts';
import { departmentsOf } from '../../../common/roles.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import { contains, searchText } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { departments, referenceNumbers, referenceSeries } from './schema.server.ts';
import type { RegisterEntry, RegisterQuery } from './schemas.ts';

// Reference numbers (čísla jednací): each department's pattern numbers the documents of a year from
// 1, in the transaction that files them, so a filing that rolls back leaves no gap in the register.

const DEFAULT_PATTERN = '{číslo}/{rok}';

const format = (pattern: string, year: string, n: number) =>
  pattern.replace('{rok}', year).replace('{číslo}', String(n));

/**
 * The next reference number of a department's series (the office's plain `{číslo}/{rok}` without
 * one), entered in the filing register with what it is issued for. Call it in the transaction that
 * stores the document: the series' row stays locked until it commits.
 */
export async function issueReference(
  ctx: Pick<ServiceContext, 'db'>,
  departmentId: number | null,
  at: Date,
  subject: string,
): Promise<string> {
  const [department] =
    departmentId === null
      ? []
      : await ctx.db
          .select({ pattern: departments.referencePattern })
          .from(departments)
          .where(eq(departments.id, departmentId));
  const year = pragueToday(at).slice(0, 4);
  const series = (department?.pattern ?? DEFAULT_PATTERN).replace('{rok}', year);
  // A number another pattern gave already (two departments' patterns may read alike) is passed over.
  for (;;) {
    const [next] = await ctx.db
      .insert(referenceSeries)
      .values({ series, last: 1 })
      .onConflictDoUpdate({ target: referenceSeries.series, set: { last: sql`${referenceSeries.last} + 1` } })
      .returning({ last: referenceSeries.last });
    const number = format(series, year, next!.last);
    const [issued] = await ctx.db
      .insert(referenceNumbers)
      .values({ number, series, departmentId, subject, issuedAt: at })
      .onConflictDoNothing()
      .returning({ number: referenceNumbers.number });
    if (issued) return issued.number;
  }
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reference numbers issued here that a text names (a data message's subject, the sender's
 * "your reference"), found by the departments' patterns whatever the letters' case.
 */
export async function referencesIn(ctx: Pick<ServiceContext, 'db'>, text: string): Promise<string[]> {
  if (!/\d/.test(text)) return [];
  const patterns = await ctx.db.selectDistinct({ pattern: departments.referencePattern }).from(departments);
  const found = new Set<string>();
  for (const { pattern } of [...patterns, { pattern: DEFAULT_PATTERN }]) {
    const source = literal(pattern).replace('\\{číslo\\}', '\\d{1,9}').replace('\\{rok\\}', '\\d{4}');
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${source}(?![\\p{L}\\d])`, 'giu'))) found.add(m[0]);
  }
  if (found.size === 0) return [];
  const rows = await ctx.db
    .select({ number: referenceNumbers.number })
    .from(referenceNumbers)
    .where(sql`lower(${referenceNumbers.number}) = any(${sql.param([...found].map((f) => f.toLowerCase()))}::text[])`);
  return rows.map((r) => r.number);
}

/**
 * The departments whose numbers a clerk reads in the filing register: her own, every one for an
 * admin (who also sees the numbers issued without a department).
 */
export async function registerDepartments(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  const mine = departmentsOf(requireStaff(ctx, 'cases'));
  const rows = await ctx.db
    .select({ id: departments.id, name: departments.name, slug: departments.slug })
    .from(departments)
    .orderBy(departments.position, departments.id);
  return rows.filter((d) => mine === 'all' || mine.includes(d.slug)).map(({ id, name }) => ({ id, name }));
}

/** The filing register (podací deník): the numbers issued, the newest first, by department, year and text. */
export async function referenceRegister(
  ctx: ServiceContext,
  query: RegisterQuery,
): Promise<{ rows: RegisterEntry[]; total: number; capped: boolean }> {
  const mine = departmentsOf(requireStaff(ctx, 'cases'));
  const conditions: SQL[] = [];
  if (mine !== 'all')
    conditions.push(
      inArray(
        referenceNumbers.departmentId,
        ctx.db
          .select({ id: departments.id })
          .from(departments)
          .where(inArray(departments.slug, mine.length ? mine : [''])),
      ),
    );
  if (query.department) conditions.push(eq(referenceNumbers.departmentId, query.department));
  if (query.year)
    conditions.push(
      gte(referenceNumbers.issuedAt, pragueTime(`${query.year}-01-01`)),
      lt(referenceNumbers.issuedAt, pragueTime(`${query.year + 1}-01-01`)),
    );
  if (query.q) conditions.push(contains(searchText(referenceNumbers.number, referenceNumbers.subject), query.q));
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({
        number: referenceNumbers.number,
        subject: referenceNumbers.subject,
        department: departments.name,
        issuedAt: referenceNumbers.issuedAt,
      })
      .from(referenceNumbers)
      .leftJoin(departments, eq(departments.id, referenceNumbers.departmentId))
      .where(where)
      .orderBy(desc(referenceNumbers.issuedAt), desc(referenceNumbers.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countUpTo(
      ctx.db,
      ctx.db.select({ number: referenceNumbers.number }).from(referenceNumbers).where(where).$dynamic(),
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      number: r.number,
      subject: r.subject,
      department: r.department,
      issued_at: r.issuedAt.toISOString(),
    })),
    ...counted,
  };
}
