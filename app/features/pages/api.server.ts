import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, itemResponse, listQuery, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  overviewParams,
  overviewSchema,
  overviewSummarySchema,
  pageParams,
  pageSchema,
  pageSummarySchema,
} from './schemas.ts';
import { get, list, overview, overviewList } from './service.server.ts';

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
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'Obsahová stránka; text je HTML očištěné od všeho nebezpečného',
        params: pageParams,
        response: { 200: itemResponse(pageSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.slug) }),
  );
};

export const overviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/overviews',
    {
      schema: {
        tags: ['pages'],
        summary: 'Přehledové stránky (bez dlaždic)',
        response: { 200: z.object({ data: z.array(overviewSummarySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await overviewList(apiContext(request)) }),
  );

  app.get(
    '/api/overviews/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'Přehledová stránka: rozcestník dlaždic s odkazy',
        params: overviewParams,
        response: { 200: itemResponse(overviewSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await overview(apiContext(request), request.params.slug) }),
  );
};
