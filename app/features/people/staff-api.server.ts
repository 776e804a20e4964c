import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse } from '../../../server/lib/api-schemas.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { apiContext, type ServiceContext } from '../../../server/lib/service-context.ts';
import {
  type StaffItemKind,
  savedSchema,
  staffItemRoutes,
  staffSection,
} from '../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, MAX_DOCUMENT_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import { referenceRegister, registerLetter } from './reference-numbers.server.ts';
import {
  departmentInputSchema,
  editableDepartmentSchema,
  editableMeetingSchema,
  editableMemberSchema,
  editableOfficePersonSchema,
  letterInputSchema,
  meetingInputSchema,
  memberInputSchema,
  officePersonInputSchema,
  peopleIdParams,
  registerEntrySchema,
  registerQuerySchema,
} from './schemas.ts';
import { departmentDelete, departmentGet, departmentRows, departmentSave } from './staff/departments.server.ts';
import { meetingDelete, meetingGet, meetingRows, meetingSave } from './staff/meetings.server.ts';
import { memberDelete, memberGet, memberRows, memberSave } from './staff/members.server.ts';
import {
  officePersonDelete,
  officePersonGet,
  officePersonRows,
  officePersonSave,
} from './staff/office-people.server.ts';

/** One kind's item routes, and its list in the order the site shows it. */
function kindRoutes(app: FastifyInstance, kind: StaffItemKind & { list: (ctx: ServiceContext) => Promise<unknown[]> }) {
  staffItemRoutes(app, kind);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/staff/${kind.path}`,
    {
      schema: {
        summary: `Seznam pro úřad: ${kind.what} v pořadí na webu`,
        response: { 200: z.object({ data: z.array(kind.editable) }) },
      },
    },
    async (request) => ({ data: await kind.list(apiContext(request)) }),
  );
}

/** The minutes of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** A meeting's minutes, in a scope of their own with the multipart parser the file needs. */
const minutesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only an editor makes the server read an upload: the section's gate comes first.
  await acceptUploads(app, { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 100 });
  app.put(
    '/api/staff/meetings/:id/minutes',
    {
      schema: {
        summary: 'Zápis z jednání s usneseními (PDF; multipart, pole minutes), kontrolovaný podle obsahu',
        params: peopleIdParams,
        consumes: ['multipart/form-data'],
        body: z.object({ version: rowNumber().optional() }),
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body;
        if (!body || typeof body !== 'object' || !('minutes' in body)) return;
        if (isUploadedFile(body.minutes)) uploads.set(request, body.minutes);
        delete body.minutes;
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      const file = uploads.get(request);
      if (!file) throw invalid({ minutes: ['Vyberte soubor se zápisem.'] });
      const { id: _, minutes: __, ...current } = await meetingGet(ctx, request.params.id);
      return {
        data: await meetingSave(
          ctx,
          request.params.id,
          { ...current, version: request.body.version ?? current.version },
          file,
        ),
      };
    },
  );
};

/** The API of the office's, its people's and the bodies' editors (section `people`). */
export const peopleStaffRoutes = staffSection('people', async (app) => {
  kindRoutes(app, {
    path: 'departments',
    what: 'odbor',
    removeNote: 'odbor s pracovníky, životními situacemi nebo žádostmi vrací 409',
    input: departmentInputSchema,
    editable: editableDepartmentSchema,
    list: departmentRows,
    get: departmentGet,
    save: (ctx, id, body) => departmentSave(ctx, id, departmentInputSchema.parse(body)),
    remove: departmentDelete,
  });
  kindRoutes(app, {
    path: 'office-people',
    what: 'pracovník úřadu',
    removeNote: 'kontakt životní situace vrací 409',
    input: officePersonInputSchema,
    editable: editableOfficePersonSchema,
    list: officePersonRows,
    get: officePersonGet,
    save: (ctx, id, body) => officePersonSave(ctx, id, officePersonInputSchema.parse(body)),
    remove: officePersonDelete,
  });
  kindRoutes(app, {
    path: 'members',
    what: 'člen zastupitelstva',
    input: memberInputSchema,
    editable: editableMemberSchema,
    list: memberRows,
    get: memberGet,
    save: (ctx, id, body) => memberSave(ctx, id, memberInputSchema.parse(body)),
    remove: memberDelete,
  });
  kindRoutes(app, {
    path: 'meetings',
    what: 'zasedání zastupitelstva nebo rady',
    createNote: 'zápis pak přes /{id}/minutes',
    input: meetingInputSchema,
    editable: editableMeetingSchema,
    list: meetingRows,
    get: meetingGet,
    save: (ctx, id, body) => meetingSave(ctx, id, meetingInputSchema.parse(body)),
    remove: meetingDelete,
  });
  await app.register(minutesRoutes);
});

/** The filing register (section `cases`: a clerk of any department). */
export const referenceNumbersStaffRoutes = staffSection('cases', async (app) => {
  app.get(
    '/api/staff/reference-numbers',
    {
      schema: {
        summary: 'Podací deník: čísla jednací vydaná odbory úředníka, nejnovější první, s věcí',
        querystring: registerQuerySchema,
        response: { 200: listResponse(registerEntrySchema), ...commonErrors },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total, capped } = await referenceRegister(apiContext(request), query);
      return { data: rows, meta: { page: query.page, perPage: query.perPage, total, capped } };
    },
  );
  app.post(
    '/api/staff/reference-numbers/letters',
    {
      schema: {
        summary: 'Podací deník: došlá listinná písemnost (poštou nebo osobně) dostane číslo jednací',
        body: letterInputSchema,
        response: { 201: itemResponse(registerEntrySchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      const entry = await registerLetter(apiContext(request), request.body);
      reply.code(201);
      return { data: entry };
    },
  );
});
