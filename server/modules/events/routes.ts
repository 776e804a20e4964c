import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { proposalMessages } from '../../../common/event-format.ts';
import {
  calendarMonthSchema,
  eventCategorySchema,
  eventOccurrenceSchema,
  eventProposalSchema,
  eventSchema,
} from '../../../common/events.ts';
import { isoDateSchema, isoMonthSchema } from '../../../common/schemas/dates.ts';
import { commonErrors, errorSchema, itemResponse, listQuery, listResponse, page } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendNotice } from '../../lib/mail.ts';
import { consume, HOUR } from '../../lib/rate-limit.ts';
import { isUploadedFile, MAX_IMAGE_BYTES, type UploadedFile } from '../../lib/uploads.ts';
import { proposeEvent } from './proposals.ts';
import { calendarMonth, getEvent, listCategories, listOccurrences } from './service.ts';

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** The picture of each proposal in flight, taken out of the body before it is validated. */
const proposalImages = new WeakMap<FastifyRequest, UploadedFile>();

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A proposal may come as multipart/form-data with a picture (the web form) or as JSON.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 20_000 },
    async onFile(part) {
      const data = await part.toBuffer();
      part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
    },
  });

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Kdy se akce konají: výskyty zveřejněných akcí v rozsahu dnů, nejbližší první',
        querystring: listQuery.extend({
          perPage: z.coerce.number().int().min(1).max(100).default(12),
          from: isoDateSchema().optional().describe('Co neskončilo před začátkem tohoto dne (výchozí: teď)'),
          to: isoDateSchema().optional().describe('Co začne nejpozději tento den'),
          category: z.string().max(100).optional(),
          past: flag.describe('Co už skončilo, nejnovější první'),
          once: flag.describe('Každá akce jednou (její nejbližší výskyt)'),
        }),
        response: { 200: listResponse(eventOccurrenceSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listOccurrences(app.db, request.query);
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
    async () => ({ data: await listCategories(app.db) }),
  );

  app.get(
    '/api/events/calendar',
    {
      schema: {
        tags: ['events'],
        summary: 'Měsíc kalendáře: dny, kdy se něco koná, a jejich akce',
        querystring: z.object({ month: isoMonthSchema() }),
        response: { 200: itemResponse(calendarMonthSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await calendarMonth(app.db, request.query.month) }),
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Jedna akce s nejbližšími termíny',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: itemResponse(eventSchema), ...commonErrors },
      },
    },
    async (request) => {
      const event = await getEvent(app.db, request.params.id);
      if (!event) throw notFound('Akce neexistuje.');
      return { data: event };
    },
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
      await consume(app.db, [{ key: `event-proposal:ip:${request.ip}`, max: 5, windowMs: HOUR }]);
      await proposeEvent(
        {
          db: app.db,
          publicUrl: app.config.PUBLIC_URL,
          notify: (mail) => sendNotice(app.mailer, request.log, mail),
          mediaDir: app.config.mediaDir,
        },
        request.body,
        proposalImages.get(request),
      );
      return reply.code(201).send({ message: proposalMessages.received });
    },
  );
};
