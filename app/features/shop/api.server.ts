import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, localeParams } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { guestCartCookie, guestTokenOf } from '../../lib/guest-cart.server.ts';
import { voucherMessage } from './messages.ts';
import {
  cartItemParams,
  cartParams,
  cartSchema,
  cartUpdateInput,
  cartUpdateSchema,
  checkoutInput,
  guestCartParams,
  orderSchema,
  productListQuery,
  productSchema,
  productSummarySchema,
  shopCategorySchema,
  storeSchema,
  voucherAddInput,
  voucherDeleteInput,
  voucherErrorSchema,
} from './schemas.ts';
import {
  addVoucher,
  createCart,
  deleteCart,
  guestCart,
  guestOrder,
  myCarts,
  myOrder,
  myOrders,
  placeOrder,
  product,
  productList,
  removeItem,
  removeVoucher,
  stores,
  updateCart,
} from './service.server.ts';

const guestToken = (request: FastifyRequest) => guestTokenOf(request.headers.cookie);

/** A guest's cart goes with its secret in the cookie, 14 days from now. */
function keepGuestCart(request: FastifyRequest, reply: FastifyReply, tempId: string | undefined) {
  if (tempId)
    reply.header('set-cookie', guestCartCookie(tempId, request.server.config.PUBLIC_URL.startsWith('https:')));
}

const errors = { ...commonErrors, 401: errorSchema, 409: errorSchema, 429: errorSchema };

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stores',
    {
      schema: {
        tags: ['shop'],
        summary: 'Prodejní místa městského obchodu s adresou a otevírací dobou; kde lze vyzvednout objednávku z webu',
        response: { 200: z.object({ data: z.array(storeSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await stores(apiContext(request)) }),
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['shop'],
        summary: 'Kategorie obchodu a výrobky v prodeji, případně jen jedné kategorie',
        querystring: productListQuery,
        response: {
          200: z.object({
            data: z.object({ categories: z.array(shopCategorySchema), products: z.array(productSummarySchema) }),
          }),
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await productList(apiContext(request), request.query) }),
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags: ['shop'],
        summary: 'Výrobek s variantami, cenami pro přihlášeného a stavem skladu',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: itemResponse(productSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await product(apiContext(request), request.params.slug) }),
  );

  app.get(
    '/api/cart/:locale',
    {
      schema: {
        tags: ['shop'],
        summary: 'Košíky přihlášeného (spec §7); kdo žádný nemá, založí si ho přes /api/cart/create',
        params: localeParams,
        response: { 200: z.object({ data: z.array(cartSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await myCarts(apiContext(request)) }),
  );

  for (const path of ['/api/cart/anonymous/:locale', '/api/cart/anonymous/:locale/:guestCartId']) {
    app.get(
      path,
      {
        schema: {
          tags: ['shop'],
          summary:
            'Košík hosta s tempId, které se drží v cookie guest_cart 14 dní; bez tempId košík z cookie, nebo nový',
          params: guestCartParams,
          response: { 200: itemResponse(cartSchema), ...errors },
        },
      },
      async (request, reply) => {
        const cart = await guestCart(apiContext(request), request.params.guestCartId, guestToken(request));
        keepGuestCart(request, reply, cart.tempId);
        return { data: cart };
      },
    );
  }

  app.post(
    '/api/cart/create',
    {
      schema: {
        tags: ['shop'],
        summary: 'Nový košík: přihlášeného, jinak hosta (s tempId a cookie)',
        response: { 201: itemResponse(cartSchema), ...errors },
      },
    },
    async (request, reply) => {
      const cart = await createCart(apiContext(request));
      keepGuestCart(request, reply, cart.tempId);
      return reply.status(201).send({ data: cart });
    },
  );

  app.delete(
    '/api/cart/:cartId',
    {
      schema: {
        tags: ['shop'],
        summary: 'Smazání košíku i s obsahem',
        params: cartParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCart(apiContext(request), request.params.cartId, guestToken(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/cart/:cartId',
    {
      schema: {
        tags: ['shop'],
        summary: 'Počet kusů varianty v košíku (přidá ji, když tam není); odpověď pro analytiku add/remove',
        params: cartParams,
        body: cartUpdateInput,
        response: { 200: itemResponse(cartUpdateSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateCart(apiContext(request), request.params.cartId, guestToken(request), request.body),
    }),
  );

  app.delete(
    '/api/cart/:cartId/items/:variantId',
    {
      schema: {
        tags: ['shop'],
        summary: 'Odebrání varianty z košíku (quantity 0 a původní počet v odpovědi)',
        params: cartItemParams,
        response: { 200: itemResponse(cartUpdateSchema), ...errors },
      },
    },
    async (request) => ({
      data: await removeItem(apiContext(request), request.params.cartId, guestToken(request), request.params.variantId),
    }),
  );

  app.post(
    '/api/voucher/cart/add/:cartId',
    {
      schema: {
        tags: ['shop'],
        summary: 'Slevový kód do košíku; porušené pravidlo je 404 s kódem chyby (spec §8)',
        params: cartParams,
        body: voucherAddInput,
        response: { 200: itemResponse(cartSchema), ...errors, 404: z.union([voucherErrorSchema, errorSchema]) },
      },
    },
    async (request, reply) => {
      const result = await addVoucher(apiContext(request), request.params.cartId, guestToken(request), request.body);
      if ('refusal' in result) {
        const { error, value } = result.refusal;
        return reply.status(404).send({ message: voucherMessage(error, value), ...result.refusal });
      }
      return { data: result.cart };
    },
  );

  app.post(
    '/api/voucher/cart/delete/:cartId',
    {
      schema: {
        tags: ['shop'],
        summary: 'Odebrání slevového kódu z košíku',
        params: cartParams,
        body: voucherDeleteInput,
        response: { 200: itemResponse(cartSchema), ...errors },
      },
    },
    async (request) => ({
      data: await removeVoucher(
        apiContext(request),
        request.params.cartId,
        guestToken(request),
        request.body.voucherId,
      ),
    }),
  );

  app.post(
    '/api/cart/:cartId/order',
    {
      schema: {
        tags: ['shop'],
        summary: 'Objednávka košíku k vyzvednutí; sklad se odečte, nebo se odmítne (409), když už zboží není',
        params: cartParams,
        body: checkoutInput,
        response: {
          201: itemResponse(z.object({ id: z.string(), number: z.string(), path: z.string() })),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await placeOrder(apiContext(request), request.params.cartId, guestToken(request), request.body),
      }),
  );

  app.get(
    '/api/me/orders',
    {
      schema: {
        tags: ['shop'],
        summary: 'Objednávky přihlášeného z obchodu, nejnovější první',
        response: { 200: z.object({ data: z.array(orderSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await myOrders(apiContext(request)) }),
  );

  app.get(
    '/api/me/orders/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'Jedna objednávka přihlášeného s QR kódem k zaplacení, dokud není zaplacená',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: itemResponse(orderSchema), ...errors },
      },
    },
    async (request) => ({ data: await myOrder(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/orders/:token',
    {
      schema: {
        tags: ['shop'],
        summary: 'Objednávka hosta podle tajného odkazu z potvrzení',
        params: z.object({ token: z.string().max(100) }),
        response: { 200: itemResponse(orderSchema), ...errors },
      },
    },
    async (request) => ({ data: await guestOrder(apiContext(request), request.params.token) }),
  );
};
