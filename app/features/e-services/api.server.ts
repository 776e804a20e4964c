import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formByKey } from '../../../common/forms/registry.ts';
import { allFields } from '../../../common/forms/validate.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { notLoggedIn } from '../../../server/lib/authenticate.ts';
import { cleanText } from '../../../server/lib/clean-text.ts';
import { fileNotFound, sendDownload } from '../../../server/lib/files.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { apiContext, cookieContext } from '../../../server/lib/service-context.ts';
import { isUploadedFile } from '../../../server/lib/uploads.ts';
import { acceptCaseUploads, documentsOf, sendSummary, takeFiles } from './api-files.server.ts';
import type { Download } from './attachments.server.ts';
import {
  caseAnswerSchema,
  caseFileParams,
  caseParams,
  caseSchema,
  caseSummarySchema,
  draftFileParams,
  draftSchema,
  type FormInput,
  formBody,
  formDefinitionSchema,
  formParams,
  situationParams,
  situationSchema,
  topicSchema,
  topicsQuery,
} from './schemas.ts';
import {
  caseAnswer,
  caseDetail,
  caseFile,
  cases,
  discardDraft,
  draft,
  draftFile,
  drafts,
  form,
  officeCaseFile,
  officeSummaryPdf,
  saveDraft,
  situation,
  submit,
  summaryPdf,
  topics,
} from './service.server.ts';

const filesOf = new WeakMap<FastifyRequest, FormInput['uploads']>();
/**
 * Takes the files out of a multipart body before it is validated: only parts
 * sent under one of the form's file fields count; a file under any other name
 * is dropped, and the strings stay as the values (without NULs, which
 * PostgreSQL cannot store).
 */
async function splitFiles(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  const def = formByKey((request.params as { form?: string }).form ?? '');
  const fileFields = new Set(def ? allFields(def).flatMap((f) => (f.type === 'file' ? [f.name] : [])) : []);
  const files: FormInput['uploads'] = [];
  for (const [name, value] of Object.entries(body)) {
    const parts = Array.isArray(value) ? value : [value];
    if (!parts.some(isUploadedFile)) continue;
    if (fileFields.has(name)) {
      for (const part of parts) if (isUploadedFile(part)) files.push({ field: name, file: part });
    }
    const strings = parts.filter((part) => typeof part === 'string');
    if (fileFields.has(name) || strings.length === 0) delete body[name];
    else body[name] = strings.length === 1 ? strings[0] : strings;
  }
  cleanText(body);
  filesOf.set(request, files);
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A form's body as the operations take it: the values, the files, what to remove, the key. */
function formInput(request: FastifyRequest, body: z.output<typeof formBody>): FormInput {
  const { remove_file, idempotency_key, ...values } = body;
  return {
    values,
    uploads: filesOf.get(request) ?? [],
    removeFiles: list(remove_file),
    idempotencyKey: idempotency_key,
  };
}

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // An upload is read into memory, so only a logged-in resident may send one, and a request stops
  // being read once it holds more than a submission may.
  app.addHook('onRequest', async (request) => {
    if (/^\s*multipart\//i.test(request.headers['content-type'] ?? '') && !request.user) throw notLoggedIn();
  });
  await acceptCaseUploads(app);

  app.get(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: 'Potřebuji vyřídit: životní situace po tématech; q je filtruje podle slov v názvu a popisu',
        querystring: topicsQuery,
        response: { 200: z.object({ data: z.array(topicSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await topics(apiContext(request), request.query) }),
  );

  app.get(
    '/api/services/:slug',
    {
      schema: {
        tags: ['services'],
        summary: 'Životní situace: co je potřeba, poplatky, lhůty, kdo ji vyřizuje a kterým formulářem',
        params: situationParams,
        response: { 200: itemResponse(situationSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await situation(apiContext(request), request.params.slug) }),
  );

  app.get(
    '/api/forms/:form',
    {
      schema: {
        tags: ['services'],
        summary: 'Definice formuláře: oddíly, pole, pravidla a podmínky (stejná, jakou kontroluje server)',
        params: formParams,
        response: { 200: itemResponse(formDefinitionSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await form(apiContext(request), request.params.form) }),
  );

  app.post(
    '/api/forms/:form/submissions',
    {
      schema: {
        tags: ['services'],
        summary: 'Odeslání žádosti (multipart s přílohami, nebo JSON): vznikne jeden případ na idempotency_key',
        description:
          'Žádost, jejíž formulář vyžaduje ověřenou totožnost (`identity`), se podává jako digitální úkon na webu: po přihlášení přes Identitu občana, kontrole a potvrzení. Přihlášení tokenem API k ní nestačí (403).',
        params: formParams,
        body: formBody,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: itemResponse(caseSummarySchema),
          201: itemResponse(caseSummarySchema),
          ...commonErrors,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
      preValidation: splitFiles,
    },
    async (request, reply) => {
      const result = await submit(apiContext(request), request.params.form, formInput(request, request.body));
      return reply.status(result.created ? 201 : 200).send({ data: result.case });
    },
  );

  app.get(
    '/api/forms/:form/draft',
    {
      schema: {
        tags: ['services'],
        summary: 'Rozpracovaný formulář přihlášeného občana',
        params: formParams,
        response: { 200: itemResponse(draftSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await draft(apiContext(request), request.params.form) }),
  );

  app.put(
    '/api/forms/:form/draft',
    {
      schema: {
        tags: ['services'],
        summary:
          'Uložení rozpracovaného formuláře (bez kontroly pravidel); přílohy jako multipart, remove_file je odebere',
        params: formParams,
        body: formBody,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: itemResponse(draftSchema), ...commonErrors, 429: errorSchema },
      },
      preValidation: splitFiles,
    },
    async (request) => ({
      data: await saveDraft(apiContext(request), request.params.form, formInput(request, request.body)),
    }),
  );

  app.delete(
    '/api/forms/:form/draft',
    {
      schema: {
        tags: ['services'],
        summary: 'Zahození rozpracovaného formuláře i jeho příloh',
        params: formParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await discardDraft(apiContext(request), request.params.form);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/forms/:form/draft/files/:fileId',
    {
      schema: {
        tags: ['services'],
        summary: 'Stažení přílohy rozpracovaného formuláře (jen jeho autor)',
        params: draftFileParams,
      },
    },
    async (request, reply) => sendDownload(reply, await draftFile(apiContext(request), request.params)),
  );

  app.get(
    '/api/me/drafts',
    {
      schema: {
        tags: ['services'],
        summary: 'Rozpracované formuláře přihlášeného občana, naposledy změněné první',
        response: { 200: z.object({ data: z.array(draftSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await drafts(apiContext(request)) }),
  );

  app.get(
    '/api/me/cases',
    {
      schema: {
        tags: ['services'],
        summary: 'Případy (podané žádosti) přihlášeného občana, nejnovější první',
        response: { 200: z.object({ data: z.array(caseSummarySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await cases(apiContext(request)) }),
  );

  app.get(
    '/api/me/cases/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Případ: průběh, podané údaje, přílohy a zprávy úřadu; cizí případ je 404',
        params: caseParams,
        response: { 200: itemResponse(caseSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await caseDetail(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/me/cases/:id/files/:fileId',
    {
      schema: {
        tags: ['services'],
        summary: 'Stažení přílohy případu (jen jeho autor)',
        params: caseFileParams,
      },
    },
    async (request, reply) => sendDownload(reply, await caseFile(apiContext(request), request.params)),
  );

  app.get(
    '/api/me/cases/:id/summary.pdf',
    {
      schema: {
        tags: ['services'],
        summary: 'Shrnutí vlastního podání jako PDF; cizí případ je 404',
        params: caseParams,
      },
    },
    async (request, reply) => sendSummary(reply, await summaryPdf(apiContext(request), request.params.id)),
  );

  app.post(
    '/api/me/cases/:id/answer',
    {
      schema: {
        tags: ['services'],
        summary:
          'Odpověď na dotaz úřadu, JSON nebo multipart s přílohami v poli files (kontrolovanými podle obsahu); jen u vlastního případu, který na odpověď čeká (jinak 409)',
        params: caseParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: caseAnswerSchema,
        response: { 200: itemResponse(z.object({ status: z.literal('v-reseni') })), 409: errorSchema, ...commonErrors },
      },
      preValidation: takeFiles,
    },
    async (request) => {
      const ctx = apiContext(request);
      const { status } = await caseAnswer(ctx, request.params.id, request.body.message, documentsOf(request));
      return { data: { status } };
    },
  );
};

/** A file for its owner, or "Soubor nebyl nalezen." for anyone else and for nobody logged in. */
async function sendOwn(reply: FastifyReply, found: Promise<Download>) {
  try {
    return await sendDownload(reply, await found);
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 401))
      return fileNotFound(reply);
    throw error;
  }
}

/**
 * The same downloads for the web pages, which carry the login cookie rather
 * than a Bearer token: `/soubory/pripady/{case}/{file}` and
 * `/soubory/rozpracovane/{form}/{file}`. Anyone but the owner gets a 404.
 */
export const serviceFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { caseId: string } }>('/soubory/pripady/:caseId/shrnuti.pdf', async (request, reply) => {
    try {
      return sendSummary(reply, await summaryPdf(await cookieContext(request), request.params.caseId));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return fileNotFound(reply);
      throw error;
    }
  });
  app.get<{ Params: { caseId: string } }>('/soubory/urad/pripady/:caseId/shrnuti.pdf', async (request, reply) => {
    try {
      return sendSummary(reply, await officeSummaryPdf(await cookieContext(request), request.params.caseId));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return fileNotFound(reply);
      throw error;
    }
  });
  app.get<{ Params: { caseId: string; fileId: string } }>('/soubory/pripady/:caseId/:fileId', async (request, reply) =>
    sendOwn(
      reply,
      caseFile(await cookieContext(request), { id: request.params.caseId, fileId: request.params.fileId }),
    ),
  );
  // A case's file for the clerks of its department, with their staff login.
  app.get<{ Params: { caseId: string; fileId: string } }>(
    '/soubory/urad/pripady/:caseId/:fileId',
    async (request, reply) => {
      try {
        return await sendDownload(
          reply,
          await officeCaseFile(await cookieContext(request), {
            id: request.params.caseId,
            fileId: request.params.fileId,
          }),
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return fileNotFound(reply);
        throw error;
      }
    },
  );
  app.get<{ Params: { form: string; fileId: string } }>('/soubory/rozpracovane/:form/:fileId', async (request, reply) =>
    sendOwn(reply, draftFile(await cookieContext(request), request.params)),
  );
};
