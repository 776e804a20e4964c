import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { formatDay, pragueToday } from '../../../common/dates.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { hashToken, newToken } from '../../../server/lib/tokens.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { DEFECT_STATUS_LABELS, dueOn, reportNumber } from './flow.ts';
import { confirmReportMail, reportReceivedMail } from './mails.server.ts';
import { checkPhotos, gpsSuggestion, photoPath, reencode } from './photos.server.ts';
import { checkPlace } from './places.server.ts';
import { type ReportPlace, reportPlace } from './report-place.server.ts';
import { defectCategories, defectEvents, defectFollowers, defectPhotos, defectReports } from './schema.server.ts';
import { type DefectReportInput, defectMessages, type FiledReport, type MyReport } from './schemas.ts';

// A resident's report filed: checked, numbered and routed to its department in one transaction.

type ReportRow = typeof defectReports.$inferSelect;

/** A report an app filed through Open311 with its key: confirmed by the key, its user named if the app says. */
export interface AppFiling {
  clientId: number;
  reporterName: string | null;
}

/** A guest files at most this many reports an hour from one e-mail; anyone this many from one address. */
const PER_EMAIL = 5;
const PER_IP = 30;

const filed = (row: ReportRow, photoPlace: FiledReport['photo_place'] = null): FiledReport => ({
  number: row.number,
  status: row.status,
  confirmed: row.confirmedAt !== null,
  photo_place: photoPlace,
});

/** The key stored: one reporter's key never finds another's report. */
const scopedKey = (who: string, key: string) => createHash('sha256').update(`${who}\n${key}`).digest('hex');

async function byKey(ctx: Pick<ServiceContext, 'db'>, key: string | null) {
  if (!key) return null;
  const [row] = await ctx.db.select().from(defectReports).where(eq(defectReports.idempotencyKey, key));
  return row ?? null;
}

/** The category a report is filed in (not a retired one), or a 422 on the field. */
async function categoryOf(ctx: Pick<ServiceContext, 'db'>, code: string) {
  const [row] = await ctx.db
    .select()
    .from(defectCategories)
    .where(and(eq(defectCategories.code, code), eq(defectCategories.retired, false)));
  return row ?? null;
}

/** The category, place and photos checked together, so the form says all that is wrong at once. */
async function checked(ctx: ServiceContext, input: DefectReportInput, photos: UploadedFile[]) {
  const errors: Record<string, string[]> = {};
  const category = await categoryOf(ctx, input.category);
  if (!category) errors.category = [defectMessages.category];
  const checkedPhotos = await checkPhotos(photos);
  if (checkedPhotos.errors.length > 0) errors.photos = checkedPhotos.errors;
  const suggestion = gpsSuggestion(checkedPhotos.accepted);
  let place: ReportPlace | null = null;
  try {
    place = await reportPlace(ctx, input, suggestion);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 422 && error.errors)) throw error;
    Object.assign(errors, error.errors);
  }
  if (!category || !place || Object.keys(errors).length > 0) throw invalid(errors);
  return { category, place, photos: checkedPhotos.accepted, suggestion };
}

/**
 * Files a report. A signed-in resident's is confirmed at once; a guest's waits for the link mailed
 * to them, and until then nobody in the office or the public sees it. A key already used by the
 * same reporter gives back the report it filed, so a double submit files once.
 */
export async function fileReport(
  ctx: ServiceContext,
  input: DefectReportInput,
  photos: UploadedFile[],
  app: AppFiling | null = null,
): Promise<{ created: boolean; report: FiledReport }> {
  const actor = app ? null : ctx.actor;
  const email = actor ? null : (input.email ?? null);
  // An app's key has its own limit (open311-clients.server.ts); its server's address is shared by all its users.
  if (!app)
    await consume(
      ctx.db,
      [
        { key: `defect:ip:${ctx.ip}`, max: PER_IP, windowMs: HOUR },
        ...(email ? [{ key: `defect:email:${email}`, max: PER_EMAIL, windowMs: HOUR }] : []),
      ],
      ctx.now,
    );
  if (!actor && !email && !app) throw invalid({ email: [defectMessages.email] });
  const who = app ? `app:${app.clientId}` : actor ? `user:${actor.id}` : `email:${email}`;
  const key = input.idempotency_key ? scopedKey(who, input.idempotency_key) : null;
  const existing = await byKey(ctx, key);
  if (existing) return { created: false, report: filed(existing) };

  const report = await checked(ctx, input, photos);
  // One after another: a filing keeps one libvips thread busy rather than all cores.
  const encoded = [];
  for (const photo of report.photos) encoded.push(await reencode(photo.data));
  // An app's user is not asked to confirm by mail: the app answers for its reports by its key.
  const token = email && !app ? newToken() : null;
  const written: string[] = [];
  let row: ReportRow;
  try {
    row = await saveReport(
      ctx,
      { ...report, encoded, input, email, key, tokenHash: token?.hash ?? null, app },
      written,
    );
  } catch (error) {
    await ctx.files.uploads.remove(written);
    // Two requests with one key at the same moment: the second meets the unique index and gets the first's report.
    const raced = await byKey(ctx, key);
    if (raced) return { created: false, report: filed(raced) };
    throw error;
  }
  if (!app)
    await mailReporter(ctx, row, { category: report.category.name, email: email ?? actor?.email, token: token?.token });
  const suggestion = report.suggestion && (await checkPlace(ctx, report.suggestion));
  return { created: true, report: filed(row, suggestion?.inside ? report.suggestion : null) };
}

type Checked = Awaited<ReturnType<typeof checked>>;

/**
 * The report, its first step, its reporter as a follower and its photos, in one transaction. The
 * photos' files are written on the way; `written` names them, for the caller to remove on a failure.
 */
async function saveReport(
  ctx: ServiceContext,
  r: Checked & {
    encoded: { data: Buffer; width: number; height: number }[];
    input: DefectReportInput;
    email: string | null;
    key: string | null;
    tokenHash: string | null;
    app: AppFiling | null;
  },
  written: string[],
): Promise<ReportRow> {
  const { app } = r;
  const actor = app ? null : ctx.actor;
  const confirmed = actor || app ? ctx.now : null;
  return ctx.db.transaction(async (tx) => {
    const inserted = await oneRow(
      tx
        .insert(defectReports)
        .values({
          number: reportNumber(await nextNumber(tx, 'defect_numbers'), ctx.now),
          categoryId: r.category.id,
          departmentId: r.category.departmentId,
          lat: r.place.lat,
          lon: r.place.lon,
          addressPointId: r.place.addressPointId,
          placeText: r.place.placeText,
          area: r.place.area,
          description: r.input.description,
          reporterUserId: actor?.id ?? null,
          reporterEmail: r.email,
          reporterName: app?.reporterName ?? null,
          source: app ? 'app' : 'web',
          open311ClientId: app?.clientId ?? null,
          confirmedAt: confirmed,
          dueOn: dueOn(pragueToday(ctx.now), r.category.daysToFix),
          idempotencyKey: r.key,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning(),
    );
    await tx.insert(defectEvents).values({
      reportId: inserted.id,
      at: ctx.now,
      action: 'filed',
      status: 'nove',
      visibility: 'public',
      author: app ? 'app' : actor ? 'reporter' : 'system',
      actorId: actor?.id ?? null,
    });
    // An app's user without an e-mail follows in the app only; one with it is not mailed unconfirmed.
    if (actor || r.email)
      await tx.insert(defectFollowers).values({
        reportId: inserted.id,
        kind: 'reporter',
        userId: actor?.id ?? null,
        email: r.email,
        tokenHash: r.tokenHash,
        confirmedAt: actor ? ctx.now : null,
        createdAt: ctx.now,
      });
    for (const photo of r.encoded) {
      const storagePath = photoPath(inserted.id);
      await ctx.files.uploads.write(storagePath, photo.data);
      written.push(storagePath);
      await tx.insert(defectPhotos).values({
        reportId: inserted.id,
        role: 'report',
        storagePath,
        width: photo.width,
        height: photo.height,
        createdAt: ctx.now,
      });
    }
    return inserted;
  });
}

/** After the commit: a guest's link to confirm, a resident's receipt. */
async function mailReporter(
  ctx: ServiceContext,
  row: ReportRow,
  to: { category: string; email: string | undefined; token: string | undefined },
) {
  if (!to.email) return;
  const base = ctx.config.PUBLIC_URL;
  const about = { number: row.number, category: to.category, place: row.placeText };
  await sendNotice(
    ctx.mailer,
    ctx.log,
    to.token
      ? confirmReportMail(to.email, { ...about, url: `${base}/zavady/potvrzeni/${to.token}` })
      : reportReceivedMail(to.email, { ...about, due: formatDay(row.dueOn), url: `${base}/zavady/${row.number}` }),
  );
}

/** The report a confirmation link names, or 404. */
async function byToken(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const [found] = await ctx.db
    .select({ report: defectReports, follower: defectFollowers, category: defectCategories.name })
    .from(defectFollowers)
    .innerJoin(defectReports, eq(defectReports.id, defectFollowers.reportId))
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(eq(defectFollowers.tokenHash, hashToken(token)));
  if (!found) throw notFound(defectMessages.unknownToken);
  return found;
}

/** What a confirmation link is about, for the page that asks to confirm it. */
export async function reportToConfirm(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const { report, follower, category } = await byToken(ctx, token);
  return {
    number: report.number,
    category,
    place: report.placeText,
    confirmed: follower.confirmedAt !== null,
  };
}

/** The guest's link, posted: the report is confirmed and goes to the office. Again, it changes nothing. */
export async function confirmReport(ctx: ServiceContext, token: string): Promise<FiledReport> {
  const { report, follower } = await byToken(ctx, token);
  if (follower.confirmedAt && report.confirmedAt) return filed(report);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.update(defectFollowers).set({ confirmedAt: ctx.now }).where(eq(defectFollowers.id, follower.id));
    if (follower.kind !== 'reporter' || report.confirmedAt) return report;
    const [updated] = await tx
      .update(defectReports)
      .set({ confirmedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(defectReports.id, report.id))
      .returning();
    return updated ?? report;
  });
  return filed(row);
}

/** The signed-in resident's own reports, newest first. */
export async function myReports(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<MyReport[]> {
  const userId = requireActor(ctx).id;
  const rows = await ctx.db
    .select({ report: defectReports, category: defectCategories.name })
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(eq(defectReports.reporterUserId, userId))
    .orderBy(desc(defectReports.createdAt), desc(defectReports.id))
    .limit(500);
  return rows.map(({ report, category }) => ({
    number: report.number,
    category,
    status: report.status,
    status_label: DEFECT_STATUS_LABELS[report.status].label,
    place: report.placeText,
    created_at: report.createdAt.toISOString(),
    due_on: report.dueOn,
    closed_at: report.closedAt?.toISOString() ?? null,
  }));
}
