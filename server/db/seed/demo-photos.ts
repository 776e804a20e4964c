import { z } from 'zod';

/** The scenes server/db/seed/demo-images.ts can draw. */
export const MOTIFS = [
  'square',
  'winter',
  'nature',
  'water',
  'townhall',
  'sport',
  'stage',
  'market',
  'garden',
  'road',
  'school',
  'bins',
  'library',
  'church',
] as const;
/** A demo photo: generated at seed time from its motif (server/db/seed/demo-images.ts), so no internet is needed. */
export type Motif = (typeof MOTIFS)[number];

/** `name` is a unique kebab-case file name (ASCII, no extension) across all demo content; `alt` is its Czech alternative text. */
export const demoPhotoSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  motif: z.enum(MOTIFS),
  alt: z.string().min(1),
  orientation: z.enum(['landscape', 'portrait']).optional(),
});
export type DemoPhoto = z.infer<typeof demoPhotoSchema>;

/** wide 1600×900, landscape 1600×1067, portrait 1067×1600. */
export type PhotoAspect = 'wide' | 'landscape' | 'portrait';

// Article and event pictures are wide (16:9); gallery photos are 3:2 either way up.
const SIZES: Record<PhotoAspect, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1067, height: 1600 },
};

/** Where a demo photo is stored (server/db/seed/demo-images.ts renders it there) and its size. */
export function demoImage(photo: DemoPhoto, aspect: PhotoAspect) {
  return { url: `/media/demo/${photo.name}.jpg`, alt: photo.alt, ...SIZES[aspect] };
}

/** An article's or an event's picture (wide) as its image columns. */
export function demoImageColumns(photo: DemoPhoto | undefined) {
  if (!photo) return {};
  const image = demoImage(photo, 'wide');
  return { imageUrl: image.url, imageWidth: image.width, imageHeight: image.height, imageAlt: image.alt };
}
