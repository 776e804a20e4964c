import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { revisionRoutes } from '../../../server/lib/revision-routes.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { acceptUploads, isUploadedFile, MAX_IMAGE_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import { proposalMessages } from './format.ts';
import { eventsCalendar } from './ical.server.ts';
import { eventSchedule, upcomingSchedules } from './schedules.server.ts';
import {
  adminEventQuery,
  calendarMonthSchema,
  calendarQuery,
  categoryMoveSchema,
  categoryNameSchema,
  categoryParams,
  editableEventSchema,
  eventAdminRowSchema,
  eventBulkInput,
  eventCategoryRowSchema,
  eventCategorySchema,
  eventInputSchema,
  eventOccurrenceSchema,
  eventParams,
  eventProposalRowSchema,
  eventProposalSchema,
  eventSchema,
  occurrenceQuery,
  proposalDecisionSchema,
} from './schemas.ts';
import {
  addCategory,
  adminGet,
  adminList,
  bulk,
  calendar,
  categories,
  categoryRows,
  decide,
  deleteCategory,
  get,
  list,
  moveCategory,
  preview,
  proposals,
  propose,
  remove,
  renameCategory,
  restore,
  revisionDiff,
  revisions,
  save,
} from './service.server.ts';

/** The picture of each proposal in flight, taken out of the body before it is validated. */
const proposalImages = new WeakMap<FastifyRequest, UploadedFile>();

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A proposal may come as multipart/form-data with a picture (the web form) or as JSON.
  await acceptUploads(app, { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 20_000 });

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Kdy se akce konají: výskyty zveřejněných akcí v rozsahu dnů, nejbližší první',
        querystring: occurrenceQuery,
        response: { 200: listResponse(eventOccurrenceSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await list(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );

  app.get(
    '/api/events/categories',
    {
      schema: {
        tags: ['events'],
        summary: 'Kategorie akcí',
        response: { 200: z.object({ data: z.array(eventCategorySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await categories(apiContext(request)) }),
  );

  app.get(
    '/api/events/calendar',
    {
      schema: {
        tags: ['events'],
        summary: 'Měsíc kalendáře: dny, kdy se něco koná, a jejich akce',
        querystring: calendarQuery,
        response: { 200: itemResponse(calendarMonthSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await calendar(apiContext(request), request.query.month) }),
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Jedna akce s nejbližšími termíny',
        params: eventParams,
        response: { 200: itemResponse(eventSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await get(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Návrh akce od veřejnosti; zveřejní ho až úřad',
        body: eventProposalSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: z.object({ message: z.string() }), ...commonErrors, 429: errorSchema },
      },
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (!body || typeof body !== 'object') return;
        const { image } = body;
        delete body.image;
        // A form with no file chosen still sends an empty part.
        if (isUploadedFile(image) && image.data.length > 0) proposalImages.set(request, image);
      },
    },
    async (request, reply) => {
      await propose(apiContext(request), request.body, proposalImages.get(request));
      return reply.code(201).send({ message: proposalMessages.received });
    },
  );

  // The events editors' API (section `events`): the queue of residents' proposals.
  const security = [{ bearer: [] }];
  const refusals = { 401: errorSchema, 403: errorSchema };

  app.get(
    '/api/staff/event-proposals',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Návrhy akcí od občanů, které čekají na rozhodnutí úřadu (nejstarší první)',
        security,
        response: { 200: z.object({ data: z.array(eventProposalRowSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await proposals(apiContext(request)) }),
  );

  app.post(
    '/api/staff/event-proposals/:id/decision',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Zveřejnit, nebo zamítnout návrh akce (se zdůvodněním); navrhovateli přijde e-mail',
        security,
        params: eventParams,
        body: proposalDecisionSchema,
        response: { 200: z.object({ message: z.string() }), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => {
      await decide(apiContext(request), request.params.id, request.body);
      return { message: request.body.decision === 'publish' ? 'Akce je zveřejněná.' : 'Návrh je zamítnutý.' };
    },
  );

  // Every event, with its repeats and categories.
  const saved = z.object({ id: z.number(), version: z.number() });

  app.get(
    '/api/staff/events',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Akce pro redaktory: co ještě neskončilo (nejbližší první), nebo co už skončilo; i návrhy',
        security,
        querystring: adminEventQuery,
        response: { 200: listResponse(eventAdminRowSchema), ...refusals, ...commonErrors },
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
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Akce k úpravám: uložený text a číslo verze',
        security,
        params: eventParams,
        response: { 200: itemResponse(editableEventSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await adminGet(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/staff/events/:id/preview',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Akce tak, jak ji uvidí návštěvníci, i když je to koncept nebo návrh',
        security,
        params: eventParams,
        response: { 200: itemResponse(eventSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await preview(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/events',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Nová akce, zveřejněná hned; data a časy v pražském čase, opakování po týdnech',
        security,
        body: eventInputSchema,
        response: { 201: itemResponse(saved), ...refusals, ...commonErrors },
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
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Jedna akce s mnoha akcemi kalendáře naráz, vše nebo nic: zveřejnit, stáhnout mezi koncepty, smazat',
        security,
        body: eventBulkInput,
        response: {
          200: itemResponse(z.object({ count: z.number(), said: z.string() })),
          ...refusals,
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
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Úprava akce; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        security,
        params: eventParams,
        body: eventInputSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await save(apiContext(request), request.params.id, request.body) }),
  );

  revisionRoutes(app, {
    path: '/api/staff/events',
    of: 'akce',
    onRequest: staffOnly('events'),
    versions: { revisions, revisionDiff, restore },
  });

  app.get(
    '/api/staff/event-categories',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Kategorie akcí v jejich pořadí, s počtem akcí v každé',
        security,
        response: { 200: z.object({ data: z.array(eventCategoryRowSchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await categoryRows(apiContext(request)) }),
  );

  app.post(
    '/api/staff/event-categories',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Nová kategorie akcí na konci seznamu; adresa se vytvoří z názvu',
        security,
        body: categoryNameSchema,
        response: { 201: itemResponse(eventCategoryRowSchema), ...refusals, ...commonErrors },
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
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Přejmenování kategorie akcí; její adresa zůstává',
        security,
        params: categoryParams,
        body: categoryNameSchema,
        response: { 204: z.null(), ...refusals, ...commonErrors },
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
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Posunutí kategorie akcí o jedno místo nahoru, nebo dolů',
        security,
        params: categoryParams,
        body: categoryMoveSchema,
        response: { 204: z.null(), ...refusals, ...commonErrors },
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
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Smazání kategorie akcí; kategorii, ve které jsou akce, vrací 409',
        security,
        params: categoryParams,
        response: { 204: z.null(), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await deleteCategory(apiContext(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/staff/events/:id',
    {
      onRequest: staffOnly('events'),
      schema: {
        tags: ['staff'],
        summary: 'Smazání akce se všemi jejími termíny',
        security,
        params: eventParams,
        response: { 204: z.null(), ...refusals, ...commonErrors },
      },
    },
    async (request, reply) => {
      await remove(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

const ICS = 'text/calendar; charset=utf-8';

/** iCalendar outside the API: the feed of all upcoming events and "add to calendar" of one. */
export const eventFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/akce/kalendar.ics', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await upcomingSchedules(app.db);
    return reply
      .type(ICS)
      .header('cache-control', 'public, max-age=300')
      .send(eventsCalendar(rows, { publicUrl: app.config.PUBLIC_URL, name: 'Akce ve Vzorově' }));
  });

  app.get('/akce/:id/kalendar.ics', { schema: { hide: true, params: eventParams } }, async (request, reply) => {
    const event = await eventSchedule(app.db, request.params.id);
    if (!event) return reply.code(404).type('text/plain; charset=utf-8').send('Akce neexistuje.');
    return reply
      .type(ICS)
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
      .send(eventsCalendar([event], { publicUrl: app.config.PUBLIC_URL, name: event.title }));
  });
};
