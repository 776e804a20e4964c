import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
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

/** A new import from a file or an address, in a scope of its own with the multipart parser the file needs. */
const newImports: FastifyPluginAsyncZod = async (app) => {
  // Nobody without the right makes the server read an upload: the section's gate comes first.
  await acceptUploads(app, { fileSize: MAX_SOURCE_BYTES, files: 1, fields: 10, fieldSize: 4000 });
  app.post(
    '/api/staff/imports',
    {
      bodyLimit: MAX_SOURCE_BYTES + 1024 * 1024,
      schema: {
        summary:
          'Nový import ze souboru (multipart, pole file) nebo z adresy (url): zkušební průchod, nic se nezapíše; soubor, který není, za co se vydává, vrací 422 s důvodem',
        body: importStartSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: itemResponse(importRunSchema), ...commonErrors },
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
};

/** The imports as a list, one of them, and a dry run deleted. */
const importRuns: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/imports',
    {
      schema: {
        summary: 'Importy obsahu, nejnovější první',
        querystring: importListQuery,
        response: { 200: listResponse(importRunSchema), ...commonErrors },
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
      schema: {
        summary: 'Import: zkušební průchod, postup a výsledek',
        params: importIdParams,
        response: { 200: itemResponse(importRunSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.id) }),
  );

  app.delete(
    '/api/staff/imports/:id',
    {
      schema: {
        summary:
          'Smazání importu, který zůstal u zkušebního průchodu, i s jeho zdrojovým souborem; spuštěný import vrací 409',
        params: importIdParams,
        response: { 204: z.null(), 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await removeDryRuns(apiContext(request), [request.params.id]);
      return reply.code(204).send(null);
    },
  );
};

/** An import's options before it starts, its start, and what became of each of its items. */
const importSteps: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/staff/imports/:id/options',
    {
      schema: {
        summary: 'Volby importu před spuštěním (přiřazení kategorií, původce); vrací nový zkušební průchod',
        params: importIdParams,
        body: importOptionsSchema,
        response: { 200: itemResponse(importPlanSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await configure(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/imports/:id/start',
    {
      schema: {
        summary: 'Spuštění importu po zkušebním průchodu; běží na pozadí a po pádu serveru pokračuje, kde skončil',
        params: importIdParams,
        response: { 202: itemResponse(importRunSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await start(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/imports/:id/outcomes',
    {
      schema: {
        summary: 'Co se stalo s každou položkou importu, po stránkách; podle výsledku nebo jen s problémem',
        params: importIdParams,
        querystring: importOutcomesQuery,
        response: { 200: listResponse(importOutcomeSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await outcomes(apiContext(request), request.params.id, request.query);
      return page(rows, total, request.query);
    },
  );
};

/** Imports of the former site's content (section `admin`: administrators). */
export const importsStaffRoutes = staffSection('admin', async (app) => {
  await app.register(newImports);
  await app.register(importRuns);
  await app.register(importSteps);
});
