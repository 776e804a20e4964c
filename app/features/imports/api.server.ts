import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { acceptUploads, isUploadedFile, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  importIdParams,
  importListQuery,
  importOptionsSchema,
  importOutcomeSchema,
  importOutcomesQuery,
  importPlanSchema,
  importRunSchema,
  importStartSchema,
  MAX_SOURCE_BYTES,
} from './schemas.ts';
import { configure, get, list, outcomes, prepare, removeDryRuns, start } from './service.server.ts';

/** The source file of each new import in flight, taken out of the body before it is validated. */
const sourceFiles = new WeakMap<FastifyRequest, UploadedFile>();

/** Imports of the former site's content (administrators). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };
  const gate = staffOnly('admin');
  await app.register(async (scope) => {
    // The gate first: nobody without the right makes the server read an upload.
    scope.addHook('onRequest', gate);
    await acceptUploads(scope, { fileSize: MAX_SOURCE_BYTES, files: 1, fields: 10, fieldSize: 4000 });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/imports',
      {
        bodyLimit: MAX_SOURCE_BYTES + 1024 * 1024,
        schema: {
          tags: ['staff'],
          summary:
            'Nový import ze souboru (multipart, pole file) nebo z adresy (url): zkušební průchod, nic se nezapíše; soubor, který není, za co se vydává, vrací 422 s důvodem',
          security,
          body: importStartSchema,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 201: itemResponse(importRunSchema), ...refusals, ...commonErrors },
        },
        preValidation: async (request) => {
          const body: unknown = request.body;
          if (!body || typeof body !== 'object' || !('file' in body)) return;
          const { file } = body;
          Reflect.deleteProperty(body, 'file');
          if (isUploadedFile(file) && file.data.length > 0) sourceFiles.set(request, file);
        },
      },
      async (request, reply) => {
        const ctx = apiContext(request);
        const { id } = await prepare(ctx, request.body, sourceFiles.get(request));
        return reply.code(201).send({ data: await get(ctx, id) });
      },
    );
  });

  app.get(
    '/api/staff/imports',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Importy obsahu, nejnovější první',
        security,
        querystring: importListQuery,
        response: { 200: listResponse(importRunSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/staff/imports/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Import: zkušební průchod, postup a výsledek',
        security,
        params: importIdParams,
        response: { 200: itemResponse(importRunSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.id) }),
  );

  app.delete(
    '/api/staff/imports/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary:
          'Smazání importu, který zůstal u zkušebního průchodu, i s jeho zdrojovým souborem; spuštěný import vrací 409',
        security,
        params: importIdParams,
        response: { 204: z.null(), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await removeDryRuns(apiContext(request), [request.params.id]);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/staff/imports/:id/options',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Volby importu před spuštěním (přiřazení kategorií, původce); vrací nový zkušební průchod',
        security,
        params: importIdParams,
        body: importOptionsSchema,
        response: { 200: itemResponse(importPlanSchema), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await configure(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/imports/:id/start',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Spuštění importu po zkušebním průchodu; běží na pozadí a po pádu serveru pokračuje, kde skončil',
        security,
        params: importIdParams,
        response: { 202: itemResponse(importRunSchema), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await start(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/imports/:id/outcomes',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Co se stalo s každou položkou importu, po stránkách; podle výsledku nebo jen s problémem',
        security,
        params: importIdParams,
        querystring: importOutcomesQuery,
        response: { 200: listResponse(importOutcomeSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await outcomes(apiContext(request), request.params.id, request.query);
      return page(rows, total, request.query);
    },
  );
};
