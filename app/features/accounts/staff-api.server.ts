import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  eraseInput,
  groupEditInput,
  groupInput,
  groupKeyInput,
  groupSchema,
  lockInput,
  residentQuery,
  residentSchema,
  rolesInput,
} from './schemas.ts';
import * as staff from './staff.server.ts';

const idParams = z.object({ id: rowNumber() });

const refusals = { 409: errorSchema, ...commonErrors };
const item = { 200: itemResponse(residentSchema), ...refusals };

/** The accounts: the list, one, its roles and group, its lock, and its erasure. */
const accounts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/residents',
    {
      schema: {
        summary: 'Účty občanů a pracovníků: jméno, e-mail, skupina se slevou, role, blokace',
        querystring: residentQuery,
        response: { 200: listResponse(residentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await staff.residents(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    '/api/staff/residents/:id',
    { schema: { summary: 'Jeden účet', params: idParams, response: item } },
    async (request) => ({ data: await staff.resident(apiContext(request), request.params.id) }),
  );
  app.put(
    '/api/staff/residents/:id/roles',
    {
      schema: {
        summary:
          'Role účtu (správce, redaktor sekcí, úředník odborů); jeho přihlášení skončí, vlastní správu si odebrat nelze',
        params: idParams,
        body: rolesInput,
        response: item,
      },
    },
    async (request) => ({ data: await staff.setRoles(apiContext(request), request.params.id, request.body) }),
  );
  app.put(
    '/api/staff/residents/:id/group',
    {
      schema: {
        summary: 'Skupina se slevou (klíč skupiny), nebo null',
        params: idParams,
        body: groupInput,
        response: item,
      },
    },
    async (request) => ({ data: await staff.setGroup(apiContext(request), request.params.id, request.body.group) }),
  );
  app.post(
    '/api/staff/residents/:id/lock',
    {
      schema: {
        summary: 'Zablokování účtu s důvodem: přihlášení končí a nové nejde',
        params: idParams,
        body: lockInput,
        response: item,
      },
    },
    async (request) => ({ data: await staff.lock(apiContext(request), request.params.id, request.body.reason) }),
  );
  app.post(
    '/api/staff/residents/:id/unlock',
    {
      schema: { summary: 'Odblokování účtu', params: idParams, response: item },
    },
    async (request) => ({ data: await staff.unlock(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/residents/:id/erase',
    {
      schema: {
        summary: 'Výmaz osobních údajů na žádost občana (GDPR čl. 17); confirm je e-mail účtu; účet s rolemi nejde',
        params: idParams,
        body: eraseInput,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await staff.eraseResident(apiContext(request), request.params.id, request.body.confirm);
      return reply.code(204).send(null);
    },
  );
};

/** The discount groups: the list with their members, a new one, a change, a deletion. */
const discountGroups: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/groups',
    {
      schema: {
        summary: 'Skupiny se slevou a počet účtů v nich',
        response: { 200: z.object({ data: z.array(groupSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await staff.groups(apiContext(request)) }),
  );
  app.put(
    '/api/staff/groups/:key',
    {
      schema: {
        summary: 'Název a sleva skupiny',
        params: groupKeyInput,
        body: groupEditInput,
        response: { 200: itemResponse(groupSchema), ...refusals },
      },
    },
    async (request) => ({ data: await staff.saveGroup(apiContext(request), request.params.key, request.body) }),
  );
  app.post(
    '/api/staff/groups',
    {
      schema: {
        summary: 'Nová skupina se slevou; klíč skupiny vznikne z názvu',
        body: groupEditInput,
        response: { 201: itemResponse(groupSchema), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await staff.createGroup(apiContext(request), request.body) }),
  );
  app.delete(
    '/api/staff/groups/:key',
    {
      schema: {
        summary: 'Smazání skupiny, ve které nikdo není; se členy je 409',
        params: groupKeyInput,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await staff.removeGroup(apiContext(request), request.params.key);
      return reply.code(204).send(null);
    },
  );
};

/** The administrator's operations on accounts (issue 14), section `admin`: roles, groups, locks, GDPR erasure. */
export const accountsStaffRoutes = staffSection('admin', async (app) => {
  await app.register(accounts);
  await app.register(discountGroups);
});
