import { commonErrors, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import { reportQuery, reportSchema } from './schemas.ts';
import { yearReport } from './service.server.ts';

/** The year's reports (section `reports`: any clerk). */
export const reportsStaffRoutes = staffSection('reports', async (app) => {
  app.get(
    '/api/staff/reports',
    {
      schema: {
        summary:
          'Přehledy roku (bez year letošního): případy po měsících, stavech a odborech s mediánem dnů do vyřízení, rezervace a nedostavení po službách, platby po měsících',
        querystring: reportQuery,
        response: { 200: itemResponse(reportSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await yearReport(apiContext(request), request.query.year) }),
  );
});
