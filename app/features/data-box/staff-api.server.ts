import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import { receivedMessageSchema, receivedParams, receivedQuery, replyInput } from './schemas.ts';
import { receivedList, reply } from './staff.server.ts';

/** The filing office (podatelna), for any clerk: what arrived in the office's box, and the office's answers. */
export const dataBoxStaffRoutes = staffSection('cases', async (app) => {
  app.get(
    '/api/staff/data-box/received',
    {
      schema: {
        summary: 'Datové zprávy došlé do schránky úřadu (nejnovějších 200) s odpověďmi úřadu',
        querystring: receivedQuery,
        response: { 200: itemResponse(z.array(receivedMessageSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await receivedList(apiContext(request), { unfiledOnly: !request.query.all }) }),
  );
  app.post(
    '/api/staff/data-box/received/:id/replies',
    {
      schema: {
        summary:
          'Odpověď odesílateli do jeho datové schránky: dopis pod číslem jednacím zvoleného odboru úředníka, odeslaný frontou úloh',
        params: receivedParams,
        body: replyInput,
        response: {
          201: itemResponse(z.object({ reference: z.string() })),
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request, response) =>
      response.status(201).send({ data: await reply(apiContext(request), request.params.id, request.body) }),
  );
});
