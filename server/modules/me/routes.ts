import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, deleteMeSchema, meSchema, updateMeSchema } from '../../../common/schemas/account.ts';
import { errorSchema, itemResponse, validationErrorSchema } from '../../lib/api-schemas.ts';
import { notLoggedIn, requireUser } from '../../lib/authenticate.ts';
import { consume, HOUR } from '../../lib/rate-limit.ts';
import { authDeps } from '../auth/routes.ts';
import { changePassword, deleteMe, exportMe, getMe, updateMe } from './service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 422: validationErrorSchema };

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

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
      const me = await getMe(app.db, requireUser(request).id);
      if (!me) throw notLoggedIn();
      return { data: me };
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
        response: { 200: itemResponse(meSchema).extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await consume(app.db, [{ key: `update-me:user:${user.id}`, max: 20, windowMs: HOUR }]);
      const { emailChanged } = await updateMe(deps, user.id, request.body);
      const me = await getMe(app.db, user.id);
      if (!me) throw notLoggedIn();
      return {
        data: me,
        message: emailChanged
          ? 'Údaje jsou uložené. Novou e-mailovou adresu začneme používat, až ji potvrdíte odkazem, který jsme na ni poslali.'
          : 'Údaje jsou uložené.',
      };
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
        response: { 200: z.object({ token: z.string(), remember: z.boolean(), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const token = await changePassword(app.db, user.id, request.body, user.remember);
      return {
        token,
        remember: user.remember,
        message: 'Heslo je změněné. Na ostatních zařízeních se bude potřeba přihlásit znovu.',
      };
    },
  );

  app.get(
    '/api/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Všechny údaje, které o vás web vede, jako JSON',
        security,
        response: { 200: z.record(z.string(), z.unknown()), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await exportMe(app.db, requireUser(request).id);
      if (!data) throw notLoggedIn();
      reply.header('content-disposition', 'attachment; filename="moje-udaje-vzorov.json"');
      return data;
    },
  );

  app.delete(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Zrušení účtu (potvrzené heslem); osobní údaje se vymažou',
        security,
        body: deleteMeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMe(app.db, requireUser(request).id, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
