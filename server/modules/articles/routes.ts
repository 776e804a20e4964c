import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_KINDS } from '../../../common/article-paths.ts';
import { articleSchema, articleSummarySchema } from '../../../common/articles.ts';
import { commonErrors, itemResponse, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getArticle, listArticles } from './service.ts';

const kindQuery = z.object({ type: z.enum(ARTICLE_KINDS).default('news') });

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Aktuality (type=news) nebo bloček starostky (type=blog), nejnovější první',
        querystring: listQuery
          .extend({ perPage: z.coerce.number().int().min(1).max(100).default(12) })
          .extend(kindQuery.shape)
          .extend({
            category: z.string().max(100).optional(),
            /** Only the articles picked for the home page's slider. */
            featured: z
              .enum(['true', 'false'])
              .optional()
              .transform((v) => v === 'true'),
          }),
        response: { 200: listResponse(articleSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { type, ...query } = request.query;
      const { rows, total } = await listArticles(app.db, { ...query, kind: type });
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'Jeden článek s textem (HTML očištěné od všeho nebezpečného) a souvisejícími články',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) }),
        querystring: kindQuery,
        response: { 200: itemResponse(articleSchema), ...commonErrors },
      },
    },
    async (request) => {
      const article = await getArticle(app.db, request.query.type, request.params.slug);
      if (!article) throw notFound('Článek neexistuje.');
      return { data: article };
    },
  );
};
