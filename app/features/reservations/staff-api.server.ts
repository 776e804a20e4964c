import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
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
import * as staff from './staff.server.ts';

const closureParams = z.object({ id: rowNumber() });

const refusals = { 409: errorSchema, ...commonErrors };

/** A day's bookings, and what the desk does with one: the person came or did not, the office cancels it. */
const bookingDay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/bookings',
    {
      schema: {
        summary: 'Rezervace jednoho dne (bez date dnešního) po službách a časech, se zápisem příchodů',
        querystring: deskDayQuery,
        response: { 200: itemResponse(deskDaySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await staff.deskDay(apiContext(request), request.query.date) }),
  );
  app.post(
    '/api/staff/bookings/:id/attendance',
    {
      schema: {
        summary: 'Zápis příchodu (arrived), nedostavení (no_show) nebo jeho zrušení (none); nejdřív v den rezervace',
        params: reservationParams,
        body: attendanceInput,
        response: {
          200: itemResponse(z.object({ attendance: z.enum(['arrived', 'no_show']).nullable() })),
          ...refusals,
        },
      },
    },
    async (request) => ({ data: await staff.markAttendance(apiContext(request), request.params.id, request.body) }),
  );
  app.post(
    '/api/staff/bookings/:id/cancel',
    {
      schema: {
        summary: 'Zrušení rezervace úřadem s důvodem; člověk dostane e-mail s odkazem na nový termín',
        params: reservationParams,
        body: officeCancelInput,
        response: { 200: itemResponse(z.object({ cancelled: z.number() })), ...refusals },
      },
    },
    async (request) => ({ data: await staff.officeCancel(apiContext(request), request.params.id, request.body) }),
  );
};

/** Closed days: closing one cancels its bookings; opening it again does not bring them back. */
const closures: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/booking-closures',
    {
      schema: {
        summary:
          'Uzavření dne pro službu (nebo s prázdnou službou pro celý úřad): rezervace toho dne se zruší a lidé dostanou e-mail',
        body: closeDayInput,
        response: {
          201: itemResponse(z.object({ closure_id: z.number(), cancelled: z.number() })),
          ...refusals,
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await staff.closeDay(apiContext(request), request.body) }),
  );
  app.delete(
    '/api/staff/booking-closures/:id',
    {
      schema: {
        summary: 'Zrušení uzavření dne; zrušené rezervace zůstanou zrušené',
        params: closureParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await staff.reopenDay(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The services' rules: the weekly template, the slot length, the counters and the limits. */
const serviceRules: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/booking-services',
    {
      schema: {
        summary: 'Služby k rezervaci s týdenní šablonou, přepážkami, pravidly a uzavřenými dny',
        response: { 200: z.object({ data: z.array(deskServiceSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await staff.deskServices(apiContext(request)) }),
  );
  app.get(
    '/api/staff/booking-services/:slug',
    {
      schema: {
        summary: 'Jedna služba k rezervaci s pravidly a uzavřenými dny',
        params: serviceParams,
        response: { 200: itemResponse(deskServiceSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await staff.deskService(apiContext(request), request.params.slug) }),
  );
  app.put(
    '/api/staff/booking-services/:slug',
    {
      schema: {
        summary: 'Týdenní šablona, délka termínu, přepážky a limity služby; už vytvořené rezervace zůstanou',
        params: serviceParams,
        body: serviceRulesInput,
        response: { 200: itemResponse(deskServiceSchema), ...refusals },
      },
    },
    async (request) => ({ data: await staff.saveServiceRules(apiContext(request), request.params.slug, request.body) }),
  );
};

/** The booking desk's operations (issue 14), for any clerk of section `bookings`: the day's bookings, closed days, the rules. */
export const reservationsStaffRoutes = staffSection('bookings', async (app) => {
  await app.register(bookingDay);
  await app.register(closures);
  await app.register(serviceRules);
});
