import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as residentPage from './pages/sprava-obcan.tsx';

/** The administrator's side of the accounts (issue 14): search, roles, groups, locks, GDPR requests. */
let t: TestApp;
let martin: string;
let lenka: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const find = async (email: string) =>
  (await call('GET', `/api/staff/residents?q=${encodeURIComponent(email)}`, martin)).json().data[0];

beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  lenka = await loginAsStaff(t.app, 'lenka');
});
afterAll(() => t.close());

describe('residents and roles', () => {
  it('finds accounts by name or e-mail, and the staff among them', async () => {
    const jana = await find('Nováková');
    expect(jana).toMatchObject({ email: DEMO_LOGINS.jana[0], admin: false, scope: ['resident'], locked: null });
    const staff = (await call('GET', '/api/staff/residents?only=staff', martin)).json().data;
    expect(staff.map((r: { email: string }) => r.email).sort()).toEqual(
      [DEMO_LOGINS.lenka[0], DEMO_LOGINS.martin[0], DEMO_LOGINS.petra[0], DEMO_LOGINS.tomas[0]].sort(),
    );
    expect(staff.find((r: { email: string }) => r.email === DEMO_LOGINS.lenka[0]).departments).toEqual([
      'financni-odbor',
    ]);
    // Only an administrator manages accounts.
    expect((await call('GET', '/api/staff/residents', lenka)).statusCode).toBe(403);
  });

  it('grants and takes roles; the person signs in again for them; an administrator keeps their own', async () => {
    const josef = await find(DEMO_LOGINS.josef[0]);
    const his = await loginAs(t.app, DEMO_LOGINS.josef);
    const granted = await call('PUT', `/api/staff/residents/${josef.id}/roles`, martin, {
      sections: ['galleries'],
      departments: ['socialni-odbor'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({
      scope: ['resident', 'editor:galleries', 'clerk:socialni-odbor'],
      sections: ['galleries'],
      departments: ['socialni-odbor'],
    });
    expect((await call('GET', '/api/me', his)).statusCode).toBe(401);
    const unknown = await call('PUT', `/api/staff/residents/${josef.id}/roles`, martin, { departments: ['nikde'] });
    expect(unknown.json().errors).toEqual({ departments: ['Odbor „nikde“ neexistuje.'] });
    const me = await find(DEMO_LOGINS.martin[0]);
    const self = await call('PUT', `/api/staff/residents/${me.id}/roles`, martin, { admin: false });
    expect(self.statusCode).toBe(409);
    await call('PUT', `/api/staff/residents/${josef.id}/roles`, martin, {});
    const log = (await call('GET', '/api/staff/audit?q=user.roles', martin)).json().data;
    expect(log[0]).toMatchObject({ action: 'user.roles', entity_id: DEMO_LOGINS.josef[0] });
  });

  it('puts a resident in a discount group and changes a group’s discount', async () => {
    const jana = await find(DEMO_LOGINS.jana[0]);
    const grouped = await call('PUT', `/api/staff/residents/${jana.id}/group`, martin, { group: 'senioři' });
    expect(grouped.json().data.group).toEqual({ key: 'senioři', description: 'Senioři 65+', discount: 50 });
    const wrong = await call('PUT', `/api/staff/residents/${jana.id}/group`, martin, { group: 'nikdo' });
    expect(wrong.json().errors).toEqual({ group: ['Taková skupina není.'] });
    const group = await call('PUT', `/api/staff/groups/${encodeURIComponent('senioři')}`, martin, {
      description: 'Senioři 65+',
      discount: 60,
    });
    expect(group.json().data).toMatchObject({ discount: 60 });
    expect((await call('GET', '/api/me', await loginAs(t.app, DEMO_LOGINS.jana))).json().data.group).toEqual({
      description: 'Senioři 65+',
      discount: 60,
    });
    await call('PUT', `/api/staff/residents/${jana.id}/group`, martin, { group: null });
  });

  it('counts each group’s accounts, and creates, renames and removes a group', async () => {
    const list = async () =>
      (await call('GET', '/api/staff/groups', martin)).json().data as { key: string; members: number }[];
    // Josef is a senior in the demo.
    expect((await list()).find((g) => g.key === 'senioři')?.members).toBe(1);
    const created = await call('POST', '/api/staff/groups', martin, {
      description: 'Držitelé průkazu ZTP',
      discount: 80,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toEqual({
      key: 'drzitele-prukazu-ztp',
      description: 'Držitelé průkazu ZTP',
      discount: 80,
      members: 0,
    });
    expect(
      (await call('POST', '/api/staff/groups', martin, { description: 'Senioři 65+', discount: 10 })).json().errors,
    ).toEqual({
      description: ['Skupina s tímto názvem už je.'],
    });
    const renamed = await call('PUT', '/api/staff/groups/drzitele-prukazu-ztp', martin, {
      description: 'ZTP a ZTP/P',
      discount: 100,
    });
    expect(renamed.json().data).toMatchObject({ description: 'ZTP a ZTP/P', discount: 100 });

    const jana = await find(DEMO_LOGINS.jana[0]);
    await call('PUT', `/api/staff/residents/${jana.id}/group`, martin, { group: 'drzitele-prukazu-ztp' });
    expect((await list()).find((g) => g.key === 'drzitele-prukazu-ztp')?.members).toBe(1);
    const refused = await call('DELETE', '/api/staff/groups/drzitele-prukazu-ztp', martin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ve skupině je 1 účet. Nejdřív je ze skupiny vyřaďte v jejich účtech.');
    await call('PUT', `/api/staff/residents/${jana.id}/group`, martin, { group: null });
    expect((await call('DELETE', '/api/staff/groups/drzitele-prukazu-ztp', martin)).statusCode).toBe(204);
    expect((await list()).map((g) => g.key)).toEqual(['senioři']);
    expect((await call('DELETE', '/api/staff/groups/drzitele-prukazu-ztp', martin)).statusCode).toBe(404);
    const log = (await call('GET', '/api/staff/audit?q=group', martin)).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['group.created', 'group.saved', 'group.removed']),
    );
  });

  it('locks an account at once and unlocks it', async () => {
    const jana = await find(DEMO_LOGINS.jana[0]);
    const hers = await loginAs(t.app, DEMO_LOGINS.jana);
    const locked = await call('POST', `/api/staff/residents/${jana.id}/lock`, martin, {
      reason: 'Zneužití formulářů.',
    });
    expect(locked.json().data.locked).toMatchObject({ reason: 'Zneužití formulářů.' });
    expect((await call('GET', '/api/me', hers)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, {
      email: DEMO_LOGINS.jana[0],
      password: DEMO_LOGINS.jana[1],
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().message).toBe('Účet je zablokovaný. Pokud nevíte proč, obraťte se prosím na městský úřad.');
    const me = await find(DEMO_LOGINS.martin[0]);
    expect(
      (await call('POST', `/api/staff/residents/${me.id}/lock`, martin, { reason: 'Omylem sebe.' })).statusCode,
    ).toBe(409);
    await call('POST', `/api/staff/residents/${jana.id}/unlock`, martin);
    expect((await call('GET', '/api/me', await loginAs(t.app, DEMO_LOGINS.jana))).statusCode).toBe(200);
  });

  it('exports and erases a resident’s data on request, with every step in the log', async () => {
    const josef = await find(DEMO_LOGINS.josef[0]);
    const exported = await call('GET', `/api/staff/residents/${josef.id}/export`, martin);
    expect(exported.json().account).toMatchObject({ email: DEMO_LOGINS.josef[0], lastname: 'Dvořák' });
    const wrong = await call('POST', `/api/staff/residents/${josef.id}/erase`, martin, {
      confirm: 'jiny@vzorov.example',
    });
    expect(wrong.json().errors).toEqual({ confirm: ['Pro potvrzení napište e-mail účtu přesně tak, jak je uvedený.'] });
    const lenkaRow = await find(DEMO_LOGINS.lenka[0]);
    const staffErase = await call('POST', `/api/staff/residents/${lenkaRow.id}/erase`, martin, {
      confirm: DEMO_LOGINS.lenka[0],
    });
    expect(staffErase.statusCode).toBe(409);

    const erased = await call('POST', `/api/staff/residents/${josef.id}/erase`, martin, {
      confirm: DEMO_LOGINS.josef[0].toUpperCase(),
    });
    expect(erased.statusCode).toBe(204);
    expect(await find(DEMO_LOGINS.josef[0])).toBeUndefined();
    const login = await call('POST', '/api/auth/login', undefined, {
      email: DEMO_LOGINS.josef[0],
      password: DEMO_LOGINS.josef[1],
    });
    expect(login.statusCode).toBe(422);
    const log = (await call('GET', '/api/staff/audit?q=user.', martin))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(log).toEqual(expect.arrayContaining(['user.exported', 'user.erased', 'user.locked', 'user.unlocked']));
  });
});

describe('the account page without JavaScript', () => {
  it('grants roles from checkboxes and explains a refused erasure', async () => {
    const petra = await find(DEMO_LOGINS.petra[0]);
    const id = String(petra.id);
    const context = await pageContext(t.app, martin);
    const body = new URLSearchParams({ intent: 'roles' });
    for (const s of ['news', 'events']) body.append('sections', s);
    body.append('departments', 'odbor-vystavby');
    const saved = (await residentPage.action(
      routeArgs({
        request: page(`/sprava/obcane/${id}`, { method: 'POST', body }),
        params: { id },
        context,
      }),
    )) as Response;
    expect(saved.headers.get('location')).toBe(`/sprava/obcane/${id}?hotovo=role`);
    expect((await find(DEMO_LOGINS.petra[0])).scope).toEqual([
      'resident',
      'editor:news',
      'editor:events',
      'clerk:odbor-vystavby',
    ]);
    const refused = await residentPage.action(
      routeArgs({
        request: page(`/sprava/obcane/${id}`, form({ intent: 'erase', confirm: 'nekdo@jiny.example' })),
        params: { id },
        context,
      }),
    );
    expect(asJson(refused)).toMatchObject({
      init: { status: 422 },
      data: { errors: { confirm: ['Pro potvrzení napište e-mail účtu přesně tak, jak je uvedený.'] } },
    });
  });
});
