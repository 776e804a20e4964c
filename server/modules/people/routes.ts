import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODIES, bodySchema, contactSchema, departmentSchema } from '../../../common/people.ts';
import { commonErrors, itemResponse } from '../../lib/api-schemas.ts';
import { getBody, listContacts, listDepartments } from './service.ts';

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
    async () => ({ data: await listDepartments(app.db) }),
  );

  app.get(
    '/api/contacts',
    {
      schema: {
        tags: ['office'],
        summary: 'Kontakty a telefonní seznam úřadu; q hledá ve jméně, funkci, odboru, telefonu a e-mailu',
        querystring: z.object({ department: z.string().max(100).optional(), q: z.string().trim().max(200).optional() }),
        response: { 200: z.object({ data: z.array(contactSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listContacts(app.db, request.query) }),
  );

  app.get(
    '/api/bodies/:body',
    {
      schema: {
        tags: ['office'],
        summary: 'Zastupitelstvo nebo rada: členové a zasedání s programem a usneseními',
        params: z.object({ body: z.enum(Object.keys(BODIES) as ['zastupitelstvo', 'rada']) }),
        response: { 200: itemResponse(bodySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await getBody(app.db, request.params.body) }),
  );
};
