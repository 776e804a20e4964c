import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/index.ts';
import {
  createTestApp,
  DEMO_LOGINS,
  loginAs,
  loginAsStaff,
  queuedMails,
  type TestApp,
} from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as myReportPage from './pages/ucet-moje-zavada.tsx';
import * as myListPage from './pages/ucet-moje-zavady.tsx';
import * as followPage from './pages/zavady-sledovani.tsx';
import { reporterMessages } from './reporter-schemas.ts';
import { defectReports } from './schema.server.ts';

// The reporter after filing (issue 60): their list, their report's page with the history meant for
// them, answering the office, reopening within 30 days, saying whether they are satisfied; a guest
// by the link of the confirmation mail. The clock is fixed: 10 March 2026, so 30 days back crosses February.

let t: TestApp;
let jana: string;
let josef: string;
let petra: string;
let tomas: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-03-10T09:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  petra = await loginAs(t.app, DEMO_LOGINS.petra);
  tomas = await loginAsStaff(t.app, 'tomas');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A report of a pothole in the property department (Tomáš's), by a resident or a guest. */
async function file(token?: string, email?: string): Promise<string> {
  const res = await call('POST', '/api/defects', token, {
    category: 'vytluk',
    description: 'Výtluk v silnici před domem, hluboký asi deset centimetrů.',
    misto: 'Lipová 412/12',
    idempotency_key: crypto.randomUUID(),
    ...(email ? { email } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.number;
}

const rowOf = async (number: string) => {
  const [row] = await t.database.db.select().from(defectReports).where(eq(defectReports.number, number));
  if (!row) throw new Error(`no report ${number}`);
  return row;
};

/** The clerk's step on the report, over its current version. */
async function office(number: string, action: string, message?: string) {
  const r = await rowOf(number);
  const res = await call('POST', `/api/staff/defects/${r.id}/actions`, tomas, { action, version: r.version, message });
  expect(res.statusCode, res.body).toBe(200);
}

const mine = async (number: string, token = jana) => {
  const res = await call('GET', `/api/me/defects/${number}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const step = async (number: string, name: string, body: object, token = jana) =>
  call('POST', `/api/me/defects/${number}/${name}`, token, { version: (await rowOf(number)).version, ...body });

/** Closes the report on a given moment, as if the clerk had resolved it then. */
const closedOn = (number: string, at: string) =>
  t.database.db
    .update(defectReports)
    .set({ closedAt: new Date(at) })
    .where(eq(defectReports.number, number));

describe("a resident's reports", () => {
  it('lists them with their status and deadline; someone else gets a 404, a guest a 401', async () => {
    const number = await file(jana);
    const list = (await call('GET', '/api/me/defects', jana)).json().data;
    expect(list[0]).toMatchObject({ number, status: 'nove', due_on: expect.any(String), closed_at: null });
    const loaded = await myListPage.loader(
      routeArgs({ request: page('/ucet/moje-zavady'), params: {}, context: await pageContext(t.app, jana) }),
    );
    expect(loaded.reports.map((r) => r.number)).toContain(number);
    // Her demo duplicate of the dark lamp says which report it went into.
    const merged = loaded.reports.find((r) => r.status === 'sloucene');
    expect((await mine(merged?.number ?? '')).merged_into).toMatch(/^Z-2026-\d{4}$/);
    expect((await call('GET', `/api/me/defects/${number}`, josef)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/defects/${number}`)).statusCode).toBe(401);
    const other = await refusalOf(
      myReportPage.loader(
        routeArgs({
          request: page(`/ucet/moje-zavady/${number}`),
          params: { number },
          context: await pageContext(t.app, josef),
        }),
      ),
    );
    expect(other.status).toBe(404);
    expect((await step(number, 'reply', { message: 'Tady je doplnění.' }, josef)).statusCode).toBe(404);
  });

  it('answers only when the office asked; the answer is for the office and the reporter, not the public', async () => {
    const number = await file(jana);
    expect((await mine(number)).actions).toEqual({ reply: false, reopen: false, satisfaction: false });
    const early = await step(number, 'reply', { message: 'Posílám doplnění k hlášení.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(reporterMessages.notAsked);

    await office(number, 'take');
    await office(number, 'ask', 'Je výtluk na silnici, nebo na chodníku?');
    const asked = await mine(number);
    expect(asked.actions.reply).toBe(true);
    expect(asked.history.map((e: { action: string }) => e.action)).toEqual(['filed', 'take', 'ask']);

    const short = await step(number, 'reply', { message: 'Silnice.' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.message).toEqual([reporterMessages.reply]);
    const stale = await call('POST', `/api/me/defects/${number}/reply`, jana, {
      version: asked.version - 1,
      message: 'Na silnici, u obrubníku.',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(reporterMessages.changed);

    const replied = await step(number, 'reply', { message: 'Na silnici, hned u obrubníku.' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ status: 'v-reseni', version: asked.version + 1 });
    expect((await mine(number)).history.at(-1)).toMatchObject({
      action: 'reply',
      author: 'reporter',
      message: 'Na silnici, hned u obrubníku.',
      visibility: 'reporter',
    });
    const publicPage = (await call('GET', `/api/defects/${number}`)).json().data;
    expect(publicPage.history.map((e: { action: string }) => e.action)).not.toContain('reply');
    const r = await rowOf(number);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(r.id))));
    expect(audits.find((a) => a.action === 'defect.reply')?.actorName).toBe('Jana Nováková');
    // The clerk who asked hears of the answer, without its words.
    const told = (await queuedMails(t.database, DEMO_LOGINS.tomas[0])).find((m) =>
      m.subject.includes(`doplnil hlášení ${number}`),
    );
    expect(told?.text).toContain(`/sprava/zavady/${r.id}`);
    expect(told?.text).not.toContain('obrubníku');
  });
});

describe('reopening and satisfaction', () => {
  it("a resolution's mail links the reporter's own page and asks; satisfaction yes, again, then no", async () => {
    const number = await file(jana);
    await office(number, 'take');
    await office(number, 'resolve', 'Výtluk jsme zaplnili asfaltem.');
    const mails = await queuedMails(t.database, DEMO_LOGINS.jana[0]);
    const resolved = mails.find((m) => m.text.includes('zaplnili asfaltem'));
    expect(resolved?.text).toContain(`/ucet/moje-zavady/${number}`);
    expect(resolved?.text).toContain('Jste s vyřízením spokojeni?');

    const shown = await mine(number);
    expect(shown.actions).toEqual({ reply: false, reopen: true, satisfaction: true });
    expect(shown.reopen_until).toBe('2026-04-09');
    const yes = await step(number, 'satisfaction', { satisfied: 'ano' });
    expect(yes.json().data).toMatchObject({ satisfied: true, version: shown.version + 1 });
    // The same answer again (a second click) changes nothing, not even the version.
    const again = await step(number, 'satisfaction', { satisfied: 'ano' });
    expect(again.json().data).toMatchObject({ satisfied: true, version: shown.version + 1 });
    const no = await step(number, 'satisfaction', { satisfied: 'ne' });
    expect(no.json().data.satisfied).toBe(false);
    expect((await rowOf(number)).satisfied).toBe(false);
    expect((await step(number, 'satisfaction', { satisfied: 'možná' })).statusCode).toBe(422);
  });

  it('reopens on the 30th day after closing (over the end of February), not on the 31st', async () => {
    const number = await file(jana);
    expect((await call('POST', `/api/defects/${number}/support`, josef, {})).statusCode).toBe(200);
    await office(number, 'take');
    await office(number, 'resolve', 'Opraveno.');
    await step(number, 'satisfaction', { satisfied: 'ne' });
    await closedOn(number, '2026-02-07T12:00:00+01:00');
    const late = await step(number, 'reopen', { reason: 'Výtluk je tam znovu po prvním mrazu.' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.reason).toEqual([reporterMessages.tooLate]);
    expect((await mine(number)).actions.reopen).toBe(false);

    await closedOn(number, '2026-02-08T12:00:00+01:00');
    expect((await mine(number)).reopen_until).toBe('2026-03-10');
    const noReason = await step(number, 'reopen', { reason: '' });
    expect(noReason.statusCode).toBe(422);
    const reopened = await step(number, 'reopen', { reason: 'Výtluk je tam znovu po prvním mrazu.' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'v-reseni', satisfied: null });
    const row = await rowOf(number);
    expect(row.closedAt).toBeNull();
    // The department's queue has it again; the public sees that it was reopened, not the reason.
    const queue = (await call('GET', '/api/staff/defects?status=open&perPage=100', tomas)).json().data;
    expect(queue.map((q: { number: string }) => q.number)).toContain(number);
    const publicPage = (await call('GET', `/api/defects/${number}`)).json().data;
    expect(publicPage.history.at(-1)).toMatchObject({ action: 'reopen', message: null });
    // A supporter hears that it is under way again, without the reason; the reporter, who reopened it, does not.
    const aboutIt = async (email: string) =>
      (await queuedMails(t.database, email)).filter((m) => m.subject.includes(number));
    const toJosef = await aboutIt(DEMO_LOGINS.josef[0]);
    expect(toJosef.at(-1)?.subject).toBe(`Hlášení ${number}: v řešení`);
    expect(toJosef.at(-2)?.subject).toBe(`Hlášení ${number}: vyřešeno`);
    expect(toJosef.at(-1)?.text).not.toContain('mrazu');
    expect((await aboutIt(DEMO_LOGINS.jana[0])).at(-1)?.subject).toBe(`Hlášení ${number}: vyřešeno`);
    expect((await step(number, 'reopen', { reason: 'Ještě jednou, pro jistotu.' })).statusCode).toBe(409);
  });
});

/** The guest's token from the confirmation mail. */
async function guestToken(email: string) {
  const [mail] = await queuedMails(t.database, email);
  return /\/zavady\/potvrzeni\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe("a guest's link", () => {
  it('shows an unconfirmed report and refuses steps; once confirmed, the page answers without JavaScript', async () => {
    const email = 'host.sledovani@example.cz';
    const number = await file(undefined, email);
    const token = await guestToken(email);
    const before = (await call('GET', `/api/defects/follow/${token}`)).json().data;
    expect(before).toMatchObject({ number, confirmed: false, actions: { reply: false, reopen: false } });
    const refused = await call('POST', `/api/defects/follow/${token}/reply`, undefined, {
      version: before.version,
      message: 'Doplňuji hlášení.',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reporterMessages.unconfirmed);
    expect((await call('GET', '/api/defects/follow/neznamy-odkaz')).statusCode).toBe(404);

    expect((await call('POST', '/api/defects/confirm', undefined, { token })).statusCode).toBe(200);
    await office(number, 'take');
    await office(number, 'ask', 'Jak je výtluk velký?');
    const args = async (init?: RequestInit) =>
      routeArgs({
        request: page(`/zavady/sledovani/${token}`, init),
        params: { token },
        context: await pageContext(t.app),
      });
    const loaded = await followPage.loader(await args());
    expect(loaded.d).toMatchObject({ confirmed: true, actions: { reply: true } });
    // Opening the link twice (a mail scanner) changes nothing.
    expect((await followPage.loader(await args())).d.version).toBe(loaded.d.version);

    const tooShort = asJson(
      await followPage.action(
        await args(form({ krok: 'reply', version: String(loaded.d.version), message: 'Velký.' })),
      ),
    );
    expect(tooShort.init.status).toBe(422);
    expect(tooShort.data.errors.message).toEqual([reporterMessages.reply]);
    const done = await followPage.action(
      await args(form({ krok: 'reply', version: String(loaded.d.version), message: 'Asi půl metru široký.' })),
    );
    expect(done).toBeInstanceOf(Response);
    expect(done instanceof Response ? done.headers.get('location') : '').toBe(
      `/zavady/sledovani/${token}?hotovo=reply`,
    );
    expect((await rowOf(number)).status).toBe('v-reseni');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'defect.reply'));
    expect(audit.some((a) => a.userId === null && a.actorName.startsWith('Oznamovatel'))).toBe(true);

    await office(number, 'resolve', 'Hotovo, výtluk je zaplněný.');
    const resolved = (await queuedMails(t.database, email)).find((m) => m.text.includes('výtluk je zaplněný'));
    // The guest's own page, by a link made again from the row (only the token's hash is kept).
    const own = /\/zavady\/sledovani\/(\d+\.[\w-]+)/.exec(resolved?.text ?? '')?.[1] ?? '';
    expect(resolved?.text).toContain('Jste s vyřízením spokojeni?');
    const byLink = await call('GET', `/api/defects/follow/${own}`);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.json().data).toMatchObject({ number });
    const forged = `${own.slice(0, -3)}${own.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await call('GET', `/api/defects/follow/${forged}`)).statusCode).toBe(404);
    // A guest's steps are limited on the report: twenty an hour, refused or not.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await call('POST', `/api/defects/follow/${token}/reply`, undefined, {
            version: 1,
            message: 'Zkouším to znovu a znovu.',
          })
        ).statusCode,
      );
    expect(statuses).toContain(409);
    expect(statuses.at(-1)).toBe(429);
    const unknown = await refusalOf(
      followPage.loader(
        routeArgs({ request: page('/zavady/sledovani/x'), params: { token: 'x' }, context: await pageContext(t.app) }),
      ),
    );
    expect(unknown.status).toBe(404);
  });
});

type PageModule = { default: unknown };

/** A page as a browser without JavaScript gets it at an address: its loader, then its markup. */
async function rendered(
  mod: PageModule,
  route: { id: string; path: string },
  path: string,
  load: (request: Request, params: Record<string, string | undefined>) => Promise<unknown>,
  post?: { act: (request: Request) => Promise<unknown>; body: URLSearchParams },
): Promise<string> {
  const handler = createStaticHandler([
    {
      ...route,
      loader: ({ request, params }) => load(request, params),
      ...(post ? { action: ({ request }: { request: Request }) => post.act(request) } : {}),
      // The page's props are typed by its route (typegen); React Router hands them over as it does in the app.
      Component: withComponentProps(mod.default as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(path, post ? { method: 'POST', body: post.body } : undefined));
  if (state instanceof Response) throw new Error(`${path} answered ${state.status}`);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}

const list = { id: 'ucet-moje-zavady___cs', path: '/ucet/moje-zavady' };
const listOf = async (token: string) => {
  const context = await pageContext(t.app, token);
  return rendered(myListPage, list, list.path, (request) =>
    myListPage.loader(routeArgs({ request, params: {}, context })),
  );
};

describe('the rendered pages', () => {
  it('the list links each report; someone with none is told where to report', async () => {
    const html = await listOf(jana);
    expect(html).toContain('<h1>Moje hlášení závad</h1>');
    expect(html).toMatch(/<a href="\/ucet\/moje-zavady\/Z-2026-\d{4}"/);
    expect(await listOf(petra)).toContain('Zatím jste žádnou závadu nenahlásili');
  });

  it("a resolved report's page: the two buttons, the reopening form with its label, no change by opening it", async () => {
    const number = await file(jana);
    await office(number, 'take');
    await office(number, 'ask', 'U kterého domu přesně?');
    const replied = await call('POST', `/api/me/defects/${number}/reply`, jana, {
      version: (await rowOf(number)).version,
      message: 'Naproti domu číslo 12.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    await office(number, 'resolve', 'Opraveno a zameteno.');
    const route = { id: 'ucet-moje-zavady-number___cs', path: '/ucet/moje-zavady/:number' };
    const version = (await rowOf(number)).version;
    const context = await pageContext(t.app, jana);
    const html = await rendered(myReportPage, route, `/ucet/moje-zavady/${number}`, (request, params) =>
      myReportPage.loader(routeArgs({ request, params: { number: params.number ?? '' }, context })),
    );
    expect(html).toContain('Jste s vyřízením spokojeni?');
    expect(html).toMatch(/<button type="submit" value="ano"[^>]*name="satisfied"/);
    expect(html).toMatch(/<button type="submit" value="ne"[^>]*name="satisfied"/);
    expect(html).toMatch(/<label[^>]*for="krok-reason"/);
    expect(html).toContain('nejpozději 9. 4. 2026');
    // Her own steps in the history speak to her.
    expect(html).toContain('Úřad se vás zeptal');
    expect(html).toContain('Doplnili jste');
    expect(html).not.toContain('Oznamovatel doplnil');
    expect((await rowOf(number)).version).toBe(version);
  });

  it("a guest's page posted without JavaScript: the error summary links the field, what was typed is kept", async () => {
    const email = 'host.formular@example.cz';
    const number = await file(undefined, email);
    const token = await guestToken(email);
    await call('POST', '/api/defects/confirm', undefined, { token });
    await office(number, 'take');
    await office(number, 'ask', 'Kde přesně výtluk je?');
    const context = await pageContext(t.app);
    const params = { token };
    const version = String((await rowOf(number)).version);
    const html = await rendered(
      followPage,
      { id: 'zavady-sledovani-token___cs', path: '/zavady/sledovani/:token' },
      `/zavady/sledovani/${token}`,
      (request) => followPage.loader(routeArgs({ request, params, context })),
      {
        act: (request) => followPage.action(routeArgs({ request, params, context })),
        body: new URLSearchParams({ krok: 'reply', version, message: 'U domu.' }),
      },
    );
    expect(html).toContain('Formulář obsahuje chyby');
    expect(html).toContain('href="#krok-message"');
    expect(html).toContain('>U domu.</textarea>');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(html).toContain('<h2 id="odpoved">Odpovědět úřadu</h2>');
  });
});
