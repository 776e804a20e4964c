import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { DEFECT_STATUS_LABELS } from './flow.ts';
import { defectCategories, defectEvents, defectFollowers, defectPhotos, defectReports } from './schema.server.ts';
import type { DefectsPersonalData } from './schemas.ts';

// What the site keeps of a resident in the defect reports (GDPR art. 15 and 20): the reports they
// filed under their account or its address, with what they wrote and what the office told them
// (not the office's notes), the reports they follow, and their photos for the archive.

const AUTHORS = { reporter: 'vy', office: 'úřad', system: 'systém', app: 'aplikace' } as const;

const filedBy = (userId: number, email: string) =>
  or(eq(defectReports.reporterUserId, userId), sql`lower(${defectReports.reporterEmail}) = ${email.toLowerCase()}`);

export async function personalDataOf(
  ctx: Pick<ServiceContext, 'db'>,
  userId: number,
  email: string,
): Promise<DefectsPersonalData> {
  const reports = await ctx.db
    .select({ r: defectReports, category: defectCategories.name })
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(filedBy(userId, email))
    .orderBy(asc(defectReports.createdAt));
  const ids = reports.map(({ r }) => r.id);
  const [events, follows] = await Promise.all([
    ids.length
      ? ctx.db
          .select()
          .from(defectEvents)
          .where(
            and(
              inArray(defectEvents.reportId, ids),
              // Her own words, and what the office told her or everyone; not its notes.
              or(ne(defectEvents.visibility, 'office'), eq(defectEvents.author, 'reporter')),
            ),
          )
          .orderBy(asc(defectEvents.at), asc(defectEvents.id))
      : [],
    ctx.db
      .select({ number: defectReports.number, f: defectFollowers })
      .from(defectFollowers)
      .innerJoin(defectReports, eq(defectReports.id, defectFollowers.reportId))
      .where(
        and(
          eq(defectFollowers.kind, 'supporter'),
          or(eq(defectFollowers.userId, userId), sql`lower(${defectFollowers.email}) = ${email.toLowerCase()}`),
        ),
      )
      .orderBy(asc(defectFollowers.createdAt)),
  ]);
  return {
    defect_reports: reports.map(({ r, category }) => ({
      number: r.number,
      category,
      place: r.placeText,
      description: r.description,
      status: DEFECT_STATUS_LABELS[r.status].label,
      reporter_email: r.reporterEmail,
      reporter_name: r.reporterName,
      submitted_at: r.createdAt.toISOString(),
      confirmed_at: r.confirmedAt?.toISOString() ?? null,
      closed_at: r.closedAt?.toISOString() ?? null,
      satisfied: r.satisfied,
      timeline: events
        .filter((e) => e.reportId === r.id)
        .map((e) => ({ at: e.at.toISOString(), author: AUTHORS[e.author], message: e.message })),
    })),
    defect_follows: follows.map(({ number, f }) => ({
      number,
      email: f.email,
      created_at: f.createdAt.toISOString(),
      confirmed_at: f.confirmedAt?.toISOString() ?? null,
    })),
  };
}

/** The photos of the reports they filed, for the archive: each report's in its folder. */
export async function photosOf(ctx: Pick<ServiceContext, 'db' | 'files'>, userId: number, email: string) {
  const rows = await ctx.db
    .select({ number: defectReports.number, path: defectPhotos.storagePath })
    .from(defectPhotos)
    .innerJoin(defectReports, eq(defectReports.id, defectPhotos.reportId))
    .where(and(filedBy(userId, email), eq(defectPhotos.role, 'report')))
    .orderBy(asc(defectPhotos.createdAt));
  const seen = new Map<string, number>();
  const files = await Promise.all(
    rows.map(async (row) => {
      const nth = (seen.get(row.number) ?? 0) + 1;
      seen.set(row.number, nth);
      return { number: row.number, filename: `fotografie-${nth}.jpg`, data: await ctx.files.uploads.read(row.path) };
    }),
  );
  return files.flatMap((f) => (f.data ? [{ ...f, data: f.data }] : []));
}
