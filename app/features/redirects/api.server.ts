import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import {
  redirectAdminQuery,
  redirectCsvResultSchema,
  redirectIdParams,
  redirectInputSchema,
  redirectRowSchema,
} from './schemas.ts';
import { adminGet, adminList, exportCsv, importCsv, removeMany, save } from './staff.server.ts';

/** The redirects from the former site's addresses (administrators). */
export const redirectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };
  const saved = z.object({ id: z.number(), version: z.number() });
  const gate = staffOnly('admin');

  app.get(
    '/api/staff/redirects',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Přesměrování starých adres, naposledy změněná první; podle části adresy a původu',
        security,
        querystring: redirectAdminQuery,
        response: { 200: listResponse(redirectRowSchema), ...refusals, ...commonErrors },
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
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Všechna přesměrování jako CSV (stara_adresa;nova_adresa), jak je import CSV čte zpět',
        security,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refusals, ...commonErrors },
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
      onRequest: gate,
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        tags: ['staff'],
        summary:
          'Přesměrování z CSV (stará adresa, nová adresa): nové přibudou, známým se změní cíl; chybné řádky se vynechají s důvodem',
        security,
        body: z.object({ csv: z.string().max(30 * 1024 * 1024) }),
        response: { 200: itemResponse(redirectCsvResultSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await importCsv(apiContext(request), request.body.csv) }),
  );

  app.get(
    '/api/staff/redirects/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Jedno přesměrování',
        security,
        params: redirectIdParams,
        response: { 200: itemResponse(redirectRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/redirects',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Nové přesměrování: stará adresa, na kterou web odpoví 301 na novou, pokud na ní není stránka',
        security,
        body: redirectInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
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
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Úprava přesměrování; se starším číslem verze vrací 409 a nic nemění',
        security,
        params: redirectIdParams,
        body: redirectInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/staff/redirects/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Smazání přesměrování: stará adresa pak vrací 404',
        security,
        params: redirectIdParams,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await removeMany(apiContext(request), [request.params.id]);
      return reply.code(204).send(null);
    },
  );
};
