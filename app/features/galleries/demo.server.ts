import { z } from 'zod';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { type DemoPhoto, demoImage, demoPhotoSchema, type PhotoAspect } from '../../../server/db/seed/demo-photos.ts';
import { articleIds } from '../news/service.server.ts';
import { galleries, galleryPhotos } from './schema.server.ts';

/** demo/galleries/galleries.yaml: the albums, two of them of a news article. */
const demoGalleries = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]{1,120}$/),
    title: z.string().min(1),
    description: z.string(),
    /** The news article the album belongs to, or none for a standalone gallery. */
    articleSlug: z.string().optional(),
    publishedAt: z.iso.datetime({ offset: true }),
    photos: z.array(demoPhotoSchema.extend({ caption: z.string().optional() })).min(1),
  }),
);

/** The photo albums (the third part of the step demo_reading_seeded_at, after the articles they belong to). */
export async function seedGalleries(tx: Tx) {
  const albums = readDemo('galleries/galleries', demoGalleries);
  const articleSlugs = albums.flatMap((g) => (g.articleSlug ? [g.articleSlug] : []));
  const articleId = await articleIds({ db: tx }, articleSlugs);
  for (const g of albums) {
    const [gallery] = await tx
      .insert(galleries)
      .values({
        slug: g.slug,
        title: g.title,
        description: g.description,
        articleId: g.articleSlug ? (articleId.get(g.articleSlug) ?? null) : null,
        publishedAt: new Date(g.publishedAt),
      })
      .onConflictDoNothing()
      .returning({ id: galleries.id });
    if (!gallery) continue;
    await tx.insert(galleryPhotos).values(
      g.photos.map((photo, position) => {
        const image = demoImage(photo, photo.orientation ?? 'landscape');
        return { galleryId: gallery.id, position, ...image, caption: photo.caption ?? null };
      }),
    );
  }
}

/** The drawn photos of the albums, with the shape they are drawn in (3:2 either way up). */
export function galleriesDemoPhotos(): (DemoPhoto & { aspect: PhotoAspect })[] {
  return readDemo('galleries/galleries', demoGalleries).flatMap((g) =>
    g.photos.map((p) => ({ ...p, aspect: p.orientation ?? ('landscape' as const) })),
  );
}
