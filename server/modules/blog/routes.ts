import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { listCategories } from './service.ts';

const categorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() }).meta({ id: 'BlogCategory' });

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/categories/list',
    {
      schema: {
        tags: ['blog'],
        summary: 'Kategorie aktualit',
        querystring: listQuery,
        response: { 200: listResponse(categorySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listCategories(app.db, request.query);
      return page(rows, total, request.query);
    },
  );
};
