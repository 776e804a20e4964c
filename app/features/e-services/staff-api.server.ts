import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { sendDownload } from '../../../server/lib/files.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import { acceptCaseUploads, documentsOf, sendSummary, takeFiles } from './api-files.server.ts';
import {
  caseActionSchema,
  caseFileParams,
  caseSchema,
  officeCaseParams,
  officeCaseQuery,
  officeCaseRowSchema,
  officeCaseSchema,
} from './schemas.ts';
import { caseAct } from './staff/case-steps.server.ts';
import { officeCase, officeCaseFile, officeCases, officeSummaryPdf } from './staff/cases.server.ts';

/** The office's side of the cases (decision 0020): clerks of the case's department, and admins. */
export const casesStaffRoutes = staffSection('cases', async (app) => {
  // After the gate: only a clerk's step with the documents for the resident is read into memory.
  await acceptCaseUploads(app);
  app.get(
    '/api/staff/cases',
    {
      schema: {
        summary: 'Případy odborů, které úředník vyřizuje: nejdřív ty, jimž nejdřív končí lhůta',
        querystring: officeCaseQuery,
        response: { 200: listResponse(officeCaseRowSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, capped } = await officeCases(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );
  app.get(
    '/api/staff/cases/:id',
    {
      schema: {
        summary: 'Případ pro úřad: podání, přílohy, celý průběh i s interními poznámkami, možné kroky a verze',
        params: officeCaseParams,
        response: { 200: itemResponse(officeCaseSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await officeCase(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/cases/:id/actions',
    {
      schema: {
        summary:
          'Krok úředníka: převzít, položit dotaz, napsat zprávu, interní poznámka, vyřídit, zamítnout, znovu otevřít, uzavřít; JSON, nebo multipart s přílohami pro žadatele v poli files; se starší verzí 409',
        params: officeCaseParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: caseActionSchema,
        response: {
          200: itemResponse(z.object({ version: z.number(), status: caseSchema.shape.status })),
          409: errorSchema,
          ...commonErrors,
        },
      },
      preValidation: takeFiles,
    },
    async (request) => ({
      data: await caseAct(apiContext(request), request.params.id, request.body, documentsOf(request)),
    }),
  );
  app.get(
    '/api/staff/cases/:id/summary.pdf',
    {
      schema: {
        summary: 'Shrnutí podání jako PDF pro úředníka jeho odboru',
        params: officeCaseParams,
      },
    },
    async (request, reply) => sendSummary(reply, await officeSummaryPdf(apiContext(request), request.params.id)),
  );
  app.get(
    '/api/staff/cases/:id/files/:fileId',
    {
      schema: {
        summary: 'Příloha případu pro úředníka jeho odboru',
        params: caseFileParams,
      },
    },
    async (request, reply) => sendDownload(reply, await officeCaseFile(apiContext(request), request.params)),
  );
});
