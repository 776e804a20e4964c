import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, MAX_IMAGE_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  editableGallerySchema,
  galleryAdminQuery,
  galleryAdminRowSchema,
  galleryBulkInput,
  galleryIdParams,
  galleryInputSchema,
  MAX_PHOTOS_AT_ONCE,
} from './schemas.ts';
import { addPhotos, galleryBulk, galleryDelete, galleryGet, galleryRows, gallerySave } from './service.server.ts';

/** The galleries as a list, and what is done to many of them at once. */
const galleryLists: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/galleries',
    {
      schema: {
        summary:
          'Galerie pro redaktory, nejnovější první, s počtem fotek a fotek bez popisu: hledání, stav, stránkování',
        querystring: galleryAdminQuery,
        response: { 200: listResponse(galleryAdminRowSchema), ...commonErrors },
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
      schema: {
        summary: 'Jedna akce s mnoha galeriemi naráz, vše nebo nic: zveřejnit, stáhnout z webu, smazat i s fotkami',
        body: galleryBulkInput,
        response: {
          200: z.object({ data: z.object({ count: z.number(), said: z.string() }) }),
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await galleryBulk(apiContext(request), request.body) }),
  );
};

/** One gallery: to edit, new, saved, deleted. */
const galleryEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/galleries/:id',
    {
      schema: {
        summary: 'Galerie k úpravám: fotky v pořadí, jejich popisy a číslo verze',
        params: galleryIdParams,
        response: { 200: itemResponse(editableGallerySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await galleryGet(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/galleries',
    {
      schema: {
        summary: 'Nová galerie; fotky se pak nahrají přes /{id}/photos',
        body: galleryInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
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
      schema: {
        summary: 'Úprava galerie: fotky v zaslaném pořadí, s popisy, nebo odebrané (remove); se starší verzí vrací 409',
        params: galleryIdParams,
        body: galleryInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await gallerySave(apiContext(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/staff/galleries/:id',
    {
      schema: {
        summary: 'Smazání galerie i s jejími fotkami',
        params: galleryIdParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await galleryDelete(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The photos of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** New photos at the end of a gallery. */
const photoUploads: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/galleries/:id/photos',
    {
      schema: {
        summary: `Nahrání fotek na konec galerie (multipart, pole photos, nejvýš ${MAX_PHOTOS_AT_ONCE} najednou); každá se kontroluje podle obsahu a na webu je, až dostane popis`,
        params: galleryIdParams,
        consumes: ['multipart/form-data'],
        body: z.object({ version: rowNumber().optional() }),
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
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

/** The galleries editors' API (section `galleries`). Only an editor makes the server read an upload. */
export const galleriesStaffRoutes = staffSection('galleries', async (app) => {
  await acceptUploads(app, { fileSize: MAX_IMAGE_BYTES, files: MAX_PHOTOS_AT_ONCE, fields: 5, fieldSize: 100 });
  await app.register(galleryLists);
  await app.register(galleryEditing);
  await app.register(photoUploads);
});
