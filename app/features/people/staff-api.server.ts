import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { apiContext, type ServiceContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { isUploadedFile, MAX_DOCUMENT_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import {
  departmentDelete,
  departmentGet,
  departmentRows,
  departmentSave,
  meetingDelete,
  meetingGet,
  meetingRows,
  meetingSave,
  memberDelete,
  memberGet,
  memberRows,
  memberSave,
  officePersonDelete,
  officePersonGet,
  officePersonRows,
  officePersonSave,
} from './admin.server.ts';
import {
  departmentInputSchema,
  editableDepartmentSchema,
  editableMeetingSchema,
  editableMemberSchema,
  editableOfficePersonSchema,
  meetingInputSchema,
  memberInputSchema,
  officePersonInputSchema,
  peopleIdParams,
} from './schemas.ts';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema };
const saved = z.object({ id: z.number(), version: z.number() });
type Saved = z.output<typeof saved>;

/**
 * One kind's five routes under `/api/staff/{path}`: the list, one, a new one, a change, a deletion.
 * The route validates the body with the kind's schema; `save` parses it once more into its type.
 */
function kindRoutes(
  app: FastifyInstance,
  kind: {
    path: string;
    /** Its name in the summaries: "odbor", "pracovník úřadu"… */
    what: string;
    input: z.ZodType;
    editable: z.ZodType;
    list: (ctx: ServiceContext) => Promise<unknown[]>;
    get: (ctx: ServiceContext, id: number) => Promise<unknown>;
    save: (ctx: ServiceContext, id: number | null, body: unknown) => Promise<Saved>;
    remove: (ctx: ServiceContext, id: number) => Promise<void>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `/api/staff/${kind.path}`;
  const onRequest = staffOnly('people');
  const tags = ['staff'];
  api.get(
    url,
    {
      onRequest,
      schema: {
        tags,
        summary: `Seznam pro úřad: ${kind.what} v pořadí na webu`,
        security,
        response: { 200: z.object({ data: z.array(kind.editable) }), ...refusals },
      },
    },
    async (request) => ({ data: await kind.list(apiContext(request)) }),
  );
  api.get(
    `${url}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Jeden záznam (${kind.what}) k úpravám, s číslem verze`,
        security,
        params: peopleIdParams,
        response: { 200: itemResponse(kind.editable), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await kind.get(apiContext(request), request.params.id) }),
  );
  api.post(
    url,
    {
      onRequest,
      schema: {
        tags,
        summary: `Nový záznam (${kind.what})`,
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
      onRequest,
      schema: {
        tags,
        summary: `Úprava (${kind.what}); se starším číslem verze, než je uložené, vrací 409 a nic nemění`,
        security,
        params: peopleIdParams,
        body: kind.input,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await kind.save(apiContext(request), request.params.id, request.body) }),
  );
  api.delete(
    `${url}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Smazání (${kind.what}); co by po smazání ztratilo svůj odkaz, vrací 409`,
        security,
        params: peopleIdParams,
        response: { 204: z.null(), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await kind.remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** The minutes of each upload in flight, taken out of the body before it is validated. */
const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The API of the office's, its people's and the bodies' editors (section `people`). */
export const peopleStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  kindRoutes(app, {
    path: 'departments',
    what: 'odbor',
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
    input: meetingInputSchema,
    editable: editableMeetingSchema,
    list: meetingRows,
    get: meetingGet,
    save: (ctx, id, body) => meetingSave(ctx, id, meetingInputSchema.parse(body)),
    remove: meetingDelete,
  });
  await app.register(async (minutes) => {
    // Only an editor makes the server read an upload.
    await minutes.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 100 },
      async onFile(part) {
        const data = await part.toBuffer();
        part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
      },
    });
    minutes.withTypeProvider<ZodTypeProvider>().put(
      '/api/staff/meetings/:id/minutes',
      {
        onRequest: staffOnly('people'),
        schema: {
          tags: ['staff'],
          summary: 'Zápis z jednání s usneseními (PDF; multipart, pole minutes), kontrolovaný podle obsahu',
          security,
          params: peopleIdParams,
          consumes: ['multipart/form-data'],
          body: z.object({ version: z.coerce.number().int().min(1).optional() }),
          response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
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
  });
};
