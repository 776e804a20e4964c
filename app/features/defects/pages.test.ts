import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { asJson, multipartForm, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as reportPage from './pages/nahlasit-zavadu.tsx';
import * as confirmPage from './pages/zavady-potvrzeni.tsx';
import { defectMessages } from './schemas.ts';
import { photo } from './test-photos.server.ts';

let t: TestApp;
let jana: string;
let josef: string;
let category: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-03-10T09:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  category = (await t.app.inject({ url: '/api/defects/categories' })).json().data[0].code;
});
afterAll(() => t.close());

const load = async (path: string, token?: string) =>
  reportPage.loader(routeArgs({ request: page(path), params: {}, context: await pageContext(t.app, token) }));

/** The form posted without JavaScript, as multipart with its photos. */
async function post(fields: Record<string, string>, token?: string, photos: Buffer[] = []) {
  const body = multipartForm(
    { category, description: 'Nesvítí lampa u přechodu.', idempotency_key: crypto.randomUUID(), ...fields },
    photos.map((data, i) => ({ field: 'photos', name: `foto-${i}.jpg`, data, type: 'image/jpeg' })),
  );
  return reportPage.action(
    routeArgs({
      request: page('/nahlasit-zavadu', { method: 'POST', body }),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );
}

/** Where a filing sent the browser: its number, from `?odeslano=`. */
function filedNumber(answer: unknown): string {
  expect(answer).toBeInstanceOf(Response);
  const location = answer instanceof Response ? (answer.headers.get('location') ?? '') : '';
  expect(location).toMatch(/^\/nahlasit-zavadu\?odeslano=Z-2026-\d{4}$/);
  return new URL(location, 'http://vzorov.test').searchParams.get('odeslano') ?? '';
}

describe('the form to report a defect', () => {
  it('offers the categories by group, the streets, and a key of its own each time; a guest is asked for an e-mail', async () => {
    const guest = await load('/nahlasit-zavadu');
    expect(guest.signedIn).toBe(false);
    expect(guest.categories.length).toBeGreaterThan(5);
    expect(guest.streets).toContain('Lipová');
    expect(guest.filed).toBeNull();
    expect((await load('/nahlasit-zavadu')).idempotencyKey).not.toBe(guest.idempotencyKey);
    expect(reportPage.headers()['Cache-Control']).toBe('private, no-store');
    expect((await load('/nahlasit-zavadu', jana)).signedIn).toBe(true);
  });

  it('a resident files with a photo and sees the number; another resident does not see it', async () => {
    const number = filedNumber(await post({ ulice: 'Lipová', cislo: '412/12' }, jana, [await photo()]));
    expect((await load(`/nahlasit-zavadu?odeslano=${number}`, jana)).filed).toEqual({ number, confirmed: true });
    expect((await load(`/nahlasit-zavadu?odeslano=${number}`, josef)).filed).toBeNull();
    expect((await load('/nahlasit-zavadu?odeslano=<script>', jana)).filed).toBeNull();
  });

  it('an ambiguous address comes back with the choices and what was typed; the choice files it', async () => {
    const answer = asJson(await post({ ulice: 'Školní', cislo: '5' }, jana));
    expect(answer.init.status).toBe(422);
    expect(answer.data.errors.ulice).toEqual([defectMessages.ambiguous]);
    expect(answer.data.errors.adresa).toHaveLength(2);
    expect(answer.data.values).toMatchObject({ ulice: 'Školní', cislo: '5' });
    const code = /\(kód (\d+)\)$/.exec(answer.data.errors.adresa[0])?.[1] ?? '';
    filedNumber(await post({ ulice: 'Školní', cislo: '5', adresa: code }, jana));
  });

  it('a guest files, is asked to confirm by the mailed link, and the link confirms by its button only', async () => {
    const number = filedNumber(await post({ ulice: 'Lipová', cislo: '12', email: 'soused@example.cz' }));
    expect((await load(`/nahlasit-zavadu?odeslano=${number}`)).filed).toEqual({ number, confirmed: false });

    const [mail] = await queuedMails(t.database, 'soused@example.cz');
    const token = /\/zavady\/potvrzeni\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const args = async (init?: RequestInit) =>
      routeArgs({
        request: page(`/zavady/potvrzeni/${token}`, init),
        params: { token },
        context: await pageContext(t.app),
      });
    const shown = await confirmPage.loader(await args());
    expect(shown.report).toMatchObject({ number, place: 'Lipová 412/12', confirmed: false });
    // Opening the link twice (a mail scanner) confirms nothing.
    expect((await confirmPage.loader(await args())).report.confirmed).toBe(false);
    const done = await confirmPage.action(await args({ method: 'POST' }));
    expect(done.confirmed).toMatchObject({ number, confirmed: true });
    expect((await confirmPage.loader(await args())).report.confirmed).toBe(true);

    const unknown = await refusalOf(
      confirmPage.loader(
        routeArgs({ request: page('/zavady/potvrzeni/x'), params: { token: 'x' }, context: await pageContext(t.app) }),
      ),
    );
    expect(unknown.status).toBe(404);
  });

  it("a guest without an e-mail, and a resident's empty form, get the fields' Czech messages", async () => {
    const guest = asJson(await post({ ulice: 'Lipová', cislo: '12' }));
    expect(guest.init.status).toBe(422);
    expect(guest.data.errors.email).toEqual([defectMessages.email]);
    const empty = asJson(await post({ category: '', description: '' }, jana));
    expect(empty.init.status).toBe(422);
    expect(Object.keys(empty.data.errors).sort()).toEqual(['category', 'description']);
  });
});

/** The form's page as a browser without JavaScript gets it: at an address, or as the answer to a post. */
async function rendered(path: string, token?: string, posted?: FormData): Promise<string> {
  const context = await pageContext(t.app, token);
  const handler = createStaticHandler([
    {
      id: 'nahlasit-zavadu___cs',
      path: '/nahlasit-zavadu',
      loader: ({ request }) => reportPage.loader(routeArgs({ request, params: {}, context })),
      action: ({ request }) => reportPage.action(routeArgs({ request, params: {}, context })),
      // The page's props are typed by its route (typegen); React Router hands them over as it does in the app.
      Component: withComponentProps(reportPage.default as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(path, posted ? { method: 'POST', body: posted } : undefined));
  expect(state).not.toBeInstanceOf(Response);
  if (state instanceof Response) return '';
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}

describe('the rendered form', () => {
  it("a guest's: a multipart form, categories in groups, the streets' list, no map before JavaScript, the e-mail", async () => {
    const html = await rendered('/nahlasit-zavadu');
    expect(html).toContain('<h1>Nahlásit závadu</h1>');
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(html).toContain('<optgroup label=');
    expect(html).toMatch(/<input[^>]*list="ulice-mesta"/);
    expect(html).toContain('<option value="Lipová">');
    // The map and its pin come with JavaScript; without it the address is the way in.
    expect(html).not.toMatch(/name="lat"/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple[^>]*accept="image\/jpeg,image\/png,image\/webp"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(await rendered('/nahlasit-zavadu', jana)).not.toMatch(/name="email"/);
  });

  it('an ambiguous address: the error summary and the choices as radio buttons; a filed one: its number', async () => {
    const posted = multipartForm({
      category,
      description: 'Poškozená lavička před školou.',
      ulice: 'Školní',
      cislo: '5',
      idempotency_key: crypto.randomUUID(),
    });
    const html = await rendered('/nahlasit-zavadu', jana, posted);
    expect(html).toContain('Formulář obsahuje chyby');
    expect(html).toContain('<legend');
    expect(html).toContain('Myslíte…?');
    expect(html.match(/<input type="radio"[^>]*name="adresa"/g)).toHaveLength(2);
    expect(html).toContain('Školní 233/5');

    const number = filedNumber(await post({ misto: 'Lipová 412/12' }, jana));
    expect(await rendered(`/nahlasit-zavadu?odeslano=${number}`, jana)).toContain(`Hlášení ${number} jsme přijali`);
    expect(await rendered(`/nahlasit-zavadu?odeslano=${number}`)).toContain(`Potvrďte prosím hlášení ${number}`);
  });
});
