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
  editableOverviewSchema,
  editablePageSchema,
  overviewInputSchema,
  overviewParams,
  overviewSchema,
  overviewSummarySchema,
  pageAdminQuery,
  pageAdminRowSchema,
  pageBulkInput,
  pageIdParams,
  pageInputSchema,
  pageParams,
  pageSchema,
  pageSummarySchema,
} from './schemas.ts';
import {
  get,
  list,
  overview,
  overviewList,
  overviewRows,
  overviewSave,
  pageBulk,
  pageDelete,
  pageGet,
  pageRestore,
  pageRevisionDiff,
  pageRevisions,
  pageRows,
  pageSave,
} from './service.server.ts';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pagesStaffRoutes);
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

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema };
const saved = z.object({ id: z.number(), version: z.number() });

/** The pages editors' API (section `pages`): content pages and the overviews' tiles. */
export const pagesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = staffOnly('pages');
  app.post(
    '/api/staff/pages/bulk',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Mnoho stránek na web, nebo z webu naráz, vše nebo nic',
        security,
        body: pageBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number() })),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await pageBulk(apiContext(request), request.body) }),
  );
  app.get(
    '/api/staff/pages',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Všechny obsahové stránky podle nadpisu, i nezveřejněné',
        security,
        querystring: pageAdminQuery,
        response: { 200: listResponse(pageAdminRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await pageRows(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    '/api/staff/pages/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Stránka k úpravám: uložený text a číslo verze',
        security,
        params: pageIdParams,
        response: { 200: itemResponse(editablePageSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await pageGet(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/pages',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Nová obsahová stránka (/info/{slug}); adresa se bez zadání vytvoří z nadpisu',
        security,
        body: pageInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await pageSave(apiContext(request), null, request.body) };
    },
  );
  app.put(
    '/api/staff/pages/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Úprava stránky; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        security,
        params: pageIdParams,
        body: pageInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await pageSave(apiContext(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/staff/pages/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Smazání stránky; stránku, kterou určuje zákon nebo jiná část webu, vrací 409',
        security,
        params: pageIdParams,
        response: { 204: z.null(), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await pageDelete(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  revisionRoutes(app, {
    path: '/api/staff/pages',
    of: 'stránky',
    onRequest: gate,
    versions: { revisions: pageRevisions, revisionDiff: pageRevisionDiff, restore: pageRestore },
  });
  app.get(
    '/api/staff/overviews',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Rozcestníky s dlaždicemi a čísly verzí',
        security,
        response: { 200: z.object({ data: z.array(editableOverviewSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await overviewRows(apiContext(request)) }),
  );
  app.put(
    '/api/staff/overviews/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Úprava rozcestníku: nadpis, úvod a dlaždice v daném pořadí',
        security,
        params: pageIdParams,
        body: overviewInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await overviewSave(apiContext(request), request.params.id, request.body) }),
  );
};
