import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorSchema } from '../../../server/lib/api-schemas.ts';
import { pageViewOf } from '../../../server/lib/page-views.ts';
import { clientViewSchema } from './schemas.ts';

/** The site's own statistics: the pages a browser shows without the server. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/stats/views',
    {
      schema: {
        tags: ['statistics'],
        summary:
          'Stránka zobrazená při přechodu v prohlížeči (bez načtení ze serveru), pro statistiku webu; bez cookie a bez ukládání adresy',
        body: clientViewSchema,
        response: { 204: z.null(), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      // Within the site: where the visitor came from is the site itself, so no referrer is counted.
      app.pageViews(pageViewOf(request.body.path, { 'user-agent': request.headers['user-agent'] }, request.ip));
      return reply.code(204).send(null);
    },
  );
};
