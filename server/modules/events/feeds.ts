import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventsCalendar } from './ical.ts';
import { eventSchedule, upcomingSchedules } from './service.ts';

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

  app.get(
    '/akce/:id/kalendar.ics',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) } },
    async (request, reply) => {
      const event = await eventSchedule(app.db, request.params.id);
      if (!event) return reply.code(404).type('text/plain; charset=utf-8').send('Akce neexistuje.');
      return reply
        .type(ICS)
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .send(eventsCalendar([event], { publicUrl: app.config.PUBLIC_URL, name: event.title }));
    },
  );
};
