import { and, asc, between, desc, eq, gte, inArray, isNotNull, lte, notInArray, type SQL } from 'drizzle-orm';
import { pragueTime } from '../../../common/dates.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { departmentsById } from '../people/service.server.ts';
import { CLOSED, open311Status } from './flow.ts';
import { w3cTime } from './open311-format.ts';
import type { Open311Query } from './open311-schemas.ts';
import { addressPoints, defectCategories, defectEvents, defectPhotos, defectReports } from './schema.server.ts';

// What Open311 GeoReport v2 reads: the categories as services, the confirmed reports as service
// requests. Nothing of the reporter's: not their words (only the text the office made public), not
// their name or e-mail, and only the photos the office allowed.

type Ctx = Pick<ServiceContext, 'db' | 'now' | 'config'>;

/** The longest span of dates one query may ask for, and how many requests it gives at most (the specification's). */
const MAX_DAYS = 90;
const MAX_REQUESTS = 1000;
const DAY_MS = 86_400_000;

/** Every category offered, as the Service List. */
export async function open311Services(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(defectCategories)
    .where(eq(defectCategories.retired, false))
    .orderBy(asc(defectCategories.position), asc(defectCategories.id));
  return rows.map((c) => ({
    service_code: c.code,
    service_name: c.name,
    description: c.description,
    metadata: false,
    type: 'realtime' as const,
    keywords: c.keywords.join(','),
    group: c.group,
  }));
}

/** A category's definition: it asks nothing beyond the core fields, so it has no attributes. */
export async function open311Definition(ctx: Ctx, code: string) {
  const [row] = await ctx.db
    .select({ code: defectCategories.code })
    .from(defectCategories)
    .where(and(eq(defectCategories.code, code), eq(defectCategories.retired, false)));
  if (!row) throw notFound(`Služba ${code} neexistuje.`);
  return { service_code: row.code, attributes: [] };
}

const bad = (description: string) => new HttpError(400, description);

/** The conditions of a GET Service Requests; `service_request_id` overrides every other (the specification). */
function conditions(query: Open311Query, now: Date): SQL[] {
  const confirmed = isNotNull(defectReports.confirmedAt);
  if (query.service_request_id) return [confirmed, inArray(defectReports.number, query.service_request_id)];
  const end = query.end_date ?? now;
  const start = query.start_date ?? new Date(end.getTime() - MAX_DAYS * DAY_MS);
  if (start > end) throw bad('start_date je pozdější než end_date.');
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS) throw bad(`Rozpětí dat může být nejvýše ${MAX_DAYS} dní.`);
  const where: SQL[] = [confirmed, gte(defectReports.createdAt, start), lte(defectReports.createdAt, end)];
  if (query.service_code) where.push(inArray(defectCategories.code, query.service_code));
  if (query.status?.length === 1)
    where.push(
      query.status[0] === 'open'
        ? notInArray(defectReports.status, [...CLOSED])
        : inArray(defectReports.status, [...CLOSED]),
    );
  if (query.bbox) {
    const { south, west, north, east } = query.bbox;
    where.push(between(defectReports.lat, south, north), between(defectReports.lon, west, east));
  }
  return where;
}

/** A report with its category and the address point it was filed at (RÚIAN's code is Open311's `address_id`). */
const columns = {
  r: defectReports,
  c: defectCategories,
  address: { code: addressPoints.code, zip: addressPoints.zip },
};

/** GET Service Requests: the newest first, a page at a time (the `page` and `page_size` extension). */
export async function open311Requests(ctx: Ctx, query: Open311Query) {
  const size = Math.min(query.page_size ?? MAX_REQUESTS, MAX_REQUESTS);
  const rows = await ctx.db
    .select(columns)
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .leftJoin(addressPoints, eq(addressPoints.id, defectReports.addressPointId))
    .where(and(...conditions(query, ctx.now)))
    .orderBy(desc(defectReports.createdAt), desc(defectReports.id))
    .limit(size)
    .offset(((query.page ?? 1) - 1) * size);
  return described(ctx, rows);
}

/** GET Service Request: one confirmed report by its number, or 404. */
export async function open311Request(ctx: Ctx, number: string) {
  const rows = await ctx.db
    .select(columns)
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .leftJoin(addressPoints, eq(addressPoints.id, defectReports.addressPointId))
    .where(and(eq(defectReports.number, number), isNotNull(defectReports.confirmedAt)));
  if (rows.length === 0) throw notFound(`Hlášení ${number} neexistuje.`);
  return described(ctx, rows);
}

type Row = {
  r: typeof defectReports.$inferSelect;
  c: typeof defectCategories.$inferSelect;
  address: { code: number; zip: string } | null;
};

/** The rows as the specification's request, with their office's last public words and first public photo. */
async function described(ctx: Ctx, rows: Row[]) {
  const ids = rows.map(({ r }) => r.id);
  const [departments, notes, photos] = await Promise.all([
    departmentsById(ctx),
    ids.length
      ? ctx.db
          .select({ reportId: defectEvents.reportId, message: defectEvents.message })
          .from(defectEvents)
          .where(
            and(
              inArray(defectEvents.reportId, ids),
              eq(defectEvents.visibility, 'public'),
              eq(defectEvents.author, 'office'),
              isNotNull(defectEvents.message),
            ),
          )
          .orderBy(asc(defectEvents.at), asc(defectEvents.id))
      : [],
    ids.length
      ? ctx.db
          .select({ reportId: defectPhotos.reportId, path: defectPhotos.publicPath })
          .from(defectPhotos)
          .where(and(inArray(defectPhotos.reportId, ids), isNotNull(defectPhotos.publicPath)))
          .orderBy(desc(defectPhotos.createdAt))
      : [],
  ]);
  const lastNote = new Map(notes.map((n) => [n.reportId, n.message]));
  const firstPhoto = new Map(photos.map((p) => [p.reportId, p.path]));
  const base = ctx.config.PUBLIC_URL;
  return rows.map(({ r, c, address }) => {
    const photo = firstPhoto.get(r.id);
    return {
      service_request_id: r.number,
      status: open311Status(r.status),
      status_notes: lastNote.get(r.id) ?? null,
      service_name: c.name,
      service_code: c.code,
      description: r.publicText,
      agency_responsible: departments.get(r.departmentId)?.name ?? null,
      service_notice: c.notice,
      requested_datetime: w3cTime(r.createdAt),
      updated_datetime: w3cTime(r.closedAt ?? r.updatedAt),
      expected_datetime: w3cTime(pragueTime(r.dueOn, '23:59')),
      address: r.placeText,
      address_id: address ? String(address.code) : null,
      zipcode: address?.zip ?? null,
      lat: r.lat,
      long: r.lon,
      media_url: photo ? `${base}${photo}` : null,
    };
  });
}
