import { z } from 'zod';

import { SEARCH_TYPES, type SearchType } from './search-types.ts';

export { SEARCH_TYPES, type SearchType };
export const searchTypeKeys = Object.keys(SEARCH_TYPES) as [SearchType, ...SearchType[]];

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
  .meta({ id: 'SearchResult' });
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
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Longest query read; anything beyond is ignored, not refused. */
export const MAX_QUERY_LENGTH = 2000;
