import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { CONFIRM_DAYS } from './limits.ts';
import { defectFollowers, defectPhotos, defectReports } from './schema.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a guest never confirmed goes after CONFIRM_DAYS (the minute's work, daily): a report with
 * its photos, history and followers (nobody at the office has seen it, and its address was never
 * proved to be the sender's), and a "bothers me too" with its address. A report an app filed is
 * confirmed by its key and never waits here.
 */
export async function pruneUnconfirmed(ctx: Pick<ServiceContext, 'db' | 'now' | 'files'>): Promise<number> {
  const before = new Date(ctx.now.getTime() - CONFIRM_DAYS * DAY_MS);
  const stale = and(isNull(defectReports.confirmedAt), lt(defectReports.createdAt, before));
  const gone = await ctx.db.transaction(async (tx) => {
    const reports = await tx.select({ id: defectReports.id }).from(defectReports).where(stale);
    const ids = reports.map((r) => r.id);
    const photos = ids.length
      ? await tx
          .select({ path: defectPhotos.storagePath })
          .from(defectPhotos)
          .where(inArray(defectPhotos.reportId, ids))
      : [];
    if (ids.length) await tx.delete(defectReports).where(inArray(defectReports.id, ids));
    await tx
      .delete(defectFollowers)
      .where(
        and(
          eq(defectFollowers.kind, 'supporter'),
          isNull(defectFollowers.confirmedAt),
          lt(defectFollowers.createdAt, before),
        ),
      );
    return { reports: ids.length, files: photos.map((p) => p.path) };
  });
  // The rows are gone first: a file left behind by a stop here is unreachable, never a row without its file.
  await ctx.files.uploads.remove(gone.files);
  return gone.reports;
}
