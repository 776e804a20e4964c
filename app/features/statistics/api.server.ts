import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { itemResponse, validationErrorSchema } from '../../../server/lib/api-schemas.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { pageViewOf } from '../../../server/lib/page-views.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
import { clientViewSchema, statsOverviewSchema, statsQuerySchema } from './schemas.ts';
import { overview } from './service.server.ts';

/** The site's own statistics: the pages a browser shows without the server, and the editors' figures. */
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

  app.get(
    '/api/staff/statistics',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary:
          'Návštěvnost webu za rozmezí dní: zobrazení a návštěvníci po dnech, nejčtenější stránky, odkud lidé přišli, hledání bez výsledku',
        security: staffSecurity,
        querystring: statsQuerySchema,
        response: { 200: itemResponse(statsOverviewSchema), ...staffRefusals, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      const to = request.query.to ?? pragueToday(ctx.now);
      const from = request.query.from ?? addDays(to, -29);
      if (from > to) throw invalid({ to: ['Datum „do“ je před datem „od“.'] });
      return { data: await overview(ctx, { from, to }) };
    },
  );
};
