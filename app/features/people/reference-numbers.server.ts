import { eq, sql } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { departments, referenceNumbers, referenceSeries } from './schema.server.ts';

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
