import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { articles } from '../../../app/features/news/schema.server.ts';
import type { Gallery, GallerySummary, Photo } from '../../../common/galleries.ts';
import type { Db } from '../../db/client.ts';
import { galleries, galleryPhotos } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';

const published = (now: Date) => and(isNotNull(galleries.publishedAt), lte(galleries.publishedAt, now));

async function photosOf(db: Db, galleryIds: number[]): Promise<Map<number, Photo[]>> {
  const byGallery = new Map<number, Photo[]>();
  if (galleryIds.length === 0) return byGallery;
  const rows = await db
    .select()
    .from(galleryPhotos)
    .where(inArray(galleryPhotos.galleryId, galleryIds))
    .orderBy(asc(galleryPhotos.galleryId), asc(galleryPhotos.position));
  for (const { galleryId, url, width, height, alt, caption } of rows) {
    byGallery.set(galleryId, [...(byGallery.get(galleryId) ?? []), { url, width, height, alt, caption }]);
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

export async function listGalleries(db: Db, query: ListQuery, now = new Date()) {
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
  const photos = await photosOf(
    db,
    rows.map((g) => g.id),
  );
  return { rows: rows.map((g) => summary(g, photos.get(g.id) ?? [])), total };
}

async function withPhotos(db: Db, g: GalleryRow): Promise<Gallery> {
  const photos = (await photosOf(db, [g.id])).get(g.id) ?? [];
  const [article] = g.articleId
    ? await db
        .select({ kind: articles.kind, slug: articles.slug, title: articles.title })
        .from(articles)
        .where(eq(articles.id, g.articleId))
        .limit(1)
    : [];
  return { ...summary(g, photos), photos, article: article ?? null };
}

export async function getGallery(db: Db, slug: string, now = new Date()): Promise<Gallery | null> {
  const [g] = await db
    .select()
    .from(galleries)
    .where(and(published(now), eq(galleries.slug, slug)))
    .limit(1);
  return g ? withPhotos(db, g) : null;
}

/** The album of an article, for its detail page. */
export async function articleGallery(db: Db, articleId: number, now = new Date()): Promise<Gallery | null> {
  const [g] = await db
    .select()
    .from(galleries)
    .where(and(published(now), eq(galleries.articleId, articleId)))
    .orderBy(asc(galleries.id))
    .limit(1);
  return g ? withPhotos(db, g) : null;
}
