import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  redirectAdminQuery,
  redirectCsvResultSchema,
  redirectIdParams,
  redirectInputSchema,
  redirectRowSchema,
} from './schemas.ts';
import { adminGet, adminList, exportCsv, importCsv, removeMany, save } from './staff.server.ts';

/** The redirects as a list, and all of them out to a CSV file and in from one. */
const redirectLists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/redirects',
    {
      schema: {
        summary: 'Přesměrování starých adres, naposledy změněná první; podle části adresy a původu',
        querystring: redirectAdminQuery,
        response: { 200: listResponse(redirectRowSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await adminList(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/staff/redirects.csv',
    {
      schema: {
        summary: 'Všechna přesměrování jako CSV (stara_adresa;nova_adresa), jak je import CSV čte zpět',
        produces: ['text/csv'],
        response: { 200: z.string(), ...commonErrors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="presmerovani.csv"')
        .header('cache-control', 'private, no-store')
        .send(await exportCsv(apiContext(request))),
  );

  app.post(
    '/api/staff/redirects/csv',
    {
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        summary:
          'Přesměrování z CSV (stará adresa, nová adresa): nové přibudou, známým se změní cíl; chybné řádky se vynechají s důvodem',
        body: z.object({ csv: z.string().max(30 * 1024 * 1024) }),
        response: { 200: itemResponse(redirectCsvResultSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await importCsv(apiContext(request), request.body.csv) }),
  );
};

/** One redirect: to edit, new, saved, deleted. */
const redirectEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/redirects/:id',
    {
      schema: {
        summary: 'Jedno přesměrování',
        params: redirectIdParams,
        response: { 200: itemResponse(redirectRowSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/redirects',
    {
      schema: {
        summary: 'Nové přesměrování: stará adresa, na kterou web odpoví 301 na novou, pokud na ní není stránka',
        body: redirectInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await save(apiContext(request), null, request.body) };
    },
  );

  app.put(
    '/api/staff/redirects/:id',
    {
      schema: {
        summary: 'Úprava přesměrování; se starším číslem verze vrací 409 a nic nemění',
        params: redirectIdParams,
        body: redirectInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/staff/redirects/:id',
    {
      schema: {
        summary: 'Smazání přesměrování: stará adresa pak vrací 404',
        params: redirectIdParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await removeMany(apiContext(request), [request.params.id]);
      return reply.code(204).send(null);
    },
  );
};

/** The redirects from the former site's addresses (section `admin`: administrators). */
export const redirectsStaffRoutes = staffSection('admin', async (app) => {
  await app.register(redirectLists);
  await app.register(redirectEditing);
});
