import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema, decreeSchema, documentSchema, magazineIssueSchema } from '../../../common/records.ts';
import { commonErrors, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import {
  DOCUMENT_SORTS,
  listContracts,
  listDecrees,
  listDocumentCategories,
  listDocuments,
  listMagazine,
  years,
} from './service.ts';

const year = z.coerce.number().int().min(1990).max(2100).optional();
const text = z.string().trim().max(200).optional();
const categoriesResponse = z.object({ data: z.array(z.object({ slug: z.string(), name: z.string() })) });

export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/decrees',
    {
      schema: {
        tags: ['records'],
        summary: 'Obecně závazné vyhlášky a nařízení města, nejnovější první',
        querystring: z.object({ state: z.enum(['platne', 'zrusene']).optional(), year }),
        response: {
          200: z.object({ data: z.array(decreeSchema), meta: z.object({ years: z.array(z.number()) }) }),
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await listDecrees(app.db, {
        inForce: request.query.state === undefined ? undefined : request.query.state === 'platne',
        year: request.query.year,
      }),
      meta: { years: await years(app.db, 'decrees') },
    }),
  );

  app.get(
    '/api/documents',
    {
      schema: {
        tags: ['records'],
        summary: 'Dokumenty ke stažení: filtr podle kategorie a názvu, řazení podle data nebo názvu',
        querystring: listQuery.extend({
          perPage: z.coerce.number().int().min(1).max(100).default(50),
          category: z.string().max(100).optional(),
          q: text,
          sort: z.enum(DOCUMENT_SORTS).default('date'),
          order: z.enum(['asc', 'desc']).default('desc'),
        }),
        response: { 200: listResponse(documentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listDocuments(app.db, request.query);
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
    async () => ({ data: await listDocumentCategories(app.db) }),
  );

  app.get(
    '/api/contracts',
    {
      schema: {
        tags: ['records'],
        summary: 'Smlouvy města: hledání v předmětu a smluvní straně, filtr podle roku a hodnoty (Kč)',
        querystring: listQuery.extend({
          perPage: z.coerce.number().int().min(1).max(100).default(20),
          year,
          q: text,
          min: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
          max: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
        }),
        response: { 200: listResponse(contractSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listContracts(app.db, request.query);
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
    async () => ({ data: await years(app.db, 'contracts') }),
  );

  app.get(
    '/api/magazine',
    {
      schema: {
        tags: ['records'],
        summary: 'Čísla zpravodaje, nejnovější první',
        querystring: z.object({ year }),
        response: {
          200: z.object({ data: z.array(magazineIssueSchema), meta: z.object({ years: z.array(z.number()) }) }),
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await listMagazine(app.db, request.query.year),
      meta: { years: await years(app.db, 'magazine') },
    }),
  );
};
