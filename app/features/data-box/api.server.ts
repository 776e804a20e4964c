import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { fileNotFound, sendDownload } from '../../../server/lib/files.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { apiContext, cookieContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import {
  myDataBoxInput,
  myDataBoxSchema,
  receivedMessageSchema,
  receivedParams,
  receivedQuery,
  replyInput,
} from './schemas.ts';
import { myBox, receivedFile, receivedList, removeMyBox, reply, setMyBox } from './service.server.ts';

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

  // The filing office (podatelna): what arrived in the office's box, and the office's answers.
  const onRequest = staffOnly('cases');
  const refusals = { 401: errorSchema, 403: errorSchema };
  app.get(
    '/api/staff/data-box/received',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Datové zprávy došlé do schránky úřadu (nejnovějších 200) s odpověďmi úřadu',
        security: bearer,
        querystring: receivedQuery,
        response: { 200: itemResponse(z.array(receivedMessageSchema)), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await receivedList(apiContext(request), { unfiledOnly: !request.query.all }) }),
  );
  app.post(
    '/api/staff/data-box/received/:id/replies',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Odpověď odesílateli do jeho datové schránky: dopis pod číslem jednacím zvoleného odboru úředníka, odeslaný frontou úloh',
        security: bearer,
        params: receivedParams,
        body: replyInput,
        response: {
          201: itemResponse(z.object({ reference: z.string() })),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request, response) =>
      response.status(201).send({ data: await reply(apiContext(request), request.params.id, request.body) }),
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
