import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { revisionRoutes } from '../../../server/lib/revision-routes.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  adminEventQuery,
  categoryMoveSchema,
  categoryNameSchema,
  categoryParams,
  editableEventSchema,
  eventAdminRowSchema,
  eventBulkInput,
  eventCategoryRowSchema,
  eventInputSchema,
  eventParams,
  eventProposalRowSchema,
  eventSchema,
  proposalDecisionSchema,
} from './schemas.ts';
import {
  addCategory,
  adminGet,
  adminList,
  bulk,
  categoryRows,
  decide,
  deleteCategory,
  moveCategory,
  preview,
  proposals,
  remove,
  renameCategory,
  restore,
  revisionDiff,
  revisions,
  save,
} from './service.server.ts';

/** The queue of residents' proposals. */
const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/event-proposals',
    {
      schema: {
        summary: 'Návrhy akcí od občanů, které čekají na rozhodnutí úřadu (nejstarší první)',
        response: { 200: z.object({ data: z.array(eventProposalRowSchema) }) },
      },
    },
    async (request) => ({ data: await proposals(apiContext(request)) }),
  );

  app.post(
    '/api/staff/event-proposals/:id/decision',
    {
      schema: {
        summary: 'Zveřejnit, nebo zamítnout návrh akce (se zdůvodněním); navrhovateli přijde e-mail',
        params: eventParams,
        body: proposalDecisionSchema,
        response: { 200: z.object({ message: z.string() }), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => {
      await decide(apiContext(request), request.params.id, request.body);
      return { message: request.body.decision === 'publish' ? 'Akce je zveřejněná.' : 'Návrh je zamítnutý.' };
    },
  );
};

/** Every event as its editors find and open it, with its repeats and categories. */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/events',
    {
      schema: {
        summary: 'Akce pro redaktory: co ještě neskončilo (nejbližší první), nebo co už skončilo; i návrhy',
        querystring: adminEventQuery,
        response: { 200: listResponse(eventAdminRowSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await adminList(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/staff/events/:id',
    {
      schema: {
        summary: 'Akce k úpravám: uložený text a číslo verze',
        params: eventParams,
        response: { 200: itemResponse(editableEventSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/events/:id/preview',
    {
      schema: {
        summary: 'Akce tak, jak ji uvidí návštěvníci, i když je to koncept nebo návrh',
        params: eventParams,
        response: { 200: itemResponse(eventSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await preview(apiContext(request), request.params.id) }),
  );
};

/** An event's saves, bulk actions, versions and deletion. */
const eventChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/events',
    {
      schema: {
        summary: 'Nová akce, zveřejněná hned; data a časy v pražském čase, opakování po týdnech',
        body: eventInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await save(apiContext(request), null, request.body) };
    },
  );

  app.post(
    '/api/staff/events/bulk',
    {
      schema: {
        summary: 'Jedna akce s mnoha akcemi kalendáře naráz, vše nebo nic: zveřejnit, stáhnout mezi koncepty, smazat',
        body: eventBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number(), said: z.string() })),
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await bulk(apiContext(request), request.body) }),
  );

  app.put(
    '/api/staff/events/:id',
    {
      schema: {
        summary: 'Úprava akce; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        params: eventParams,
        body: eventInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );

  revisionRoutes(app, {
    path: '/api/staff/events',
    of: 'akce',
    versions: { revisions, revisionDiff, restore },
  });

  app.delete(
    '/api/staff/events/:id',
    {
      schema: {
        summary: 'Smazání akce se všemi jejími termíny',
        params: eventParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The categories of events, in the office's order. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/event-categories',
    {
      schema: {
        summary: 'Kategorie akcí v jejich pořadí, s počtem akcí v každé',
        response: { 200: z.object({ data: z.array(eventCategoryRowSchema) }) },
      },
    },
    async (request) => ({ data: await categoryRows(apiContext(request)) }),
  );

  app.post(
    '/api/staff/event-categories',
    {
      schema: {
        summary: 'Nová kategorie akcí na konci seznamu; adresa se vytvoří z názvu',
        body: categoryNameSchema,
        response: { 201: itemResponse(eventCategoryRowSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await addCategory(apiContext(request), request.body.name) };
    },
  );

  app.put(
    '/api/staff/event-categories/:slug',
    {
      schema: {
        summary: 'Přejmenování kategorie akcí; její adresa zůstává',
        params: categoryParams,
        body: categoryNameSchema,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await renameCategory(apiContext(request), request.params.slug, request.body.name);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/staff/event-categories/:slug/move',
    {
      schema: {
        summary: 'Posunutí kategorie akcí o jedno místo nahoru, nebo dolů',
        params: categoryParams,
        body: categoryMoveSchema,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await moveCategory(apiContext(request), request.params.slug, request.body.direction);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/staff/event-categories/:slug',
    {
      schema: {
        summary: 'Smazání kategorie akcí; kategorii, ve které jsou akce, vrací 409',
        params: categoryParams,
        response: { 204: z.null(), 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await deleteCategory(apiContext(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );
};

/** The events editors' API (section `events`): the residents' proposals, every event, its versions and the categories. */
export const eventsStaffRoutes = staffSection('events', async (app) => {
  await app.register(proposalRoutes);
  await app.register(eventRoutes);
  await app.register(eventChangeRoutes);
  await app.register(categoryRoutes);
});
