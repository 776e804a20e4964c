import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gallerySchema, gallerySummarySchema } from '../../../common/galleries.ts';
import { commonErrors, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { galleryListInput, galleryParams } from './schemas.ts';
import { get, list } from './service.server.ts';

export const galleriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/galleries',
    {
      schema: {
        tags: ['galleries'],
        summary: 'Fotogalerie, nejnovější první',
        querystring: galleryListInput,
        response: { 200: listResponse(gallerySummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/galleries/:slug',
    {
      schema: {
        tags: ['galleries'],
        summary: 'Jedna fotogalerie se všemi fotografiemi',
        params: galleryParams,
        response: { 200: itemResponse(gallerySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.slug) }),
  );
};
