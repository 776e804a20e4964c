import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { reporterDefect, reporterReopen, reporterReply, reporterSatisfaction } from './reporter.server.ts';
import {
  followTokenParams,
  reporterDefectSchema,
  reporterReopenInput,
  reporterReplyInput,
  reporterStepResult,
  satisfactionInput,
} from './reporter-schemas.ts';
import { defectNumberParams } from './schemas.ts';

// The reporter's side of a report after filing, beside the pages /ucet/moje-zavady/:number (a
// signed-in resident's) and /zavady/sledovani/:token (a guest's, by the confirmation mail's link).

const SUMMARIES = {
  reply: 'Odpověď oznamovatele na dotaz úřadu (jen když hlášení čeká na doplnění); hlášení je znovu v řešení',
  reopen: 'Znovuotevření vyřešeného nebo zamítnutého hlášení s důvodem, do 30 dnů od uzavření (později 422)',
  satisfaction: 'Spokojenost oznamovatele s vyřízením (ano/ne) u vyřešeného nebo zamítnutého hlášení',
};
const GUEST = ' (host, odkazem z e-mailu; počet pokusů je omezen)';

const stepResponse = { 200: itemResponse(reporterStepResult), 409: errorSchema, 429: errorSchema, ...commonErrors };
const schema = <P extends z.ZodObject, B extends z.ZodObject>(summary: string, params: P, body: B) => ({
  tags: ['defects'],
  summary,
  params,
  body,
  response: stepResponse,
});

export const reporterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/defects/:number',
    {
      schema: {
        tags: ['defects'],
        summary: 'Hlášení přihlášeného občana, jak ho vidí oznamovatel: popis, historie pro něj, co může udělat',
        params: defectNumberParams,
        response: { 200: itemResponse(reporterDefectSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await reporterDefect(apiContext(request), { number: request.params.number }) }),
  );
  app.get(
    '/api/defects/follow/:token',
    {
      schema: {
        tags: ['defects'],
        summary: 'Hlášení hosta podle odkazu z potvrzovacího e-mailu: popis, historie pro oznamovatele, možné kroky',
        params: followTokenParams,
        response: { 200: itemResponse(reporterDefectSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await reporterDefect(apiContext(request), { token: request.params.token }) }),
  );

  app.post(
    '/api/me/defects/:number/reply',
    { schema: schema(SUMMARIES.reply, defectNumberParams, reporterReplyInput) },
    async (request) => ({
      data: await reporterReply(apiContext(request), request.params, request.body),
    }),
  );
  app.post(
    '/api/me/defects/:number/reopen',
    { schema: schema(SUMMARIES.reopen, defectNumberParams, reporterReopenInput) },
    async (request) => ({
      data: await reporterReopen(apiContext(request), request.params, request.body),
    }),
  );
  app.post(
    '/api/me/defects/:number/satisfaction',
    { schema: schema(SUMMARIES.satisfaction, defectNumberParams, satisfactionInput) },
    async (request) => ({
      data: await reporterSatisfaction(apiContext(request), request.params, request.body),
    }),
  );
  app.post(
    '/api/defects/follow/:token/reply',
    { schema: schema(SUMMARIES.reply + GUEST, followTokenParams, reporterReplyInput) },
    async (request) => ({
      data: await reporterReply(apiContext(request), request.params, request.body),
    }),
  );
  app.post(
    '/api/defects/follow/:token/reopen',
    { schema: schema(SUMMARIES.reopen + GUEST, followTokenParams, reporterReopenInput) },
    async (request) => ({
      data: await reporterReopen(apiContext(request), request.params, request.body),
    }),
  );
  app.post(
    '/api/defects/follow/:token/satisfaction',
    { schema: schema(SUMMARIES.satisfaction + GUEST, followTokenParams, satisfactionInput) },
    async (request) => ({
      data: await reporterSatisfaction(apiContext(request), request.params, request.body),
    }),
  );
};
