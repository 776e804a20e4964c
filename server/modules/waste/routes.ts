import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pragueYear } from '../../../common/dates.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { binDetailSchema, binSchema, pickupOrderSchema, wasteAddressSchema } from '../../../common/waste-api.ts';
import { commonErrors, errorSchema, itemResponse } from '../../lib/api-schemas.ts';
import { requireUser } from '../../lib/authenticate.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { consume, HOUR } from '../../lib/rate-limit.ts';
import {
  binDetail,
  calendarFeed,
  linkBin,
  listWaste,
  newCalendarToken,
  orderPickup,
  revokeCalendar,
  wasteMessages,
  yearOf,
} from './service.ts';

const binParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const wasteRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendarUrl = (token: string) => `${app.config.PUBLIC_URL}/odpady/kalendar/${token}.ics`;

  app.get(
    '/api/me/waste',
    {
      schema: {
        tags: ['waste'],
        summary: 'Adresy přihlášeného občana s jeho nádobami a nejbližšími svozy',
        response: { 200: z.object({ data: z.array(wasteAddressSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listWaste(app.db, requireUser(request).id) }),
  );

  app.post(
    '/api/me/waste/bins',
    {
      schema: {
        tags: ['waste'],
        summary: 'Přiřazení nádoby podle kódu z nálepky a čísla popisného (rozhoduje registr úřadu)',
        body: z.object({
          code: z.string().trim().min(1).max(30),
          house_number: z.string().trim().min(1).max(10),
        }),
        response: { 201: itemResponse(binSchema.pick({ id: true })), ...commonErrors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Guessing codes is slow on purpose.
      await consume(app.db, [
        { key: `waste-link:user:${user.id}`, max: 10, windowMs: HOUR },
        { key: `waste-link:ip:${request.ip}`, max: 30, windowMs: HOUR },
      ]);
      const id = await linkBin(app.db, user.id, request.body.code, request.body.house_number);
      if (!id) throw new HttpError(422, wasteMessages.notFound, { code: [wasteMessages.notFound] });
      return reply.status(201).send({ data: { id } });
    },
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
    async (request) => {
      const detail = await binDetail(app.db, requireUser(request).id, request.params.id);
      if (!detail) throw notFound();
      return { data: detail };
    },
  );

  app.get(
    '/api/me/waste/bins/:id/year',
    {
      schema: {
        tags: ['waste'],
        summary: 'Svozy nádoby za celý rok (svátky posouvají svoz na další pracovní den)',
        params: binParams,
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: {
          200: itemResponse(
            z.object({
              bin: binSchema,
              address: binDetailSchema.shape.address,
              pickups: z.array(
                z.object({ date: z.string(), moved_from: z.string().nullable(), holiday: z.string().nullable() }),
              ),
            }),
          ),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const year = request.query.year ?? pragueYear();
      const found = await yearOf(app.db, requireUser(request).id, request.params.id, year);
      if (!found) throw notFound();
      return { data: found };
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
    async (request, reply) => {
      const token = await newCalendarToken(app.db, requireUser(request).id, request.params.id);
      if (!token) throw notFound();
      return reply.status(201).send({ data: { url: calendarUrl(token) } });
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
      if (!(await revokeCalendar(app.db, requireUser(request).id, request.params.id))) throw notFound();
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
        body: z.object({ date: isoDateSchema(), note: z.string().trim().max(500).optional().default('') }),
        response: { 201: itemResponse(pickupOrderSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      const made = await orderPickup(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.body.date,
        request.body.note,
      );
      if (!made) throw notFound();
      return reply.status(201).send({
        data: {
          id: made.order.id,
          date: made.order.date,
          note: made.order.note,
          price: made.price,
          created_at: made.order.createdAt.toISOString(),
        },
      });
    },
  );
};

/** The subscription feed a phone's calendar polls: `/odpady/kalendar/{token}.ics`; a revoked token is 404. */
export const wasteFeedRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/odpady/kalendar/:token.ics', async (request, reply) => {
    const { token } = request.params;
    const feed =
      token.length >= 20 && token.length <= 100 ? await calendarFeed(app.db, token, app.config.PUBLIC_URL) : null;
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
