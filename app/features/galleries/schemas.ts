import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
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

// The galleries editors (section `galleries`).

/** Photos one upload may carry: 20 of at most 5 MB each is what a page's body may hold. */
export const MAX_PHOTOS_AT_ONCE = 20;

export const galleryIdParams = z.object({ id: rowNumber() });

/** An album as its editor saves it: its photos in the order given, each described, or removed. */
export const galleryInputSchema = z.object({
  title: z.string().trim().min(1, 'Zadejte název galerie.').max(200, 'Název může mít nejvýš 200 znaků.'),
  description: z.string().trim().max(1000, 'Popis může mít nejvýš 1 000 znaků.').default(''),
  published: z.boolean().default(false),
  photos: z
    .array(
      z.object({
        id: z.number().int().min(1),
        alt: z.string().trim().max(300, 'Popis může mít nejvýš 300 znaků.').default(''),
        caption: z.string().trim().max(300, 'Popisek může mít nejvýš 300 znaků.').default(''),
        remove: z.boolean().default(false),
      }),
    )
    .max(500)
    .default([]),
  version: z.number().int().min(1).optional(),
});
export type GalleryInput = z.output<typeof galleryInputSchema>;

/**
 * The album as its editor's page sends it: the API's input, and one description for all the photos
 * still without one (it saves typing the same words twenty times; the page puts it in their rows).
 */
export const galleryFormSchema = galleryInputSchema.extend({
  alt_for_all: z.string().trim().max(300, 'Popis může mít nejvýš 300 znaků.').default(''),
});

/** Photos uploaded from the editor's page: the files chosen, as many as one page's body may hold. */
export const photoUploadSchema = z.object({
  photos: z.array(z.file()).max(MAX_PHOTOS_AT_ONCE, `Najednou jde nahrát nejvýš ${MAX_PHOTOS_AT_ONCE} fotek.`),
  version: z.number().int().min(1).optional(),
});

const photoSchema = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  caption: z.string().nullable(),
});
export const galleryAdminRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  photos: z.number(),
  /** Photos without a description, which the site shows named by the album until they have one. */
  undescribed: z.number(),
});
export type GalleryAdminRow = z.infer<typeof galleryAdminRowSchema>;

/** The editors' list of albums: a search in the title, on the site or not, a page at a time. */
export const galleryAdminQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  state: z.enum(['published', 'draft'], { error: 'Takový stav galerie nemá.' }).optional(),
  page: z.coerce.number().int().min(1, 'Strany se počítají od jedničky.').max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type GalleryAdminQuery = z.output<typeof galleryAdminQuery>;

export const GALLERY_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const galleryBulkInput = z.object({
  action: z.enum(GALLERY_BULK_ACTIONS),
  ids: z.array(z.number().int().min(1)).min(1).max(500),
});
export type GalleryBulkInput = z.infer<typeof galleryBulkInput>;
export const editableGallerySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  photos: z.array(photoSchema),
  version: z.number(),
});
export type EditableGallery = z.infer<typeof editableGallerySchema>;
