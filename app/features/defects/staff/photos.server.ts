import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { removeStoredImage, storeImage } from '../../../../server/lib/images.ts';
import type { Actor, ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import type { OfficePhoto } from '../office-photo-schemas.ts';
import { checkPhotos, photoPath, reencode } from '../photos.server.ts';
import { defectPhotos } from '../schema.server.ts';
import { visibleDefect } from './queue.server.ts';

// A report's photos on the office's side (issue 60 §3): shown to the clerks who may see the report
// from the private uploads, and copied to the public media once a clerk judged them fit (no faces,
// plates or names); hiding removes the copy. A clerk's own photo of the fix is public at once.

type Photo = typeof defectPhotos.$inferSelect;

/** The files a step's photo wrote, for removing them when its transaction fails. */
export interface WrittenFiles {
  uploads: string[];
  media: { url: string; width: number }[];
}

const NOT_FOUND = 'Fotografie neexistuje.';
const WHOSE = { report: 'od oznamovatele', fix: 'po opravě' } as const;

const toOffice = (p: Photo): OfficePhoto => ({
  id: p.id,
  role: p.role,
  width: p.width,
  height: p.height,
  url: `/sprava/zavady/foto/${p.id}`,
  public_url: p.publicPath,
  allowed_at: p.allowedAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
});

/** A report's photos, the oldest first, for a clerk who may see the report; else 404. */
export async function officePhotos(ctx: ServiceContext, reportId: number): Promise<OfficePhoto[]> {
  await visibleDefect(ctx, reportId);
  const rows = await ctx.db
    .select()
    .from(defectPhotos)
    .where(eq(defectPhotos.reportId, reportId))
    .orderBy(asc(defectPhotos.createdAt), asc(defectPhotos.id));
  return rows.map(toOffice);
}

/** One photo's bytes from the private store, for a clerk who may see its report; anything else 404. */
export async function officePhotoFile(ctx: ServiceContext, photoId: string) {
  const [photo] = await ctx.db.select().from(defectPhotos).where(eq(defectPhotos.id, photoId));
  if (!photo) throw notFound(NOT_FOUND);
  await visibleDefect(ctx, photo.reportId);
  const data = await ctx.files.uploads.read(photo.storagePath);
  if (!data) throw notFound(NOT_FOUND);
  // Every stored photo was re-encoded as a JPEG (photos.server.ts).
  return { data, mediaType: 'image/jpeg' };
}

/** The photo locked for a change, on the report named; another report's is a 404. */
async function lockedPhoto(tx: Tx, reportId: number, photoId: string) {
  const [photo] = await tx
    .select()
    .from(defectPhotos)
    .where(and(eq(defectPhotos.id, photoId), eq(defectPhotos.reportId, reportId)))
    .for('update');
  if (!photo) throw notFound(NOT_FOUND);
  return photo;
}

const mediaName = () => `zavady/${randomBytes(12).toString('hex')}`;

const photoSummary = (p: Photo) => ({ file: `fotografie ${WHOSE[p.role]} (${p.id})` });

/** Copies the photo to the public media: the report's public page shows it. Again, nothing changes. */
export async function publishPhoto(ctx: ServiceContext, reportId: number, photoId: string): Promise<OfficePhoto> {
  const actor = requireStaff(ctx, 'cases');
  await visibleDefect(ctx, reportId);
  const stored: { url: string; width: number }[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      const photo = await lockedPhoto(tx, reportId, photoId);
      if (photo.publicPath) return toOffice(photo);
      const data = await ctx.files.uploads.read(photo.storagePath);
      if (!data) throw notFound(NOT_FOUND);
      const image = await storeImage(data, ctx.files.media, mediaName());
      stored.push(image);
      const [updated] = await tx
        .update(defectPhotos)
        .set({ publicPath: image.url, allowedAt: ctx.now, allowedBy: actor.id })
        .where(eq(defectPhotos.id, photo.id))
        .returning();
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'defect.photo.publish',
        entity: 'defect',
        entityId: reportId,
        summary: photoSummary(photo),
      });
      return toOffice(updated ?? photo);
    });
  } catch (error) {
    for (const image of stored) await removeStoredImage(ctx.files.media, image);
    throw error;
  }
}

/** Takes the photo off the public page: its public copy is removed once the change is kept. */
export async function hidePhoto(ctx: ServiceContext, reportId: number, photoId: string): Promise<OfficePhoto> {
  const actor = requireStaff(ctx, 'cases');
  await visibleDefect(ctx, reportId);
  const { photo, updated } = await ctx.db.transaction(async (tx) => {
    const photo = await lockedPhoto(tx, reportId, photoId);
    if (!photo.publicPath) return { photo, updated: photo };
    const [updated] = await tx
      .update(defectPhotos)
      .set({ publicPath: null, allowedAt: null, allowedBy: null })
      .where(eq(defectPhotos.id, photo.id))
      .returning();
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'defect.photo.hide',
      entity: 'defect',
      entityId: reportId,
      summary: photoSummary(photo),
    });
    return { photo, updated: updated ?? photo };
  });
  if (photo.publicPath) await removeStoredImage(ctx.files.media, { url: photo.publicPath, width: photo.width });
  return toOffice(updated);
}

/** A fix photo, checked as a reporter's is and re-encoded, before the step's transaction; or a 422 on `photo`. */
export async function checkedFixPhoto(file: UploadedFile) {
  const { accepted, errors } = await checkPhotos([file]);
  const [photo] = accepted;
  if (errors.length > 0 || !photo) throw invalid({ photo: errors });
  return reencode(photo.data);
}

/**
 * The fix photo kept within the resolving step's transaction: privately as every photo, and public at
 * once, since the clerk who took it judged it (it shows the mended place, not the reporter's). The
 * files written are named in `written` for the caller to remove if the step fails.
 */
export async function saveFixPhoto(
  ctx: ServiceContext,
  tx: Tx,
  actor: Actor,
  reportId: number,
  photo: { data: Buffer; width: number; height: number },
  written: WrittenFiles,
) {
  const storagePath = photoPath(reportId);
  await ctx.files.uploads.write(storagePath, photo.data);
  written.uploads.push(storagePath);
  const image = await storeImage(photo.data, ctx.files.media, mediaName());
  written.media.push(image);
  const [row] = await tx
    .insert(defectPhotos)
    .values({
      reportId,
      role: 'fix',
      storagePath,
      width: photo.width,
      height: photo.height,
      publicPath: image.url,
      allowedAt: ctx.now,
      allowedBy: actor.id,
      createdAt: ctx.now,
    })
    .returning();
  if (row)
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'defect.photo.publish',
      entity: 'defect',
      entityId: reportId,
      summary: photoSummary(row),
    });
}

/** After a failed step: the files its photo left behind. */
export async function removeWritten(ctx: ServiceContext, written: WrittenFiles) {
  await ctx.files.uploads.remove(written.uploads);
  for (const image of written.media) await removeStoredImage(ctx.files.media, image);
}
