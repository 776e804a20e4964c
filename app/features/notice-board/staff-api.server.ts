import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { sendDownload } from '../../../server/lib/files.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  editableNoticeSchema,
  noticeAdminQuery,
  noticeIdParams,
  noticeInputSchema,
  noticeProofSchema,
  noticeRowSchema,
  noticeTakeDownMany,
  takeDownSchema,
} from './schemas.ts';
import {
  adminGet,
  adminList,
  changeDocuments,
  DOCUMENT_LIMITS,
  proof,
  proofPdf,
  save,
  takeDown,
  takeDownMany,
} from './service.server.ts';

/** The items themselves: the list, one to edit, a new one, a change. */
const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/notice-board',
    {
      schema: {
        summary: 'Všechny položky úřední desky pro úřad: před vyvěšením, vyvěšené i v archivu',
        querystring: noticeAdminQuery,
        response: { 200: listResponse(noticeRowSchema), ...commonErrors },
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
      schema: {
        summary: 'Položka k úpravám: všechna pole, dokumenty s otisky a číslo verze',
        params: noticeIdParams,
        response: { 200: itemResponse(editableNoticeSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/notice-board',
    {
      schema: {
        summary: 'Nová položka úřední desky (dokumenty pak přes /documents); zapíše se do řetězce záznamů',
        body: noticeInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
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
      schema: {
        summary: 'Úprava položky; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        params: noticeIdParams,
        body: noticeInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );
};

/** The documents of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** An item's documents: added by upload, removed one at a time. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Uploads are read in a scope of their own, the upload's route alone, behind the section's gate:
  // only an editor of the board may make the server read one into memory.
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
        schema: {
          summary: 'Přidání dokumentů k položce (multipart, pole documents); obsah se kontroluje, otisk se zaznamená',
          params: noticeIdParams,
          consumes: ['multipart/form-data'],
          body: z.object({ version: rowNumber().optional() }),
          response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
        },
        preValidation: async (request) => {
          const body = request.body;
          if (typeof body !== 'object' || body === null || !('documents' in body)) return;
          const parts = Array.isArray(body.documents) ? body.documents : [body.documents];
          uploads.set(request, parts.filter(isUploadedFile));
          Reflect.deleteProperty(body, 'documents');
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
      schema: {
        summary: 'Odebrání dokumentu z položky; v záznamu desky jeho otisk zůstává',
        params: noticeIdParams.extend({ documentId: rowNumber() }),
        response: { 200: itemResponse(savedSchema), ...commonErrors },
      },
    },
    async (request) => ({
      data: await changeDocuments(apiContext(request), request.params.id, {
        removeDocuments: [request.params.documentId],
      }),
    }),
  );
};

/** Taking items down before their time, many at once or one. */
const takeDownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/notice-board/take-down',
    {
      schema: {
        summary: 'Sejmutí mnoha vyvěšených položek ještě dnes, všech, nebo žádné; každá v záznamu desky a v protokolu',
        body: noticeTakeDownMany,
        response: { 200: itemResponse(z.object({ count: z.number() })), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await takeDownMany(apiContext(request), request.body.ids) }),
  );

  app.post(
    '/api/staff/notice-board/:id/take-down',
    {
      schema: {
        summary: 'Sejmutí vyvěšené položky ještě dnes: od této chvíle je v archivu',
        params: noticeIdParams,
        body: takeDownSchema,
        response: { 200: itemResponse(z.object({ version: z.number() })), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await takeDown(apiContext(request), request.params.id, request.body.version) }),
  );
};

/** The proof of an item's publication, as data and as a PDF. */
const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/notice-board/:id/proof',
    {
      schema: {
        summary: 'Doklad o zveřejnění: data, otisky dokumentů, záznamy řetězce a jeho ověření',
        params: noticeIdParams,
        response: { 200: itemResponse(noticeProofSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await proof(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/notice-board/:id/proof.pdf',
    { schema: { summary: 'Doklad o zveřejnění jako PDF', params: noticeIdParams } },
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

/** The notice-board editors' API (section `notice-board`): the items, their documents, taking them down, the proof. */
export const noticeBoardStaffRoutes = staffSection('notice-board', async (app) => {
  await app.register(noticeRoutes);
  await app.register(documentRoutes);
  await app.register(takeDownRoutes);
  await app.register(proofRoutes);
});
