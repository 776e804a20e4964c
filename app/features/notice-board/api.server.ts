import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  fingerprintQuery,
  fingerprintSchema,
  noticeCategorySchema,
  noticeParams,
  noticeQuery,
  noticeSchema,
  noticeSummarySchema,
  noticeYearsQuery,
} from './schemas.ts';
import { categories, fingerprints, get, list, years } from './service.server.ts';

/** The public notice board's API; the editors' is in `staff-api.server.ts`. */
export const noticeBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notice-board',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Úřední deska: co je vyvěšeno dnes (nebo archiv sejmutých), nejnovější první',
        querystring: noticeQuery,
        response: { 200: listResponse(noticeSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/notice-board/categories',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Kategorie (agendy) úřední desky',
        response: { 200: z.object({ data: z.array(noticeCategorySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await categories(apiContext(request)) }),
  );

  app.get(
    '/api/notice-board/fingerprints',
    {
      schema: {
        tags: ['notice-board'],
        summary:
          'Denní otisky záznamu úřední desky (SHA-256), nejnovější první: kdo si je uloží, může později ověřit, že záznam nikdo nepřepsal',
        querystring: fingerprintQuery,
        response: { 200: listResponse(fingerprintSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await fingerprints(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/notice-board/years',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Roky vyvěšení položek na desce nebo v archivu',
        querystring: noticeYearsQuery,
        response: { 200: z.object({ data: z.array(z.number()) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await years(apiContext(request), request.query.archive) }),
  );

  app.get(
    '/api/notice-board/:slug',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Jedna položka úřední desky se všemi údaji a přílohami',
        params: noticeParams,
        response: { 200: itemResponse(noticeSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.slug) }),
  );
};
