import { createReadStream } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_LIMITS } from '../../../common/cases.ts';
import { formByKey, formDefinitions } from '../../../common/forms/registry.ts';
import type { FormDefinition } from '../../../common/forms/types.ts';
import { allFields, visibility } from '../../../common/forms/validate.ts';
import { caseSchema, caseSummarySchema, draftSchema, situationSchema, topicSchema } from '../../../common/services.ts';
import type { Db } from '../../db/client.ts';
import { commonErrors, errorSchema, itemResponse } from '../../lib/api-schemas.ts';
import { cookieUser, notLoggedIn, requireUser } from '../../lib/authenticate.ts';
import { fileNotFound } from '../../lib/files.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { sendNotice } from '../../lib/mail.ts';
import { stripNullBytes } from '../../lib/null-bytes.ts';
import { consume, HOUR } from '../../lib/rate-limit.ts';
import { isUploadedFile, type UploadedFile } from '../../lib/uploads.ts';
import { checkAttachments } from './attachments.ts';
import { getSituation, listTopics } from './catalogue.ts';
import {
  caseByKey,
  deleteDraft,
  getCase,
  getDraft,
  knownValues,
  listCases,
  listDrafts,
  ownFile,
  saveDraft,
  storedFiles,
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
  const files: { field: string; file: UploadedFile }[] = [];
  for (const [name, value] of Object.entries(body)) {
    const parts = Array.isArray(value) ? value : [value];
    if (!parts.some(isUploadedFile)) continue;
    if (fileFields.has(name)) {
      // A file input left empty still sends an empty part without a name.
      for (const part of parts)
        if (isUploadedFile(part) && (part.data.length > 0 || part.filename)) files.push({ field: name, file: part });
    }
    const strings = parts.filter((part) => typeof part === 'string');
    if (fileFields.has(name) || strings.length === 0) delete body[name];
    else body[name] = strings.length === 1 ? strings[0] : strings;
  }
  stripNullBytes(body);
  filesOf.set(request, files);
}

/**
 * The uploads that belong where they were sent: to a file field that applies
 * to the answers given. A field for one file keeps the newest one, which
 * replaces the file the draft had there once it has passed its checks.
 */
async function acceptUploads(
  db: Db,
  userId: number,
  def: FormDefinition,
  values: Record<string, unknown>,
  uploads: { field: string; file: UploadedFile }[],
  removeFiles: string[],
) {
  const { fields } = visibility(def, knownValues(def, values));
  const placed: typeof uploads = [];
  for (const field of fields) {
    if (field.type !== 'file') continue;
    const mine = uploads.filter((u) => u.field === field.name);
    if (field.multiple) placed.push(...mine);
    else if (mine.length > 0) placed.push(mine.at(-1)!);
  }
  const before = await storedFiles(db, userId, def.key);
  const single = (field: string) => allFields(def).some((f) => f.name === field && f.type === 'file' && !f.multiple);
  const replaced = (fields: string[]) =>
    before.filter((f) => fields.includes(f.field) && single(f.field)).map((f) => f.id);
  // What the draft keeps towards the limits: less what is removed and what the new uploads replace.
  const leaving = new Set([...removeFiles, ...replaced(placed.map((u) => u.field))]);
  const kept = before.filter((f) => !leaving.has(f.id));
  const { accepted, errors } = await checkAttachments(placed, {
    count: kept.length,
    bytes: kept.reduce((sum, f) => sum + f.size, 0),
  });
  return { accepted, errors, removeFiles: [...removeFiles, ...replaced(accepted.map((f) => f.field))] };
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
  // An upload is read into memory, so only a logged-in resident may send one, and a request stops
  // being read once it holds more than a submission may.
  app.addHook('onRequest', async (request) => {
    if (/^\s*multipart\//i.test(request.headers['content-type'] ?? '') && !request.user) throw notLoggedIn();
  });
  const received = new WeakMap<FastifyRequest, number>();
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: {
      fileSize: ATTACHMENT_LIMITS.fileBytes,
      files: ATTACHMENT_LIMITS.files + 1,
      fields: 300,
      fieldSize: 20_000,
    },
    async onFile(this: FastifyRequest, part) {
      const so_far = received.get(this) ?? 0;
      if (so_far > ATTACHMENT_LIMITS.totalBytes) {
        part.file.resume();
        part.value = { filename: part.filename, mimetype: part.mimetype, data: Buffer.alloc(0), truncated: true };
        return;
      }
      const data = await part.toBuffer();
      received.set(this, so_far + data.length);
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
      const { accepted, errors, removeFiles } = await acceptUploads(
        app.db,
        user.id,
        def,
        values,
        filesOf.get(request) ?? [],
        list(remove_file),
      );
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
          await sendNotice(
            app.mailer,
            request.log,
            caseReceivedMail(user.email, { ...result.case, url }, filed?.summary ?? []),
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
      const { remove_file, idempotency_key, ...values } = request.body;
      // A save still on its way when the request was filed must not bring the draft back.
      if (idempotency_key && (await caseByKey(app.db, user.id, idempotency_key))) {
        throw new HttpError(409, 'Žádost už byla odeslána.');
      }
      const { accepted, errors, removeFiles } = await acceptUploads(
        app.db,
        user.id,
        def,
        values,
        filesOf.get(request) ?? [],
        list(remove_file),
      );
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
  app.get<{ Params: { caseId: string; fileId: string } }>(
    '/soubory/pripady/:caseId/:fileId',
    async (request, reply) => {
      const user = await cookieUser(app.db, request);
      const file = user && (await ownFile(app.db, user.id, request.params.fileId, { caseId: request.params.caseId }));
      return file ? sendStored(reply, app.config.uploadsDir, file) : fileNotFound(reply);
    },
  );
  app.get<{ Params: { form: string; fileId: string } }>(
    '/soubory/rozpracovane/:form/:fileId',
    async (request, reply) => {
      const user = await cookieUser(app.db, request);
      const file = user && (await ownFile(app.db, user.id, request.params.fileId, { form: request.params.form }));
      return file ? sendStored(reply, app.config.uploadsDir, file) : fileNotFound(reply);
    },
  );
};
