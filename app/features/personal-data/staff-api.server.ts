import { z } from 'zod';
import { commonErrors } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffIdParams, staffSection } from '../../../server/lib/staff-item-routes.ts';
import { sendArchive } from './api.server.ts';
import { erasurePlanSchema, personalDataSchema } from './schemas.ts';
import { erasurePlan, residentArchive, residentPersonalData } from './staff.server.ts';

/** The administrator's answer to a resident's request about their data (GDPR art. 15, 17 and 20). */
export const personalDataStaffRoutes = staffSection('admin', async (app) => {
  app.get(
    '/api/staff/residents/:id/export',
    {
      schema: {
        summary: 'Údaje účtu na žádost občana (GDPR čl. 15), stejné jako jeho vlastní export; zapíše se do protokolu',
        params: staffIdParams,
        response: { 200: personalDataSchema, ...commonErrors },
      },
    },
    async (request) => residentPersonalData(apiContext(request), request.params.id),
  );
  app.get(
    '/api/staff/residents/:id/erasure',
    {
      schema: {
        summary: 'Co smazání účtu ponechá, proč a podle jakého zákona, a co smaže (GDPR čl. 17)',
        params: staffIdParams,
        response: { 200: z.object({ data: erasurePlanSchema }), ...commonErrors },
      },
    },
    async (request) => ({ data: await erasurePlan(apiContext(request), request.params.id) }),
  );
  app.get(
    '/api/staff/residents/:id/export.zip',
    {
      schema: {
        summary: 'Údaje účtu jako ZIP (JSON, HTML, přílohy podání, dokumenty datových zpráv); zapíše se do protokolu',
        params: staffIdParams,
      },
    },
    async (request, reply) =>
      sendArchive(
        reply,
        await residentArchive(apiContext(request), request.params.id),
        `udaje-uctu-${request.params.id}.zip`,
      ),
  );
});
