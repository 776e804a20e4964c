import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
import {
  closeDay,
  deskDay,
  deskService,
  deskServices,
  markAttendance,
  officeCancel,
  reopenDay,
  saveServiceRules,
} from './desk.server.ts';
import {
  attendanceInput,
  closeDayInput,
  deskDayQuery,
  deskDaySchema,
  deskServiceSchema,
  officeCancelInput,
  reservationParams,
  serviceParams,
  serviceRulesInput,
} from './schemas.ts';

const closureParams = z.object({ id: rowNumber() });

/** The booking desk's operations (issue 14), for any clerk: the day's bookings, closed days, the rules. */
export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = staffOnly('bookings');
  const security = staffSecurity;
  const refusals = { ...staffRefusals, 409: errorSchema, ...commonErrors };

  app.get(
    '/api/staff/bookings',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Rezervace jednoho dne (bez date dnešního) po službách a časech, se zápisem příchodů',
        security,
        querystring: deskDayQuery,
        response: { 200: itemResponse(deskDaySchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await deskDay(apiContext(request), request.query.date) }),
  );
  app.post(
    '/api/staff/bookings/:id/attendance',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Zápis příchodu (arrived), nedostavení (no_show) nebo jeho zrušení (none); nejdřív v den rezervace',
        security,
        params: reservationParams,
        body: attendanceInput,
        response: {
          200: itemResponse(z.object({ attendance: z.enum(['arrived', 'no_show']).nullable() })),
          ...refusals,
        },
      },
    },
    async (request) => ({ data: await markAttendance(apiContext(request), request.params.id, request.body) }),
  );
  app.post(
    '/api/staff/bookings/:id/cancel',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Zrušení rezervace úřadem s důvodem; člověk dostane e-mail s odkazem na nový termín',
        security,
        params: reservationParams,
        body: officeCancelInput,
        response: { 200: itemResponse(z.object({ cancelled: z.number() })), ...refusals },
      },
    },
    async (request) => ({ data: await officeCancel(apiContext(request), request.params.id, request.body) }),
  );
  app.post(
    '/api/staff/booking-closures',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Uzavření dne pro službu (nebo s prázdnou službou pro celý úřad): rezervace toho dne se zruší a lidé dostanou e-mail',
        security,
        body: closeDayInput,
        response: {
          201: itemResponse(z.object({ closure_id: z.number(), cancelled: z.number() })),
          ...refusals,
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await closeDay(apiContext(request), request.body) }),
  );
  app.delete(
    '/api/staff/booking-closures/:id',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Zrušení uzavření dne; zrušené rezervace zůstanou zrušené',
        security,
        params: closureParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await reopenDay(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/staff/booking-services',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Služby k rezervaci s týdenní šablonou, přepážkami, pravidly a uzavřenými dny',
        security,
        response: { 200: z.object({ data: z.array(deskServiceSchema) }), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await deskServices(apiContext(request)) }),
  );
  app.get(
    '/api/staff/booking-services/:slug',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Jedna služba k rezervaci s pravidly a uzavřenými dny',
        security,
        params: serviceParams,
        response: { 200: itemResponse(deskServiceSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await deskService(apiContext(request), request.params.slug) }),
  );
  app.put(
    '/api/staff/booking-services/:slug',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Týdenní šablona, délka termínu, přepážky a limity služby; už vytvořené rezervace zůstanou',
        security,
        params: serviceParams,
        body: serviceRulesInput,
        response: { 200: itemResponse(deskServiceSchema), ...refusals },
      },
    },
    async (request) => ({ data: await saveServiceRules(apiContext(request), request.params.slug, request.body) }),
  );
};
