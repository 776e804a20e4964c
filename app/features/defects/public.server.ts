import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { CLOSED, DEFECT_STATUS_LABELS, type DefectStatus } from './flow.ts';
import { defectCategories, defectEvents, defectPhotos, defectReports } from './schema.server.ts';
import type { PublicDefect, PublicDefectDetail, PublicDefectQuery } from './schemas.ts';

// What the public sees of the reports (issue 60): confirmed ones only, never who reported them, and
// their words only as the office allowed them (`publicText`).

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

/** How long a closed report stays in the public list by default. */
export const RECENTLY_CLOSED_DAYS = 30;
const DAY_MS = 86_400_000;

const OPEN_STATUSES = Object.keys(DEFECT_STATUS_LABELS).filter(
  (status): status is DefectStatus => !CLOSED.some((closed) => closed === status),
);

/** The columns a public row is made of: nothing of the reporter's is read at all. */
const columns = {
  id: defectReports.id,
  number: defectReports.number,
  status: defectReports.status,
  placeText: defectReports.placeText,
  area: defectReports.area,
  lat: defectReports.lat,
  lon: defectReports.lon,
  confirmedAt: defectReports.confirmedAt,
  updatedAt: defectReports.updatedAt,
  closedAt: defectReports.closedAt,
  categoryCode: defectCategories.code,
  categoryName: defectCategories.name,
};
type Row = {
  number: string;
  status: DefectStatus;
  placeText: string;
  area: string;
  lat: number;
  lon: number;
  confirmedAt: Date | null;
  updatedAt: Date;
  closedAt: Date | null;
  categoryCode: string;
  categoryName: string;
};

const reportPath = (number: string) => `/zavady/${number}`;

const toPublic = (row: Row): PublicDefect => ({
  number: row.number,
  category: { code: row.categoryCode, name: row.categoryName },
  status: row.status,
  status_label: DEFECT_STATUS_LABELS[row.status].label,
  place: row.placeText,
  area: row.area,
  lat: row.lat,
  lon: row.lon,
  reported_at: (row.confirmedAt ?? row.updatedAt).toISOString(),
  updated_at: row.updatedAt.toISOString(),
  closed_at: row.closedAt?.toISOString() ?? null,
  url: reportPath(row.number),
});

/** The list's conditions: confirmed, and open or closed lately unless all closed ones are asked for. */
function conditions(ctx: Ctx, query: PublicDefectQuery): SQL[] {
  const where: SQL[] = [isNotNull(defectReports.confirmedAt)];
  if (!query.closed) {
    const since = new Date(ctx.now.getTime() - RECENTLY_CLOSED_DAYS * DAY_MS);
    const recent = or(inArray(defectReports.status, OPEN_STATUSES), gte(defectReports.closedAt, since));
    if (recent) where.push(recent);
  }
  if (query.category) where.push(eq(defectCategories.code, query.category));
  if (query.status) where.push(eq(defectReports.status, query.status));
  if (query.area) where.push(eq(defectReports.area, query.area));
  return where;
}

/** A page of the public list, the newest change first. */
export async function publicReports(
  ctx: Ctx,
  query: PublicDefectQuery,
): Promise<{ rows: PublicDefect[]; total: number }> {
  const where = and(...conditions(ctx, query));
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select(columns)
      .from(defectReports)
      .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
      .where(where)
      .orderBy(desc(defectReports.updatedAt), desc(defectReports.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () =>
      ctx.db
        .select({ n: count() })
        .from(defectReports)
        .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
        .where(where),
  );
  return { rows: rows.map(toPublic), total };
}

/** Every report the default list holds, for the open data (a town has hundreds, not millions). */
export async function allPublicReports(ctx: Ctx, closed = false): Promise<PublicDefect[]> {
  const rows = await ctx.db
    .select(columns)
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(and(...conditions(ctx, { page: 1, perPage: 1, closed })))
    .orderBy(desc(defectReports.updatedAt), desc(defectReports.id));
  return rows.map(toPublic);
}

/** The parts of town that have a public report, for the list's filter. */
export async function publicAreas(ctx: Pick<ServiceContext, 'db'>): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ area: defectReports.area })
    .from(defectReports)
    .where(isNotNull(defectReports.confirmedAt))
    .orderBy(asc(defectReports.area));
  return rows.map((row) => row.area).sort((a, b) => a.localeCompare(b, 'cs'));
}

/** One confirmed report, with its public history and published photos; anything else is a 404. */
export async function publicReport(ctx: Ctx, number: string): Promise<PublicDefectDetail> {
  const [row] = await ctx.db
    .select({
      ...columns,
      dueOn: defectReports.dueOn,
      publicText: defectReports.publicText,
      mergedIntoId: defectReports.mergedIntoId,
    })
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(and(eq(defectReports.number, number), isNotNull(defectReports.confirmedAt)));
  if (!row) throw notFound();
  const [events, photos, twin] = await Promise.all([
    ctx.db
      .select()
      .from(defectEvents)
      .where(and(eq(defectEvents.reportId, row.id), eq(defectEvents.visibility, 'public')))
      .orderBy(asc(defectEvents.at), asc(defectEvents.id)),
    ctx.db
      .select()
      .from(defectPhotos)
      .where(and(eq(defectPhotos.reportId, row.id), isNotNull(defectPhotos.publicPath)))
      .orderBy(asc(defectPhotos.createdAt)),
    row.mergedIntoId === null
      ? []
      : ctx.db
          .select({ number: defectReports.number })
          .from(defectReports)
          .where(and(eq(defectReports.id, row.mergedIntoId), isNotNull(defectReports.confirmedAt))),
  ]);
  return {
    ...toPublic(row),
    due_on: row.dueOn,
    public_text: row.publicText,
    merged_into: twin[0]?.number ?? null,
    history: events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      status: e.status,
      status_label: e.status ? DEFECT_STATUS_LABELS[e.status].label : null,
      // A reporter's words (a reopening's reason) may name people or places they live at: only the
      // office's own public words are shown.
      message: e.author === 'office' || e.author === 'system' ? e.message : null,
    })),
    photos: photos.flatMap((p) =>
      p.publicPath ? [{ url: p.publicPath, width: p.width, height: p.height, role: p.role }] : [],
    ),
  };
}
