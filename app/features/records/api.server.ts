import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  contractQuery,
  contractSchema,
  decreeQuery,
  decreeSchema,
  documentQuery,
  documentSchema,
  magazineIssueSchema,
  magazineQuery,
  recordCategorySchema,
} from './schemas.ts';
import {
  contractYears,
  decreeYears,
  listContracts,
  listDecrees,
  listDocumentCategories,
  listDocuments,
  listMagazine,
  magazineYears,
} from './service.server.ts';

const categoriesResponse = z.object({ data: z.array(recordCategorySchema) });

export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/decrees',
    {
      schema: {
        tags: ['records'],
        summary: 'Obecně závazné vyhlášky a nařízení města, nejnovější první',
        querystring: decreeQuery,
        response: {
          200: z.object({ data: z.array(decreeSchema), meta: z.object({ years: z.array(z.number()) }) }),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      return { data: await listDecrees(ctx, request.query), meta: { years: await decreeYears(ctx) } };
    },
  );

  app.get(
    '/api/documents',
    {
      schema: {
        tags: ['records'],
        summary: 'Dokumenty ke stažení: filtr podle kategorie a názvu, řazení podle data nebo názvu',
        querystring: documentQuery,
        response: { 200: listResponse(documentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listDocuments(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/documents/categories',
    {
      schema: {
        tags: ['records'],
        summary: 'Kategorie dokumentů',
        response: { 200: categoriesResponse, ...commonErrors },
      },
    },
    async (request) => ({ data: await listDocumentCategories(apiContext(request)) }),
  );

  app.get(
    '/api/contracts',
    {
      schema: {
        tags: ['records'],
        summary: 'Smlouvy města: hledání v předmětu a smluvní straně, filtr podle roku a hodnoty (Kč)',
        querystring: contractQuery,
        response: { 200: listResponse(contractSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listContracts(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/contracts/years',
    {
      schema: {
        tags: ['records'],
        summary: 'Roky podpisu smluv, pro filtr',
        response: { 200: z.object({ data: z.array(z.number()) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await contractYears(apiContext(request)) }),
  );

  app.get(
    '/api/magazine',
    {
      schema: {
        tags: ['records'],
        summary: 'Čísla zpravodaje, nejnovější první',
        querystring: magazineQuery,
        response: {
          200: z.object({ data: z.array(magazineIssueSchema), meta: z.object({ years: z.array(z.number()) }) }),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      return { data: await listMagazine(ctx, request.query), meta: { years: await magazineYears(ctx) } };
    },
  );
};
