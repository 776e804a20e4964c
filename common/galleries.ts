import { z } from 'zod';
import { apiSchemas } from './schemas/api-names.ts';

export const photoSchema = z
  .object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string(), caption: z.string().nullable() })
  .register(apiSchemas, { id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;

export const gallerySummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    published_at: z.string(),
    photo_count: z.number(),
    cover: photoSchema.nullable(),
  })
  .register(apiSchemas, { id: 'GallerySummary' });
export type GallerySummary = z.infer<typeof gallerySummarySchema>;

export const gallerySchema = gallerySummarySchema
  .extend({
    photos: z.array(photoSchema),
    /** The article the album belongs to, if any. */
    article: z.object({ kind: z.enum(['news', 'blog']), slug: z.string(), title: z.string() }).nullable(),
  })
  .register(apiSchemas, { id: 'Gallery' });
export type Gallery = z.infer<typeof gallerySchema>;

/** What a photo nobody has described yet says instead of a description: which album it is from. */
export const undescribedAlt = (galleryTitle: string) => `Fotka z galerie „${galleryTitle}“`;
