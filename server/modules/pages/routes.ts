import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, pageSummarySchema } from '../../../common/pages.ts';
import { commonErrors, itemResponse, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getPage, listPages } from './service.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages',
    {
      schema: {
        tags: ['pages'],
        summary: 'Obsahové stránky (pro mapu stránek)',
        querystring: listQuery,
        response: { 200: listResponse(pageSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listPages(app.db, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'Obsahová stránka; text je HTML očištěné od všeho nebezpečného',
        params: slugParams,
        response: { 200: itemResponse(pageSchema), ...commonErrors },
      },
    },
    async (request) => {
      const found = await getPage(app.db, request.params.slug);
      if (!found) throw notFound('Stránka neexistuje.');
      return { data: found };
    },
  );
};
