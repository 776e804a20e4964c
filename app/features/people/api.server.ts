import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { bodyParams, bodySchema, contactQuery, contactSchema, departmentSchema } from './schemas.ts';
import { getBody, listContacts, listDepartments } from './service.server.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/departments',
    {
      schema: {
        tags: ['office'],
        summary: 'Odbory úřadu a co vyřizují',
        response: { 200: z.object({ data: z.array(departmentSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listDepartments(apiContext(request)) }),
  );

  app.get(
    '/api/contacts',
    {
      schema: {
        tags: ['office'],
        summary: 'Kontakty a telefonní seznam úřadu; q hledá ve jméně, funkci, odboru, telefonu a e-mailu',
        querystring: contactQuery,
        response: { 200: z.object({ data: z.array(contactSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listContacts(apiContext(request), request.query) }),
  );

  app.get(
    '/api/bodies/:body',
    {
      schema: {
        tags: ['office'],
        summary: 'Zastupitelstvo nebo rada: členové a zasedání s programem a usneseními',
        params: bodyParams,
        response: { 200: itemResponse(bodySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await getBody(apiContext(request), request.params.body) }),
  );
};
