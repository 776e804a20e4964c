import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
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

/** The library: its images, a new one, and many deleted at once. */
const library: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/media',
    {
      schema: {
        summary: 'Knihovna obrázků: nejnovější první, nebo hledání v popisu a názvu souboru',
        querystring: mediaQuery,
        response: { 200: listResponse(mediaItemSchema), ...commonErrors },
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
      schema: {
        summary: 'Nahrání obrázku (multipart: file a alt); obsah se kontroluje, popis je povinný',
        consumes: ['multipart/form-data'],
        body: mediaUploadSchema,
        response: { 201: itemResponse(mediaItemSchema), ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body;
        if (!body || typeof body !== 'object' || !('file' in body)) return;
        if (isUploadedFile(body.file) && body.file.data.length > 0) uploads.set(request, body.file);
        delete body.file;
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await upload(apiContext(request), uploads.get(request), request.body.alt) };
    },
  );

  app.post(
    '/api/staff/media/bulk',
    {
      schema: {
        summary:
          'Smazání mnoha obrázků naráz, vše nebo nic: je-li některý použit, 409 řekne který a kde; každý v protokolu',
        body: mediaBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number(), said: z.string() })),
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await removeMany(apiContext(request), request.body.ids) }),
  );
};

/** One image: where it is used, its description, its deletion. */
const oneImage: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/media/:id',
    {
      schema: {
        summary: 'Obrázek z knihovny a kde všude je použit',
        params: mediaIdParams,
        response: { 200: itemResponse(mediaDetailSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.id) }),
  );

  app.put(
    '/api/staff/media/:id',
    {
      schema: {
        summary: 'Nový popis obrázku (alternativní text)',
        params: mediaIdParams,
        body: mediaAltUpdateSchema,
        response: { 200: itemResponse(mediaItemSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await updateAlt(apiContext(request), request.params.id, request.body.alt) }),
  );

  app.delete(
    '/api/staff/media/:id',
    {
      schema: {
        summary: 'Smazání obrázku, který nic nepoužívá; použitý vrací 409 se seznamem míst',
        params: mediaIdParams,
        response: { 204: z.null(), 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The media library's API (section `content`: any staff member who edits content). */
export const mediaStaffRoutes = staffSection('content', async (app) => {
  // An image is read into memory only after the section's gate has let the caller in.
  await acceptUploads(app, { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 2000 });
  await app.register(library);
  await app.register(oneImage);
});
