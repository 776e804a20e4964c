import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  availabilityDaySchema,
  bookingInput,
  confirmedReservationSchema,
  lookupInput,
  publicReservationSchema,
  reservationParams,
  reservationSchema,
  reservationServiceSchema,
  serviceParams,
  slotsQuery,
  tokenInput,
} from './schemas.ts';
import {
  book,
  cancelByLink,
  cancelMine,
  confirm,
  listMine,
  lookup,
  service,
  services,
  slots,
} from './service.server.ts';

export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reservations/services',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Služby, na které se lze objednat',
        response: { 200: z.object({ data: z.array(reservationServiceSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await services(apiContext(request)) }),
  );

  app.get(
    '/api/reservations/services/:slug',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Jedna služba: pravidla objednávání a otázky navíc',
        params: serviceParams,
        response: { 200: itemResponse(reservationServiceSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service(apiContext(request), request.params.slug) }),
  );

  app.get(
    '/api/reservations/services/:slug/slots',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Volné termíny po dnech (nejvýše 62 dní): volno, poslední místa, obsazeno, zavřeno',
        params: serviceParams,
        querystring: slotsQuery,
        response: { 200: z.object({ data: z.array(availabilityDaySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await slots(apiContext(request), request.params.slug, request.query) }),
  );

  app.post(
    '/api/reservations',
    {
      schema: {
        tags: ['reservations'],
        summary:
          'Rezervace termínu. Přihlášený občan: hned platí (201). Bez účtu: čeká 30 minut na potvrzení e-mailem (202).',
        body: bookingInput,
        response: {
          201: itemResponse(reservationSchema),
          202: itemResponse(reservationSchema),
          ...commonErrors,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const made = await book(apiContext(request), request.body);
      return reply.status(made.status === 'pending' ? 202 : 201).send({ data: made });
    },
  );

  app.post(
    '/api/reservations/confirm',
    {
      schema: {
        tags: ['reservations'],
        summary:
          'Potvrzení rezervace bez účtu odkazem z e-mailu: confirmed, already (už potvrzená) nebo cancelled; prošlý odkaz 404',
        body: tokenInput,
        response: { 200: itemResponse(confirmedReservationSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await confirm(apiContext(request), request.body) }),
  );

  app.post(
    '/api/reservations/lookup',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Rezervace podle odkazu z e-mailu (pro stránku, která se zeptá, než něco udělá)',
        body: lookupInput,
        response: { 200: itemResponse(publicReservationSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await lookup(apiContext(request), request.body) }),
  );

  app.post(
    '/api/reservations/cancel',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Zrušení rezervace odkazem z e-mailu (bez přihlášení); podruhé 409',
        body: tokenInput,
        response: { 200: itemResponse(reservationSchema), ...commonErrors, 409: errorSchema },
      },
    },
    async (request) => ({ data: await cancelByLink(apiContext(request), request.body) }),
  );

  app.get(
    '/api/me/reservations',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Rezervace přihlášeného občana',
        response: { 200: z.object({ data: z.array(reservationSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listMine(apiContext(request)) }),
  );

  app.post(
    '/api/me/reservations/:id/cancel',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Zrušení vlastní rezervace do lhůty; cizí rezervace je 404',
        params: reservationParams,
        response: { 200: itemResponse(reservationSchema), ...commonErrors, 409: errorSchema },
      },
    },
    async (request) => ({ data: await cancelMine(apiContext(request), request.params.id) }),
  );
};
