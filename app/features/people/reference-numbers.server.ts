import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { formatDay, pragueTime, pragueToday, pragueYear } from '../../../common/dates.ts';
import { departmentsOf } from '../../../common/roles.ts';
import { audit } from '../../../server/lib/audit.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import { toCsv } from '../../../server/lib/csv.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { contains, searchText } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { departments, referenceNumbers, referenceSeries } from './schema.server.ts';
import {
  CHANNELS,
  type Channel,
  type LetterInput,
  REGISTER_COLUMNS,
  type RegisterEntry,
  type RegisterQuery,
  registerCells,
} from './schemas.ts';

// Reference numbers (čísla jednací): each department's pattern numbers the documents of a year from
// 1, in the transaction that files them, so a filing that rolls back leaves no gap in the register.

const DEFAULT_PATTERN = '{číslo}/{rok}';

const format = (pattern: string, year: string, n: number) =>
  pattern.replace('{rok}', year).replace('{číslo}', String(n));

/** Numbers issued at one moment in the order they were given: "9/2027" before "10/2027". */
const byNumber = [referenceNumbers.series, sql`length(${referenceNumbers.number})`, referenceNumbers.number];

/** What the register keeps of a document that came in, beside its number. */
interface Incoming {
  channel: Channel;
  sender: string;
  receivedOn: string;
  source?: string;
  caseId?: string | null;
}

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
  return issue(ctx, departmentId, at, subject, null);
}

async function issue(
  ctx: Pick<ServiceContext, 'db'>,
  departmentId: number | null,
  at: Date,
  subject: string,
  incoming: Incoming | null,
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
    const next = await oneRow(
      ctx.db
        .insert(referenceSeries)
        .values({ series, last: 1 })
        .onConflictDoUpdate({ target: referenceSeries.series, set: { last: sql`${referenceSeries.last} + 1` } })
        .returning({ last: referenceSeries.last }),
    );
    const number = format(series, year, next.last);
    const [issued] = await ctx.db
      .insert(referenceNumbers)
      .values({
        number,
        series,
        departmentId,
        subject,
        // Never before the series' last number: a parallel filing that took its time before the
        // series' lock would otherwise list a later number first.
        issuedAt: sql`greatest(${at.toISOString()}::timestamptz, (select max(${referenceNumbers.issuedAt}) from ${referenceNumbers} where ${referenceNumbers.series} = ${series}))`,
        ...(incoming && {
          channel: incoming.channel,
          sender: incoming.sender,
          receivedOn: incoming.receivedOn,
          source: incoming.source ?? null,
          caseId: incoming.caseId ?? null,
        }),
      })
      // Only the number is passed over: a source numbered twice is a mistake, not a retry.
      .onConflictDoNothing({ target: referenceNumbers.number })
      .returning({ number: referenceNumbers.number });
    if (issued) return issued.number;
  }
}

/**
 * A document that came in from another feature (a data message taken in from the office's box),
 * numbered in the office's plain series of the year it is taken in, in the caller's transaction.
 * `source` names it there: asked again, the register gives the number it has.
 */
export async function registerIncoming(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  entry: { channel: Channel; sender: string; subject: string; receivedAt: Date; source: string },
): Promise<string> {
  const [had] = await ctx.db
    .select({ number: referenceNumbers.number })
    .from(referenceNumbers)
    .where(eq(referenceNumbers.source, entry.source));
  if (had) return had.number;
  return issue(ctx, null, ctx.now, entry.subject.trim() || '(bez předmětu)', {
    channel: entry.channel,
    sender: entry.sender,
    receivedOn: pragueToday(entry.receivedAt),
    source: entry.source,
  });
}

/** What came in from another feature (`source`) went to a case: the register names it; the first case stays. */
export async function incomingFiledTo(ctx: Pick<ServiceContext, 'db'>, source: string, caseId: string): Promise<void> {
  await ctx.db
    .update(referenceNumbers)
    .set({ caseId })
    .where(and(eq(referenceNumbers.source, source), isNull(referenceNumbers.caseId)));
}

/**
 * What the register asks of the feature that keeps the residents' cases (the e-services), which it
 * cannot read: their numbers, to name where a document went; the case a clerk names, among those she
 * may see; and a note on its timeline that a paper letter went to it.
 */
export interface RegisterCases {
  numbersOfCases(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>>;
  caseForClerk(ctx: ServiceContext, text: string): Promise<{ id: string; number: string } | null>;
  letterFiled(ctx: Pick<ServiceContext, 'db' | 'now' | 'actor'>, caseId: string, note: string): Promise<void>;
}

let registerCases: RegisterCases | null = null;

/** Names the feature that keeps the cases; once, where the features are put together. */
export function registerCasesFrom(source: RegisterCases): void {
  registerCases = source;
}

function cases(): RegisterCases {
  if (!registerCases)
    throw new Error('The register was not told which feature keeps the cases (composition/services.ts).');
  return registerCases;
}

/**
 * A paper letter that came by post or was handed in, entered by a clerk: it gets its number in the
 * office's plain series as it is entered, goes to the case she names (noted on its timeline), and the
 * entry is audited. A day in the future or a case she cannot see is refused on its field.
 */
export async function registerLetter(ctx: ServiceContext, input: LetterInput): Promise<RegisterEntry> {
  const actor = requireStaff(ctx, 'cases');
  const errors: Record<string, string[]> = {};
  if (input.received_on > pragueToday(ctx.now)) errors.received_on = ['Písemnost nemohla dojít později než dnes.'];
  const found = input.case_number ? await cases().caseForClerk(ctx, input.case_number) : null;
  if (input.case_number && !found) errors.case_number = ['Případ s tímto číslem mezi vašimi není.'];
  if (Object.keys(errors).length) throw invalid(errors);
  const number = await ctx.db.transaction(async (tx) => {
    const issued = await issue({ db: tx }, null, ctx.now, input.subject, {
      channel: input.channel,
      sender: input.sender,
      receivedOn: input.received_on,
      caseId: found?.id ?? null,
    });
    if (found)
      await cases().letterFiled(
        { db: tx, now: ctx.now, actor },
        found.id,
        `Listinná písemnost č. j. ${issued} (${CHANNELS[input.channel]}, došla ${formatDay(input.received_on)}) od ${input.sender}: ${input.subject}`,
      );
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'filing.letter-registered',
      entity: 'reference-number',
      entityId: issued,
      summary: { channel: CHANNELS[input.channel], case: found?.number ?? null },
    });
    return issued;
  });
  return oneRow((await registerRows(ctx, eq(referenceNumbers.number, number), 'newest', 1)).rows);
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

/**
 * What a clerk reads of the register: her departments' numbers and everything that came in (the
 * filing office's, as its list is every clerk's); an administrator all. With the filters asked.
 */
function registerWhere(ctx: ServiceContext, query: Omit<RegisterQuery, 'page' | 'perPage'>): SQL | undefined {
  const mine = departmentsOf(requireStaff(ctx, 'cases'));
  const conditions: SQL[] = [];
  if (mine !== 'all')
    conditions.push(
      or(
        isNotNull(referenceNumbers.channel),
        inArray(
          referenceNumbers.departmentId,
          ctx.db
            .select({ id: departments.id })
            .from(departments)
            .where(inArray(departments.slug, mine.length ? mine : [''])),
        ),
      ) ?? sql`false`, // an `or` of nothing matches nothing; this one always has its two
    );
  if (query.department) conditions.push(eq(referenceNumbers.departmentId, query.department));
  if (query.year)
    conditions.push(
      gte(referenceNumbers.issuedAt, pragueTime(`${query.year}-01-01`)),
      lt(referenceNumbers.issuedAt, pragueTime(`${query.year + 1}-01-01`)),
    );
  if (query.incoming) conditions.push(isNotNull(referenceNumbers.channel));
  if (query.q)
    conditions.push(
      contains(searchText(referenceNumbers.number, referenceNumbers.subject, referenceNumbers.sender), query.q),
    );
  return and(...conditions);
}

/** The register's rows as it shows them, with the cases they went to named by their numbers. */
async function registerRows(
  ctx: Pick<ServiceContext, 'db'>,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  limit: number,
  offset = 0,
): Promise<{ rows: RegisterEntry[] }> {
  const rows = await ctx.db
    .select({
      number: referenceNumbers.number,
      subject: referenceNumbers.subject,
      department: departments.name,
      issuedAt: referenceNumbers.issuedAt,
      channel: referenceNumbers.channel,
      sender: referenceNumbers.sender,
      receivedOn: referenceNumbers.receivedOn,
      caseId: referenceNumbers.caseId,
    })
    .from(referenceNumbers)
    .leftJoin(departments, eq(departments.id, referenceNumbers.departmentId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(referenceNumbers.issuedAt), ...byNumber.map((key) => desc(key))]
        : [asc(referenceNumbers.issuedAt), ...byNumber.map((key) => asc(key))]),
    )
    .limit(limit)
    .offset(offset);
  const ids = [...new Set(rows.flatMap((r) => (r.caseId ? [r.caseId] : [])))];
  const numbers = ids.length ? await cases().numbersOfCases(ctx, ids) : new Map<string, string>();
  return {
    rows: rows.map((r) => {
      const caseNumber = r.caseId ? numbers.get(r.caseId) : undefined;
      return {
        number: r.number,
        subject: r.subject,
        department: r.department,
        issued_at: r.issuedAt.toISOString(),
        incoming: r.channel
          ? { channel: r.channel, sender: r.sender ?? '', received_on: r.receivedOn ?? pragueToday(r.issuedAt) }
          : null,
        case: r.caseId && caseNumber ? { id: r.caseId, number: caseNumber } : null,
      };
    }),
  };
}

/** The filing register (podací deník): the numbers issued, the newest first, by department, year and text. */
export async function referenceRegister(
  ctx: ServiceContext,
  query: RegisterQuery,
): Promise<{ rows: RegisterEntry[]; total: number; capped: boolean }> {
  const where = registerWhere(ctx, query);
  const [{ rows }, counted] = await Promise.all([
    registerRows(ctx, where, 'newest', query.perPage, (query.page - 1) * query.perPage),
    countUpTo(
      ctx.db,
      ctx.db.select({ number: referenceNumbers.number }).from(referenceNumbers).where(where).$dynamic(),
    ),
  ]);
  return { rows, ...counted };
}

/** At most this many numbers in one year's printout or export: more than a town's office issues. */
export const YEAR_LIMIT = 100_000;

/**
 * The register of one year (this year by the office's clock unless asked), in the order the numbers
 * were issued, as the printout and the export give it; `capped` when the year has more than `limit`.
 */
export async function registerOfYear(
  ctx: ServiceContext,
  query: Omit<RegisterQuery, 'page' | 'perPage'>,
  limit = YEAR_LIMIT,
): Promise<{ year: number; rows: RegisterEntry[]; capped: boolean }> {
  const year = query.year ?? pragueYear(ctx.now);
  const { rows } = await registerRows(ctx, registerWhere(ctx, { ...query, year }), 'oldest', limit + 1);
  return { year, rows: rows.slice(0, limit), capped: rows.length > limit };
}

/**
 * The register of a year as CSV for a spreadsheet (`;`, UTF-8 with a BOM, as the audit log's), in the
 * order the numbers were issued; the export is audited, as it carries the senders' names.
 */
export async function registerCsv(
  ctx: ServiceContext,
  query: Omit<RegisterQuery, 'page' | 'perPage'>,
): Promise<{ year: number; csv: string }> {
  const actor = requireStaff(ctx, 'cases');
  const { year, rows } = await registerOfYear(ctx, query);
  await audit(ctx, actor, {
    action: 'filing.exported',
    entity: 'reference-number',
    summary: { year, rows: rows.length },
  });
  return { year, csv: toCsv([[...REGISTER_COLUMNS], ...rows.map(registerCells)]) };
}
