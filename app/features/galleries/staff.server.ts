import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, not, type SQL, sql } from 'drizzle-orm';
import { freeSlug } from '../../../common/slug.ts';
import { holdAddresses } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { removeStoredImage } from '../../../server/lib/images.ts';
import { type ItemKind, oneRow, publishing, saveItem, type TxContext } from '../../../server/lib/item-save.ts';
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

/** An album as the audit log knows it (a bulk change tells the search of all its albums at once). */
const galleryItem = { entity: 'gallery', what: 'Galerii', missing: 'Galerie neexistuje.' } satisfies ItemKind;

/** …and an album saved in its editor, which the search learns of with the save. */
const galleryKind: ItemKind = { ...galleryItem, reindex: (c, ids) => indexChanged(c, gallerySearch, ids) };

type StoredPhoto = { url: string; width: number };

/**
 * Deletes the files of photos no album holds any more: those the editor uploaded (`/media/galerie/`),
 * after the change is committed. The demo's pictures are shared with its articles and stay.
 */
async function forget(ctx: ServiceContext, photos: StoredPhoto[]) {
  for (const photo of photos)
    if (photo.url.startsWith(`/media/${FOLDER}/`)) await removeStoredImage(ctx.files.media, photo);
}

/** The album's row, locked for a change. */
const locked = (tx: TxContext, id: number) => tx.db.select().from(galleries).where(eq(galleries.id, id)).for('update');

const isPublished = (now: Date) => and(isNotNull(galleries.publishedAt), lte(galleries.publishedAt, now)) ?? sql`false`;

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
  const done = BULK_DONE[input.action];
  const photos =
    input.action === 'delete'
      ? await ctx.db
          .select({ url: galleryPhotos.url, width: galleryPhotos.width })
          .from(galleryPhotos)
          .where(inArray(galleryPhotos.galleryId, ids))
      : [];
  await publishing(ctx, async (tx) => {
    // All of them locked at once, in the order of their ids: two bulk changes never wait on each other in a circle.
    const rows = await tx.db
      .select()
      .from(galleries)
      .where(inArray(galleries.id, ids))
      .orderBy(asc(galleries.id))
      .for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některou z vybraných galerií mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    for (const row of rows) {
      const summary = { title: row.title };
      if (input.action === 'delete') {
        await tx.db.delete(galleries).where(eq(galleries.id, row.id));
        await audit(tx, actor, { action: done.action, entity: 'gallery', entityId: row.id, summary });
        continue;
      }
      const publishedAt = input.action === 'publish' ? firstPublished(row.publishedAt, tx.now) : null;
      await saveItem(tx, actor, galleryItem, {
        id: row.id,
        version: undefined,
        lock: async () => [row], // held above, with the others
        write: async (_before, version) => {
          await tx.db.update(galleries).set({ publishedAt, version }).where(eq(galleries.id, row.id));
          return { id: row.id, action: done.action, summary };
        },
      });
    }
    await indexChanged(tx, gallerySearch, ids);
  });
  await forget(ctx, photos);
  return { count: ids.length, said: done.said };
}

/** When an album put on the site was published: when it first was, or now. */
const firstPublished = (publishedAt: Date | null, now: Date) => (publishedAt && publishedAt <= now ? publishedAt : now);

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

/**
 * Creates or changes an album: its text, whether it is on the site (first published now), and its
 * photos: described, captioned, removed and put in the order given.
 */
export async function gallerySave(ctx: ServiceContext, id: number | null, input: GalleryInput) {
  const actor = requireStaff(ctx, 'galleries');
  const removed: StoredPhoto[] = [];
  const saved = await publishing(ctx, (tx) =>
    saveItem(tx, actor, galleryKind, {
      id,
      version: input.version,
      lock: (galleryId) => locked(tx, galleryId),
      write: async (before, version) => {
        const publishedAt = input.published ? firstPublished(before?.publishedAt ?? null, tx.now) : null;
        const fields = { title: input.title, description: input.description, publishedAt, version };
        const album = before
          ? await oneRow(
              tx.db.update(galleries).set(fields).where(eq(galleries.id, before.id)).returning({ id: galleries.id }),
              () => notFound('Galerie neexistuje.'),
            )
          : await created(tx, fields);
        removed.push(...(await savePhotos(tx, album.id, input.photos)));
        return {
          id: album.id,
          summary: {
            title: input.title,
            published: input.published,
            removed: input.photos.filter((p) => p.remove).length,
          },
        };
      },
    }),
  );
  await forget(ctx, removed);
  return saved;
}

/** A new album, at a free address made from its title. */
async function created(tx: TxContext, fields: Omit<typeof galleries.$inferInsert, 'slug'>) {
  await holdAddresses(tx.db, 'galleries');
  const slug = await freeSlug(
    async (slug) => (await tx.db.select().from(galleries).where(eq(galleries.slug, slug))).length > 0,
    fields.title,
  );
  return oneRow(
    tx.db
      .insert(galleries)
      .values({ ...fields, slug, createdAt: tx.now })
      .returning({ id: galleries.id }),
  );
}

/**
 * The album's photos as the editor left them: described, captioned, in the order given, or removed
 * (the removed ones' files returned, to be deleted once the change is committed).
 */
async function savePhotos(tx: TxContext, albumId: number, photos: GalleryInput['photos']) {
  const own = new Set(
    (await tx.db.select({ id: galleryPhotos.id }).from(galleryPhotos).where(eq(galleryPhotos.galleryId, albumId))).map(
      (p) => p.id,
    ),
  );
  const removed: StoredPhoto[] = [];
  let position = 0;
  for (const photo of photos) {
    if (!own.has(photo.id)) throw invalid({ photos: ['Fotka do této galerie nepatří.'] });
    if (photo.remove)
      removed.push(
        ...(await tx.db
          .delete(galleryPhotos)
          .where(eq(galleryPhotos.id, photo.id))
          .returning({ url: galleryPhotos.url, width: galleryPhotos.width })),
      );
    else
      await tx.db
        .update(galleryPhotos)
        .set({ alt: photo.alt, caption: photo.caption || null, position: position++ })
        .where(eq(galleryPhotos.id, photo.id));
  }
  return removed;
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
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, galleryKind, {
      id,
      version,
      lock: (galleryId) => locked(tx, galleryId),
      write: async (_before, next) => {
        const [last] = await tx.db
          .select({ n: sql<number>`coalesce(max(${galleryPhotos.position}), -1)`.mapWith(Number) })
          .from(galleryPhotos)
          .where(eq(galleryPhotos.galleryId, id));
        await tx.db
          .insert(galleryPhotos)
          .values(stored.map((photo, i) => ({ galleryId: id, position: (last?.n ?? -1) + 1 + i, alt: '', ...photo })));
        const album = await oneRow(
          tx.db
            .update(galleries)
            .set({ version: next })
            .where(eq(galleries.id, id))
            .returning({ id: galleries.id, title: galleries.title }),
        );
        return { id, action: 'gallery.photos-added', summary: { title: album.title, added: stored.length } };
      },
    }),
  );
}

export async function galleryDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'galleries');
  const photos = await ctx.db
    .select({ url: galleryPhotos.url, width: galleryPhotos.width })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.galleryId, id));
  await publishing(ctx, async (tx) => {
    const deleted = await oneRow(tx.db.delete(galleries).where(eq(galleries.id, id)).returning(), () =>
      notFound('Galerie neexistuje.'),
    );
    await audit(tx, actor, {
      action: 'gallery.deleted',
      entity: 'gallery',
      entityId: id,
      summary: { title: deleted.title },
    });
    await indexChanged(tx, gallerySearch, [id]);
  });
  await forget(ctx, photos);
}
