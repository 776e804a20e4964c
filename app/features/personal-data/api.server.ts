import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { erasurePlanSchema, personalDataSchema } from './schemas.ts';
import { myArchive, myErasurePlan, myPersonalData } from './service.server.ts';

/** A resident's own: the Bearer token of their login. */
const bearer = [{ bearer: [] }];

/** A ZIP to download, never cached: it is someone's personal data. */
export const sendArchive = (reply: FastifyReply, zip: Buffer, filename: string) =>
  reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(zip);

/** A resident's own data (GDPR art. 15, 17 and 20); the administrator's answer to their request is in staff-api.server.ts. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/export',
    {
      schema: {
        tags: ['account'],
        summary:
          'Všechny údaje, které o vás web vede, jako JSON: účet, přihlášení, ověřená totožnost, datová schránka a datové zprávy s úřadem, podání s průběhem, platby, popelnice, rezervace, objednávky, odběr a navržené akce',
        security: bearer,
        response: { 200: personalDataSchema, 401: errorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="moje-udaje-vzorov.json"');
      reply.header('cache-control', 'private, no-store');
      return myPersonalData(apiContext(request));
    },
  );
  app.get(
    '/api/me/export.zip',
    {
      schema: {
        tags: ['account'],
        summary: 'Tytéž údaje jako ZIP: JSON, stránka ke čtení (HTML), přílohy podání a dokumenty datových zpráv',
        security: bearer,
      },
    },
    async (request, reply) => sendArchive(reply, await myArchive(apiContext(request)), 'moje-udaje-vzorov.zip'),
  );

  app.get(
    '/api/me/erasure',
    {
      schema: {
        tags: ['account'],
        summary: 'Co zrušení vašeho účtu ponechá, proč a podle jakého zákona, a co smaže',
        security: bearer,
        response: { 200: z.object({ data: erasurePlanSchema }), 401: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await myErasurePlan(apiContext(request)) }),
  );
};
