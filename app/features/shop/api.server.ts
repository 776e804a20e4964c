import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { storeSchema } from './schemas.ts';
import { stores } from './service.server.ts';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stores',
    {
      schema: {
        tags: ['shop'],
        summary: 'Prodejní místa městského obchodu s adresou a otevírací dobou; kde lze vyzvednout objednávku z webu',
        response: { 200: z.object({ data: z.array(storeSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await stores(apiContext(request)) }),
  );
};
