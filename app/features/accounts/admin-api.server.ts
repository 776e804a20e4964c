import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { commonErrors, errorSchema, itemResponse, listResponse, page } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffOnly } from '../../../server/lib/staff.ts';
import { staffRefusals, staffSecurity } from '../../../server/lib/staff-item-routes.ts';
import {
  createGroup,
  eraseResident,
  groups,
  lock,
  removeGroup,
  resident,
  residents,
  saveGroup,
  setGroup,
  setRoles,
  unlock,
} from './admin.server.ts';
import {
  eraseInput,
  groupEditInput,
  groupInput,
  groupSchema,
  lockInput,
  residentQuery,
  residentSchema,
  rolesInput,
} from './schemas.ts';

const idParams = z.object({ id: rowNumber() });
const keyParams = z.object({ key: z.string().max(100) });

/** The administrator's operations on accounts (issue 14): roles, groups, locks, GDPR export and erasure. */
export const residentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = staffOnly('admin');
  const security = staffSecurity;
  const refusals = { ...staffRefusals, 409: errorSchema, ...commonErrors };
  const item = { 200: itemResponse(residentSchema), ...refusals };

  app.get(
    '/api/staff/residents',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Účty občanů a pracovníků: jméno, e-mail, skupina se slevou, role, blokace',
        security,
        querystring: residentQuery,
        response: { 200: listResponse(residentSchema), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await residents(apiContext(request), request.query);
      return page(rows, total, request.query);
    },
  );
  app.get(
    '/api/staff/residents/:id',
    { onRequest, schema: { tags: ['staff'], summary: 'Jeden účet', security, params: idParams, response: item } },
    async (request) => ({ data: await resident(apiContext(request), request.params.id) }),
  );
  app.put(
    '/api/staff/residents/:id/roles',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Role účtu (správce, redaktor sekcí, úředník odborů); jeho přihlášení skončí, vlastní správu si odebrat nelze',
        security,
        params: idParams,
        body: rolesInput,
        response: item,
      },
    },
    async (request) => ({ data: await setRoles(apiContext(request), request.params.id, request.body) }),
  );
  app.put(
    '/api/staff/residents/:id/group',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Skupina se slevou (klíč skupiny), nebo null',
        security,
        params: idParams,
        body: groupInput,
        response: item,
      },
    },
    async (request) => ({ data: await setGroup(apiContext(request), request.params.id, request.body.group) }),
  );
  app.post(
    '/api/staff/residents/:id/lock',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Zablokování účtu s důvodem: přihlášení končí a nové nejde',
        security,
        params: idParams,
        body: lockInput,
        response: item,
      },
    },
    async (request) => ({ data: await lock(apiContext(request), request.params.id, request.body.reason) }),
  );
  app.post(
    '/api/staff/residents/:id/unlock',
    {
      onRequest,
      schema: { tags: ['staff'], summary: 'Odblokování účtu', security, params: idParams, response: item },
    },
    async (request) => ({ data: await unlock(apiContext(request), request.params.id) }),
  );
  app.post(
    '/api/staff/residents/:id/erase',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Výmaz osobních údajů na žádost občana (GDPR čl. 17); confirm je e-mail účtu; účet s rolemi nejde',
        security,
        params: idParams,
        body: eraseInput,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await eraseResident(apiContext(request), request.params.id, request.body.confirm);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/staff/groups',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Skupiny se slevou a počet účtů v nich',
        security,
        response: { 200: z.object({ data: z.array(groupSchema) }), ...staffRefusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await groups(apiContext(request)) }),
  );
  app.put(
    '/api/staff/groups/:key',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Název a sleva skupiny',
        security,
        params: keyParams,
        body: groupEditInput,
        response: { 200: itemResponse(groupSchema), ...refusals },
      },
    },
    async (request) => ({ data: await saveGroup(apiContext(request), request.params.key, request.body) }),
  );
  app.post(
    '/api/staff/groups',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Nová skupina se slevou; klíč skupiny vznikne z názvu',
        security,
        body: groupEditInput,
        response: { 201: itemResponse(groupSchema), ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createGroup(apiContext(request), request.body) }),
  );
  app.delete(
    '/api/staff/groups/:key',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Smazání skupiny, ve které nikdo není; se členy je 409',
        security,
        params: keyParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await removeGroup(apiContext(request), request.params.key);
      return reply.code(204).send(null);
    },
  );
};
