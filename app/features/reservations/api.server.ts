import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { fieldsForm, validateForm } from '../../../common/forms/validate.ts';
import { emailSchema } from '../../../common/schemas/account.ts';
import { isoDateSchema, isoDateTimeSchema } from '../../../common/schemas/dates.ts';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { requireUser } from '../../../server/lib/authenticate.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { bookingConfirmedMail, confirmBookingMail } from './mails.server.ts';
import { availabilityDaySchema, reservationSchema, reservationServiceSchema } from './schemas.ts';
import {
  availability,
  book,
  byToken,
  cancelByToken,
  cancelMine,
  confirmByToken,
  listMine,
  listServices,
  publicView,
  serviceBySlug,
  toReservation,
  toService,
} from './service.server.ts';

const token = z.object({ token: z.string().min(10).max(200) });
const publicReservation = z.object({
  service: z.object({ slug: z.string(), name: z.string(), place: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['pending', 'active', 'cancelled']),
});

const bookingBody = z.object({
  service: z.string().max(100),
  starts_at: isoDateTimeSchema(),
  name: z.string().trim().min(3).max(150),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ]*$/, 'Pole musí obsahovat pouze číslice.')
    .optional()
    .default(''),
  note: z.string().trim().max(1000).optional().default(''),
  answers: z.record(z.string(), z.string().max(2000)).optional().default({}),
});

export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service404 = async (slug: string) => {
    const service = await serviceBySlug(app.db, slug);
    if (!service) throw notFound();
    return service;
  };
  const links = (kind: 'zrusit' | 'potvrzeni', value: string) => `${app.config.PUBLIC_URL}/rezervace/${kind}/${value}`;

  app.get(
    '/api/reservations/services',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Služby, na které se lze objednat',
        response: { 200: z.object({ data: z.array(reservationServiceSchema) }), ...commonErrors },
      },
    },
    async () => ({ data: (await listServices(app.db)).map(toService) }),
  );

  app.get(
    '/api/reservations/services/:slug',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Jedna služba: pravidla objednávání a otázky navíc',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: itemResponse(reservationServiceSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: toService(await service404(request.params.slug)) }),
  );

  app.get(
    '/api/reservations/services/:slug/slots',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Volné termíny po dnech (nejvýše 62 dní): volno, poslední místa, obsazeno, zavřeno',
        params: z.object({ slug: z.string().max(100) }),
        querystring: z.object({ from: isoDateSchema().optional(), to: isoDateSchema().optional() }),
        response: { 200: z.object({ data: z.array(availabilityDaySchema) }), ...commonErrors },
      },
    },
    async (request) => {
      const service = await service404(request.params.slug);
      const from = request.query.from ?? pragueToday();
      const to = request.query.to ?? addDays(from, 30);
      return { data: await availability(app.db, service, from, to) };
    },
  );

  app.post(
    '/api/reservations',
    {
      schema: {
        tags: ['reservations'],
        summary:
          'Rezervace termínu. Přihlášený občan: hned platí (201). Bez účtu: čeká 30 minut na potvrzení e-mailem (202).',
        body: bookingBody,
        response: {
          201: itemResponse(reservationSchema),
          202: itemResponse(reservationSchema),
          ...commonErrors,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const service = await service404(body.service);
      // Unconfirmed bookings hold places for half an hour: one address may make only a few of them.
      await consume(app.db, [
        request.user
          ? { key: `reservation:user:${request.user.id}`, max: 30, windowMs: HOUR }
          : { key: `reservation:anonymous-ip:${request.ip}`, max: 5, windowMs: HOUR },
        { key: `reservation:email:${body.email}`, max: 10, windowMs: HOUR },
      ]);
      const questions = validateForm(fieldsForm(service.questions), body.answers);
      if (Object.keys(questions.errors).length > 0) {
        throw new HttpError(
          422,
          'Zadané údaje nejsou v pořádku.',
          Object.fromEntries(Object.entries(questions.errors).map(([k, v]) => [`answers.${k}`, v])),
        );
      }
      const user = request.user;
      const made = await book(app.db, {
        service,
        startsAt: new Date(body.starts_at),
        userId: user?.id ?? null,
        name: body.name,
        email: user?.email ?? body.email,
        phone: body.phone,
        note: body.note,
        answers: questions.data,
      });
      const r = made.reservation;
      const booking = {
        id: r.id,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        serviceName: service.name,
        place: service.place,
      };
      // Out before the answer: a booking without an account is confirmed only through this mail's link.
      if (made.confirmToken) {
        await app.mailer.send(confirmBookingMail(r.email, booking, links('potvrzeni', made.confirmToken)));
      } else {
        await sendNotice(
          app.mailer,
          request.log,
          bookingConfirmedMail(r.email, booking, links('zrusit', made.cancelToken), app.config.PUBLIC_URL),
        );
      }
      return reply.status(made.confirmToken ? 202 : 201).send({ data: toReservation(r, service) });
    },
  );

  app.post(
    '/api/reservations/confirm',
    {
      schema: {
        tags: ['reservations'],
        summary:
          'Potvrzení rezervace bez účtu odkazem z e-mailu: confirmed, already (už potvrzená) nebo cancelled; prošlý odkaz 404',
        body: token,
        response: {
          200: itemResponse(publicReservation.extend({ outcome: z.enum(['confirmed', 'already', 'cancelled']) })),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const confirmed = await confirmByToken(app.db, request.body.token);
      if (!confirmed) throw notFound();
      const { r, s } = confirmed;
      if (confirmed.cancelToken) {
        const booking = { id: r.id, startsAt: r.startsAt, endsAt: r.endsAt, serviceName: s.name, place: s.place };
        const cancelUrl = links('zrusit', confirmed.cancelToken);
        await sendNotice(
          app.mailer,
          request.log,
          bookingConfirmedMail(r.email, booking, cancelUrl, app.config.PUBLIC_URL),
        );
      }
      return { data: { ...publicView(r, s), outcome: confirmed.outcome } };
    },
  );

  app.post(
    '/api/reservations/lookup',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Rezervace podle odkazu z e-mailu (pro stránku, která se zeptá, než něco udělá)',
        body: token.extend({ purpose: z.enum(['cancel', 'confirm']) }),
        response: { 200: itemResponse(publicReservation), ...commonErrors },
      },
    },
    async (request) => {
      const found = await byToken(app.db, request.body.token, request.body.purpose);
      if (!found) throw notFound();
      return { data: publicView(found.r, found.s) };
    },
  );

  app.post(
    '/api/reservations/cancel',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Zrušení rezervace odkazem z e-mailu (bez přihlášení); podruhé 409',
        body: token,
        response: { 200: itemResponse(reservationSchema), ...commonErrors, 409: errorSchema },
      },
    },
    async (request) => {
      const cancelled = await cancelByToken(app.db, request.body.token);
      if (!cancelled) throw notFound();
      return { data: cancelled };
    },
  );

  app.get(
    '/api/me/reservations',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Rezervace přihlášeného občana',
        response: { 200: z.object({ data: z.array(reservationSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listMine(app.db, requireUser(request).id) }),
  );

  app.post(
    '/api/me/reservations/:id/cancel',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Zrušení vlastní rezervace do lhůty; cizí rezervace je 404',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: itemResponse(reservationSchema), ...commonErrors, 409: errorSchema },
      },
    },
    async (request) => {
      const cancelled = await cancelMine(app.db, requireUser(request).id, request.params.id);
      if (!cancelled) throw notFound();
      return { data: cancelled };
    },
  );
};
