import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { searchQuery, searchResponseSchema } from './schemas.ts';
import { search } from './service.server.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Hledání na celém webu (bez ohledu na diakritiku, tvary slov a drobné překlepy)',
        querystring: searchQuery,
        response: { 200: searchResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, counts, corrected } = await search(apiContext(request), request.query);
      const { page, perPage } = request.query;
      return { data: rows, meta: { page, perPage, total, counts, corrected } };
    },
  );
};
