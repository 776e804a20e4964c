import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { apiContext, type ServiceContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { isUploadedFile, MAX_DOCUMENT_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  contractDelete,
  contractGet,
  contractRows,
  contractSave,
  decreeDelete,
  decreeGet,
  decreeRows,
  decreeSave,
  documentDelete,
  documentGet,
  documentRows,
  documentSave,
  magazineDelete,
  magazineGet,
  magazineRows,
  magazineSave,
} from './admin.server.ts';
import {
  contractInputSchema,
  decreeInputSchema,
  documentInputSchema,
  editableContractSchema,
  editableDecreeSchema,
  editableDocumentSchema,
  editableMagazineSchema,
  magazineInputSchema,
  type RecordAdminQuery,
  type RecordRow,
  recordAdminQuery,
  recordIdParams,
  recordRowSchema,
} from './schemas.ts';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema };
const saved = z.object({ id: z.number(), version: z.number() });

/** One kind of record's staff operations: the same six routes for each, under `/api/staff/{path}`. */
interface Kind {
  path: string;
  /** Its name in the summaries, in the accusative: "dokument", "smlouvu"… */
  what: string;
  input: z.ZodType;
  editable: z.ZodType;
  list: (ctx: ServiceContext, query: RecordAdminQuery) => Promise<{ rows: RecordRow[]; total: number }>;
  get: (ctx: ServiceContext, id: number) => Promise<{ version: number }>;
  /** Checks the body against the kind's schema and saves it. */
  save: (ctx: ServiceContext, id: number | null, body: unknown, file?: UploadedFile) => Promise<z.output<typeof saved>>;
  remove: (ctx: ServiceContext, id: number) => Promise<void>;
  /** What the file may be, for its route's summary. */
  file: string;
}

/** A body the route has not validated (a file's record as stored): its problems as a 422 per field. */
function valid<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw invalid(errors);
}

/** The uploaded file of each request in flight, taken out of the body before it is validated. */
const files = new WeakMap<FastifyRequest, UploadedFile>();

function kindRoutes(app: FastifyInstance, kind: Kind) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `/api/staff/${kind.path}`;
  const gate = staffOnly('records');
  api.get(
    url,
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `Seznam pro úřad: ${kind.what}, nejnovější první; q hledá v názvu`,
        security,
        querystring: recordAdminQuery,
        response: { 200: listResponse(recordRowSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await kind.list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  api.get(
    `${url}/:id`,
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `${kind.what} k úpravám, s číslem verze`,
        security,
        params: recordIdParams,
        response: { 200: itemResponse(kind.editable), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await kind.get(apiContext(request), request.params.id) }),
  );
  api.post(
    url,
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `Nový záznam (${kind.what}); soubor pak přes /{id}/file`,
        security,
        body: kind.input,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await kind.save(apiContext(request), null, request.body) };
    },
  );
  api.put(
    `${url}/:id`,
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `Úprava (${kind.what}); se starším číslem verze, než je uložené, vrací 409 a nic nemění`,
        security,
        params: recordIdParams,
        body: kind.input,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: await kind.save(apiContext(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${url}/:id`,
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `Smazání (${kind.what}) i s jeho souborem`,
        security,
        params: recordIdParams,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await kind.remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  api.put(
    `${url}/:id/file`,
    {
      onRequest: gate,
      schema: {
        tags: ['staff'],
        summary: `Nový soubor (${kind.file}; multipart, pole file), kontrolovaný podle obsahu; údaje zůstanou`,
        security,
        params: recordIdParams,
        consumes: ['multipart/form-data'],
        body: z.object({ version: z.coerce.number().int().min(1).optional() }),
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (!body || typeof body !== 'object') return;
        if (isUploadedFile(body.file)) files.set(request, body.file);
        delete body.file;
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      const file = files.get(request);
      const current = await kind.get(ctx, request.params.id);
      if (!file) throw invalid({ file: ['Vyberte soubor.'] });
      // The record's own fields as they are, with the version the caller started from.
      const fields = { ...current, version: request.body.version ?? current.version };
      return { data: await kind.save(ctx, request.params.id, fields, file) };
    },
  );
}

/** The records editors' API (section `records`). Only an editor makes the server read an upload. */
export const recordsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 100 },
    async onFile(part) {
      const data = await part.toBuffer();
      part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
    },
  });
  kindRoutes(app, {
    path: 'documents',
    what: 'dokument',
    input: documentInputSchema,
    editable: editableDocumentSchema,
    list: documentRows,
    get: documentGet,
    save: (ctx, id, body, file) => documentSave(ctx, id, valid(documentInputSchema, body), file),
    remove: documentDelete,
    file: 'PDF, DOCX, ODT, XLSX nebo ODS',
  });
  kindRoutes(app, {
    path: 'contracts',
    what: 'smlouvu',
    input: contractInputSchema,
    editable: editableContractSchema,
    list: contractRows,
    get: contractGet,
    save: (ctx, id, body, file) => contractSave(ctx, id, valid(contractInputSchema, body), file),
    remove: contractDelete,
    file: 'PDF',
  });
  kindRoutes(app, {
    path: 'decrees',
    what: 'vyhlášku nebo nařízení',
    input: decreeInputSchema,
    editable: editableDecreeSchema,
    list: decreeRows,
    get: decreeGet,
    save: (ctx, id, body, file) => decreeSave(ctx, id, valid(decreeInputSchema, body), file),
    remove: decreeDelete,
    file: 'PDF',
  });
  kindRoutes(app, {
    path: 'newsletter',
    what: 'vydání zpravodaje',
    input: magazineInputSchema,
    editable: editableMagazineSchema,
    list: magazineRows,
    get: magazineGet,
    save: (ctx, id, body, file) => magazineSave(ctx, id, valid(magazineInputSchema, body), { file }),
    remove: magazineDelete,
    file: 'PDF',
  });
};
