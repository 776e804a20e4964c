import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  errorSchema,
  itemResponse,
  listQuery,
  listResponse,
  page,
} from '../../../server/lib/api-schemas.ts';
import { revisionRoutes } from '../../../server/lib/revision-routes.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import {
  adminListInput,
  articleBulkInput,
  articleIdParams,
  articleInputSchema,
  articleListInput,
  articleParams,
  articleRowSchema,
  articleSchema,
  articleSummarySchema,
  categorySchema,
  editableArticleSchema,
  kindQuery,
  reviewDecisionSchema,
} from './schemas.ts';
import {
  adminGet,
  adminList,
  bulk,
  categories,
  get,
  list,
  preview,
  restore,
  review,
  revisionDiff,
  revisions,
  save,
} from './service.server.ts';

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

  // The editors' API (section `news`): drafts and scheduled articles too, with versions.
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };

  app.get(
    '/api/staff/articles',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary:
          'Články jednoho druhu pro redaktory: hledání, stav, kategorie, autor, rozmezí dní, řazení a stránkování',
        security,
        querystring: adminListInput,
        response: { 200: listResponse(articleRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await adminList(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.post(
    '/api/staff/articles/bulk',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary:
          'Jedna akce s mnoha články naráz, vše nebo nic: zveřejnit, stáhnout mezi koncepty, do archivu, smazat; každý článek v protokolu',
        security,
        body: articleBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number(), said: z.string() })),
          ...refusals,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await bulk(apiContext(request), request.body) }),
  );

  app.get(
    '/api/staff/articles/:id',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary: 'Článek k úpravám: uložený text a číslo verze',
        security,
        params: articleIdParams,
        response: { 200: itemResponse(editableArticleSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/articles/:id/preview',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary: 'Náhled článku, jak ho uvidí veřejnost, i konceptu nebo naplánovaného',
        security,
        params: articleIdParams,
        response: { 200: itemResponse(articleSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await preview(apiContext(request), request.params.id) }),
  );

  const saved = z.object({ id: z.number(), version: z.number() });

  app.post(
    '/api/staff/articles',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary: 'Nový článek: koncept, zveřejněný hned, nebo naplánovaný na minutu (pražský čas)',
        security,
        body: articleInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await save(apiContext(request), null, request.body) };
    },
  );

  app.put(
    '/api/staff/articles/:id',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary: 'Úprava článku; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        security,
        params: articleIdParams,
        body: articleInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/articles/:id/review',
    {
      onRequest: staffOnly('news'),
      schema: {
        tags: ['staff'],
        summary:
          'Rozhodnutí o článku předaném ke kontrole: schválit (zveřejní se hned), nebo vrátit autorovi s komentářem; autor dostane e-mail',
        security,
        params: articleIdParams,
        body: reviewDecisionSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: { id: request.params.id, ...(await review(apiContext(request), request.params.id, request.body)) },
    }),
  );

  revisionRoutes(app, {
    path: '/api/staff/articles',
    of: 'článku',
    keeps: 'zveřejnění zůstává, jak je',
    onRequest: staffOnly('news'),
    versions: { revisions, revisionDiff, restore },
  });
};
