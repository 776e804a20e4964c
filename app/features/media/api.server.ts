import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { acceptUploads, isUploadedFile, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  mediaAltUpdateSchema,
  mediaBulkInput,
  mediaDetailSchema,
  mediaIdParams,
  mediaItemSchema,
  mediaQuery,
  mediaUploadSchema,
} from './schemas.ts';
import { get, list, remove, removeMany, updateAlt, upload } from './service.server.ts';

/** The image of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The media library's API: any staff member who edits content. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // An image is read into memory only after the route's gate has let the caller in.
  await acceptUploads(app, { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 2000 });
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };

  app.get(
    '/api/staff/media',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary: 'Knihovna obrázků: nejnovější první, nebo hledání v popisu a názvu souboru',
        security,
        querystring: mediaQuery,
        response: { 200: listResponse(mediaItemSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.post(
    '/api/staff/media',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary: 'Nahrání obrázku (multipart: file a alt); obsah se kontroluje, popis je povinný',
        security,
        consumes: ['multipart/form-data'],
        body: mediaUploadSchema,
        response: { 201: itemResponse(mediaItemSchema), ...refusals, ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (!body || typeof body !== 'object') return;
        if (isUploadedFile(body.file) && body.file.data.length > 0) uploads.set(request, body.file);
        delete body.file;
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await upload(apiContext(request), uploads.get(request), request.body.alt) };
    },
  );

  app.get(
    '/api/staff/media/:id',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary: 'Obrázek z knihovny a kde všude je použit',
        security,
        params: mediaIdParams,
        response: { 200: itemResponse(mediaDetailSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.id) }),
  );

  app.put(
    '/api/staff/media/:id',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary: 'Nový popis obrázku (alternativní text)',
        security,
        params: mediaIdParams,
        body: mediaAltUpdateSchema,
        response: { 200: itemResponse(mediaItemSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await updateAlt(apiContext(request), request.params.id, request.body.alt) }),
  );

  app.delete(
    '/api/staff/media/:id',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary: 'Smazání obrázku, který nic nepoužívá; použitý vrací 409 se seznamem míst',
        security,
        params: mediaIdParams,
        response: { 204: z.null(), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/staff/media/bulk',
    {
      onRequest: staffOnly('content'),
      schema: {
        tags: ['staff'],
        summary:
          'Smazání mnoha obrázků naráz, vše nebo nic: je-li některý použit, 409 řekne který a kde; každý v protokolu',
        security,
        body: mediaBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number(), said: z.string() })),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await removeMany(apiContext(request), request.body.ids) }),
  );
};
