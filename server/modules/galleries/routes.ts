import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gallerySchema, gallerySummarySchema } from '../../../common/galleries.ts';
import { commonErrors, itemResponse, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getGallery, listGalleries } from './service.ts';

export const galleriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/galleries',
    {
      schema: {
        tags: ['galleries'],
        summary: 'Fotogalerie, nejnovější první',
        querystring: listQuery.extend({ perPage: z.coerce.number().int().min(1).max(100).default(12) }),
        response: { 200: listResponse(gallerySummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listGalleries(app.db, request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/galleries/:slug',
    {
      schema: {
        tags: ['galleries'],
        summary: 'Jedna fotogalerie se všemi fotografiemi',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) }),
        response: { 200: itemResponse(gallerySchema), ...commonErrors },
      },
    },
    async (request) => {
      const gallery = await getGallery(app.db, request.params.slug);
      if (!gallery) throw notFound('Fotogalerie neexistuje.');
      return { data: gallery };
    },
  );
};
