import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import { alertAdminQuery, alertIdParams, alertInputSchema, alertRowSchema } from './schemas.ts';
import { adminAlert, adminAlerts, endAlert, saveAlert, streets } from './service.server.ts';

/** The crisis alerts' editor (section `alerts`): every alert, declared, changed or ended. */
export const alertsStaffRoutes = staffSection('alerts', async (app) => {
  app.get(
    '/api/staff/alerts',
    {
      schema: {
        summary: 'Výstrahy, nejnovější první: platné nebo skončené, podle slov, stupně a dne vyhlášení; po stránkách',
        querystring: alertAdminQuery,
        response: { 200: listResponse(alertRowSchema), ...commonErrors },
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
      schema: {
        summary: 'Ulice města podle evidence nádob: na ně lze výstrahu omezit',
        response: { 200: z.object({ data: z.array(z.string()) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await streets(apiContext(request)) }),
  );

  app.get(
    '/api/staff/alerts/:id',
    {
      schema: {
        summary: 'Výstraha k úpravám',
        params: alertIdParams,
        response: { 200: itemResponse(alertRowSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminAlert(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/alerts',
    {
      schema: {
        summary:
          'Vyhlášení výstrahy: hned na všech stránkách, s e-mailem odběratelům (na zvolených ulicích), je-li o něj požádáno',
        body: alertInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
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
      schema: {
        summary: 'Úprava výstrahy; se starším číslem verze vrací 409 a nic nemění; odeslaný e-mail se znovu neposílá',
        params: alertIdParams,
        body: alertInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await saveAlert(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/alerts/:id/end',
    {
      schema: {
        summary: 'Ukončení výstrahy hned teď: zmizí ze všech stránek',
        params: alertIdParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await endAlert(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
});
