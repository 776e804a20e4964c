import { and, asc, count, eq, inArray, lte, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, pragueToday } from '../../../../common/dates.ts';
import { departmentsOf } from '../../../../common/roles.ts';
import type { WorkItem } from '../../../../common/work-items.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { countUpTo } from '../../../../server/lib/count-up-to.ts';
import { notFound } from '../../../../server/lib/http-errors.ts';
import { isUuid } from '../../../../server/lib/ids.ts';
import { contains, oneOf } from '../../../../server/lib/like.ts';
import { sendNotice } from '../../../../server/lib/mail.ts';
import { requireActor, type ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { officeNoticeMail } from '../../../../server/lib/staff-notice.ts';
import { accountsMatching } from '../../accounts/service.server.ts';
import * as dataBox from '../../data-box/service.server.ts';
import { departmentOf, departmentsById } from '../../people/service.server.ts';
import { type Download, download } from '../attachments.server.ts';
import { actionsFor, daysLeft, FINISHED } from '../case-flow.ts';
import { summaryColumns, toStoredFile, toSummary } from '../case-rows.server.ts';
import { dataBoxEntries } from '../data-box-timeline.ts';
import { actOf } from '../digital-acts.server.ts';
import { caseEvents, cases, caseText, formFiles } from '../schema.server.ts';
import type { OfficeCase, OfficeCaseQuery, OfficeCaseRow } from '../schemas.ts';
import { caseSummaryPdf } from '../summary-pdf.server.ts';

// The office's side of the cases (issue 14, decision 0020): a clerk sees the cases of their
// departments, in the inbox and one by one, with their files and what was filed as a PDF; a new
// request is told to its department. A case of another department is a 404, as someone else's case
// is to a resident. The steps a clerk takes on a case are in case-steps.server.ts.

const clerks = alias(users, 'clerks');
/** A person as the office's pages and letters name them. */
export const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

/** The cases this person may see: their departments', or all of them for an admin. */
function visible(ctx: ServiceContext, departments: Departments): SQL | undefined {
  requireStaff(ctx, 'cases');
  const mine = departmentsOf(ctx.actor);
  if (mine === 'all') return undefined;
  const ids = [...departments.values()].filter((d) => mine.includes(d.slug)).map((d) => d.id);
  return inArray(cases.departmentId, ids.length ? ids : [-1]);
}

const assignee = { id: clerks.id, firstname: clerks.firstname, lastname: clerks.lastname };

/** A case with whoever filed it and whoever handles it. */
function baseQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      c: cases,
      resident: { firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone },
      assignee,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .leftJoin(clerks, eq(clerks.id, cases.assignedTo));
}

/** The same, with only what a row of the inbox shows: not the form as filed, which is most of a case. */
function listQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      c: { ...summaryColumns, departmentId: cases.departmentId, dueOn: cases.dueOn },
      resident: { firstname: users.firstname, lastname: users.lastname },
      assignee,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .leftJoin(clerks, eq(clerks.id, cases.assignedTo));
}

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

type Departments = Awaited<ReturnType<typeof departmentsById>>;

function named(departments: Departments, id: number | null) {
  const department = id === null ? undefined : departments.get(id);
  return department ? { slug: department.slug, name: department.name } : null;
}

const toRow = (today: string, departments: Departments, { c, resident, assignee }: Row): OfficeCaseRow => ({
  ...toSummary(c),
  department: named(departments, c.departmentId),
  resident: fullName(resident),
  assignee: assignee?.id ? { id: assignee.id, name: fullName(assignee) } : null,
  due_on: c.dueOn,
  days_left: daysLeft(c.dueOn, today),
});

/** The inbox: the cases of the caller's departments, the one due soonest first. */
export async function officeCases(ctx: ServiceContext, query: OfficeCaseQuery) {
  // The directory's departments, read once: whose cases these are, and their names on the rows.
  const departments = await departmentsById(ctx);
  const conditions: (SQL | undefined)[] = [visible(ctx, departments)];
  conditions.push(query.status === 'open' ? notInArray(cases.status, [...FINISHED]) : eq(cases.status, query.status));
  if (query.mine) conditions.push(eq(cases.assignedTo, requireActor(ctx).id));
  // Counted in parts that do not overlap: the residents' cases and the rest found by the text.
  let counted = [and(...conditions)];
  if (query.q) {
    // The residents first, by their own index; then this table's rows by account along its own.
    const theirs = oneOf(cases.userId, await accountsMatching(ctx, query.q));
    const byText = contains(caseText(cases), query.q);
    counted = [and(...conditions, theirs), and(...conditions, byText, not(theirs))];
    conditions.push(or(byText, theirs));
  }
  const ids = (where: SQL | undefined) => ctx.db.select({ id: cases.id }).from(cases).where(where).$dynamic();
  const [rows, total] = await Promise.all([
    listQuery(ctx)
      .where(and(...conditions))
      .orderBy(asc(cases.dueOn), asc(cases.submittedAt))
      .limit(query.perPage)
      .offset(offset(query)),
    countUpTo(ctx.db, ...counted.map(ids)),
  ]);
  const today = pragueToday(ctx.now);
  return { rows: rows.map((row) => toRow(today, departments, row)), ...total };
}

/** A case of the caller's departments (all for an admin); any other is a 404. */
export async function visibleCase(ctx: ServiceContext, id: string, departments?: Departments) {
  if (!isUuid(id)) throw notFound('Případ neexistuje.');
  const [row] = await baseQuery(ctx)
    .where(and(eq(cases.id, id), visible(ctx, departments ?? (await departmentsById(ctx)))))
    .limit(1);
  if (!row) throw notFound('Případ neexistuje.');
  return row;
}

/** One case as the office works on it: what was filed, its files, the whole timeline, notes too. */
export async function officeCase(ctx: ServiceContext, id: string): Promise<OfficeCase> {
  const departments = await departmentsById(ctx);
  const row = await visibleCase(ctx, id, departments);
  const authors = alias(users, 'authors');
  const [files, events] = await Promise.all([
    ctx.db.select().from(formFiles).where(eq(formFiles.caseId, id)).orderBy(asc(formFiles.createdAt)),
    ctx.db
      .select({ e: caseEvents, by: { firstname: authors.firstname, lastname: authors.lastname } })
      .from(caseEvents)
      .leftJoin(authors, eq(authors.id, caseEvents.actorId))
      .where(eq(caseEvents.caseId, id))
      .orderBy(asc(caseEvents.at), asc(caseEvents.id)),
  ]);
  const { c, resident } = row;
  return {
    ...toRow(pragueToday(ctx.now), departments, row),
    form: c.form,
    digital_act: await actOf(ctx.db, id),
    fee: c.feeAmount !== null ? { amount: c.feeAmount, label: c.feeLabel ?? 'Poplatek' } : null,
    contact: { name: fullName(resident), email: resident.email, phone: resident.phone },
    summary: c.summary,
    files: files.map(toStoredFile),
    timeline: [
      ...events.map(({ e, by }) => ({
        at: e.at.toISOString(),
        status: e.status,
        message: e.message,
        author: e.author,
        by: by?.firstname ? fullName(by) : null,
        internal: e.internal,
      })),
      ...dataBoxEntries(await dataBox.messagesOfCase(ctx, id)).map((e) => ({
        ...e,
        status: null,
        author: 'system' as const,
        by: null,
        internal: false,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    actions: actionsFor(c.status),
    version: c.version,
  };
}

/** A file of a case, for the clerks of its department (and admins); anyone else gets a 404. */
export async function officeCaseFile(ctx: ServiceContext, where: { id: string; fileId: string }): Promise<Download> {
  await visibleCase(ctx, where.id);
  if (!isUuid(where.fileId)) throw notFound();
  const [file] = await ctx.db
    .select()
    .from(formFiles)
    .where(and(eq(formFiles.id, where.fileId), eq(formFiles.caseId, where.id)));
  return download(ctx, file ?? null);
}

/** What was filed, as a PDF, for the clerks of the case's department. */
export async function officeSummaryPdf(ctx: ServiceContext, id: string): Promise<Buffer> {
  return caseSummaryPdf(await officeCase(ctx, id));
}

/** A new request is told to its department's clerks (`clerk:<slug>`); what was filed stays here. */
export async function tellDepartment(ctx: ServiceContext, filed: { id: string; number: string; title: string }) {
  const [filedCase] = await ctx.db
    .select({ departmentId: cases.departmentId })
    .from(cases)
    .where(eq(cases.id, filed.id));
  const department = filedCase?.departmentId ? await departmentOf(ctx, filedCase.departmentId) : null;
  if (!department) return;
  const rows = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.scope} @> ${JSON.stringify([`clerk:${department.slug}`])}::jsonb`);
  for (const { email } of rows)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      officeNoticeMail(email, {
        subject: `Nová žádost ${filed.number}: ${filed.title}`,
        text: `Přišla nová žádost „${filed.title}“ s číslem ${filed.number}.`,
        url: `${ctx.config.PUBLIC_URL}/sprava/pripady/${filed.id}`,
      }),
    );
}

/** Working days a case may have left and still be "near its deadline" on the staff home. */
const NEAR_DEADLINE_DAYS = 5;

/** What waits in the office's cases: new requests to take, and open cases near their deadline or past it. */
export async function workItems(ctx: ServiceContext): Promise<WorkItem[]> {
  const where = visible(ctx, await departmentsById(ctx));
  const near = addDays(pragueToday(ctx.now), NEAR_DEADLINE_DAYS);
  const counted = async (condition: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(cases).where(and(where, condition)))[0]?.n ?? 0;
  const [fresh, due] = await Promise.all([
    counted(eq(cases.status, 'prijato')),
    counted(and(notInArray(cases.status, [...FINISHED]), lte(cases.dueOn, near))),
  ]);
  return [
    { label: 'Nové žádosti k převzetí', count: fresh, href: '/sprava/pripady?stav=prijato' },
    { label: `Případy do ${NEAR_DEADLINE_DAYS} dnů od lhůty nebo po ní`, count: due, href: '/sprava/pripady' },
  ];
}
