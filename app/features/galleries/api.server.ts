import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gallerySchema, gallerySummarySchema } from '../../../common/galleries.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { acceptUploads, isUploadedFile, MAX_IMAGE_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  editableGallerySchema,
  galleryAdminQuery,
  galleryAdminRowSchema,
  galleryBulkInput,
  galleryIdParams,
  galleryInputSchema,
  galleryListInput,
  galleryParams,
  MAX_PHOTOS_AT_ONCE,
} from './schemas.ts';
import {
  addPhotos,
  galleryBulk,
  galleryDelete,
  galleryGet,
  galleryRows,
  gallerySave,
  get,
  list,
} from './service.server.ts';

export const galleriesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(galleriesStaffRoutes);
  app.get(
    '/api/galleries',
    {
      schema: {
        tags: ['galleries'],
        summary: 'Fotogalerie, nejnovější první',
        querystring: galleryListInput,
        response: { 200: listResponse(gallerySummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/galleries/:slug',
    {
      schema: {
        tags: ['galleries'],
        summary: 'Jedna fotogalerie se všemi fotografiemi',
        params: galleryParams,
        response: { 200: itemResponse(gallerySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.slug) }),
  );
};

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema };
const saved = z.object({ id: z.number(), version: z.number() });

/** The photos of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The galleries editors' API (section `galleries`). Only an editor makes the server read an upload. */
const galleriesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, { fileSize: MAX_IMAGE_BYTES, files: MAX_PHOTOS_AT_ONCE, fields: 5, fieldSize: 100 });
  const gate = staffOnly('galleries');
  app.get(
    '/api/staff/galleries',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary:
          'Galerie pro redaktory, nejnovější první, s počtem fotek a fotek bez popisu: hledání, stav, stránkování',
        security,
        querystring: galleryAdminQuery,
        response: { 200: listResponse(galleryAdminRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await galleryRows(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.post(
    '/api/staff/galleries/bulk',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Jedna akce s mnoha galeriemi naráz, vše nebo nic: zveřejnit, stáhnout z webu, smazat i s fotkami',
        security,
        body: galleryBulkInput,
        response: {
          200: z.object({ data: z.object({ count: z.number(), said: z.string() }) }),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await galleryBulk(apiContext(request), request.body) }),
  );
  app.get(
    '/api/staff/galleries/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Galerie k úpravám: fotky v pořadí, jejich popisy a číslo verze',
        security,
        params: galleryIdParams,
        response: { 200: itemResponse(editableGallerySchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await galleryGet(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/galleries',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Nová galerie; fotky se pak nahrají přes /{id}/photos',
        security,
        body: galleryInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await gallerySave(apiContext(request), null, request.body) };
    },
  );
  app.put(
    '/api/staff/galleries/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Úprava galerie: fotky v zaslaném pořadí, s popisy, nebo odebrané (remove); se starší verzí vrací 409',
        security,
        params: galleryIdParams,
        body: galleryInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await gallerySave(apiContext(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/staff/galleries/:id',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: 'Smazání galerie i s jejími fotkami',
        security,
        params: galleryIdParams,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await galleryDelete(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/staff/galleries/:id/photos',
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `Nahrání fotek na konec galerie (multipart, pole photos, nejvýš ${MAX_PHOTOS_AT_ONCE} najednou); každá se kontroluje podle obsahu a na webu je, až dostane popis`,
        security,
        params: galleryIdParams,
        consumes: ['multipart/form-data'],
        body: z.object({ version: rowNumber().optional() }),
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body;
        if (!body || typeof body !== 'object' || !('photos' in body)) return;
        const photos = [body.photos].flat().filter(isUploadedFile);
        uploads.set(request, photos);
        delete body.photos;
      },
    },
    async (request) => ({
      data: await addPhotos(apiContext(request), request.params.id, uploads.get(request) ?? [], request.body.version),
    }),
  );
};
