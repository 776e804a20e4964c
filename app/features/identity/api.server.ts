import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { myDataBoxSchema } from '../data-box/schemas.ts';
import { findMyDataBox } from './service.server.ts';

/** What the resident's verified identity does for her through the API. */
export const identityApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/identity/data-box',
    {
      schema: {
        tags: ['account'],
        summary:
          'Vyhledá datovou schránku občana podle jména a data narození z ověřené totožnosti (Identita občana) a uloží ji; 422, když ji nenajde jednoznačně',
        security: [{ bearer: [] }],
        response: {
          200: itemResponse(myDataBoxSchema),
          401: errorSchema,
          409: errorSchema,
          503: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await findMyDataBox(apiContext(request)) }),
  );
};
