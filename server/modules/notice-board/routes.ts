import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeSchema, noticeSummarySchema } from '../../../common/notice-board.ts';
import { commonErrors, itemResponse, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getNotice, listNoticeCategories, listNotices, noticeYears } from './service.ts';

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const noticeBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notice-board',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Úřední deska: co je vyvěšeno dnes (nebo archiv sejmutých), nejnovější první',
        querystring: listQuery.extend({
          perPage: z.coerce.number().int().min(1).max(100).default(20),
          archive: flag.describe('Archiv: co už bylo sejmuto'),
          category: z.string().max(100).optional(),
          year: z.coerce.number().int().min(1990).max(2100).optional().describe('Rok vyvěšení'),
        }),
        response: { 200: listResponse(noticeSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listNotices(app.db, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/notice-board/categories',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Kategorie (agendy) úřední desky',
        response: {
          200: z.object({ data: z.array(z.object({ slug: z.string(), name: z.string() })) }),
          ...commonErrors,
        },
      },
    },
    async () => ({ data: await listNoticeCategories(app.db) }),
  );

  app.get(
    '/api/notice-board/years',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Roky vyvěšení položek na desce nebo v archivu',
        querystring: z.object({ archive: flag }),
        response: { 200: z.object({ data: z.array(z.number()) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await noticeYears(app.db, request.query.archive) }),
  );

  app.get(
    '/api/notice-board/:slug',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Jedna položka úřední desky se všemi údaji a přílohami',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,150}$/) }),
        response: { 200: itemResponse(noticeSchema), ...commonErrors },
      },
    },
    async (request) => {
      const notice = await getNotice(app.db, request.params.slug);
      if (!notice) throw notFound('Položka úřední desky neexistuje.');
      return { data: notice };
    },
  );
};
