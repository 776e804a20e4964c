import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, not, type SQL, sql } from 'drizzle-orm';
import { freeSlug } from '../../../common/slug.ts';
import { holdAddresses } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { removeStoredImage } from '../../../server/lib/images.ts';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { acceptImage, type UploadedFile } from '../../../server/lib/uploads.ts';
import { indexChanged } from '../search/service.server.ts';
import { galleries, galleryPhotos } from './schema.server.ts';
import type { EditableGallery, GalleryAdminQuery, GalleryAdminRow, GalleryBulkInput, GalleryInput } from './schemas.ts';
import { gallerySearch } from './search.server.ts';

// The galleries editors' operations (section `galleries`): albums, many photos at once, their order
// and descriptions. A photo without a description is kept but not shown until it has one.

const FOLDER = 'galerie';

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

type StoredPhoto = { url: string; width: number };

/**
 * Deletes the files of photos no album holds any more: those the editor uploaded (`/media/galerie/`),
 * after the change is committed. The demo's pictures are shared with its articles and stay.
 */
async function forget(ctx: ServiceContext, photos: StoredPhoto[]) {
  for (const photo of photos)
    if (photo.url.startsWith(`/media/${FOLDER}/`)) await removeStoredImage(ctx.files.media, photo);
}

/** In the change's transaction: the search holds these albums as they are now. */
const indexed = (tx: Tx, now: Date, ids: number[]) => indexChanged({ db: tx, now }, gallerySearch, ids);

const isPublished = (now: Date) => and(isNotNull(galleries.publishedAt), lte(galleries.publishedAt, now))!;

/** The albums for their editors, newest first, found by title and state, a page at a time, with counts. */
export async function galleryRows(ctx: ServiceContext, query: GalleryAdminQuery) {
  requireStaff(ctx, 'galleries');
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(galleries.title, likePattern(query.q)));
  const states = { published: isPublished(ctx.now), draft: not(isPublished(ctx.now)) };
  const where = and(...filters, ...(query.state ? [states[query.state]] : []));
  const counted = async (condition: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(galleries).where(condition))[0]?.n ?? 0;
  const [rows, total, published, draft] = await Promise.all([
    ctx.db
      .select({
        id: galleries.id,
        slug: galleries.slug,
        title: galleries.title,
        publishedAt: galleries.publishedAt,
        photos: count(galleryPhotos.id),
        undescribed: sql<number>`count(*) filter (where ${galleryPhotos.alt} = '')`.mapWith(Number),
      })
      .from(galleries)
      .leftJoin(galleryPhotos, eq(galleryPhotos.galleryId, galleries.id))
      .where(where)
      .groupBy(galleries.id)
      .orderBy(desc(galleries.createdAt), desc(galleries.id))
      .limit(query.perPage)
      .offset(offset(query)),
    counted(where),
    counted(and(...filters, states.published)),
    counted(and(...filters, states.draft)),
  ]);
  return {
    rows: rows.map(
      (g): GalleryAdminRow => ({
        id: g.id,
        slug: g.slug,
        title: g.title,
        published: g.publishedAt !== null && g.publishedAt <= ctx.now,
        photos: g.photos,
        undescribed: g.undescribed,
      }),
    ),
    total,
    counts: { published, draft },
  };
}

const BULK_DONE: Record<GalleryBulkInput['action'], { action: string; said: string }> = {
  publish: { action: 'gallery.published', said: 'Zveřejněno' },
  unpublish: { action: 'gallery.unpublished', said: 'Staženo z webu' },
  delete: { action: 'gallery.deleted', said: 'Smazáno i s fotkami' },
};

/** One action on many albums, all or nothing: on the site, off it, or deleted with their photos. */
export async function galleryBulk(
  ctx: ServiceContext,
  input: GalleryBulkInput,
): Promise<{ count: number; said: string }> {
  const actor = requireStaff(ctx, 'galleries');
  const ids = [...new Set(input.ids)];
  const photos =
    input.action === 'delete'
      ? await ctx.db
          .select({ url: galleryPhotos.url, width: galleryPhotos.width })
          .from(galleryPhotos)
          .where(inArray(galleryPhotos.galleryId, ids))
      : [];
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(galleries)
      .where(inArray(galleries.id, ids))
      .orderBy(asc(galleries.id))
      .for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některou z vybraných galerií mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    for (const row of rows) {
      if (input.action === 'delete') await tx.delete(galleries).where(eq(galleries.id, row.id));
      else
        await tx
          .update(galleries)
          .set({
            publishedAt:
              input.action === 'publish'
                ? row.publishedAt && row.publishedAt <= ctx.now
                  ? row.publishedAt
                  : ctx.now
                : null,
            version: row.version + 1,
          })
          .where(eq(galleries.id, row.id));
      await audit({ db: tx, now: ctx.now }, actor, {
        action: BULK_DONE[input.action].action,
        entity: 'gallery',
        entityId: row.id,
        summary: { title: row.title },
      });
    }
    await indexed(tx, ctx.now, ids);
  });
  ctx.reads?.clear();
  await forget(ctx, photos);
  return { count: ids.length, said: BULK_DONE[input.action].said };
}

export async function galleryGet(ctx: ServiceContext, id: number): Promise<EditableGallery> {
  requireStaff(ctx, 'galleries');
  const [g] = await ctx.db.select().from(galleries).where(eq(galleries.id, id));
  if (!g) throw notFound('Galerie neexistuje.');
  const photos = await ctx.db
    .select({
      id: galleryPhotos.id,
      url: galleryPhotos.url,
      width: galleryPhotos.width,
      height: galleryPhotos.height,
      alt: galleryPhotos.alt,
      caption: galleryPhotos.caption,
    })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.galleryId, id))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return {
    id: g.id,
    slug: g.slug,
    title: g.title,
    description: g.description,
    published: g.publishedAt !== null && g.publishedAt <= ctx.now,
    photos,
    version: g.version,
  };
}

/** The album, locked for a change; a newer version than the editor's is a 409. */
async function lock(tx: Tx, id: number, version: number | undefined) {
  const before = await lockedForSave(
    { db: tx },
    { entity: 'gallery', id, version: version, what: 'Galerii', missing: 'Galerie neexistuje.' },
    tx.select().from(galleries).where(eq(galleries.id, id)).for('update'),
  );
  return before;
}

/**
 * Creates or changes an album: its text, whether it is on the site (first published now), and its
 * photos: described, captioned, removed and put in the order given.
 */
export async function gallerySave(ctx: ServiceContext, id: number | null, input: GalleryInput) {
  const actor = requireStaff(ctx, 'galleries');
  const removed: StoredPhoto[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    const before = id === null ? null : await lock(tx, id, input.version);
    const publishedAt = input.published
      ? before?.publishedAt && before.publishedAt <= ctx.now
        ? before.publishedAt
        : ctx.now
      : null;
    const fields = { title: input.title, description: input.description, publishedAt };
    const returning = { id: galleries.id, version: galleries.version };
    if (!before) await holdAddresses(tx, 'galleries');
    const [result] = before
      ? await tx
          .update(galleries)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(galleries.id, before.id))
          .returning(returning)
      : await tx
          .insert(galleries)
          .values({
            ...fields,
            slug: await freeSlug(
              async (slug) => (await tx.select().from(galleries).where(eq(galleries.slug, slug))).length > 0,
              input.title,
            ),
            createdAt: ctx.now,
          })
          .returning(returning);
    if (!result) throw notFound('Galerie neexistuje.');
    const own = new Set(
      (await tx.select({ id: galleryPhotos.id }).from(galleryPhotos).where(eq(galleryPhotos.galleryId, result.id))).map(
        (p) => p.id,
      ),
    );
    let position = 0;
    for (const photo of input.photos) {
      if (!own.has(photo.id)) throw invalid({ photos: ['Fotka do této galerie nepatří.'] });
      if (photo.remove)
        removed.push(
          ...(await tx
            .delete(galleryPhotos)
            .where(eq(galleryPhotos.id, photo.id))
            .returning({ url: galleryPhotos.url, width: galleryPhotos.width })),
        );
      else
        await tx
          .update(galleryPhotos)
          .set({ alt: photo.alt, caption: photo.caption || null, position: position++ })
          .where(eq(galleryPhotos.id, photo.id));
    }
    await audit(txCtx, actor, {
      action: before ? 'gallery.updated' : 'gallery.created',
      entity: 'gallery',
      entityId: result.id,
      summary: {
        title: input.title,
        published: input.published,
        removed: input.photos.filter((p) => p.remove).length,
      },
    });
    await indexed(tx, ctx.now, [result.id]);
    return result;
  });
  ctx.reads?.clear();
  await forget(ctx, removed);
  return saved;
}

/**
 * Adds many photos at once at the end of the album, each checked by its content and stored with its
 * WebP variants. They wait for their descriptions before the site shows them. A file that is not a
 * good image refuses the whole batch, naming it, and nothing is added.
 */
export async function addPhotos(ctx: ServiceContext, id: number, files: UploadedFile[], version?: number) {
  const actor = requireStaff(ctx, 'galleries');
  if (files.length === 0) throw invalid({ photos: ['Vyberte fotky k nahrání.'] });
  await galleryGet(ctx, id);
  const stored: { url: string; width: number; height: number }[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const accepted = await acceptImage(file, ctx.files.media, FOLDER);
    if ('error' in accepted) errors.push(`${file.filename}: ${accepted.error}`);
    else stored.push(accepted);
  }
  if (errors.length) {
    await forget(ctx, stored);
    throw invalid({ photos: errors });
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await lock(tx, id, version);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${galleryPhotos.position}), -1)`.mapWith(Number) })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.galleryId, id));
    await tx
      .insert(galleryPhotos)
      .values(stored.map((photo, i) => ({ galleryId: id, position: (last?.n ?? -1) + 1 + i, alt: '', ...photo })));
    const [updated] = await tx
      .update(galleries)
      .set({ version: before.version + 1 })
      .where(eq(galleries.id, id))
      .returning({ id: galleries.id, version: galleries.version });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'gallery.photos-added',
      entity: 'gallery',
      entityId: id,
      summary: { title: before.title, added: stored.length },
    });
    await indexed(tx, ctx.now, [id]);
    return updated!;
  });
  ctx.reads?.clear();
  return saved;
}

export async function galleryDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'galleries');
  const photos = await ctx.db
    .select({ url: galleryPhotos.url, width: galleryPhotos.width })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.galleryId, id));
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(galleries).where(eq(galleries.id, id)).returning();
    if (!deleted) throw notFound('Galerie neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'gallery.deleted',
      entity: 'gallery',
      entityId: id,
      summary: { title: deleted.title },
    });
    await indexed(tx, ctx.now, [id]);
  });
  ctx.reads?.clear();
  await forget(ctx, photos);
}
