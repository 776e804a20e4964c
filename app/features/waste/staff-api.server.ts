import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pragueToday } from '../../../common/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { apiContext, cookieContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import { wasteFeeBatch } from './fee-batch.server.ts';
import {
  addressInput,
  binInput,
  officeOrderSchema,
  ordersQuery,
  priceListSchema,
  registerAddressSchema,
  registerQuery,
  wasteFeeBatchSchema,
  wasteFeeBatchSchemaOut,
} from './schemas.ts';
import * as staff from './staff.server.ts';

const idParams = z.object({ id: rowNumber() });
const savedBin = z.object({ id: z.number(), code: z.string(), address_id: z.number() });

const sendCsv = (reply: FastifyReply, date: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="svozy-navic-${date}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);

const refusals = { 409: errorSchema, ...commonErrors };

/** The year's waste fee levied on every resident with a bin, and its preview. */
const feeBatch: FastifyPluginAsyncZod = async (app) => {
  for (const [path, create] of [
    ['/api/staff/commitments/batch/preview', false],
    ['/api/staff/commitments/batch', true],
  ] as const)
    app.post(
      path,
      {
        schema: {
          summary: create
            ? 'Hromadné vyměření poplatku za odpad na rok: předpis každému občanovi s popelnicí v evidenci, s osvobozením a úlevami z vyhlášky; už vyměřené se přeskočí'
            : 'Náhled hromadného vyměření poplatku za odpad: kdo dostane předpis, s jakou částkou a proč; nic neukládá',
          body: wasteFeeBatchSchema,
          response: { 200: itemResponse(wasteFeeBatchSchemaOut), ...commonErrors },
        },
      },
      async (request) => ({ data: await wasteFeeBatch(apiContext(request), request.body, create) }),
    );
};

/** The register: its addresses, and the bins at each with their sticker codes and collection rules. */
const register: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/waste/addresses',
    {
      schema: {
        summary: 'Evidence nádob: adresy s nádobami, kódy nálepek, pravidly svozu a počtem propojených účtů',
        querystring: registerQuery,
        response: { 200: listResponse(registerAddressSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await staff.registerAddresses(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    '/api/staff/waste/addresses/:id',
    {
      schema: {
        summary: 'Jedna adresa evidence s nádobami',
        params: idParams,
        response: { 200: itemResponse(registerAddressSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await staff.registerAddress(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/waste/addresses',
    {
      schema: {
        summary: 'Nová adresa v evidenci; číslo popisné, které v obci už je, je 422',
        body: addressInput,
        response: { 201: itemResponse(z.object({ id: z.number() })), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await staff.saveAddress(apiContext(request), null, request.body) }),
  );
  app.put(
    '/api/staff/waste/addresses/:id',
    {
      schema: {
        summary: 'Změna adresy v evidenci',
        params: idParams,
        body: addressInput,
        response: { 200: itemResponse(z.object({ id: z.number() })), ...refusals },
      },
    },
    async (request) => ({ data: await staff.saveAddress(apiContext(request), request.params.id, request.body) }),
  );
  app.post(
    '/api/staff/waste/addresses/:id/bins',
    {
      schema: {
        summary: 'Nová nádoba na adrese s vlastním náhodným kódem nálepky a pravidlem svozu',
        params: idParams,
        body: binInput,
        response: { 201: itemResponse(savedBin), ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await staff.saveBin(apiContext(request), { addressId: request.params.id }, request.body) }),
  );
  app.put(
    '/api/staff/waste/bins/:id',
    {
      schema: {
        summary: 'Změna nádoby a pravidla svozu; s new_code nový kód nálepky (ztracená nálepka), propojení zůstanou',
        params: idParams,
        body: binInput.extend({ new_code: z.boolean().default(false) }),
        response: { 200: itemResponse(savedBin), ...refusals },
      },
    },
    async (request) => ({
      data: await staff.saveBin(
        apiContext(request),
        { binId: request.params.id, newCode: request.body.new_code },
        request.body,
      ),
    }),
  );
  app.delete(
    '/api/staff/waste/bins/:id',
    {
      schema: {
        summary: 'Odebrání nádoby z evidence; nádoba s objednanými svozy navíc zůstane (409)',
        params: idParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await staff.deleteBin(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The price list of extra pickups, read and saved whole. */
const prices: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/waste/prices',
    {
      schema: {
        summary: 'Ceník svozů navíc podle druhu a objemu nádoby',
        response: { 200: itemResponse(priceListSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await staff.priceList(apiContext(request)) }),
  );
  app.put(
    '/api/staff/waste/prices',
    {
      schema: {
        summary: 'Celý ceník svozů navíc najednou; objednávky z dřívějška si cenu ponechají',
        body: priceListSchema,
        response: { 200: itemResponse(priceListSchema), ...refusals },
      },
    },
    async (request) => ({ data: await staff.savePriceList(apiContext(request), request.body) }),
  );
};

/** The extra pickups ordered: the days that have some, one day's list, and its CSV for the collection company. */
const orderedPickups: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/waste/order-days',
    {
      schema: {
        summary: 'Dny svozu od dneška, na které jsou objednané svozy navíc, s jejich počtem',
        response: {
          200: z.object({ data: z.array(z.object({ date: z.string(), count: z.number() })) }),
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await staff.orderDays(apiContext(request)) }),
  );
  app.get(
    '/api/staff/waste/orders',
    {
      schema: {
        summary: 'Svozy navíc objednané na jeden den svozu (bez date dnešní)',
        querystring: ordersQuery,
        response: { 200: z.object({ data: z.array(officeOrderSchema) }), ...commonErrors },
      },
    },
    async (request) => ({
      data: await staff.ordersOn(apiContext(request), request.query.date ?? pragueToday(apiContext(request).now)),
    }),
  );
  app.get(
    '/api/staff/waste/orders.csv',
    {
      schema: {
        summary: 'Svozy navíc jednoho dne jako CSV pro svozovou firmu (středník, UTF-8)',
        querystring: ordersQuery,
      },
    },
    async (request, reply) => {
      const ctx = apiContext(request);
      const date = request.query.date ?? pragueToday(ctx.now);
      return sendCsv(reply, date, await staff.ordersCsv(ctx, date));
    },
  );
};

/** The waste register's operations (issue 14), for the clerks of its department (section `waste`). */
export const wasteStaffRoutes = staffSection('waste', async (app) => {
  await app.register(register);
  await app.register(prices);
  await app.register(orderedPickups);
});

/** The year's fee is the finance department's, as the commitments it issues (section `payments`). */
export const wasteFeeStaffRoutes = staffSection('payments', feeBatch);

/** The same CSV for the administration's page, with the staff login's cookie. */
export const wasteStaffFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { date: string } }>('/soubory/urad/odpad/svozy-navic-:date.csv', async (request, reply) => {
    const { date } = request.params;
    try {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new HttpError(404, 'Soubor nebyl nalezen.');
      return sendCsv(reply, date, await staff.ordersCsv(await cookieContext(request), date));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500)
        return reply.status(404).type('text/plain; charset=utf-8').send('Soubor nebyl nalezen.');
      throw error;
    }
  });
};
