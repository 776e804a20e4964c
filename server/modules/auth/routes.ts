import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../common/schemas/account.ts';
import { errorSchema, validationErrorSchema } from '../../lib/api-schemas.ts';
import { sendNotice } from '../../lib/mail.ts';
import { consume, HOUR, MINUTE, refund } from '../../lib/rate-limit.ts';
import { issueDevice, knownDevice } from './devices.ts';
import {
  type AuthDeps,
  confirmEmail,
  forgotPassword,
  login,
  register,
  resendConfirmation,
  resetPassword,
} from './service.ts';
import { revokeSession } from './sessions.ts';

const messageSchema = z.object({ message: z.string() });
const errors = { 422: validationErrorSchema, 429: errorSchema };

/** What the account services need from the app. */
export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    publicUrl: app.config.PUBLIC_URL,
    send: (mail) => app.mailer.send(mail),
    notify: (mail) => sendNotice(app.mailer, app.log, mail),
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const perIp = (what: string, ip: string, max: number, windowMs: number) => ({
    key: `${what}:ip:${ip}`,
    max,
    windowMs,
  });
  const perEmail = (what: string, email: string, max: number, windowMs: number) => ({
    key: `${what}:email:${email}`,
    max,
    windowMs,
  });

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Přihlášení e-mailem a heslem; vrací nový token (Bearer)',
        body: loginSchema.extend({
          /** The device token an earlier successful login of this browser gave (docs/decisions/0011). */
          device: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({
            token: z.string(),
            /** To keep and send with the next logins (the web keeps it in an HttpOnly cookie for a year). */
            device: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { email, device } = request.body;
      // Every attempt counts per address. Failed attempts count per account, except from a
      // browser that has logged into this account before (a valid device token): those count
      // per device, so guesses from elsewhere cannot lock the owner out (docs/decisions/0011).
      // Each attempt takes a slot before the password is checked (so parallel guesses cannot
      // slip past the limit), and a successful one gives it back.
      const knownAs = await knownDevice(app.db, email, device);
      const failures = knownAs
        ? { key: `login-failed:device:${knownAs}`, max: 10, windowMs: 15 * MINUTE }
        : perEmail('login-failed', email, 10, 15 * MINUTE);
      await consume(app.db, [perIp('login', request.ip, 30, 10 * MINUTE), failures]);
      const token = await login(app.db, request.body);
      await refund(app.db, failures.key);
      return { token, device: await issueDevice(app.db, email) };
    },
  );

  app.get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Odhlášení: token přestane platit',
        security: [{ bearer: [] }],
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (request.user) await revokeSession(app.db, request.user.sessionId);
      return { message: 'Byli jste odhlášeni.' };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registrace; účet začne fungovat po potvrzení e-mailu odkazem',
        body: registerSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await consume(app.db, [
        perIp('register', request.ip, 10, HOUR),
        perEmail('register', request.body.email, 3, HOUR),
      ]);
      await register(deps, request.body);
      return reply.status(201).send({
        message: 'Na zadanou adresu jsme poslali e-mail s odkazem. Registraci dokončíte jeho otevřením.',
      });
    },
  );

  app.post(
    '/api/auth/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Potvrzení e-mailové adresy odkazem z e-mailu',
        body: confirmEmailSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await consume(app.db, [perIp('confirm', request.ip, 30, HOUR)]);
      await confirmEmail(app.db, request.body.hash);
      return { message: 'E-mailová adresa je potvrzená. Nyní se můžete přihlásit.' };
    },
  );

  app.post(
    '/api/auth/confirm/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Nový potvrzovací odkaz pro nepotvrzený účet',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await consume(app.db, [perIp('resend', request.ip, 10, HOUR), perEmail('resend', email, 3, HOUR)]);
      await resendConfirmation(deps, email);
      return { message: 'Pokud účet s touto adresou čeká na potvrzení, poslali jsme na ni nový odkaz.' };
    },
  );

  app.post(
    '/api/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Žádost o odkaz pro nastavení nového hesla',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await consume(app.db, [perIp('forgot', request.ip, 10, HOUR), perEmail('forgot', email, 3, HOUR)]);
      await forgotPassword(deps, email);
      return { message: 'Pokud u nás máte účet, poslali jsme vám e-mail s odkazem pro nastavení nového hesla.' };
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Nové heslo podle odkazu z e-mailu (odkaz platí hodinu a jen jednou)',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await consume(app.db, [perIp('reset', request.ip, 20, HOUR)]);
      await resetPassword(deps, request.body);
      return { message: 'Heslo je změněné. Přihlaste se prosím novým heslem.' };
    },
  );
};
