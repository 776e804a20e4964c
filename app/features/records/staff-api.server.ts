import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { apiContext, type ServiceContext } from '../../../server/lib/service-context.ts';
import {
  type StaffItemKind,
  savedSchema,
  staffItemRoutes,
  staffSection,
} from '../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, MAX_DOCUMENT_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
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
import { contractDelete, contractGet, contractRows, contractSave } from './staff/contracts.server.ts';
import { decreeDelete, decreeGet, decreeRows, decreeSave } from './staff/decrees.server.ts';
import { documentDelete, documentGet, documentRows, documentSave } from './staff/documents.server.ts';
import { magazineDelete, magazineGet, magazineRows, magazineSave } from './staff/newsletter.server.ts';

type Saved = z.output<typeof savedSchema>;

/** One kind of record's staff operations: the item routes, its list and its file's route. */
interface Kind extends StaffItemKind {
  list: (ctx: ServiceContext, query: RecordAdminQuery) => Promise<{ rows: RecordRow[]; total: number }>;
  get: (ctx: ServiceContext, id: number) => Promise<{ version: number }>;
  /** Checks the body against the kind's schema and saves it, with a new file if one came. */
  save: (ctx: ServiceContext, id: number | null, body: unknown, file?: UploadedFile) => Promise<Saved>;
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

/** One kind's item routes, its list and its file's route. */
function kindRoutes(app: FastifyInstance, kind: Kind) {
  staffItemRoutes(app, kind);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `/api/staff/${kind.path}`;
  api.get(
    url,
    {
      schema: {
        summary: `Seznam pro úřad: ${kind.what}, nejnovější první; q hledá v názvu`,
        querystring: recordAdminQuery,
        response: { 200: listResponse(recordRowSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await kind.list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  api.put(
    `${url}/:id/file`,
    {
      schema: {
        summary: `Nový soubor (${kind.file}; multipart, pole file), kontrolovaný podle obsahu; údaje zůstanou`,
        params: recordIdParams,
        consumes: ['multipart/form-data'],
        body: z.object({ version: rowNumber().optional() }),
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body;
        if (!body || typeof body !== 'object' || !('file' in body)) return;
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
export const recordsStaffRoutes = staffSection('records', async (app) => {
  await acceptUploads(app, { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 100 });
  kindRoutes(app, {
    path: 'documents',
    what: 'dokument',
    createNote: 'soubor pak přes /{id}/file',
    removeNote: 'i s jeho souborem',
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
    createNote: 'soubor pak přes /{id}/file',
    removeNote: 'i s jeho souborem',
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
    createNote: 'soubor pak přes /{id}/file',
    removeNote: 'i s jeho souborem',
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
    createNote: 'soubor pak přes /{id}/file',
    removeNote: 'i s jeho souborem',
    input: magazineInputSchema,
    editable: editableMagazineSchema,
    list: magazineRows,
    get: magazineGet,
    save: (ctx, id, body, file) => magazineSave(ctx, id, valid(magazineInputSchema, body), { file }),
    remove: magazineDelete,
    file: 'PDF',
  });
});
