import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  itemResponse,
  listResponse,
  page,
  validationErrorSchema,
} from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import {
  auditEntrySchema,
  auditQuerySchema,
  codeSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  reviewPolicyInput,
  reviewPolicySchema,
  securityEntrySchema,
  securityQuerySchema,
  staffStatusSchema,
} from './schemas.ts';
import {
  auditEntries,
  enable,
  renewRecoveryCodes,
  reviewPolicyList,
  securityEntries,
  setReviewRequired,
  startEnrolment,
  status,
  verify,
} from './service.server.ts';

const refusals = { 401: errorSchema, 403: errorSchema };
const codeErrors = { ...refusals, 409: errorSchema, 422: validationErrorSchema, 429: errorSchema };
const security = [{ bearer: [] }];

/** The staff's own sign-in: roles, the authenticator app, recovery codes, and the audit log. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/me',
    {
      onRequest: staffOnly('signing-in'),
      schema: {
        tags: ['staff'],
        summary: 'Oprávnění přihlášeného pracovníka úřadu a stav jeho dvoufázového ověření',
        security,
        response: { 200: itemResponse(staffStatusSchema), ...refusals },
      },
    },
    async (request) => ({ data: await status(apiContext(request)) }),
  );

  app.post(
    '/api/staff/totp/setup',
    {
      onRequest: staffOnly('signing-in'),
      schema: {
        tags: ['staff'],
        summary: 'Nastavení ověřovací aplikace, krok 1: tajný klíč a QR kód (do potvrzení stále týž)',
        security,
        response: { 200: itemResponse(enrolmentSchema), ...refusals, 409: errorSchema },
      },
    },
    async (request) => ({ data: await startEnrolment(apiContext(request)) }),
  );

  app.post(
    '/api/staff/totp/enable',
    {
      onRequest: staffOnly('signing-in'),
      schema: {
        tags: ['staff'],
        summary: 'Nastavení ověřovací aplikace, krok 2: kód z aplikace ji zapne; vrací záložní kódy (jen teď)',
        security,
        body: codeSchema,
        response: { 200: itemResponse(recoveryCodesSchema), ...codeErrors },
      },
    },
    async (request) => ({ data: await enable(apiContext(request), request.body) }),
  );

  app.post(
    '/api/staff/totp/verify',
    {
      onRequest: staffOnly('signing-in'),
      schema: {
        tags: ['staff'],
        summary: 'Druhý krok přihlášení pracovníka: kód z aplikace (každý platí jednou) nebo záložní kód',
        security,
        body: codeSchema,
        response: { 200: z.object({ message: z.string() }), ...codeErrors },
      },
    },
    async (request) => {
      await verify(apiContext(request), request.body);
      return { message: 'Přihlášení je ověřené.' };
    },
  );

  app.post(
    '/api/staff/recovery-codes',
    {
      onRequest: staffOnly('signing-in'),
      schema: {
        tags: ['staff'],
        summary: 'Nové záložní kódy místo dosavadních (ty přestanou platit); vrací je jen teď',
        security,
        response: { 200: itemResponse(recoveryCodesSchema), ...refusals },
      },
    },
    async (request) => ({ data: await renewRecoveryCodes(apiContext(request)) }),
  );

  app.get(
    '/api/staff/review-policies',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags: ['staff'],
        summary: 'Části webu s kontrolou před zveřejněním a zda ji vyžadují (jen správci)',
        security,
        response: { 200: z.object({ data: z.array(reviewPolicySchema) }), ...refusals },
      },
    },
    async (request) => ({ data: await reviewPolicyList(apiContext(request)) }),
  );

  app.put(
    '/api/staff/review-policies/:section',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags: ['staff'],
        summary: 'Zapne nebo vypne kontrolu kolegou před zveřejněním v jedné části webu (jen správci)',
        security,
        params: z.object({ section: z.string().max(50) }),
        body: reviewPolicyInput,
        response: { 200: itemResponse(reviewPolicySchema), ...refusals, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      data: await setReviewRequired(apiContext(request), request.params.section, request.body.required),
    }),
  );

  app.get(
    '/api/staff/audit',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags: ['staff'],
        summary: 'Protokol změn ve správě webu, nejnovější první (jen správci)',
        security,
        querystring: auditQuerySchema,
        response: { 200: listResponse(auditEntrySchema), ...refusals, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { rows, total, capped } = await auditEntries(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );

  app.get(
    '/api/staff/security-log',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags: ['staff'],
        summary: 'Bezpečnostní záznamy: přihlášení, odmítnutí, blokace, role, exporty, nejnovější první (jen správci)',
        security,
        querystring: securityQuerySchema,
        response: { 200: listResponse(securityEntrySchema), ...refusals, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { rows, total, capped } = await securityEntries(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );
};
