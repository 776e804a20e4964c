import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

export const mediaUsageSchema = z.object({
  /** What uses the image, as the office calls it: "Článek", "Akce", "Stránka", "Banner". */
  kind: z.string(),
  title: z.string(),
  /** Where to change it (the administration) or see it (the public page). */
  url: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    width: z.number(),
    height: z.number(),
    alt: z.string(),
    filename: z.string(),
    created_at: z.string(),
  })
  .register(apiSchemas, { id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaDetailSchema = mediaItemSchema
  .extend({ used_in: z.array(mediaUsageSchema) })
  .register(apiSchemas, { id: 'MediaDetail' });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

export const altSchema = z
  .string()
  .trim()
  .min(1, 'Popište obrázek pro ty, kdo ho nevidí, například: Opravená kašna na náměstí Míru.')
  .max(300, 'Popis může mít nejvýš 300 znaků.');

/** The text that goes with an upload (the file comes as a multipart part named `file`). */
export const mediaUploadSchema = z.object({ alt: altSchema });
export const mediaAltUpdateSchema = z.object({ alt: altSchema });

export const mediaQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Hledá v popisu a v názvu souboru'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(40),
});
export type MediaQuery = z.output<typeof mediaQuery>;

export const mediaIdParams = z.object({ id: rowNumber() });

/** Deleting many images at once, from the library's list. */
export const MEDIA_BULK_ACTIONS = ['delete'] as const;
export const mediaBulkInput = z.object({
  action: z.enum(MEDIA_BULK_ACTIONS),
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
});
export type MediaBulkInput = z.infer<typeof mediaBulkInput>;
