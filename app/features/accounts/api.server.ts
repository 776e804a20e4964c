import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meSchema } from '../../../common/schemas/account.ts';
import { errorSchema, itemResponse, validationErrorSchema } from '../../../server/lib/api-schemas.ts';
import { notLoggedIn } from '../../../server/lib/authenticate.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  changePasswordSchema,
  confirmEmailSchema,
  deleteMeSchema,
  forgotPasswordSchema,
  loginAnswerSchema,
  loginRequestSchema,
  messageSchema,
  passwordChangedSchema,
  registerSchema,
  resetPasswordSchema,
  updateMeSchema,
} from './schemas.ts';
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  forgotPassword,
  login,
  logout,
  me,
  register,
  resendConfirmation,
  resetPassword,
  updateMe,
} from './service.server.ts';

const errors = { 422: validationErrorSchema, 429: errorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Přihlášení e-mailem a heslem; vrací nový token (Bearer)',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request) => login(apiContext(request), request.body),
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
    async (request) => logout(apiContext(request)),
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
    async (request, reply) => reply.status(201).send(await register(apiContext(request), request.body)),
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
    async (request) => confirmEmail(apiContext(request), request.body),
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
    async (request) => resendConfirmation(apiContext(request), request.body),
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
    async (request) => forgotPassword(apiContext(request), request.body),
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
    async (request) => resetPassword(apiContext(request), request.body),
  );
};

const security = [{ bearer: [] }];
const meErrors = { 401: errorSchema, 422: validationErrorSchema };

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Přihlášený uživatel',
        security,
        response: { 200: itemResponse(meSchema), 401: errorSchema },
      },
    },
    async (request) => {
      const data = await me(apiContext(request));
      if (!data) throw notLoggedIn();
      return { data };
    },
  );

  app.put(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Změna osobních údajů; nová e-mailová adresa se potvrzuje odkazem',
        security,
        body: updateMeSchema,
        response: { 200: itemResponse(meSchema).extend({ message: z.string() }), ...meErrors },
      },
    },
    async (request) => {
      const { me: data, message } = await updateMe(apiContext(request), request.body);
      return { data, message };
    },
  );

  app.put(
    '/api/me/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Změna hesla; ukončí všechna přihlášení a vrátí nový token',
        security,
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema, ...meErrors },
      },
    },
    async (request) => changePassword(apiContext(request), request.body),
  );

  app.delete(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Zrušení účtu (potvrzené heslem); osobní údaje se vymažou',
        security,
        body: deleteMeSchema,
        response: { 204: z.null(), ...meErrors },
      },
    },
    async (request, reply) => {
      await deleteAccount(apiContext(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
