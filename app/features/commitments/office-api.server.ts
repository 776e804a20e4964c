import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
import { acceptUploads, isUploadedFile, type UploadedFile } from '../../../server/lib/uploads.ts';
import { payerSchema } from '../accounts/schemas.ts';
import { findPayers } from '../accounts/service.server.ts';
import {
  bankPaymentSchema,
  creditCommitmentQuery,
  creditCommitmentSchema,
  creditDecisionSchema,
  creditQuery,
  creditSchema,
  importResultSchema,
  newCommitmentSchema,
  officeCommitmentQuery,
  officeCommitmentSchema,
  paymentDecisionSchema,
  paymentQueueQuery,
} from './schemas.ts';
import { createCommitment, officeCommitments } from './staff/commitments.server.ts';
import { credit, creditCommitments, credits, decideCredit } from './staff/credits.server.ts';
import { bankPayment, decidePayment, paymentQueue } from './staff/payments.server.ts';
import { importStatement, MAX_STATEMENT_BYTES } from './staff/statements.server.ts';

const idParams = z.object({ id: z.string().max(100) });
const files = new WeakMap<FastifyRequest, UploadedFile>();

/** The finance office's operations (issue 14): commitments, statements, the payments queue. */
export const commitmentsOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 2, fieldSize: 100 });
  const onRequest = staffOnly('payments');
  const security = staffSecurity;

  app.get(
    '/api/staff/commitments',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Předpisy plateb občanů pro finanční odbor: nezaplacené první podle splatnosti',
        security,
        querystring: officeCommitmentQuery,
        response: { 200: listResponse(officeCommitmentSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, capped } = await officeCommitments(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );
  app.get(
    '/api/staff/payers',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Občané, kterým lze vystavit platbu: hledá ve jménu, e-mailu a adrese (nejvýše 10)',
        security,
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: z.array(payerSchema) }), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await findPayers(apiContext(request), request.query.q) }),
  );
  app.post(
    '/api/staff/commitments',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Nový předpis platby pro jednoho občana (vybraného podle id účtu, nebo podle e-mailu); variabilní symbol přidělí systém a občanovi přijde e-mail',
        security,
        body: newCommitmentSchema,
        response: { 201: itemResponse(officeCommitmentSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createCommitment(apiContext(request), request.body) }),
  );
  app.post(
    '/api/staff/bank-statements',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Nahrání výpisu z banky (ABO/GPC nebo CSV; multipart, pole file): platby se spárují podle VS a částky, ostatní čekají ve frontě; stejná platba podruhé nic nezaplatí',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: itemResponse(importResultSchema), ...staffRefusals, ...commonErrors },
      },
      preValidation: async (request) => {
        const body = request.body;
        if (body && typeof body === 'object' && 'file' in body && isUploadedFile(body.file))
          files.set(request, body.file);
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await importStatement(apiContext(request), files.get(request)) }),
  );
  app.get(
    '/api/staff/payments',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Fronta plateb z výpisů: čekající na rozhodnutí (nedoplatky, přeplatky, neznámé, nečitelné), vyřízené, spárované',
        security,
        querystring: paymentQueueQuery,
        response: { 200: listResponse(bankPaymentSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await paymentQueue(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    '/api/staff/payments/:id',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Jedna platba z výpisu s předpisem, kterému patří',
        security,
        params: idParams,
        response: { 200: itemResponse(bankPaymentSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await bankPayment(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/payments/:id/decision',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Rozhodnutí o platbě ve frontě: pay (platba jde na předpis s daným VS; jiná částka, než zbývá zaplatit, chce confirm: nedoplatek zůstane k doplacení, přeplatek se zapíše občanovi) nebo dismiss (vyřízeno jinak, s poznámkou); už vyřízená je 409',
        security,
        params: idParams,
        body: paymentDecisionSchema,
        response: { 200: itemResponse(bankPaymentSchema), ...staffRefusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await decidePayment(apiContext(request), request.params.id, request.body) }),
  );
  app.get(
    '/api/staff/credits',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Přeplatky občanů: čekající na vrácení nebo započtení (open), vyřízené (resolved)',
        security,
        querystring: creditQuery,
        response: { 200: listResponse(creditSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await credits(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    '/api/staff/credits/:id',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Jeden přeplatek s platbou, ze které vznikl, a předpisy, na které byl započten',
        security,
        params: idParams,
        response: { 200: itemResponse(creditSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await credit(apiContext(request), request.params.id) }),
  );
  app.get(
    '/api/staff/credits/:id/commitments',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Nezaplacené (i částečně zaplacené) předpisy občana, kterému přeplatek patří: na který ho lze započíst, co dluží a kolik by se započetlo',
        security,
        params: idParams,
        querystring: creditCommitmentQuery,
        response: { 200: listResponse(creditCommitmentSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await creditCommitments(apiContext(request), request.params.id, request.query);
      return page(rows, total, request.query);
    },
  );
  app.post(
    '/api/staff/credits/:id/decision',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Rozhodnutí o přeplatku: apply (započíst na nezaplacený předpis téhož občana: commitment_id z jeho seznamu, nebo variable_symbol) nebo refund (zbytek vrácen, s poznámkou); vyřízený je 409',
        security,
        params: idParams,
        body: creditDecisionSchema,
        response: { 200: itemResponse(creditSchema), ...staffRefusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await decideCredit(apiContext(request), request.params.id, request.body) }),
  );
};
