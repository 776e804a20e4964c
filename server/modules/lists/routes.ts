import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { listCountries, listCurrencies } from './service.ts';

const currencySchema = z
  .object({
    id: z.number(),
    code: z.string(),
    rate: z.number(),
    decimals: z.number(),
    is_default: z.boolean(),
    enabled: z.boolean(),
    name: z.string(),
    symbol_before: z.string().nullable(),
    symbol_after: z.string().nullable(),
  })
  .meta({ id: 'Currency' });

const countrySchema = z
  .object({ id: z.number(), code: z.string(), iso: z.string(), name: z.string() })
  .meta({ id: 'Country' });

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
      const { rows, total } = await listCurrencies(app.db, request.query);
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
      const { rows, total } = await listCountries(app.db, request.query);
      return page(rows, total, request.query);
    },
  );
};
