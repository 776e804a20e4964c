import { z } from 'zod';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';

import { SEARCH_TYPES, type SearchType } from './types.ts';

export { SEARCH_TYPES, type SearchType };
export const searchTypeKeys = keysOf(SEARCH_TYPES);

/** Text cut into plain parts, the found words marked: safe to render without HTML. */
const partsSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type HighlightParts = z.infer<typeof partsSchema>;

export const searchResultSchema = z
  .object({
    type: z.enum(searchTypeKeys),
    url: z.string(),
    title: z.string(),
    title_parts: partsSchema,
    snippet: partsSchema,
    date: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z
  .object({
    data: z.array(searchResultSchema),
    meta: z.object({
      page: z.number(),
      perPage: z.number(),
      total: z.number(),
      /** Results per type for the whole query, whatever `type` filters. */
      counts: z.record(z.string(), z.number()),
      /** The query as searched, when words were corrected ("Hledali jste…"), else null. */
      corrected: z.string().nullable(),
    }),
  })
  .register(apiSchemas, { id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Longest query read; anything beyond is ignored, not refused. */
export const MAX_QUERY_LENGTH = 2000;

export const searchQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
  // Any text is a query: what is too long is cut, not refused.
  q: z
    .string()
    .default('')
    .transform((q) => q.slice(0, MAX_QUERY_LENGTH)),
  type: z.enum(searchTypeKeys).optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;
