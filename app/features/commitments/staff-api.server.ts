import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
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

/** The commitments the office lists and issues, and the residents it issues them to. */
function commitmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/commitments',
    {
      schema: {
        summary: 'Předpisy plateb občanů pro finanční odbor: nezaplacené první podle splatnosti',
        querystring: officeCommitmentQuery,
        response: { 200: listResponse(officeCommitmentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total, capped } = await officeCommitments(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );
  api.get(
    '/api/staff/payers',
    {
      schema: {
        summary: 'Občané, kterým lze vystavit platbu: hledá ve jménu, e-mailu a adrese (nejvýše 10)',
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: z.array(payerSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await findPayers(apiContext(request), request.query.q) }),
  );
  api.post(
    '/api/staff/commitments',
    {
      schema: {
        summary:
          'Nový předpis platby pro jednoho občana (vybraného podle id účtu, nebo podle e-mailu); variabilní symbol přidělí systém a občanovi přijde e-mail',
        body: newCommitmentSchema,
        response: { 201: itemResponse(officeCommitmentSchema), ...commonErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createCommitment(apiContext(request), request.body) }),
  );
}

/** The bank statements the office imports (multipart, read by the section's parser). */
function statementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/staff/bank-statements',
    {
      schema: {
        summary:
          'Nahrání výpisu z banky (ABO/GPC nebo CSV; multipart, pole file): platby se spárují podle VS a částky, ostatní čekají ve frontě; stejná platba podruhé nic nezaplatí',
        consumes: ['multipart/form-data'],
        response: { 201: itemResponse(importResultSchema), ...commonErrors },
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
}

/** The payments queue and the clerk's decision on a payment. */
function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/payments',
    {
      schema: {
        summary:
          'Fronta plateb z výpisů: čekající na rozhodnutí (nedoplatky, přeplatky, neznámé, nečitelné), vyřízené, spárované',
        querystring: paymentQueueQuery,
        response: { 200: listResponse(bankPaymentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await paymentQueue(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  api.get(
    '/api/staff/payments/:id',
    {
      schema: {
        summary: 'Jedna platba z výpisu s předpisem, kterému patří',
        params: idParams,
        response: { 200: itemResponse(bankPaymentSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await bankPayment(apiContext(request), request.params.id) }),
  );
  api.post(
    '/api/staff/payments/:id/decision',
    {
      schema: {
        summary:
          'Rozhodnutí o platbě ve frontě: pay (platba jde na předpis s daným VS; jiná částka, než zbývá zaplatit, chce confirm: nedoplatek zůstane k doplacení, přeplatek se zapíše občanovi) nebo dismiss (vyřízeno jinak, s poznámkou); už vyřízená je 409',
        params: idParams,
        body: paymentDecisionSchema,
        response: { 200: itemResponse(bankPaymentSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await decidePayment(apiContext(request), request.params.id, request.body) }),
  );
}

/** The residents' credits from overpayments, and what the office does with each. */
function creditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/credits',
    {
      schema: {
        summary: 'Přeplatky občanů: čekající na vrácení nebo započtení (open), vyřízené (resolved)',
        querystring: creditQuery,
        response: { 200: listResponse(creditSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await credits(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  api.get(
    '/api/staff/credits/:id',
    {
      schema: {
        summary: 'Jeden přeplatek s platbou, ze které vznikl, a předpisy, na které byl započten',
        params: idParams,
        response: { 200: itemResponse(creditSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await credit(apiContext(request), request.params.id) }),
  );
  api.get(
    '/api/staff/credits/:id/commitments',
    {
      schema: {
        summary:
          'Nezaplacené (i částečně zaplacené) předpisy občana, kterému přeplatek patří: na který ho lze započíst, co dluží a kolik by se započetlo',
        params: idParams,
        querystring: creditCommitmentQuery,
        response: { 200: listResponse(creditCommitmentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await creditCommitments(apiContext(request), request.params.id, request.query);
      return page(rows, total, request.query);
    },
  );
  api.post(
    '/api/staff/credits/:id/decision',
    {
      schema: {
        summary:
          'Rozhodnutí o přeplatku: apply (započíst na nezaplacený předpis téhož občana: commitment_id z jeho seznamu, nebo variable_symbol) nebo refund (zbytek vrácen, s poznámkou); vyřízený je 409',
        params: idParams,
        body: creditDecisionSchema,
        response: { 200: itemResponse(creditSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await decideCredit(apiContext(request), request.params.id, request.body) }),
  );
}

/**
 * The finance office's operations (issue 14), section `payments`: commitments, statements, the
 * payments queue, credits. Only a clerk of the finance office makes the server read a statement.
 */
export const commitmentsStaffRoutes = staffSection('payments', async (app) => {
  await acceptUploads(app, { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 2, fieldSize: 100 });
  commitmentRoutes(app);
  statementRoutes(app);
  paymentRoutes(app);
  creditRoutes(app);
});
