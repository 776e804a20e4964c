import { z } from 'zod';
import { apiSchemas } from './schemas/api-names.ts';
import { rowNumber } from './schemas/ids.ts';

// The kept versions of an editor's item (server/lib/revisions.ts): the API's shapes, and the history's.

/** A kept version of an item (an article, an event…): who saved it and when. */
export const revisionSchema = z
  .object({ version: z.number(), at: z.string(), actor: z.string() })
  .register(apiSchemas, { id: 'Revision' });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionDiffSchema = z
  .object({
    version: z.number(),
    at: z.string(),
    actor: z.string(),
    /** The version it is compared with; null: the first version kept, compared with nothing. */
    previous_version: z.number().nullable(),
    /** Only the fields that changed, each as words that stayed, were removed or were added. */
    fields: z.array(
      z.object({
        field: z.string(),
        label: z.string(),
        parts: z.array(z.object({ text: z.string(), change: z.enum(['same', 'removed', 'added']) })),
      }),
    ),
  })
  .register(apiSchemas, { id: 'RevisionDiff' });
export type RevisionDiff = z.infer<typeof revisionDiffSchema>;

/** An item's version in a path: `/…/:id/revisions/:version`. */
export const revisionParams = z.object({
  id: rowNumber(),
  version: rowNumber(),
});
/** Restoring a version: over the version the editor was looking at, when given (a newer one is a 409). */
export const restoreSchema = z.object({ version: z.number().int().min(1).optional() });
