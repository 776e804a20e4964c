import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { sendDownload } from '../../../server/lib/files.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals } from '../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, type UploadedFile } from '../../../server/lib/uploads.ts';
import { adminGet, adminList, changeDocuments, DOCUMENT_LIMITS, save, takeDown, takeDownMany } from './admin.server.ts';
import { proof, proofPdf } from './proof.server.ts';
import {
  editableNoticeSchema,
  fingerprintQuery,
  fingerprintSchema,
  noticeAdminQuery,
  noticeCategorySchema,
  noticeIdParams,
  noticeInputSchema,
  noticeParams,
  noticeProofSchema,
  noticeQuery,
  noticeRowSchema,
  noticeSchema,
  noticeSummarySchema,
  noticeTakeDownMany,
  noticeYearsQuery,
  takeDownSchema,
} from './schemas.ts';
import { categories, fingerprints, get, list, years } from './service.server.ts';

/** The documents of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

export const noticeBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notice-board',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Úřední deska: co je vyvěšeno dnes (nebo archiv sejmutých), nejnovější první',
        querystring: noticeQuery,
        response: { 200: listResponse(noticeSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/notice-board/categories',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Kategorie (agendy) úřední desky',
        response: { 200: z.object({ data: z.array(noticeCategorySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await categories(apiContext(request)) }),
  );

  app.get(
    '/api/notice-board/fingerprints',
    {
      schema: {
        tags: ['notice-board'],
        summary:
          'Denní otisky záznamu úřední desky (SHA-256), nejnovější první: kdo si je uloží, může později ověřit, že záznam nikdo nepřepsal',
        querystring: fingerprintQuery,
        response: { 200: listResponse(fingerprintSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await fingerprints(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/notice-board/years',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Roky vyvěšení položek na desce nebo v archivu',
        querystring: noticeYearsQuery,
        response: { 200: z.object({ data: z.array(z.number()) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await years(apiContext(request), request.query.archive) }),
  );

  app.get(
    '/api/notice-board/:slug',
    {
      schema: {
        tags: ['notice-board'],
        summary: 'Jedna položka úřední desky se všemi údaji a přílohami',
        params: noticeParams,
        response: { 200: itemResponse(noticeSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.slug) }),
  );

  // The notice-board editors' API (section `notice-board`).
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };
  const saved = z.object({ id: z.number(), version: z.number() });

  app.get(
    '/api/staff/notice-board',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Všechny položky úřední desky pro úřad: před vyvěšením, vyvěšené i v archivu',
        security,
        querystring: noticeAdminQuery,
        response: { 200: listResponse(noticeRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, capped } = await adminList(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );

  app.get(
    '/api/staff/notice-board/:id',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Položka k úpravám: všechna pole, dokumenty s otisky a číslo verze',
        security,
        params: noticeIdParams,
        response: { 200: itemResponse(editableNoticeSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/notice-board',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Nová položka úřední desky (dokumenty pak přes /documents); zapíše se do řetězce záznamů',
        security,
        body: noticeInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await save(apiContext(request), null, request.body) };
    },
  );

  app.put(
    '/api/staff/notice-board/:id',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Úprava položky; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        security,
        params: noticeIdParams,
        body: noticeInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );

  // Only an editor of the board may make the server read an upload into memory: the route's gate
  // refuses anyone else before the body is parsed.
  await app.register(async (documents) => {
    await acceptUploads(documents, {
      fileSize: DOCUMENT_LIMITS.fileBytes,
      files: DOCUMENT_LIMITS.files,
      fields: 10,
      fieldSize: 1000,
    });
    documents.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/notice-board/:id/documents',
      {
        onRequest: staffOnly('notice-board'),
        schema: {
          tags: ['staff'],
          summary: 'Přidání dokumentů k položce (multipart, pole documents); obsah se kontroluje, otisk se zaznamená',
          security,
          params: noticeIdParams,
          consumes: ['multipart/form-data'],
          body: z.object({ version: rowNumber().optional() }),
          response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
        },
        preValidation: async (request) => {
          const body = request.body as Record<string, unknown> | undefined;
          if (!body || typeof body !== 'object') return;
          const parts = Array.isArray(body.documents) ? body.documents : [body.documents];
          uploads.set(request, parts.filter(isUploadedFile));
          delete body.documents;
        },
      },
      async (request) => ({
        data: await changeDocuments(apiContext(request), request.params.id, {
          version: request.body.version,
          documents: uploads.get(request) ?? [],
        }),
      }),
    );
  });

  app.delete(
    '/api/staff/notice-board/:id/documents/:documentId',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Odebrání dokumentu z položky; v záznamu desky jeho otisk zůstává',
        security,
        params: noticeIdParams.extend({ documentId: rowNumber() }),
        response: { 200: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({
      data: await changeDocuments(apiContext(request), request.params.id, {
        removeDocuments: [request.params.documentId],
      }),
    }),
  );

  app.post(
    '/api/staff/notice-board/take-down',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Sejmutí mnoha vyvěšených položek ještě dnes, všech, nebo žádné; každá v záznamu desky a v protokolu',
        security,
        body: noticeTakeDownMany,
        response: {
          200: itemResponse(z.object({ count: z.number() })),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await takeDownMany(apiContext(request), request.body.ids) }),
  );

  app.post(
    '/api/staff/notice-board/:id/take-down',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Sejmutí vyvěšené položky ještě dnes: od této chvíle je v archivu',
        security,
        params: noticeIdParams,
        body: takeDownSchema,
        response: {
          200: itemResponse(z.object({ version: z.number() })),
          ...refusals,
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await takeDown(apiContext(request), request.params.id, request.body.version) }),
  );

  app.get(
    '/api/staff/notice-board/:id/proof',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Doklad o zveřejnění: data, otisky dokumentů, záznamy řetězce a jeho ověření',
        security,
        params: noticeIdParams,
        response: { 200: itemResponse(noticeProofSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await proof(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/notice-board/:id/proof.pdf',
    {
      onRequest: staffOnly('notice-board'),
      schema: {
        tags: ['staff'],
        summary: 'Doklad o zveřejnění jako PDF',
        security,
        params: noticeIdParams,
        response: staffRefusals,
      },
    },
    async (request, reply) => {
      const ctx = apiContext(request);
      const pdf = await proofPdf(await proof(ctx, request.params.id), 'Město Vzorov, úřední deska');
      return sendDownload(reply, {
        data: pdf,
        filename: `doklad-uredni-deska-${request.params.id}.pdf`,
        mediaType: 'application/pdf',
      });
    },
  );
};
