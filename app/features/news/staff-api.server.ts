import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { revisionRoutes } from '../../../server/lib/revision-routes.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  adminListInput,
  articleBulkInput,
  articleIdParams,
  articleInputSchema,
  articleRowSchema,
  articleSchema,
  editableArticleSchema,
  reviewDecisionSchema,
} from './schemas.ts';
import {
  adminGet,
  adminList,
  bulk,
  preview,
  restore,
  review,
  revisionDiff,
  revisions,
  save,
} from './service.server.ts';

/** The articles of one kind as a list, and what is done to many of them at once. */
const articleLists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/articles',
    {
      schema: {
        summary:
          'Články jednoho druhu pro redaktory: hledání, stav, kategorie, autor, rozmezí dní, řazení a stránkování',
        querystring: adminListInput,
        response: { 200: listResponse(articleRowSchema), ...commonErrors },
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
      schema: {
        summary:
          'Jedna akce s mnoha články naráz, vše nebo nic: zveřejnit, stáhnout mezi koncepty, do archivu, smazat; každý článek v protokolu',
        body: articleBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number(), said: z.string() })),
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await bulk(apiContext(request), request.body) }),
  );
};

/** One article: to edit, to preview, new, saved. */
const articleEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/articles/:id',
    {
      schema: {
        summary: 'Článek k úpravám: uložený text a číslo verze',
        params: articleIdParams,
        response: { 200: itemResponse(editableArticleSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/articles/:id/preview',
    {
      schema: {
        summary: 'Náhled článku, jak ho uvidí veřejnost, i konceptu nebo naplánovaného',
        params: articleIdParams,
        response: { 200: itemResponse(articleSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await preview(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/articles',
    {
      schema: {
        summary: 'Nový článek: koncept, zveřejněný hned, nebo naplánovaný na minutu (pražský čas)',
        body: articleInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
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
      schema: {
        summary: 'Úprava článku; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        params: articleIdParams,
        body: articleInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );
};

/** A colleague's review before an article is published, and the article's kept versions. */
const articleReviewAndVersions: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/articles/:id/review',
    {
      schema: {
        summary:
          'Rozhodnutí o článku předaném ke kontrole: schválit (zveřejní se hned), nebo vrátit autorovi s komentářem; autor dostane e-mail',
        params: articleIdParams,
        body: reviewDecisionSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
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
    versions: { revisions, revisionDiff, restore },
  });
};

/** The editors' API (section `news`): drafts and scheduled articles too, with versions. */
export const articlesStaffRoutes = staffSection('news', async (app) => {
  await app.register(articleLists);
  await app.register(articleEditing);
  await app.register(articleReviewAndVersions);
});
