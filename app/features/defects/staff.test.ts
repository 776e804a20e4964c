import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';
import * as reportPage from './pages/sprava-zavada.tsx';
import * as queuePage from './pages/sprava-zavady.tsx';
import { defectFollowers, defectReports } from './schema.server.ts';

/** The office's side of the defect reports (issue 60 §3): the queue, the steps, whom each step tells. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let tomas: string;
let lenka: string;
let jana: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  tomas = await loginAsStaff(t.app, 'tomas');
  lenka = await loginAsStaff(t.app, 'lenka');
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Row = { id: number; number: string; status: string; place: string; version: number; days_left: number };
const queue = async (token: string, query = '') => {
  const res = await call('GET', `/api/staff/defects${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; meta: { total: number } };
};
const byPlace = async (place: string) => {
  const [row] = (await queue(tomas, '?status=open')).data.filter((r) => r.place === place);
  if (!row) throw new Error(`no open report at ${place}`);
  return row;
};
const act = (id: number, body: object, token = tomas) => call('POST', `/api/staff/defects/${id}/actions`, token, body);

describe('the queue', () => {
  it("a clerk sees their department's confirmed open reports, the one due soonest first", async () => {
    const { data } = await queue(tomas);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.map((r) => r.days_left)).toEqual([...data.map((r) => r.days_left)].sort((a, b) => a - b));
    expect(data.every((r) => ['nove', 'v-reseni', 'ceka-na-doplneni'].includes(r.status))).toBe(true);
    // The unconfirmed guest's dump and the branch handed to the environment department are not his.
    expect(data.some((r) => r.place.includes('Lomem') || r.place.startsWith('K Mlýnu'))).toBe(false);
    expect((await queue(tomas, '?q=lampa')).data.map((r) => r.place)).toEqual(['U Rybníka 87/3']);
    expect((await queue(tomas, '?status=vyreseno')).data.every((r) => r.status === 'vyreseno')).toBe(true);
  });

  it("another department's clerk gets a 404 for the report and an empty queue; a resident a 403", async () => {
    const lamp = await byPlace('U Rybníka 87/3');
    expect((await call('GET', `/api/staff/defects/${lamp.id}`, lenka)).statusCode).toBe(404);
    expect((await act(lamp.id, { action: 'note', version: lamp.version, message: 'x' }, lenka)).statusCode).toBe(404);
    expect((await queue(lenka)).data).toEqual([]);
    expect((await call('GET', '/api/staff/defects', jana)).statusCode).toBe(403);
  });

  it("the report's page: the reporter's words and address for the office, the whole history", async () => {
    const lamp = await byPlace('U Rybníka 87/3');
    const { data } = (await call('GET', `/api/staff/defects/${lamp.id}`, tomas)).json();
    expect(data.reporter).toEqual({ name: 'Josef Dvořák', email: DEMO_LOGINS.josef[0], confirmed: true });
    expect(data.events.map((e: { action: string }) => e.action)).toEqual(['filed', 'take', 'answer']);
    // Josef, and Jana and a guest whom it bothers too; Jana's merged duplicate adds no one.
    expect(data.followers).toBe(3);
    expect(data.actions).toContain('merge');
  });
});

describe('steps', () => {
  it('a step over an older version is a 409; one the status does not allow too', async () => {
    const sign = await byPlace('Nádražní 1203/18');
    const stale = await act(sign.id, { action: 'answer', version: sign.version + 1, message: 'Děkujeme.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/mezitím změnilo/);
    const ask = await act(sign.id, { action: 'reject', version: sign.version });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errors.message).toEqual(['Napište důvod zamítnutí.']);
  });

  it('an answer only for the reporter goes to the reporter alone; a public one to every follower', async () => {
    const lamp = await byPlace('U Rybníka 87/3');
    const quiet = await act(lamp.id, {
      action: 'answer',
      version: lamp.version,
      visibility: 'reporter',
      message: 'Pane Dvořáku, zavolejte prosím technikovi.',
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    await smtp.waitFor(DEMO_LOGINS.josef[0], /zavolejte prosím technikovi/);
    const loud = await act(lamp.id, { action: 'resolve', version: quiet.json().data.version, message: 'Lampa svítí.' });
    expect(loud.json().data).toMatchObject({ status: 'vyreseno' });
    for (const to of [DEMO_LOGINS.josef[0], DEMO_LOGINS.jana[0], 'marie.soused@example.cz'])
      await smtp.waitFor(to, /Lampa svítí/);
    expect(smtp.mails.filter((m) => /technikovi/.test(m.decoded)).flatMap((m) => m.to)).toEqual([DEMO_LOGINS.josef[0]]);
    const [row] = await t.database.db.select().from(defectReports).where(eq(defectReports.id, lamp.id));
    expect(row?.closedAt).toEqual(expect.any(Date));
  });

  it('a merge closes the duplicate, its people follow the twin, and every one of both hears once', async () => {
    const pothole = await byPlace('Lipová 412/12');
    const sign = await byPlace('Nádražní 1203/18');
    const merged = await act(pothole.id, {
      action: 'merge',
      version: pothole.version,
      into: sign.number.toLowerCase(),
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.status).toBe('sloucene');
    // Jana filed the pothole, Josef the sign: each is told once, of the twin's number.
    for (const to of [DEMO_LOGINS.jana[0], DEMO_LOGINS.josef[0]])
      await smtp.waitFor(to, new RegExp(`sloučili s hlášením ${sign.number}`));
    const mergeMails = smtp.mails.filter((m) => m.decoded.includes(`sloučili s hlášením ${sign.number}`));
    expect(mergeMails.flatMap((m) => m.to).sort()).toEqual([DEMO_LOGINS.jana[0], DEMO_LOGINS.josef[0]].sort());
    const followers = await t.database.db.select().from(defectFollowers).where(eq(defectFollowers.reportId, sign.id));
    expect(followers).toHaveLength(2);
    const again = await act(pothole.id, { action: 'merge', version: pothole.version + 1, into: sign.number });
    expect(again.statusCode).toBe(409);
  });

  it('a merge into itself, a closed report or an unknown number is refused by field', async () => {
    const sign = await byPlace('Nádražní 1203/18');
    for (const [into, message] of [
      [sign.number, /samo se sebou/],
      ['Z-1999-0001', /Napište číslo hlášení/],
    ] as const) {
      const res = await act(sign.id, { action: 'merge', version: sign.version, into });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.into[0]).toMatch(message);
    }
  });

  it('a hand-over: the report is new in the other department, nobody has it, and this clerk loses it', async () => {
    const sign = await byPlace('Nádražní 1203/18');
    const res = await act(sign.id, {
      action: 'handoff',
      version: sign.version,
      department: 'odbor-zivotniho-prostredi',
    });
    expect(res.json().data.status).toBe('nove');
    expect((await call('GET', `/api/staff/defects/${sign.id}`, tomas)).statusCode).toBe(404);
    const bad = await act(sign.id, { action: 'handoff', version: sign.version + 1, department: 'nic' }, tomas);
    expect(bad.statusCode).toBe(404);
  });
});

describe('the pages', () => {
  const args = async <P extends Record<string, string>>(path: string, params: P, token = tomas, init?: RequestInit) =>
    routeArgs({ request: page(path, init), params, context: await pageContext(t.app, token) });

  it('the queue: the same rows as the API, its filters kept, a filter it cannot use said', async () => {
    const shown = await queuePage.loader(await args('/sprava/zavady?stav=nesmysl&q=lampa&po=1', {}));
    expect(shown.problems).toHaveLength(1);
    expect(shown.query).toMatchObject({ status: 'open', q: 'lampa', overdue: true });
    expect(shown.params).toEqual({ q: 'lampa', po: '1' });
    const all = await queuePage.loader(await args('/sprava/zavady', {}));
    expect(asJson(all.rows.map(({ title: _, ...row }) => row))).toEqual((await queue(tomas)).data);
    expect(all.marks[0]).toMatchObject({ url: `/sprava/zavady/${all.rows[0]?.id}` });
    expect(all.categories.length).toBeGreaterThanOrEqual(8);
  });

  it("a report's page takes a step by its form; a refused one keeps the text and says why by field", async () => {
    const sign = (await queue(tomas)).data.find((r) => r.status === 'v-reseni' || r.status === 'ceka-na-doplneni');
    if (!sign) throw new Error('no report under way');
    const path = `/sprava/zavady/${sign.id}`;
    const post = async (fields: Record<string, string>) =>
      reportPage.action(await args(path, { id: String(sign.id) }, tomas, form(fields)));
    const refused = asJson(await post({ action: 'reject', version: String(sign.version), message: '' }));
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: { errors: { message: ['Napište důvod zamítnutí.'] } },
    });
    const noted = (await post({
      action: 'note',
      version: String(sign.version),
      message: 'Volat v pondělí.',
    })) as Response;
    expect(noted.headers.get('location')).toBe(`${path}?hotovo=note`);
    const stale = asJson(await post({ action: 'note', version: String(sign.version), message: 'Znovu.' }));
    expect(stale).toMatchObject({ init: { status: 409 }, data: { values: { message: 'Znovu.' } } });
    const shown = await reportPage.loader(await args(path, { id: String(sign.id) }));
    expect(shown.d.events.at(-1)).toMatchObject({ action: 'note', visibility: 'office', author: 'Tomáš Veselý' });
    expect(shown.departments.length).toBeGreaterThan(3);
    const theirs = await refusalOf(reportPage.loader(await args(path, { id: String(sign.id) }, lenka)));
    expect(theirs.status).toBe(404);
  });
});

describe('bulk steps', () => {
  const file = async (place: string) => {
    const res = await call('POST', '/api/defects', jana, {
      category: 'vytluk',
      description: 'Díra v silnici u obrubníku.',
      misto: place,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await byPlace(place)).id;
  };

  it('take the picked new reports one by one; one a colleague has stays theirs, and so does a closed one', async () => {
    const [a, b] = [await file('Lipová 412/12'), await file('Nádražní 1203/18')];
    const theirs = (await queue(tomas)).data.find((r) => r.status === 'v-reseni');
    const closed = (await queue(tomas, '?status=vyreseno')).data[0];
    if (!theirs || !closed) throw new Error('the demo has a report under way and a resolved one');
    const res = await call('POST', '/api/staff/defects/bulk', tomas, {
      action: 'take',
      ids: [a, b, theirs.id, closed.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ count: 2, skipped: 2 });
    for (const id of [a, b]) {
      const { data } = (await call('GET', `/api/staff/defects/${id}`, tomas)).json();
      expect(data).toMatchObject({ status: 'v-reseni', assignee: { name: 'Tomáš Veselý' } });
    }
    // Another department's clerk cannot reach them: a 404, nothing moved.
    expect((await call('POST', '/api/staff/defects/bulk', lenka, { action: 'take', ids: [a] })).statusCode).toBe(404);
  });

  it('the queue page hands the picked reports to another department, and says how many', async () => {
    const id = await file('Lipová 412/12');
    const body = new URLSearchParams({ action: 'predat-odbor-zivotniho-prostredi' });
    body.append('ids', String(id));
    const done = asJson(
      await queuePage.action(
        routeArgs({
          request: page('/sprava/zavady', { method: 'POST', body }),
          params: {},
          context: await pageContext(t.app, tomas),
        }),
      ),
    );
    expect(done.data.bulk.done).toBe('Předáno: 1 hlášení.');
    expect((await call('GET', `/api/staff/defects/${id}`, tomas)).statusCode).toBe(404);
    const none = new URLSearchParams({ action: 'take' });
    const refused = asJson(
      await queuePage.action(
        routeArgs({
          request: page('/sprava/zavady', { method: 'POST', body: none }),
          params: {},
          context: await pageContext(t.app, tomas),
        }),
      ),
    );
    expect(refused.data.errors.ids).toEqual(['Vyberte aspoň jednu položku zaškrtnutím.']);
  });

  it('the queue page says which picked reports it left as they were: the clerk picked them', async () => {
    // A place no other test files at: the report is the only open one there, nobody's yet.
    const id = await file('Husova 140/16');
    const theirs = (await queue(tomas)).data.find((r) => r.status === 'v-reseni');
    if (!theirs) throw new Error('the demo has a report under way');
    const body = new URLSearchParams({ action: 'take' });
    for (const picked of [id, theirs.id]) body.append('ids', String(picked));
    const done = asJson(
      await queuePage.action(
        routeArgs({
          request: page('/sprava/zavady', { method: 'POST', body }),
          params: {},
          context: await pageContext(t.app, tomas),
        }),
      ),
    );
    expect(done.data.bulk.done).toBe(
      'Převzato: 1 hlášení. Beze změny: 1 hlášení (už je někdo řeší, jsou tam, nebo to jejich stav nedovoluje).',
    );
  });
});
