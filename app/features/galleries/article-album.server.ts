import { eq } from 'drizzle-orm';
import { freeSlug } from '../../../common/slug.ts';
import { holdAddresses } from '../../../server/lib/addresses.ts';
import { audit } from '../../../server/lib/audit.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { indexChanged } from '../search/service.server.ts';
import { galleries, galleryPhotos } from './schema.server.ts';
import { gallerySearch } from './search.server.ts';

/** A picture already stored (in the media library, with its WebP variants beside it), for an album. */
export interface AlbumPhoto {
  url: string;
  width: number;
  height: number;
  /** Empty: kept, but not shown until an editor describes it. */
  alt: string;
  caption: string;
}

/**
 * The album of an article made from pictures brought with it (an import's WordPress `[gallery]`), in
 * the caller's transaction: attached to the article, shown from `publishedAt` (the article's moment;
 * null, a draft's, keeps it hidden). An article that has an album already keeps it as the office
 * arranged it; none is made (null).
 */
export async function albumForArticle(
  ctx: ServiceContext,
  articleId: number,
  album: { title: string; publishedAt: Date | null; photos: AlbumPhoto[] },
): Promise<{ id: number; slug: string } | null> {
  const actor = requireStaff(ctx, 'galleries');
  if (!album.photos.length) return null;
  return ctx.db.transaction(async (tx) => {
    await holdAddresses(tx, 'galleries');
    const [existing] = await tx
      .select({ id: galleries.id })
      .from(galleries)
      .where(eq(galleries.articleId, articleId))
      .limit(1);
    if (existing) return null;
    const title = album.title.slice(0, 200);
    const slug = await freeSlug(
      async (candidate) =>
        (await tx.select({ id: galleries.id }).from(galleries).where(eq(galleries.slug, candidate))).length > 0,
      title,
    );
    const [created] = await tx
      .insert(galleries)
      .values({ title, slug, articleId, publishedAt: album.publishedAt, createdAt: ctx.now })
      .returning({ id: galleries.id, slug: galleries.slug });
    if (!created) throw new Error('the album was not created');
    await tx.insert(galleryPhotos).values(
      album.photos.map((photo, position) => ({
        galleryId: created.id,
        position,
        url: photo.url,
        width: photo.width,
        height: photo.height,
        alt: photo.alt.slice(0, 300),
        caption: photo.caption.slice(0, 300) || null,
      })),
    );
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'gallery.created',
      entity: 'gallery',
      entityId: created.id,
      summary: { title, published: album.publishedAt !== null, photos: album.photos.length, article: articleId },
    });
    await indexChanged({ db: tx, now: ctx.now }, gallerySearch, [created.id]);
    return created;
  });
}
