import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_QUERY_LENGTH, searchResponseSchema, searchTypeKeys } from '../../../common/search.ts';
import { commonErrors, listQuery } from '../../lib/api-schemas.ts';
import { search } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Hledání na celém webu (bez ohledu na diakritiku, tvary slov a drobné překlepy)',
        querystring: listQuery.extend({
          // Any text is a query: what is too long is cut, not refused.
          q: z
            .string()
            .default('')
            .transform((q) => q.slice(0, MAX_QUERY_LENGTH)),
          type: z.enum(searchTypeKeys).optional(),
          perPage: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: searchResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, counts, corrected } = await search(app.db, request.query);
      const { page, perPage } = request.query;
      return { data: rows, meta: { page, perPage, total, counts, corrected } };
    },
  );
};
