import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { isUploadedFile, type UploadedFile } from '../../../server/lib/uploads.ts';
import { PHOTO_LIMITS } from './limits.ts';
import { reporterRoutes } from './reporter-api.server.ts';
import {
  addressPointSchema,
  addressQuery,
  confirmInput,
  defectCategorySchema,
  defectNumberParams,
  defectReportInput,
  filedReportSchema,
  myReportSchema,
  placeCheckSchema,
  placeQuery,
  publicDefectDetailSchema,
  publicDefectQuery,
  publicDefectSchema,
  townMapSchema,
} from './schemas.ts';
import {
  checkPlace,
  confirmReport,
  fileReport,
  listCategories,
  myReports,
  publicReport,
  publicReports,
  searchAddresses,
  townMap,
} from './service.server.ts';
import { supportRoutes } from './support-api.server.ts';

const photosOf = new WeakMap<FastifyRequest, UploadedFile[]>();

/** A report's `preValidation`: the parts sent under `photos` are its photos; any other file is dropped. */
async function takePhotos(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object') return;
  const record: Record<string, unknown> = { ...body };
  const photos: UploadedFile[] = [];
  for (const [name, value] of Object.entries(record)) {
    const parts = Array.isArray(value) ? value : [value];
    if (!parts.some(isUploadedFile)) continue;
    if (name === 'photos') photos.push(...parts.filter(isUploadedFile));
    delete record[name];
  }
  photosOf.set(request, photos);
  request.body = record;
}

/** Filing takes photos from anyone, guests too: a request stops being read at one photo over the limit. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Past 30 MB together a photo is not read any more: it arrives empty and cut off, and is refused as too large.
  const received = new WeakMap<FastifyRequest, number>();
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: PHOTO_LIMITS.fileBytes, files: PHOTO_LIMITS.files + 1, fields: 50, fieldSize: 10_000 },
    async onFile(this: FastifyRequest, part) {
      const soFar = received.get(this) ?? 0;
      if (soFar > PHOTO_LIMITS.totalBytes) {
        part.file.resume();
        part.value = { filename: part.filename, mimetype: part.mimetype, data: Buffer.alloc(0), truncated: true };
        return;
      }
      const data = await part.toBuffer();
      received.set(this, soFar + data.length);
      part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
    },
  });

  app.post(
    '/api/defects',
    {
      schema: {
        tags: ['defects'],
        summary:
          'Nahlášení závady (multipart s fotografiemi v poli photos, nebo JSON): místo jako lat+lon, nebo adresa (ulice+cislo, misto, adresa); host uvede e-mail a hlášení potvrdí odkazem; jedno hlášení na idempotency_key',
        body: defectReportInput,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: itemResponse(filedReportSchema),
          201: itemResponse(filedReportSchema),
          ...commonErrors,
          429: errorSchema,
        },
      },
      preValidation: takePhotos,
    },
    async (request, reply) => {
      const result = await fileReport(apiContext(request), request.body, photosOf.get(request) ?? []);
      return reply.status(result.created ? 201 : 200).send({ data: result.report });
    },
  );
};

export const defectsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes);
  await app.register(publicRoutes);
  await app.register(reporterRoutes);
  await app.register(supportRoutes);

  app.post(
    '/api/defects/confirm',
    {
      schema: {
        tags: ['defects'],
        summary: 'Potvrzení hlášení hosta odkazem z e-mailu (token); opakované potvrzení nic nemění',
        body: confirmInput,
        response: { 200: itemResponse(filedReportSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await confirmReport(apiContext(request), request.body.token) }),
  );

  app.get(
    '/api/me/defects',
    {
      schema: {
        tags: ['defects'],
        summary: 'Hlášení závad přihlášeného občana, nejnovější první',
        response: { 200: z.object({ data: z.array(myReportSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await myReports(apiContext(request)) }),
  );

  app.get(
    '/api/defects/categories',
    {
      schema: {
        tags: ['defects'],
        summary: 'Druhy závad, které lze nahlásit, s odborem, který je řeší, a lhůtou',
        response: { 200: z.object({ data: z.array(defectCategorySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listCategories(apiContext(request)) }),
  );

  app.get(
    '/api/defects/places',
    {
      schema: {
        tags: ['defects'],
        summary: 'Adresní místa města: čísla domů v ulici (ulice), nebo návrhy k napsané adrese (q), nejvýše 10',
        querystring: addressQuery,
        response: { 200: z.object({ data: z.array(addressPointSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await searchAddresses(apiContext(request), request.query) }),
  );

  app.get(
    '/api/defects/places/check',
    {
      schema: {
        tags: ['defects'],
        summary: 'Místo na mapě: zda leží ve městě, v které jeho části a u které adresy (do 150 m)',
        querystring: placeQuery,
        response: { 200: itemResponse(placeCheckSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await checkPlace(apiContext(request), request.query) }),
  );

  app.get(
    '/api/defects/map',
    {
      schema: {
        tags: ['defects'],
        summary: 'Mapa města v GeoJSON: hranice, části obce, ulice, vodní plochy, železnice (podklad mapy závad)',
        response: { 200: townMapSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return townMap(apiContext(request));
    },
  );
};

/** The public list of reports and a report's page, as `/zavady` shows them. */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/defects',
    {
      schema: {
        tags: ['defects'],
        summary:
          'Hlášené závady: potvrzená hlášení, otevřená a uzavřená za posledních 30 dní (closed=true: všechna), poslední změna první',
        querystring: publicDefectQuery,
        response: { 200: listResponse(publicDefectSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await publicReports(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/defects/:number',
    {
      schema: {
        tags: ['defects'],
        summary: 'Hlášená závada: stav, místo, lhůta, veřejná historie a zveřejněné fotografie',
        params: defectNumberParams,
        response: { 200: itemResponse(publicDefectDetailSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await publicReport(apiContext(request), request.params.number) }),
  );
};
