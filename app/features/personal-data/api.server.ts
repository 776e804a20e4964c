import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
import { erasurePlanSchema, personalDataSchema } from './schemas.ts';
import {
  erasurePlan,
  myArchive,
  myErasurePlan,
  myPersonalData,
  residentArchive,
  residentPersonalData,
} from './service.server.ts';

const idParams = z.object({ id: rowNumber() });
/** A resident's own: the Bearer token of their login. */
const bearer = [{ bearer: [] }];

/** A ZIP to download, never cached: it is someone's personal data. */
export const sendArchive = (reply: FastifyReply, zip: Buffer, filename: string) =>
  reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(zip);

/** A resident's own data, and the administrator's answer to their request (GDPR art. 15, 17 and 20). */
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

  const onRequest = staffOnly('admin');
  app.get(
    '/api/staff/residents/:id/export',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Údaje účtu na žádost občana (GDPR čl. 15), stejné jako jeho vlastní export; zapíše se do protokolu',
        security: staffSecurity,
        params: idParams,
        response: { 200: personalDataSchema, ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => residentPersonalData(apiContext(request), request.params.id),
  );
  app.get(
    '/api/staff/residents/:id/erasure',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Co smazání účtu ponechá, proč a podle jakého zákona, a co smaže (GDPR čl. 17)',
        security: staffSecurity,
        params: idParams,
        response: { 200: z.object({ data: erasurePlanSchema }), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await erasurePlan(apiContext(request), request.params.id) }),
  );
  app.get(
    '/api/staff/residents/:id/export.zip',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Údaje účtu jako ZIP (JSON, HTML, přílohy podání, dokumenty datových zpráv); zapíše se do protokolu',
        security: staffSecurity,
        params: idParams,
        response: staffRefusals,
      },
    },
    async (request, reply) =>
      sendArchive(
        reply,
        await residentArchive(apiContext(request), request.params.id),
        `udaje-uctu-${request.params.id}.zip`,
      ),
  );
};
