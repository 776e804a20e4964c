import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingEntrySchema } from '../../../common/settings.ts';
import { commonErrors, listQuery, listResponse, localeParams, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { countrySchema, currencySchema, posterSchema } from './schemas.ts';
import { banners, countries, currencies, list } from './service.server.ts';

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
