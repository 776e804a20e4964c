import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
import { reportQuery, reportSchema } from './schemas.ts';
import { yearReport } from './service.server.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/reports',
    {
      onRequest: staffOnly('reports'),
      schema: {
        tags: ['staff'],
        summary:
          'Přehledy roku (bez year letošního): případy po měsících, stavech a odborech s mediánem dnů do vyřízení, rezervace a nedostavení po službách, platby po měsících',
        security: staffSecurity,
        querystring: reportQuery,
        response: { 200: itemResponse(reportSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await yearReport(apiContext(request), request.query.year) }),
  );
};
