import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_LOGINS,
  loginAs,
  loginAsStaff,
  queuedMails,
  type TestApp,
} from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as reportPage from './pages/zavada.tsx';
import * as linkPage from './pages/zavady-podpora.tsx';
import { defectReports } from './schema.server.ts';
import { supportersText } from './support-schemas.ts';

// "Trápí mě to taky" (issue 60 §4): a resident follows at once, a guest by a confirmed link, nothing
// counts before; the reporter is told they follow already; each change mail ends with a link to stop.

let t: TestApp;
let jana: string;
let josef: string;
let tomas: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-08T10:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  tomas = await loginAsStaff(t.app, 'tomas');
});
afterAll(() => t.close());

const report = async (description: string) => {
  const row = (await t.database.db.select().from(defectReports)).find((r) => r.description.startsWith(description));
  if (!row) throw new Error(`no demo report "${description}"`);
  return row;
};
const support = (number: string, token?: string, payload: object = {}, ip = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: `/api/defects/${number}/support`,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const linkOf = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[1] ?? '';
const CONFIRM = /\/zavady\/podpora\/([\w-]+)(?:\s|$)/;
const STOP = /\/zavady\/podpora\/([\w.-]+)\/zrusit/;

describe('a signed-in resident', () => {
  it('follows with one request, twice is fine, and is counted; the reporter is told they follow already', async () => {
    const { number } = await report('Před domem je v silnici');
    const first = await support(number, josef);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ number, result: 'following', supporters: 1 });
    expect((await support(number, josef)).json().data).toMatchObject({ result: 'already', supporters: 1 });
    expect((await support(number, jana)).json().data).toMatchObject({ result: 'reporter', supporters: 1 });
  });

  it('a closed, merged or unconfirmed report is refused', async () => {
    const resolved = await support((await report('Na lavičce před radnicí')).number, josef);
    expect(resolved.statusCode).toBe(409);
    expect(resolved.json().message).toMatch(/uzavřené/);
    const merged = await support((await report('U rybníka je tma')).number, josef);
    expect(merged.statusCode).toBe(409);
    expect(merged.json().message).toContain((await report('Lampa u rybníka')).number);
    expect((await support((await report('U lesní cesty')).number, josef)).statusCode).toBe(404);
    expect((await support('Z-2026-9999', josef)).statusCode).toBe(404);
  });
});

describe('a guest', () => {
  it('gives an e-mail, is counted only once they confirm by the link, and is never told who follows', async () => {
    const { number } = await report('Před domem je v silnici');
    const asked = await support(number, undefined, { email: 'host.podpora@example.cz' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ number, result: 'mailed', supporters: 1 });
    const [mail] = await queuedMails(t.database, 'host.podpora@example.cz');
    const token = linkOf(mail?.text, CONFIRM);
    expect(token).not.toBe('');
    const followers = async () =>
      (
        await t.app.inject({
          url: `/api/staff/defects/${(await report('Před domem je v silnici')).id}`,
          headers: { authorization: `Bearer ${tomas}` },
        })
      ).json().data.followers;
    // Jana who reported it and Josef: the guest is nobody to the office yet.
    expect(await followers()).toBe(2);
    const confirmed = await post('/api/defects/support/confirm', { token });
    expect(confirmed.json().data).toEqual({ number, result: 'following', supporters: 2 });
    expect((await post('/api/defects/support/confirm', { token })).json().data.supporters).toBe(2);
    expect(await followers()).toBe(3);
    // The reporter's own address: the same answer; the mail says they follow it already.
    const reporter = await support(number, undefined, { email: DEMO_LOGINS.jana[0].toUpperCase() });
    expect(reporter.json().data.result).toBe('mailed');
    const told = (await queuedMails(t.database, DEMO_LOGINS.jana[0])).at(-1);
    expect(told?.text).toMatch(/jste nahlásili z této adresy/);
    expect((await support(number)).statusCode).toBe(422);
    expect((await post('/api/defects/support/confirm', { token: 'nesmysl' })).statusCode).toBe(404);
  });

  it('is limited per e-mail and per address', async () => {
    const { number } = await report('Dopravní značka u přechodu');
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await support(number, undefined, { email: 'pilny@example.cz' }, `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the mails of a step', () => {
  it('reach every supporter with a link to stop; the reporter gets none; the link stops once', async () => {
    const pothole = await report('Před domem je v silnici');
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/staff/defects/${pothole.id}/actions`,
      headers: { authorization: `Bearer ${tomas}` },
      payload: { action: 'take', version: pothole.version },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const last = async (to: string) => (await queuedMails(t.database, to)).at(-1)?.text ?? '';
    const toReporter = await last(DEMO_LOGINS.jana[0]);
    expect(toReporter).toMatch(/V řešení/);
    expect(toReporter).not.toMatch(/zrusit/);
    const guestMail = (await queuedMails(t.database, 'host.podpora@example.cz')).at(-1);
    expect(guestMail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/vzorov\.test\/zavady\/podpora\/\d+\.[\w-]+\/zrusit>$/,
    );
    expect((await queuedMails(t.database, DEMO_LOGINS.jana[0])).at(-1)?.headers).toBeUndefined();
    const guestStop = linkOf(await last('host.podpora@example.cz'), STOP);
    const josefStop = linkOf(await last(DEMO_LOGINS.josef[0]), STOP);
    expect(guestStop).toMatch(/^\d+\./);
    expect(josefStop).toMatch(/^\d+\./);

    expect((await post('/api/defects/support/stop', { token: `${guestStop}x` })).statusCode).toBe(404);
    const stopped = await post('/api/defects/support/stop', { token: guestStop });
    expect(stopped.json().data).toEqual({ number: pothole.number, result: 'stopped', supporters: 1 });
    expect((await post('/api/defects/support/stop', { token: guestStop })).statusCode).toBe(404);
    expect((await post('/api/defects/support/stop', { token: josefStop })).json().data.supporters).toBe(0);
  });
});

describe('the pages', () => {
  const args = async <P extends Record<string, string>>(path: string, params: P, token?: string, init?: RequestInit) =>
    routeArgs({ request: page(path, init), params, context: await pageContext(t.app, token, '198.51.100.99') });

  it("the report's page: the count, a button for a resident, an e-mail for a guest, the reporter told", async () => {
    const { number } = await report('Lampa u rybníka');
    const path = `/zavady/${number}`;
    const guest = await reportPage.loader(await args(path, { number }));
    expect(guest.support).toEqual({ open: true, supporters: 2, mine: null, signedIn: false });
    expect((await reportPage.loader(await args(path, { number }, josef))).support.mine).toBe('reporter');
    expect((await reportPage.loader(await args(path, { number }, jana))).support.mine).toBe('supporter');

    const refused = asJson(await reportPage.action(await args(path, { number }, undefined, form({ email: 'x' }))));
    expect(refused).toMatchObject({ init: { status: 422 }, data: { values: { email: 'x' } } });
    expect(Object.keys(refused.data.errors)).toEqual(['email']);
    const stopped = await reportPage.action(await args(path, { number }, jana, form({ intent: 'stop' })));
    expect(stopped).toMatchObject({ result: 'stopped', supporters: 1 });
    const again = await reportPage.action(await args(path, { number }, jana, form({ intent: 'support' })));
    expect(again).toMatchObject({ result: 'following', supporters: 2 });

    const html = await rendered(path, number);
    expect(html).toContain('<h2 id="trapi-me-to">Trápí mě to taky</h2>');
    expect(html).toContain(supportersText(2));
    expect(html).toMatch(/<label[^>]*for="podpora-email"/);
    expect(await rendered(path, number, josef)).toContain('Toto hlášení jste nahlásili vy');
    expect(await rendered(path, number, jana)).toContain('Přestat sledovat');
    const closed = (await report('Na lavičce před radnicí')).number;
    expect(await rendered(`/zavady/${closed}`, closed)).toContain('nelze přidat');
  });

  it('the links: opening confirms or stops nothing, the button does, a used stop link says so', async () => {
    const { number } = await report('Lampa u rybníka');
    await support(number, undefined, { email: 'odkaz@example.cz' });
    const token = linkOf((await queuedMails(t.database, 'odkaz@example.cz')).at(-1)?.text, CONFIRM);
    const at = (path: string, init?: RequestInit) => args(path, { token }, undefined, init);
    const shown = await linkPage.loader(await at(`/zavady/podpora/${token}`));
    expect(shown).toMatchObject({ stop: false, confirmed: false, report: { number } });
    expect((await linkPage.loader(await at(`/zavady/podpora/${token}`))).confirmed).toBe(false);
    const done = await linkPage.action(await at(`/zavady/podpora/${token}`, { method: 'POST' }));
    expect(done.done).toMatchObject({ result: 'following', supporters: 3 });
    expect(linkPage.headers()['Cache-Control']).toBe('private, no-store');
    // Not no-referrer: under it the browser posts the page's own button with Origin: null (app/lib/link-pages.ts).
    expect(linkPage.headers()['Referrer-Policy']).toBe('same-origin');
    const unknown = await refusalOf(linkPage.loader(await args('/zavady/podpora/x', { token: 'x' })));
    expect(unknown.status).toBe(404);

    // A change the office makes: the mail's stop link, opened, then posted twice.
    const lamp = await report('Lampa u rybníka');
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/defects/${lamp.id}/actions`,
      headers: { authorization: `Bearer ${tomas}` },
      payload: { action: 'answer', version: lamp.version, message: 'Zdroj dorazil.' },
    });
    const stop = linkOf((await queuedMails(t.database, 'odkaz@example.cz')).at(-1)?.text, STOP);
    const path = `/zavady/podpora/${stop}/zrusit`;
    const stopArgs = (init?: RequestInit) => args(path, { token: stop }, undefined, init);
    expect(await linkPage.loader(await stopArgs())).toMatchObject({ stop: true, report: { number } });
    expect((await linkPage.action(await stopArgs({ method: 'POST' }))).done).toMatchObject({ result: 'stopped' });
    expect(await linkPage.action(await stopArgs({ method: 'POST' }))).toEqual({ done: null });
    expect(await linkPage.loader(await stopArgs())).toMatchObject({ stop: true, report: null });
  });
});

/** The report's page as a browser without JavaScript gets it. */
async function rendered(path: string, number: string, token?: string): Promise<string> {
  const context = await pageContext(t.app, token);
  const handler = createStaticHandler([
    {
      id: 'zavady-number___cs',
      path: '/zavady/:number',
      loader: ({ request }) => reportPage.loader(routeArgs({ request, params: { number }, context })),
      action: ({ request }) => reportPage.action(routeArgs({ request, params: { number }, context })),
      Component: withComponentProps(reportPage.default as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(path));
  if (state instanceof Response) throw new Error(`${path} answered ${state.status}`);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}
