import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingEntrySchema } from '../../../common/settings.ts';
import {
  commonErrors,
  errorSchema,
  itemResponse,
  listQuery,
  listResponse,
  localeParams,
  page,
} from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import {
  bannerIdParams,
  bannerInputSchema,
  bannerMoveSchema,
  bannerRowSchema,
  countrySchema,
  currencySchema,
  editableSettingsSchema,
  posterSchema,
  settingUpdateSchema,
} from './schemas.ts';
import {
  adminBanner,
  adminBanners,
  banners,
  countries,
  currencies,
  deleteBanner,
  editableSettings,
  list,
  moveBanner,
  saveBanner,
  saveSetting,
} from './service.server.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/:locale',
    {
      schema: {
        tags: ['settings'],
        summary: 'Nastavení webu (menu, úřední hodiny, oznámení…) jako dvojice název/hodnota',
        params: localeParams,
        querystring: listQuery,
        response: { 200: listResponse(settingEntrySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  // The shell editors' API (section `shell`).
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };

  app.get(
    '/api/staff/settings',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Nastavení, která upravuje úřad (kontakty a účet, úřední hodiny, oznámení, menu), s čísly verzí',
        security,
        response: { 200: itemResponse(editableSettingsSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await editableSettings(apiContext(request)) }),
  );

  app.put(
    '/api/staff/settings',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Uložení jednoho nastavení; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        security,
        body: settingUpdateSchema,
        response: {
          200: itemResponse(z.object({ version: z.number() })),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await saveSetting(apiContext(request), request.body) }),
  );
};

export const postersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/poster/all',
    {
      schema: {
        tags: ['posters'],
        summary: 'Bannery (plakáty) pro titulní stránku, jen ty, které se právě mají zobrazovat',
        querystring: listQuery,
        response: { 200: listResponse(posterSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await banners(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  // The shell editors' banners (section `shell`): all of them, shown or not, in the slider's order.
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };
  const saved = z.object({ id: z.number(), version: z.number() });

  app.get(
    '/api/staff/banners',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Všechny bannery úvodní stránky v pořadí posuvníku, i vypnuté a mimo dobu zobrazení',
        security,
        response: { 200: z.object({ data: z.array(bannerRowSchema) }), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminBanners(apiContext(request)) }),
  );

  app.get(
    '/api/staff/banners/:id',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Banner k úpravám',
        security,
        params: bannerIdParams,
        response: { 200: itemResponse(bannerRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminBanner(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/banners',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Nový banner na konec posuvníku, s obrázkem z knihovny',
        security,
        body: bannerInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await saveBanner(apiContext(request), null, request.body) };
    },
  );

  app.put(
    '/api/staff/banners/:id',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Úprava banneru; se starším číslem verze vrací 409 a nic nemění',
        security,
        params: bannerIdParams,
        body: bannerInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await saveBanner(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/banners/:id/move',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Posun banneru o místo dopředu (up) nebo dozadu (down) v posuvníku',
        security,
        params: bannerIdParams,
        body: bannerMoveSchema,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await moveBanner(apiContext(request), request.params.id, request.body.direction);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/staff/banners/:id',
    {
      onRequest: staffOnly('shell'),
      schema: {
        tags: ['staff'],
        summary: 'Smazání banneru; jeho obrázek zůstává v knihovně',
        security,
        params: bannerIdParams,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await deleteBanner(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lists/currencies',
    {
      schema: {
        tags: ['lists'],
        summary: 'Měny; výchozí je česká koruna',
        querystring: listQuery,
        response: { 200: listResponse(currencySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await currencies(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/lists/countries',
    {
      schema: {
        tags: ['lists'],
        summary: 'Země (web nabízí jen češtinu)',
        querystring: listQuery,
        response: { 200: listResponse(countrySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await countries(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
};
