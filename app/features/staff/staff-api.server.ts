import { z } from 'zod';
import {
  errorSchema,
  itemResponse,
  listResponse,
  page,
  validationErrorSchema,
} from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
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

/** A code's refusals past the gate: the app not set up (or set up already), a wrong code, too many tries. */
const codeErrors = { 409: errorSchema, 422: validationErrorSchema, 429: errorSchema };

/**
 * The staff's own sign-in (section `signing-in`: any staff member, before the second factor too):
 * roles, the authenticator app and the recovery codes.
 */
export const signingInStaffRoutes = staffSection('signing-in', async (app) => {
  app.get(
    '/api/staff/me',
    {
      schema: {
        summary: 'Oprávnění přihlášeného pracovníka úřadu a stav jeho dvoufázového ověření',
        response: { 200: itemResponse(staffStatusSchema) },
      },
    },
    async (request) => ({ data: await status(apiContext(request)) }),
  );

  app.post(
    '/api/staff/totp/setup',
    {
      schema: {
        summary: 'Nastavení ověřovací aplikace, krok 1: tajný klíč a QR kód (do potvrzení stále týž)',
        response: { 200: itemResponse(enrolmentSchema), 409: errorSchema },
      },
    },
    async (request) => ({ data: await startEnrolment(apiContext(request)) }),
  );

  app.post(
    '/api/staff/totp/enable',
    {
      schema: {
        summary: 'Nastavení ověřovací aplikace, krok 2: kód z aplikace ji zapne; vrací záložní kódy (jen teď)',
        body: codeSchema,
        response: { 200: itemResponse(recoveryCodesSchema), ...codeErrors },
      },
    },
    async (request) => ({ data: await enable(apiContext(request), request.body) }),
  );

  app.post(
    '/api/staff/totp/verify',
    {
      schema: {
        summary: 'Druhý krok přihlášení pracovníka: kód z aplikace (každý platí jednou) nebo záložní kód',
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
      schema: {
        summary: 'Nové záložní kódy místo dosavadních (ty přestanou platit); vrací je jen teď',
        response: { 200: itemResponse(recoveryCodesSchema) },
      },
    },
    async (request) => ({ data: await renewRecoveryCodes(apiContext(request)) }),
  );
});

/** What only administrators see and set: the audit log, the security log and the review policies. */
export const staffAdminRoutes = staffSection('admin', async (app) => {
  app.get(
    '/api/staff/review-policies',
    {
      schema: {
        summary: 'Části webu s kontrolou před zveřejněním a zda ji vyžadují (jen správci)',
        response: { 200: z.object({ data: z.array(reviewPolicySchema) }) },
      },
    },
    async (request) => ({ data: await reviewPolicyList(apiContext(request)) }),
  );

  app.put(
    '/api/staff/review-policies/:section',
    {
      schema: {
        summary: 'Zapne nebo vypne kontrolu kolegou před zveřejněním v jedné části webu (jen správci)',
        params: z.object({ section: z.string().max(50) }),
        body: reviewPolicyInput,
        response: { 200: itemResponse(reviewPolicySchema), 422: validationErrorSchema },
      },
    },
    async (request) => ({
      data: await setReviewRequired(apiContext(request), request.params.section, request.body.required),
    }),
  );

  app.get(
    '/api/staff/audit',
    {
      schema: {
        summary: 'Protokol změn ve správě webu, nejnovější první (jen správci)',
        querystring: auditQuerySchema,
        response: { 200: listResponse(auditEntrySchema), 422: validationErrorSchema },
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
      schema: {
        summary: 'Bezpečnostní záznamy: přihlášení, odmítnutí, blokace, role, exporty, nejnovější první (jen správci)',
        querystring: securityQuerySchema,
        response: { 200: listResponse(securityEntrySchema), 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { rows, total, capped } = await securityEntries(apiContext(request), request.query);
      return page(rows, total, request.query, capped);
    },
  );
});
