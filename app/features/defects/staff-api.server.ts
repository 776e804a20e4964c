import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  defectActionInput,
  defectActionResult,
  defectBulkInput,
  defectBulkResult,
  officeDefectQuery,
  officeDefectRowSchema,
  officeDefectSchema,
  open311ClientInput,
  open311ClientSchema,
} from './office-schemas.ts';
import { defectActMany } from './staff/bulk.server.ts';
import { issueOpen311Client, open311ClientsList, revokeOpen311Client } from './staff/open311-clients.server.ts';
import { acceptFixPhoto, fixPhotoOf, photoRoutes, takeFixPhoto } from './staff/photo-api.server.ts';
import { officeDefect, officeDefects } from './staff/queue.server.ts';
import { defectAct } from './staff/steps.server.ts';

const params = z.object({ id: rowNumber() });

/** The office's side of the defect reports: clerks of the report's department, and admins. */
export const defectsStaffRoutes = staffSection('cases', async (app) => {
  await acceptFixPhoto(app);
  await app.register(photoRoutes);
  app.get(
    '/api/staff/defects',
    {
      schema: {
        summary: 'Hlášení závad odborů, které úředník vyřizuje: nejdřív ta, jimž nejdřív končí lhůta',
        querystring: officeDefectQuery,
        response: { 200: listResponse(officeDefectRowSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, capped } = await officeDefects(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );
  app.get(
    '/api/staff/defects/:id',
    {
      schema: {
        summary: 'Hlášení pro úřad: popis a kontakt oznamovatele, celá historie i s poznámkami, možné kroky a verze',
        params,
        response: { 200: itemResponse(officeDefectSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await officeDefect(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/defects/:id/actions',
    {
      schema: {
        summary:
          'Krok úředníka (JSON, nebo multipart s fotografií opravy v poli photo k vyřešení): převzít, zeptat se oznamovatele, odpovědět (veřejně, nebo jen oznamovateli), poznámka, předat jinému odboru, vyřešit, zamítnout, sloučit s jiným hlášením, zveřejnit text; se starší verzí 409',
        params,
        body: defectActionInput,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: itemResponse(defectActionResult), 409: errorSchema, ...commonErrors },
      },
      preValidation: takeFixPhoto,
    },
    async (request) => ({
      data: await defectAct(apiContext(request), request.params.id, request.body, fixPhotoOf(request)),
    }),
  );
  app.post(
    '/api/staff/defects/bulk',
    {
      schema: {
        summary:
          'Převzetí nebo předání mnoha hlášení naráz, jedno po druhém: hlášení, které už někdo řeší nebo které stav nepustí, zůstane beze změny a je započteno',
        body: defectBulkInput,
        response: { 200: itemResponse(defectBulkResult), ...commonErrors },
      },
    },
    async (request) => ({ data: await defectActMany(apiContext(request), request.body) }),
  );
});

/** The apps that may file reports through Open311, and their keys: administrators only. */
export const open311ClientsStaffRoutes = staffSection('admin', async (app) => {
  app.get(
    '/api/staff/open311-clients',
    {
      schema: {
        summary: 'Aplikace, které smějí hlásit závady přes Open311, s koncovkou klíče a posledním použitím',
        response: { 200: z.object({ data: z.array(open311ClientSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await open311ClientsList(apiContext(request)) }),
  );
  app.post(
    '/api/staff/open311-clients',
    {
      schema: {
        summary: 'Vydání klíče aplikaci: klíč je v odpovědi jen jednou, úřad si drží jen jeho otisk',
        body: open311ClientInput,
        response: {
          201: itemResponse(z.object({ id: z.number(), name: z.string(), key: z.string() })),
          ...commonErrors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await issueOpen311Client(apiContext(request), request.body) }),
  );
  app.delete(
    '/api/staff/open311-clients/:id',
    {
      schema: {
        summary: 'Zrušení klíče aplikace: další hlášení s ním úřad odmítne (403)',
        params,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await revokeOpen311Client(apiContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
