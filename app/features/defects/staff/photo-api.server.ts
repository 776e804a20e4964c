import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, itemResponse } from '../../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../../server/lib/service-context.ts';
import { staffIdParams } from '../../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, type UploadedFile } from '../../../../server/lib/uploads.ts';
import { PHOTO_LIMITS } from '../limits.ts';
import { officePhotoSchema, photoParams } from '../office-photo-schemas.ts';
import { hidePhoto, officePhotos, publishPhoto } from './photos.server.ts';

// The office's API of a report's photos (issue 60 §3), inside the defects' staff section (its gate).

const fixPhotos = new WeakMap<FastifyRequest, UploadedFile>();

/** A step's `preValidation`: the part sent under `photo` is the fix's photo; any other file is dropped. */
export async function takeFixPhoto(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object') return;
  const record: Record<string, unknown> = { ...body };
  for (const [name, value] of Object.entries(record)) {
    const parts = Array.isArray(value) ? value : [value];
    if (!parts.some(isUploadedFile)) continue;
    const [first] = parts.filter(isUploadedFile);
    if (name === 'photo' && first) fixPhotos.set(request, first);
    delete record[name];
  }
  request.body = record;
}

/** The fix's photo `takeFixPhoto` took out of this request; none for a JSON body. */
export const fixPhotoOf = (request: FastifyRequest) => fixPhotos.get(request);

/** Multipart bodies in the staff section's scope: a step with one photo, its fields the step's few. */
export const acceptFixPhoto = (app: FastifyInstance) =>
  acceptUploads(app, { fileSize: PHOTO_LIMITS.fileBytes, files: 2, fields: 20, fieldSize: 10_000 });

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/defects/:id/photos',
    {
      schema: {
        summary:
          'Fotografie hlášení (oznamovatele i z opravy) pro úřad: adresa soukromé fotografie a zda je zveřejněná',
        params: staffIdParams,
        response: { 200: z.object({ data: z.array(officePhotoSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await officePhotos(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/defects/:id/photos/:photoId/publish',
    {
      schema: {
        summary:
          'Zveřejnění fotografie na veřejné stránce hlášení (úředník ověřil, že na ní nejsou tváře, značky ani jména)',
        params: photoParams,
        response: { 200: itemResponse(officePhotoSchema), ...commonErrors },
      },
    },
    async (request) => ({
      data: await publishPhoto(apiContext(request), request.params.id, request.params.photoId),
    }),
  );
  app.post(
    '/api/staff/defects/:id/photos/:photoId/hide',
    {
      schema: {
        summary: 'Skrytí fotografie z veřejné stránky hlášení: veřejná kopie se smaže',
        params: photoParams,
        response: { 200: itemResponse(officePhotoSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await hidePhoto(apiContext(request), request.params.id, request.params.photoId) }),
  );
};
