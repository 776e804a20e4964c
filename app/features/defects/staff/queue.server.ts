import { and, asc, count, eq, inArray, isNotNull, lt, lte, notInArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, daysBetween, pragueToday } from '../../../../common/dates.ts';
import { departmentsOf } from '../../../../common/roles.ts';
import type { WorkItem } from '../../../../common/work-items.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { countUpTo } from '../../../../server/lib/count-up-to.ts';
import { notFound } from '../../../../server/lib/http-errors.ts';
import { contains } from '../../../../server/lib/like.ts';
import { requireActor, type ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { departmentsById } from '../../people/service.server.ts';
import { actionsFor, CLOSED } from '../flow.ts';
import type { OfficeDefect, OfficeDefectQuery, OfficeDefectRow } from '../office-schemas.ts';
import { defectCategories, defectEvents, defectFollowers, defectReports, defectText } from '../schema.server.ts';

// The office's side of the reports (issue 60 §3): a clerk sees the confirmed reports of their
// departments, in the queue and one by one. A report of another department, or one its guest has
// not confirmed yet, is a 404, as someone else's report is to a resident.

const clerks = alias(users, 'clerks');
const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;
type Departments = Awaited<ReturnType<typeof departmentsById>>;

const NOT_FOUND = 'Hlášení neexistuje.';

/** The reports this person may see: their departments' confirmed ones, or all confirmed for an admin. */
export function visibleTo(ctx: ServiceContext, departments: Departments): SQL | undefined {
  requireStaff(ctx, 'cases');
  const confirmed = isNotNull(defectReports.confirmedAt);
  const mine = departmentsOf(ctx.actor);
  if (mine === 'all') return confirmed;
  const ids = [...departments.values()].filter((d) => mine.includes(d.slug)).map((d) => d.id);
  return and(confirmed, inArray(defectReports.departmentId, ids.length ? ids : [-1]));
}

function rowsQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      r: defectReports,
      category: defectCategories.name,
      assignee: { id: clerks.id, firstname: clerks.firstname, lastname: clerks.lastname },
    })
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .leftJoin(clerks, eq(clerks.id, defectReports.assignedTo));
}
type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

const toRow = (today: string, departments: Departments, { r, category, assignee }: Row): OfficeDefectRow => ({
  id: r.id,
  number: r.number,
  status: r.status,
  category,
  department: departments.get(r.departmentId)?.name ?? '',
  place: r.placeText,
  area: r.area,
  lat: r.lat,
  lon: r.lon,
  assignee: assignee?.id ? { id: assignee.id, name: fullName(assignee) } : null,
  due_on: r.dueOn,
  days_left: daysBetween(today, r.dueOn),
  created_at: r.createdAt.toISOString(),
  version: r.version,
});

/** The queue: the reports of the caller's departments, the one due soonest first. */
export async function officeDefects(ctx: ServiceContext, query: OfficeDefectQuery) {
  const departments = await departmentsById(ctx);
  const today = pragueToday(ctx.now);
  const conditions: (SQL | undefined)[] = [
    visibleTo(ctx, departments),
    query.status === 'open' ? notInArray(defectReports.status, [...CLOSED]) : eq(defectReports.status, query.status),
  ];
  if (query.category) conditions.push(eq(defectCategories.code, query.category));
  if (query.overdue) conditions.push(lt(defectReports.dueOn, today));
  if (query.mine) conditions.push(eq(defectReports.assignedTo, requireActor(ctx).id));
  if (query.q) conditions.push(contains(defectText(defectReports), query.q));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    rowsQuery(ctx)
      .where(where)
      .orderBy(asc(defectReports.dueOn), asc(defectReports.createdAt))
      .limit(query.perPage)
      .offset(offset(query)),
    countUpTo(
      ctx.db,
      ctx.db
        .select({ id: defectReports.id })
        .from(defectReports)
        .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { rows: rows.map((row) => toRow(today, departments, row)), ...total };
}

/** One report the caller may see, or 404. */
export async function visibleDefect(ctx: ServiceContext, id: number, departments?: Departments) {
  const known = departments ?? (await departmentsById(ctx));
  const [row] = await rowsQuery(ctx)
    .where(and(eq(defectReports.id, id), visibleTo(ctx, known)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return { row, departments: known };
}

/** One report as the office works on it: the reporter's words and contact, the whole history, notes too. */
export async function officeDefect(ctx: ServiceContext, id: number): Promise<OfficeDefect> {
  const { row, departments } = await visibleDefect(ctx, id);
  const authors = alias(users, 'authors');
  const { r } = row;
  const [events, [followers], [reporter], [twin]] = await Promise.all([
    ctx.db
      .select({ e: defectEvents, by: { firstname: authors.firstname, lastname: authors.lastname } })
      .from(defectEvents)
      .leftJoin(authors, eq(authors.id, defectEvents.actorId))
      .where(eq(defectEvents.reportId, id))
      .orderBy(asc(defectEvents.at), asc(defectEvents.id)),
    // A guest who has not confirmed their e-mail follows nothing yet.
    ctx.db
      .select({ n: count() })
      .from(defectFollowers)
      .where(and(eq(defectFollowers.reportId, id), isNotNull(defectFollowers.confirmedAt))),
    r.reporterUserId ? ctx.db.select().from(users).where(eq(users.id, r.reporterUserId)) : Promise.resolve([]),
    r.mergedIntoId
      ? ctx.db.select({ number: defectReports.number }).from(defectReports).where(eq(defectReports.id, r.mergedIntoId))
      : Promise.resolve([]),
  ]);
  return {
    ...toRow(pragueToday(ctx.now), departments, row),
    description: r.description,
    public_text: r.publicText,
    reporter: {
      name: reporter ? fullName(reporter) : r.reporterName,
      email: reporter?.email ?? r.reporterEmail,
      confirmed: r.confirmedAt !== null,
    },
    source: r.source,
    followers: followers?.n ?? 0,
    merged_into: twin?.number ?? null,
    satisfied: r.satisfied,
    closed_at: r.closedAt?.toISOString() ?? null,
    events: events.map(({ e, by }) => ({
      at: e.at.toISOString(),
      action: e.action,
      status: e.status,
      message: e.message,
      visibility: e.visibility,
      author: by?.firstname
        ? fullName(by)
        : e.author === 'reporter'
          ? 'oznamovatel'
          : e.author === 'app'
            ? 'aplikace'
            : 'systém',
    })),
    actions: actionsFor(r.status),
  };
}

/** How near its deadline an open report is counted among what waits. */
const NEAR_DEADLINE_DAYS = 3;

/** What waits in the reports: new ones nobody has taken, and open ones near their deadline or past it. */
export async function workItems(ctx: ServiceContext): Promise<WorkItem[]> {
  const where = visibleTo(ctx, await departmentsById(ctx));
  const near = addDays(pragueToday(ctx.now), NEAR_DEADLINE_DAYS);
  const counted = async (condition: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(defectReports).where(and(where, condition)))[0]?.n ?? 0;
  const [fresh, due] = await Promise.all([
    counted(eq(defectReports.status, 'nove')),
    counted(and(notInArray(defectReports.status, [...CLOSED]), lte(defectReports.dueOn, near))),
  ]);
  return [
    { label: 'Nová hlášení závad k převzetí', count: fresh, href: '/sprava/zavady?stav=nove' },
    {
      label: `Hlášení závad do ${NEAR_DEADLINE_DAYS} dnů od lhůty nebo po ní`,
      count: due,
      href: '/sprava/zavady',
    },
  ];
}
