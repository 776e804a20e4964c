import { createReadStream } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { parse as parseCookies } from 'cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_LIMITS } from '../../../common/cases.ts';
import { AUTH_COOKIE } from '../../../common/cookies.ts';
import { formByKey, formDefinitions } from '../../../common/forms/registry.ts';
import type { FormDefinition } from '../../../common/forms/types.ts';
import { caseSchema, caseSummarySchema, draftSchema, situationSchema, topicSchema } from '../../../common/services.ts';
import { commonErrors, errorSchema, itemResponse } from '../../lib/api-schemas.ts';
import { requireUser } from '../../lib/authenticate.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { consume, HOUR } from '../../lib/rate-limit.ts';
import { isUploadedFile, type UploadedFile } from '../../lib/uploads.ts';
import { resolveSession } from '../auth/sessions.ts';
import { checkAttachments } from './attachments.ts';
import { getSituation, listTopics } from './catalogue.ts';
import {
  deleteDraft,
  getCase,
  getDraft,
  listCases,
  listDrafts,
  ownFile,
  saveDraft,
  storedTotals,
  submit,
} from './forms.ts';
import { caseReceivedMail } from './mails.ts';

const FORMS = new Map(formDefinitions.map((f) => [f.key, f]));
const formParam = z.object({ form: z.string().max(100) });
/** A form's values: strings by input name; files come as multipart parts named after their field. */
const formBody = z.looseObject({
  remove_file: z.union([z.string(), z.array(z.string())]).optional(),
  idempotency_key: z.string().max(100).optional(),
});
const filesOf = new WeakMap<FastifyRequest, { field: string; file: UploadedFile }[]>();

function formOr404(key: string): FormDefinition {
  const def = formByKey(key);
  if (!def) throw notFound();
  return def;
}

/** Takes the files out of a multipart body before it is validated; the strings stay as the values. */
async function splitFiles(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  const files: { field: string; file: UploadedFile }[] = [];
  for (const [name, value] of Object.entries(body)) {
    const parts = Array.isArray(value) ? value : [value];
    if (!parts.some(isUploadedFile)) continue;
    // A file input left empty still sends an empty part without a name.
    for (const part of parts)
      if (isUploadedFile(part) && (part.data.length > 0 || part.filename)) files.push({ field: name, file: part });
    delete body[name];
  }
  filesOf.set(request, files);
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function sendStored(
  reply: FastifyReply,
  uploadsDir: string,
  file: { storagePath: string; filename: string; mediaType: string; size: number },
) {
  return reply
    .header('content-type', file.mediaType)
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(path.join(uploadsDir, file.storagePath)));
}

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = app.config.uploadsDir;
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: {
      fileSize: ATTACHMENT_LIMITS.fileBytes,
      files: ATTACHMENT_LIMITS.files + 5,
      fields: 300,
      fieldSize: 20_000,
    },
    async onFile(part) {
      const data = await part.toBuffer();
      part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
    },
  });

  app.get(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: 'Potřebuji vyřídit: životní situace po tématech; q je filtruje podle slov v názvu a popisu',
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: { 200: z.object({ data: z.array(topicSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listTopics(app.db, request.query.q ?? '') }),
  );

  app.get(
    '/api/services/:slug',
    {
      schema: {
        tags: ['services'],
        summary: 'Životní situace: co je potřeba, poplatky, lhůty, kdo ji vyřizuje a kterým formulářem',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: itemResponse(situationSchema), ...commonErrors },
      },
    },
    async (request) => {
      const situation = await getSituation(app.db, request.params.slug);
      if (!situation) throw notFound();
      return { data: situation };
    },
  );

  app.get(
    '/api/forms/:form',
    {
      schema: {
        tags: ['services'],
        summary: 'Definice formuláře: oddíly, pole, pravidla a podmínky (stejná, jakou kontroluje server)',
        params: formParam,
        response: { 200: z.object({ data: z.any() }), ...commonErrors },
      },
    },
    async (request) => ({ data: formOr404(request.params.form) }),
  );

  app.post(
    '/api/forms/:form/submissions',
    {
      schema: {
        tags: ['services'],
        summary: 'Odeslání žádosti (multipart s přílohami, nebo JSON): vznikne jeden případ na idempotency_key',
        params: formParam,
        body: formBody,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: itemResponse(caseSummarySchema),
          201: itemResponse(caseSummarySchema),
          ...commonErrors,
          429: errorSchema,
        },
      },
      preValidation: splitFiles,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const def = formOr404(request.params.form);
      await consume(app.db, [{ key: `submission:user:${user.id}`, max: 120, windowMs: HOUR }]);
      const { remove_file, idempotency_key, ...values } = request.body;
      const removeFiles = list(remove_file);
      const stored = await storedTotals(app.db, user.id, def.key, removeFiles);
      const { accepted, errors } = await checkAttachments(filesOf.get(request) ?? [], stored);
      if (Object.keys(errors).length > 0) {
        // The rest is kept: what was typed and the files that were fine wait in the draft.
        await saveDraft(app.db, uploadsDir, user.id, def, { values, files: accepted, removeFiles });
        throw new HttpError(422, 'Žádost obsahuje chyby.', errors);
      }
      try {
        const result = await submit(app.db, uploadsDir, user.id, def, {
          values,
          files: accepted,
          removeFiles,
          idempotencyKey: idempotency_key || crypto.randomUUID(),
        });
        if (result.created) {
          const filed = await getCase(app.db, user.id, result.case.id);
          const url = `${app.config.PUBLIC_URL}/ucet/moje-pripady/detail/${result.case.id}`;
          app.background.run('case-received-mail', () =>
            app.mailer.send(caseReceivedMail(user.email, { ...result.case, url }, filed?.summary ?? [])),
          );
        }
        return reply.status(result.created ? 201 : 200).send({ data: result.case });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422 && accepted.length > 0) {
          await saveDraft(app.db, uploadsDir, user.id, def, { values, files: accepted, removeFiles });
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/forms/:form/draft',
    {
      schema: {
        tags: ['services'],
        summary: 'Rozpracovaný formulář přihlášeného občana',
        params: formParam,
        response: { 200: itemResponse(draftSchema), ...commonErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const draft = await getDraft(app.db, user.id, formOr404(request.params.form));
      if (!draft) throw notFound();
      return { data: draft };
    },
  );

  app.put(
    '/api/forms/:form/draft',
    {
      schema: {
        tags: ['services'],
        summary:
          'Uložení rozpracovaného formuláře (bez kontroly pravidel); přílohy jako multipart, remove_file je odebere',
        params: formParam,
        body: formBody,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: itemResponse(draftSchema), ...commonErrors, 429: errorSchema },
      },
      preValidation: splitFiles,
    },
    async (request) => {
      const user = requireUser(request);
      const def = formOr404(request.params.form);
      await consume(app.db, [{ key: `draft:user:${user.id}`, max: 600, windowMs: HOUR }]);
      const { remove_file, idempotency_key: _, ...values } = request.body;
      const removeFiles = list(remove_file);
      const stored = await storedTotals(app.db, user.id, def.key, removeFiles);
      const { accepted, errors } = await checkAttachments(filesOf.get(request) ?? [], stored);
      const draft = await saveDraft(app.db, uploadsDir, user.id, def, { values, files: accepted, removeFiles });
      if (Object.keys(errors).length > 0) throw new HttpError(422, 'Některé přílohy nešlo uložit.', errors);
      return { data: draft };
    },
  );

  app.delete(
    '/api/forms/:form/draft',
    {
      schema: {
        tags: ['services'],
        summary: 'Zahození rozpracovaného formuláře i jeho příloh',
        params: formParam,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const def = formOr404(request.params.form);
      if (!(await deleteDraft(app.db, uploadsDir, user.id, def.key))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/forms/:form/draft/files/:fileId',
    {
      schema: {
        tags: ['services'],
        summary: 'Stažení přílohy rozpracovaného formuláře (jen jeho autor)',
        params: formParam.extend({ fileId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await ownFile(app.db, user.id, request.params.fileId, { form: request.params.form });
      if (!file) throw notFound();
      return sendStored(reply, uploadsDir, file);
    },
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
    async (request) => ({ data: await listDrafts(app.db, requireUser(request).id, FORMS) }),
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
    async (request) => ({ data: await listCases(app.db, requireUser(request).id) }),
  );

  app.get(
    '/api/me/cases/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Případ: průběh, podané údaje, přílohy a zprávy úřadu; cizí případ je 404',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: itemResponse(caseSchema), ...commonErrors },
      },
    },
    async (request) => {
      const found = await getCase(app.db, requireUser(request).id, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.get(
    '/api/me/cases/:id/files/:fileId',
    {
      schema: {
        tags: ['services'],
        summary: 'Stažení přílohy případu (jen jeho autor)',
        params: z.object({ id: z.string().max(100), fileId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await ownFile(app.db, user.id, request.params.fileId, { caseId: request.params.id });
      if (!file) throw notFound();
      return sendStored(reply, uploadsDir, file);
    },
  );
};

/**
 * The same downloads for the web pages, which carry the login cookie rather
 * than a Bearer token: `/soubory/pripady/{case}/{file}` and
 * `/soubory/rozpracovane/{form}/{file}`. Anyone but the owner gets a 404.
 */
export const serviceFileRoutes: FastifyPluginAsync = async (app) => {
  const owner = async (request: FastifyRequest) => {
    const token = parseCookies(request.headers.cookie ?? '')[AUTH_COOKIE];
    return token && token.length <= 200 ? resolveSession(app.db, token) : null;
  };
  const missing = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('Soubor nebyl nalezen.');

  app.get<{ Params: { caseId: string; fileId: string } }>(
    '/soubory/pripady/:caseId/:fileId',
    async (request, reply) => {
      const user = await owner(request);
      const file = user && (await ownFile(app.db, user.id, request.params.fileId, { caseId: request.params.caseId }));
      return file ? sendStored(reply, app.config.uploadsDir, file) : missing(reply);
    },
  );
  app.get<{ Params: { form: string; fileId: string } }>(
    '/soubory/rozpracovane/:form/:fileId',
    async (request, reply) => {
      const user = await owner(request);
      const file = user && (await ownFile(app.db, user.id, request.params.fileId, { form: request.params.form }));
      return file ? sendStored(reply, app.config.uploadsDir, file) : missing(reply);
    },
  );
};
