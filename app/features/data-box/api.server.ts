import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { fileNotFound, sendDownload } from '../../../server/lib/files.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { apiContext, cookieContext } from '../../../server/lib/service-context.ts';
import { myDataBoxInput, myDataBoxSchema } from './schemas.ts';
import { myBox, receivedFile, removeMyBox, setMyBox } from './service.server.ts';

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
    async (request, response) => {
      await removeMyBox(apiContext(request));
      return response.status(204).send(null);
    },
  );
};

/** A received message's document or its signed form (ZFO), for the filing office's clerks, with their staff login. */
export const dataBoxFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; part: string } }>('/soubory/urad/datove-zpravy/:id/:part', async (request, reply) => {
    const id = Number(request.params.id);
    const part = request.params.part === 'zfo' ? 'zfo' : Number(request.params.part);
    if (!Number.isSafeInteger(id) || (part !== 'zfo' && !Number.isSafeInteger(part))) return fileNotFound(reply);
    try {
      return await sendDownload(reply, await receivedFile(await cookieContext(request), id, part));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return fileNotFound(reply);
      throw error;
    }
  });
};
