import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { acceptUploads, isUploadedFile, MAX_IMAGE_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import { proposalMessages } from './format.ts';
import { eventsCalendar } from './ical.server.ts';
import { eventSchedule, upcomingSchedules } from './schedules.server.ts';
import {
  calendarMonthSchema,
  calendarQuery,
  eventCategorySchema,
  eventOccurrenceSchema,
  eventParams,
  eventProposalSchema,
  eventSchema,
  occurrenceQuery,
} from './schemas.ts';
import { calendar, categories, get, list, propose } from './service.server.ts';

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
