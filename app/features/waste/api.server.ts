import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pragueYear } from '../../../common/dates.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  binDetailSchema,
  binParams,
  binSchema,
  binYearSchema,
  linkBinInput,
  orderPickupInput,
  pickupOrderSchema,
  reminderInput,
  wasteAddressSchema,
  yearQuery,
} from './schemas.ts';
import {
  binDetail,
  calendarFeed,
  link,
  listMine,
  newCalendar,
  orderPickup,
  revokeCalendar,
  setReminder,
  yearOf,
} from './service.server.ts';

export const wasteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/waste',
    {
      schema: {
        tags: ['waste'],
        summary: 'Adresy přihlášeného občana s jeho nádobami a nejbližšími svozy',
        response: { 200: z.object({ data: z.array(wasteAddressSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listMine(apiContext(request)) }),
  );

  app.post(
    '/api/me/waste/bins',
    {
      schema: {
        tags: ['waste'],
        summary: 'Přiřazení nádoby podle kódu z nálepky a čísla popisného (rozhoduje registr úřadu)',
        body: linkBinInput,
        response: { 201: itemResponse(binSchema.pick({ id: true })), ...commonErrors, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await link(apiContext(request), request.body) }),
  );

  app.get(
    '/api/me/waste/bins/:id',
    {
      schema: {
        tags: ['waste'],
        summary: 'Nádoba: údaje, nejbližší a minulé svozy, objednávky svozu navíc; cizí nádoba je 404',
        params: binParams,
        response: { 200: itemResponse(binDetailSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await binDetail(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/me/waste/bins/:id/year',
    {
      schema: {
        tags: ['waste'],
        summary: 'Svozy nádoby za celý rok (svátky posouvají svoz na další pracovní den)',
        params: binParams,
        querystring: yearQuery,
        response: { 200: itemResponse(binYearSchema), ...commonErrors },
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      return { data: await yearOf(ctx, request.params.id, request.query.year ?? pragueYear(ctx.now)) };
    },
  );

  app.post(
    '/api/me/waste/bins/:id/calendar',
    {
      schema: {
        tags: ['waste'],
        summary: 'Nová tajná adresa kalendáře svozů (.ics) pro telefon; předchozí přestane platit',
        params: binParams,
        response: { 201: itemResponse(z.object({ url: z.string() })), ...commonErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await newCalendar(apiContext(request), request.params.id) }),
  );

  app.put(
    '/api/me/waste/bins/:id/reminder',
    {
      schema: {
        tags: ['waste'],
        summary: 'Připomínka e-mailem večer před každým svozem nádoby: zapnout, nebo vypnout',
        params: binParams,
        body: reminderInput,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await setReminder(apiContext(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/me/waste/bins/:id/calendar',
    {
      schema: {
        tags: ['waste'],
        summary: 'Zrušení adresy kalendáře svozů',
        params: binParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await revokeCalendar(apiContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/waste/bins/:id/orders',
    {
      schema: {
        tags: ['waste'],
        summary: 'Objednávka svozu navíc na jeden z nejbližších svozových dnů; u placeného svozu vznikne závazek',
        params: binParams,
        body: orderPickupInput,
        response: { 201: itemResponse(pickupOrderSchema), ...commonErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await orderPickup(apiContext(request), request.params.id, request.body) }),
  );
};

/** The subscription feed a phone's calendar polls: `/odpady/kalendar/{token}.ics`; a revoked token is 404. */
export const wasteFeedRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/odpady/kalendar/:token.ics', async (request, reply) => {
    const feed = await calendarFeed(apiContext(request), request.params.token);
    if (!feed) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Kalendář nebyl nalezen.');
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline; filename="svoz.ics"')
      .send(feed);
  });
};
