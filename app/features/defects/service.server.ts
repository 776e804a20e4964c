import { asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { departmentsById } from '../people/service.server.ts';
import { streetAddresses, suggestAddresses } from './places.server.ts';
import { defectCategories } from './schema.server.ts';
import type { AddressQuery, DefectCategory } from './schemas.ts';

// Defect reports (issue 60): what residents report on the town's map, the office's queue, Open311.

// Synchronous: for composition/web.ts's CSP only (a page's services are made async, so pages import map-tiles.ts).
export { mapImageOrigins } from './map-tiles.ts';
export { checkPlace, findAddress, placeNames, townMap } from './places.server.ts';
export { allPublicReports, publicAreas, publicReport, publicReports } from './public.server.ts';

/** The categories a resident chooses from, in the office's order, each with its department. */
export async function listCategories(ctx: Pick<ServiceContext, 'db'>): Promise<DefectCategory[]> {
  const [rows, departments] = await Promise.all([
    ctx.db
      .select()
      .from(defectCategories)
      .where(eq(defectCategories.retired, false))
      .orderBy(asc(defectCategories.position), asc(defectCategories.id)),
    departmentsById(ctx),
  ]);
  return rows.map((c) => ({
    code: c.code,
    name: c.name,
    group: c.group,
    description: c.description,
    department: departments.get(c.departmentId)?.name ?? '',
    days_to_fix: c.daysToFix,
    notice: c.notice,
  }));
}

/** Addresses for the address field: a chosen street's numbers, or suggestions for a typed line. */
export async function searchAddresses(ctx: Pick<ServiceContext, 'db'>, query: AddressQuery) {
  if (query.ulice) return streetAddresses(ctx, query.ulice);
  if (query.q) return suggestAddresses(ctx, query.q);
  return [];
}

export { defectsErasure } from './erasure.server.ts';
export { confirmReport, fileReport, myReports, reportToConfirm } from './filing.server.ts';
export { pruneUnconfirmed } from './housekeeping.server.ts';
export { personalDataOf, photosOf } from './personal-data.server.ts';
export { reporterDefect, reporterReopen, reporterReply, reporterSatisfaction } from './reporter.server.ts';
export { defectActMany } from './staff/bulk.server.ts';
export { issueOpen311Client, open311ClientsList, revokeOpen311Client } from './staff/open311-clients.server.ts';
export { hidePhoto, officePhotoFile, officePhotos, publishPhoto } from './staff/photos.server.ts';
export { officeDefect, officeDefects, workItems } from './staff/queue.server.ts';
export { defectAct } from './staff/steps.server.ts';
export {
  confirmSupport,
  stopMySupport,
  stopSupport,
  supportReport,
  supportState,
  supportToConfirm,
  supportToStop,
} from './supporters.server.ts';
export { defectFigures } from './year-figures.server.ts';
