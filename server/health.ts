import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '../common/messages.ts';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers, with this version's schema). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusSchema, 503: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      try {
        // Not ready either on a schema older than this build (another instance's migrations still run).
        if (await app.database.migrated()) return { status: 'ok' };
        request.log.warn('the database lacks migrations of this version');
      } catch (err) {
        request.log.warn({ err }, 'database is not reachable');
      }
      return reply.status(503).send({ message: apiMessages.unavailable });
    },
  );
};
