import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { alertAdminQuery, alertIdParams, alertInputSchema, alertRowSchema, alertSchema } from './schemas.ts';
import { adminAlert, adminAlerts, current, endAlert, saveAlert, streets } from './service.server.ts';

/** Crisis alerts: the ones on now for anybody, and the office's editor (section `alerts`). */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Krizové výstrahy, které právě platí (nejdřív nebezpečí)',
        response: { 200: z.object({ data: z.array(alertSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await current(apiContext(request)) }),
  );

  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };
  const saved = z.object({ id: z.number(), version: z.number() });

  app.get(
    '/api/staff/alerts',
    {
      onRequest: staffOnly('alerts'),
      schema: {
        tags: ['staff'],
        summary: 'Výstrahy, nejnovější první: platné nebo skončené, podle slov, stupně a dne vyhlášení; po stránkách',
        security,
        querystring: alertAdminQuery,
        response: { 200: listResponse(alertRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await adminAlerts(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/staff/alerts/streets',
    {
      onRequest: staffOnly('alerts'),
      schema: {
        tags: ['staff'],
        summary: 'Ulice města podle evidence nádob: na ně lze výstrahu omezit',
        security,
        response: { 200: z.object({ data: z.array(z.string()) }), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await streets(apiContext(request)) }),
  );

  app.get(
    '/api/staff/alerts/:id',
    {
      onRequest: staffOnly('alerts'),
      schema: {
        tags: ['staff'],
        summary: 'Výstraha k úpravám',
        security,
        params: alertIdParams,
        response: { 200: itemResponse(alertRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminAlert(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/alerts',
    {
      onRequest: staffOnly('alerts'),
      schema: {
        tags: ['staff'],
        summary:
          'Vyhlášení výstrahy: hned na všech stránkách, s e-mailem odběratelům (na zvolených ulicích), je-li o něj požádáno',
        security,
        body: alertInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await saveAlert(apiContext(request), null, request.body) };
    },
  );

  app.put(
    '/api/staff/alerts/:id',
    {
      onRequest: staffOnly('alerts'),
      schema: {
        tags: ['staff'],
        summary: 'Úprava výstrahy; se starším číslem verze vrací 409 a nic nemění; odeslaný e-mail se znovu neposílá',
        security,
        params: alertIdParams,
        body: alertInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await saveAlert(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/alerts/:id/end',
    {
      onRequest: staffOnly('alerts'),
      schema: {
        tags: ['staff'],
        summary: 'Ukončení výstrahy hned teď: zmizí ze všech stránek',
        security,
        params: alertIdParams,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await endAlert(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
