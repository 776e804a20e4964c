import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffIdParams, staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
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
} from './service.server.ts';

const orderParams = z.object({ id: z.string().max(100) });
const variantParams = staffIdParams.extend({ variantId: rowNumber() });
const created = itemResponse(z.object({ id: z.number() }));

/** The shop's counter (issue 15): orders by state, the codes, the goods and their stock. */
export const shopOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = staffOnly('shop');
  const security = staffSecurity;
  const refusals = { ...staffRefusals, ...commonErrors, 409: errorSchema };

  app.get(
    '/api/staff/shop/orders',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Objednávky z obchodu v jednom stavu (bez stavu nové) a počty v každém stavu',
        security,
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
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Jedna objednávka z obchodu',
        security,
        params: orderParams,
        response: { 200: itemResponse(officeOrderSchema), ...refusals },
      },
    },
    async (request) => ({ data: await officeOrder(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/shop/orders/:id/step',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Krok objednávky: připravená (kupující dostane e-mail), vyzvednutá, zaplacená na místě, nebo zrušená (zboží se vrátí na sklad)',
        security,
        params: orderParams,
        body: orderStepInput,
        response: { 200: itemResponse(officeOrderSchema), ...refusals },
      },
    },
    async (request) => ({ data: await orderStep(apiContext(request), request.params.id, request.body.step) }),
  );

  app.get(
    '/api/staff/shop/vouchers',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Slevové kódy s pravidly a počtem použití',
        security,
        response: { 200: z.object({ data: z.array(officeVoucherSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await officeVouchers(apiContext(request)) }),
  );

  app.post(
    '/api/staff/shop/vouchers',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Nový slevový kód',
        security,
        body: voucherInput,
        response: { 201: created, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createVoucher(apiContext(request), request.body) }),
  );

  app.get(
    '/api/staff/shop/products',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Zboží i mimo prodej, s variantami a skladem',
        security,
        response: { 200: z.object({ data: z.array(officeProductSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await officeProducts(apiContext(request)) }),
  );

  app.post(
    '/api/staff/shop/products',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Nový výrobek (s jednou variantou bez kusů na skladě)',
        security,
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
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Změna výrobku: texty, cena, kategorie, obrázek, zda je v prodeji',
        security,
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
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Nová varianta výrobku se skladem',
        security,
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
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Název, cena a počet kusů varianty na skladě',
        security,
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
