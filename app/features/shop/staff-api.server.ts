import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffIdParams, staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  officeOrderQuery,
  officeOrderSchema,
  officeProductSchema,
  officeVoucherSchema,
  orderStepInput,
  productInput,
  variantInput,
  voucherInput,
} from './schemas.ts';
import {
  createVoucher,
  officeOrder,
  officeOrders,
  officeProducts,
  officeVouchers,
  orderStep,
  saveProduct,
  saveVariant,
} from './staff.server.ts';

const orderParams = z.object({ id: z.string().max(100) });
const variantParams = staffIdParams.extend({ variantId: rowNumber() });
const created = itemResponse(z.object({ id: z.number() }));

const refusals = { ...commonErrors, 409: errorSchema };

/** The orders at the counter: by state, one, and its next step. */
const shopOrders: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/shop/orders',
    {
      schema: {
        summary: 'Objednávky z obchodu v jednom stavu (bez stavu nové) a počty v každém stavu',
        querystring: officeOrderQuery,
        response: {
          200: z.object({
            data: z.array(officeOrderSchema),
            counts: z.record(z.string(), z.number()),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const { orders, counts } = await officeOrders(apiContext(request), request.query);
      return { data: orders, counts };
    },
  );

  app.get(
    '/api/staff/shop/orders/:id',
    {
      schema: {
        summary: 'Jedna objednávka z obchodu',
        params: orderParams,
        response: { 200: itemResponse(officeOrderSchema), ...refusals },
      },
    },
    async (request) => ({ data: await officeOrder(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/shop/orders/:id/step',
    {
      schema: {
        summary:
          'Krok objednávky: připravená (kupující dostane e-mail), vyzvednutá, zaplacená na místě, nebo zrušená (zboží se vrátí na sklad)',
        params: orderParams,
        body: orderStepInput,
        response: { 200: itemResponse(officeOrderSchema), ...refusals },
      },
    },
    async (request) => ({ data: await orderStep(apiContext(request), request.params.id, request.body.step) }),
  );
};

/** The discount codes: the list with their uses, and a new one. */
const shopVouchers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/shop/vouchers',
    {
      schema: {
        summary: 'Slevové kódy s pravidly a počtem použití',
        response: { 200: z.object({ data: z.array(officeVoucherSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await officeVouchers(apiContext(request)) }),
  );

  app.post(
    '/api/staff/shop/vouchers',
    {
      schema: {
        summary: 'Nový slevový kód',
        body: voucherInput,
        response: { 201: created, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createVoucher(apiContext(request), request.body) }),
  );
};

/** The goods: products on sale or not, and their variants with the stock. */
const shopGoods: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/shop/products',
    {
      schema: {
        summary: 'Zboží i mimo prodej, s variantami a skladem',
        response: { 200: z.object({ data: z.array(officeProductSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await officeProducts(apiContext(request)) }),
  );

  app.post(
    '/api/staff/shop/products',
    {
      schema: {
        summary: 'Nový výrobek (s jednou variantou bez kusů na skladě)',
        body: productInput,
        response: { 201: created, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saveProduct(apiContext(request), null, request.body) }),
  );

  app.put(
    '/api/staff/shop/products/:id',
    {
      schema: {
        summary: 'Změna výrobku: texty, cena, kategorie, obrázek, zda je v prodeji',
        params: staffIdParams,
        body: productInput,
        response: { 200: created, ...refusals },
      },
    },
    async (request) => ({ data: await saveProduct(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/shop/products/:id/variants',
    {
      schema: {
        summary: 'Nová varianta výrobku se skladem',
        params: staffIdParams,
        body: variantInput,
        response: { 201: created, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saveVariant(apiContext(request), request.params.id, null, request.body) }),
  );

  app.put(
    '/api/staff/shop/products/:id/variants/:variantId',
    {
      schema: {
        summary: 'Název, cena a počet kusů varianty na skladě',
        params: variantParams,
        body: variantInput,
        response: { 200: created, ...refusals },
      },
    },
    async (request) => ({
      data: await saveVariant(apiContext(request), request.params.id, request.params.variantId, request.body),
    }),
  );
};

/** The shop's counter (issue 15), for the clerks of section `shop`: orders by state, the codes, the goods and their stock. */
export const shopStaffRoutes = staffSection('shop', async (app) => {
  await app.register(shopOrders);
  await app.register(shopVouchers);
  await app.register(shopGoods);
});
