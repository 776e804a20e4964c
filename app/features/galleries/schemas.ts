import { z } from 'zod';
import { listQuery } from '../../../server/lib/api-schemas.ts';

export type { Gallery, GallerySummary, Photo } from '../../../common/galleries.ts';

/**
 * The albums' shapes (`Gallery`, `GallerySummary`, `Photo`) stay in
 * common/galleries.ts: an article carries its album, so the news API's schema
 * needs them too.
 */

/** `/api/galleries`: twelve albums a page. */
export const galleryListInput = listQuery.extend({ perPage: z.coerce.number().int().min(1).max(100).default(12) });
export type GalleryListInput = z.output<typeof galleryListInput>;

/** An album's slug in a path: one that cannot exist is a 404. */
export const galleryParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });
