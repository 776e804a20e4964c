import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { defectNumberParams } from './schemas.ts';
import { supportInput, supportResultSchema, supportTokenInput } from './support-schemas.ts';
import { confirmSupport, stopMySupport, stopSupport, supportReport } from './supporters.server.ts';

/** "Trápí mě to taky": following a report someone else filed, by account or by a confirmed e-mail. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/defects/:number/support',
    {
      schema: {
        tags: ['defects'],
        summary:
          'Trápí mě to taky: přihlášený občan hlášení sleduje hned, host uvede e-mail a sledování potvrdí odkazem (do té doby se nepočítá); jen otevřená hlášení, jinak 409',
        params: defectNumberParams,
        body: supportInput,
        response: { 200: itemResponse(supportResultSchema), 409: errorSchema, 429: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: await supportReport(apiContext(request), request.params.number, request.body ?? {}),
    }),
  );

  app.delete(
    '/api/defects/:number/support',
    {
      schema: {
        tags: ['defects'],
        summary: 'Přihlášený občan hlášení přestane sledovat; kdo ho nesledoval, nic nemění',
        params: defectNumberParams,
        response: { 200: itemResponse(supportResultSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await stopMySupport(apiContext(request), request.params.number) }),
  );

  app.post(
    '/api/defects/support/confirm',
    {
      schema: {
        tags: ['defects'],
        summary: 'Potvrzení sledování hlášení hostem odkazem z e-mailu (token); opakované potvrzení nic nemění',
        body: supportTokenInput,
        response: { 200: itemResponse(supportResultSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await confirmSupport(apiContext(request), request.body.token) }),
  );

  app.post(
    '/api/defects/support/stop',
    {
      schema: {
        tags: ['defects'],
        summary: 'Konec sledování hlášení odkazem z e-mailu o jeho změně (token); použitý odkaz 404',
        body: supportTokenInput,
        response: { 200: itemResponse(supportResultSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await stopSupport(apiContext(request), request.body.token) }),
  );
};
