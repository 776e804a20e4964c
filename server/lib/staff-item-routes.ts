import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse } from './api-schemas.ts';
import { apiContext, type ServiceContext } from './service-context.ts';
import { type StaffNeed, staffOnly } from './staff.ts';

export const staffSecurity = [{ bearer: [] }];
export const staffRefusals = { 401: errorSchema, 403: errorSchema };
export const savedSchema = z.object({ id: z.number(), version: z.number() });
export const staffIdParams = z.object({ id: rowNumber() });

/**
 * A feature's staff API, one section's: every route `routes` registers sits behind the section's
 * gate, run when a request comes in, before its body is read (a hook of the plugin, which no route
 * can forget), and is documented as the staff's, needing the Bearer token and refusing with 401/403.
 */
export function staffSection(need: StaffNeed | 'signing-in', routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', staffOnly(need));
    app.addHook('onRoute', (route) => {
      const schema: FastifySchema = route.schema ?? {};
      const response = typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
      route.schema = {
        tags: ['staff'],
        security: staffSecurity,
        ...schema,
        response: { ...staffRefusals, ...response },
      };
    });
    await app.register(routes);
  };
}

/** One kind of item an editor keeps: how the four item routes call its operations. */
export interface StaffItemKind {
  /** `/api/staff/{path}`. */
  path: string;
  /** Its name in the summaries, in the accusative: "dokument", "smlouvu", "odbor"… */
  what: string;
  input: z.ZodType;
  editable: z.ZodType;
  get: (ctx: ServiceContext, id: number) => Promise<unknown>;
  /**
   * Saves a body the route has validated with `input`; the kind parses it once more into its
   * operation's type (the route's type provider cannot carry a schema chosen at run time).
   */
  save: (ctx: ServiceContext, id: number | null, body: unknown) => Promise<z.output<typeof savedSchema>>;
  remove: (ctx: ServiceContext, id: number) => Promise<void>;
  /** Said of a new one, after "Nový záznam (…)": where its file goes, say. */
  createNote?: string;
  /** Said of a deletion: what goes with it, or what stops it. */
  removeNote?: string;
}

/**
 * The item routes every editor's kind has the same: one to edit, a new one, a change (409 over a
 * newer version), a deletion. Registered inside the kind's `staffSection`, whose gate and
 * documentation they get: they carry none of their own. The list, which differs by kind, the kind
 * registers itself.
 */
export function staffItemRoutes(app: FastifyInstance, kind: StaffItemKind) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `/api/staff/${kind.path}`;
  api.get(
    `${url}/:id`,
    {
      schema: {
        summary: `Jeden záznam (${kind.what}) k úpravám, s číslem verze`,
        params: staffIdParams,
        response: { 200: itemResponse(kind.editable), ...commonErrors },
      },
    },
    async (request) => ({ data: await kind.get(apiContext(request), request.params.id) }),
  );
  api.post(
    url,
    {
      schema: {
        summary: `Nový záznam (${kind.what})${kind.createNote ? `; ${kind.createNote}` : ''}`,
        body: kind.input,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
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
      schema: {
        summary: `Úprava (${kind.what}); se starším číslem verze, než je uložené, vrací 409 a nic nemění`,
        params: staffIdParams,
        body: kind.input,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await kind.save(apiContext(request), request.params.id, request.body) }),
  );
  api.delete(
    `${url}/:id`,
    {
      schema: {
        summary: `Smazání (${kind.what})${kind.removeNote ? `; ${kind.removeNote}` : ''}`,
        params: staffIdParams,
        response: { 204: z.null(), 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await kind.remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
