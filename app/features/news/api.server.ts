import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, itemResponse, listQuery, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  articleListInput,
  articleParams,
  articleSchema,
  articleSummarySchema,
  categorySchema,
  kindQuery,
} from './schemas.ts';
import { categories, get, list } from './service.server.ts';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Aktuality (type=news) nebo bloček starostky (type=blog), nejnovější první',
        querystring: articleListInput,
        response: { 200: listResponse(articleSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'Jeden článek s textem (HTML očištěné od všeho nebezpečného) a souvisejícími články',
        params: articleParams,
        querystring: kindQuery,
        response: { 200: itemResponse(articleSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.query.type, request.params.slug) }),
  );

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
      const { rows, total } = await categories(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
};
