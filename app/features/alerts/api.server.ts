import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { alertSchema } from './schemas.ts';
import { current } from './service.server.ts';

/** Crisis alerts: the ones on now, for anybody. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Krizové výstrahy, které právě platí (nejdřív nebezpečí)',
        response: { 200: z.object({ data: z.array(alertSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await current(apiContext(request)) }),
  );
};
