import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { myDataBoxInput, myDataBoxSchema } from './schemas.ts';
import { myBox, removeMyBox, setMyBox } from './service.server.ts';

const bearer = [{ bearer: [] }];

/** The resident's own data box: where the office's questions and decisions about their requests go. */
export const dataBoxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/data-box',
    {
      schema: {
        tags: ['account'],
        summary: 'Datová schránka přihlášeného občana (null, když ji nezadal)',
        security: bearer,
        response: { 200: itemResponse(myDataBoxSchema.nullable()), 401: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await myBox(apiContext(request)) }),
  );
  app.put(
    '/api/me/data-box',
    {
      schema: {
        tags: ['account'],
        summary: 'Zadání datové schránky: uloží se, když ji systém datových schránek potvrdí jako schránku osoby',
        security: bearer,
        body: myDataBoxInput,
        response: {
          200: itemResponse(myDataBoxSchema),
          401: errorSchema,
          409: errorSchema,
          503: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await setMyBox(apiContext(request), request.body) }),
  );
  app.delete(
    '/api/me/data-box',
    {
      schema: {
        tags: ['account'],
        summary: 'Odebrání datové schránky: zprávy úřadu zase jen do účtu a e-mailem',
        security: bearer,
        response: { 204: z.null(), 401: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await removeMyBox(apiContext(request));
      return reply.status(204).send(null);
    },
  );
};
