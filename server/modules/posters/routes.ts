import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { posterSchema } from '../../../common/posters.ts';
import { commonErrors, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { listActivePosters } from './service.ts';

export const postersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/poster/all',
    {
      schema: {
        tags: ['posters'],
        summary: 'Bannery (plakáty) pro titulní stránku, jen ty, které se právě mají zobrazovat',
        querystring: listQuery,
        response: { 200: listResponse(posterSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listActivePosters(app.db, request.query);
      return page(rows, total, request.query);
    },
  );
};
