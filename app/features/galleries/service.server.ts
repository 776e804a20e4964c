import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte } from 'drizzle-orm';
import { type Gallery, type GallerySummary, type Photo, undescribedAlt } from '../../../common/galleries.ts';
import type { Db } from '../../../server/db/client.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { MediaUsage } from '../media/schemas.ts';
import { articleLink } from '../news/service.server.ts';
import { galleries, galleryPhotos } from './schema.server.ts';
import type { GalleryListInput } from './schemas.ts';
import { gallerySearch } from './search.server.ts';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

const published = (now: Date) => and(isNotNull(galleries.publishedAt), lte(galleries.publishedAt, now));

async function photosOf(db: Db, albums: Pick<GalleryRow, 'id' | 'title'>[]): Promise<Map<number, Photo[]>> {
  const byGallery = new Map<number, Photo[]>();
  if (albums.length === 0) return byGallery;
  const titles = new Map(albums.map((g) => [g.id, g.title]));
  const rows = await db
    .select()
    .from(galleryPhotos)
    .where(
      inArray(
        galleryPhotos.galleryId,
        albums.map((g) => g.id),
      ),
    )
    .orderBy(asc(galleryPhotos.galleryId), asc(galleryPhotos.position));
  for (const { galleryId, url, width, height, alt, caption } of rows) {
    // A photo nobody has described yet is shown all the same, named by its album.
    const text = alt || undescribedAlt(titles.get(galleryId) ?? '');
    byGallery.set(galleryId, [...(byGallery.get(galleryId) ?? []), { url, width, height, alt: text, caption }]);
  }
  return byGallery;
}

type GalleryRow = typeof galleries.$inferSelect;

const summary = (g: GalleryRow, photos: Photo[]): GallerySummary => ({
  slug: g.slug,
  title: g.title,
  description: g.description,
  published_at: (g.publishedAt ?? g.createdAt).toISOString(),
  photo_count: photos.length,
  cover: photos[0] ?? null,
});

/** A page of published albums, newest first, each with its cover and photo count. */
export async function list(ctx: Ctx, query: GalleryListInput): Promise<{ rows: GallerySummary[]; total: number }> {
  const { db, now } = ctx;
  const { rows, total } = await withTotal(
    query,
    db
      .select()
      .from(galleries)
      .where(published(now))
      .orderBy(desc(galleries.publishedAt), desc(galleries.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(galleries).where(published(now)),
  );
  const photos = await photosOf(db, rows);
  return { rows: rows.map((g) => summary(g, photos.get(g.id) ?? [])), total };
}

async function withPhotos(db: Db, g: GalleryRow): Promise<Gallery> {
  const photos = (await photosOf(db, [g])).get(g.id) ?? [];
  const article = g.articleId ? await articleLink({ db }, g.articleId) : null;
  return { ...summary(g, photos), photos, article };
}

/** One published album with all its photos in order; 404 if there is none. */
export async function get(ctx: Ctx, slug: string): Promise<Gallery> {
  const [g] = await ctx.db
    .select()
    .from(galleries)
    .where(and(published(ctx.now), eq(galleries.slug, slug)))
    .limit(1);
  if (!g) throw notFound('Fotogalerie neexistuje.');
  return withPhotos(ctx.db, g);
}

/** The album of an article, for its detail page (news' ArticleAlbums), or null. */
export async function articleAlbum(ctx: Ctx, articleId: number): Promise<Gallery | null> {
  const [g] = await ctx.db
    .select()
    .from(galleries)
    .where(and(published(ctx.now), eq(galleries.articleId, articleId)))
    .orderBy(asc(galleries.id))
    .limit(1);
  return g ? withPhotos(ctx.db, g) : null;
}

/** Albums that show a stored image (its files start with `prefix`), for the media library's where-used. */
export async function usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]> {
  const rows = await ctx.db
    .selectDistinct({ id: galleries.id, title: galleries.title })
    .from(galleryPhotos)
    .innerJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
    .where(ilike(galleryPhotos.url, likePattern(prefix)))
    .orderBy(asc(galleries.id))
    .limit(100);
  return rows.map((r) => ({ kind: 'Fotogalerie', title: r.title, url: `/sprava/galerie/${r.id}` }));
}

export { type AlbumPhoto, albumForArticle } from './article-album.server.ts';
export * from './staff.server.ts';

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [gallerySearch];
