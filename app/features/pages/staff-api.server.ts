import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { revisionRoutes } from '../../../server/lib/revision-routes.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  editableOverviewSchema,
  editablePageSchema,
  overviewInputSchema,
  pageAdminQuery,
  pageAdminRowSchema,
  pageBulkInput,
  pageIdParams,
  pageInputSchema,
} from './schemas.ts';
import {
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

/** The content pages as a list, and many of them on the site or off it at once. */
const pageLists: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/pages/bulk',
    {
      schema: {
        summary: 'Mnoho stránek na web, nebo z webu naráz, vše nebo nic',
        body: pageBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number() })),
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
      schema: {
        summary: 'Všechny obsahové stránky podle nadpisu, i nezveřejněné',
        querystring: pageAdminQuery,
        response: { 200: listResponse(pageAdminRowSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await pageRows(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
};

/** One content page: to edit, new, saved, deleted, and its kept versions. */
const pageEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/pages/:id',
    {
      schema: {
        summary: 'Stránka k úpravám: uložený text a číslo verze',
        params: pageIdParams,
        response: { 200: itemResponse(editablePageSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await pageGet(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/pages',
    {
      schema: {
        summary: 'Nová obsahová stránka (/info/{slug}); adresa se bez zadání vytvoří z nadpisu',
        body: pageInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
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
      schema: {
        summary: 'Úprava stránky; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        params: pageIdParams,
        body: pageInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await pageSave(apiContext(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/staff/pages/:id',
    {
      schema: {
        summary: 'Smazání stránky; stránku, kterou určuje zákon nebo jiná část webu, vrací 409',
        params: pageIdParams,
        response: { 204: z.null(), 409: errorSchema, ...commonErrors },
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
    versions: { revisions: pageRevisions, revisionDiff: pageRevisionDiff, restore: pageRestore },
  });
};

/** The overviews' tiles. */
const overviewEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/overviews',
    {
      schema: {
        summary: 'Rozcestníky s dlaždicemi a čísly verzí',
        response: { 200: z.object({ data: z.array(editableOverviewSchema) }) },
      },
    },
    async (request) => ({ data: await overviewRows(apiContext(request)) }),
  );
  app.put(
    '/api/staff/overviews/:id',
    {
      schema: {
        summary: 'Úprava rozcestníku: nadpis, úvod a dlaždice v daném pořadí',
        params: pageIdParams,
        body: overviewInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await overviewSave(apiContext(request), request.params.id, request.body) }),
  );
};

/** The pages editors' API (section `pages`): content pages and the overviews' tiles. */
export const pagesStaffRoutes = staffSection('pages', async (app) => {
  await app.register(pageLists);
  await app.register(pageEditing);
  await app.register(overviewEditing);
});
