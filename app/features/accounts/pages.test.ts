import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE, DEVICE_COOKIE } from '../../../common/cookies.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as loginPage from './pages/login.tsx';
import * as registerPage from './pages/registrace.tsx';
import * as detailsPage from './pages/ucet-osobni-udaje.tsx';
import { accountMessages } from './schemas.ts';

/**
 * The account pages call the same operations as the JSON API: the same data
 * for the same person, and a refusal shown in the form with the API's words.
 */
let t: TestApp;
let jana: string;

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
});
afterAll(() => t.close());

const api = async (url: string, token: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
const context = (token: string | undefined) => pageContext(t.app, token, '192.0.2.20');

/** What a form's action answered when it refused: its status and its body. */
const answer = (value: unknown) => value as { init: { status: number }; data: Record<string, unknown> };

describe('the account pages and the API answer from the same service', () => {
  it('the personal details are what GET /api/me gives', async () => {
    const loaded = await detailsPage.loader(
      routeArgs({
        request: page('/ucet'),
        params: {},
        context: await context(jana),
      }),
    );
    expect(loaded.me).toEqual((await api('/api/me', jana)).data);
  });

  it('a login sets the login and device cookies and goes to the account', async () => {
    const [email, password] = DEMO_LOGINS.josef;
    const response = (await loginPage.action(
      routeArgs({
        request: page('/login', form({ email, password })),
        params: {},
        context: await context(undefined),
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ucet');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toContain(`${AUTH_COOKIE}=`);
    expect(cookies).toContain(`${DEVICE_COOKIE}=`);
  });

  it('a wrong password is the form’s error, with the e-mail kept and the password not', async () => {
    const refused = answer(
      await loginPage.action(
        routeArgs({
          request: page('/login', form({ email: DEMO_LOGINS.josef[0], password: 'úplně špatně' })),
          params: {},
          context: await context(undefined),
        }),
      ),
    );
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({
      message: accountMessages.badCredentials,
      errors: { email: [accountMessages.badCredentials] },
      values: { email: DEMO_LOGINS.josef[0] },
    });
    expect(refused.data.values).not.toHaveProperty('password');
  });

  it('a registration is checked by the API’s schema: its messages per field', async () => {
    const fields = { firstname: '', lastname: 'Nová', email: 'nova@example.net', password: 'krátké' };
    const refused = answer(
      await registerPage.action(
        routeArgs({
          request: page('/registrace', form({ ...fields, password_confirmation: 'jiné' })),
          params: {},
          context: await context(undefined),
        }),
      ),
    );
    const viaApi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...fields, password_confirmation: 'jiné' },
    });
    expect(refused.init.status).toBe(viaApi.statusCode);
    expect(refused.data.errors).toEqual(viaApi.json().errors);
  });
});

/**
 * The login page as a browser without JavaScript goes through it: the page at an address, its form
 * posted where its `action` says with the fields it carries, the answer rendered at that address.
 */
async function loginPageAt(path: string, ip: string, posted?: Record<string, string>): Promise<Answer> {
  const context = await pageContext(t.app, undefined, ip);
  const handler = createStaticHandler([
    {
      id: 'login___cs',
      path: '/login',
      loader: ({ request }) => loginPage.loader(routeArgs({ request, params: {}, context })),
      action: ({ request }) => loginPage.action(routeArgs({ request, params: {}, context })),
      // The page's props are typed by its route (typegen); React Router hands them over as it does in the app.
      Component: withComponentProps(loginPage.default as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(path, posted ? form(posted) : undefined));
  if (state instanceof Response) return { redirectedTo: state.headers.get('location') };
  const html = renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
  return { html, form: loginFormOf(html) };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

/** The login form on a rendered page: where it posts and the hidden fields it sends along. */
function loginFormOf(html: string) {
  const [tag, body] = /(<form\b[^>]*>)([\s\S]*?)<\/form>/.exec(html)?.slice(1) ?? [];
  expect(tag, 'the page has its login form').toBeDefined();
  const hidden: Record<string, string> = {};
  for (const [input] of body!.matchAll(/<input\b[^>]*>/g))
    if (attribute(input, 'type') === 'hidden') hidden[attribute(input, 'name')!] = attribute(input, 'value') ?? '';
  return { action: attribute(tag!, 'action') ?? '', hidden };
}

interface Shown {
  html: string;
  form: { action: string; hidden: Record<string, string> };
}
/** The page shown, or where the browser was sent instead. */
type Answer = Shown | { redirectedTo: string | null };

/** The answer was the page with its form (not a redirect). */
function shown(answer: Answer): Shown {
  expect(answer).toHaveProperty('form');
  return answer as Shown;
}

/** The form as the visitor sends it: its hidden fields and what they typed, to its address. */
const submit = (page: Shown, ip: string, typed: Record<string, string>) =>
  loginPageAt(page.form.action, ip, { ...page.form.hidden, ...typed });

describe('a wrong password keeps where the visitor was going (without JavaScript too)', () => {
  const [email, password] = DEMO_LOGINS.josef;

  it('the form shown again still goes back to the page asked for, and the right password lands there', async () => {
    const ip = '192.0.2.21';
    const asked = shown(await loginPageAt('/login?redirect=%2Fucet%2Fmoje-pripady', ip));
    const refused = shown(await submit(asked, ip, { email, password: 'úplně špatně' }));
    expect(refused.html).toContain(accountMessages.badCredentials);
    // The page shown again is at an address that still says where to go, and its form carries it.
    expect(new URL(refused.form.action, 'http://vzorov.test').searchParams.get('redirect')).toBe('/ucet/moje-pripady');
    expect(refused.form.hidden.redirect).toBe('/ucet/moje-pripady');
    expect(await submit(refused, ip, { email, password })).toEqual({ redirectedTo: '/ucet/moje-pripady' });
  });

  it('“Přihlásit se a propojit účet”: after a wrong password the right one still returns to the linking step', async () => {
    const ip = '192.0.2.22';
    // The address the new-account page of a NIA sign-in links to (novy-ucet.tsx): its way back is the linking step.
    const linking = '/identitaobcana/novy-ucet/abcdefghijklmnop0123';
    const asked = shown(await loginPageAt(`/login?redirect=${encodeURIComponent(linking)}`, ip));
    const refused = shown(await submit(asked, ip, { email, password: 'úplně špatně' }));
    expect(refused.html).toContain(accountMessages.badCredentials);
    expect(refused.form.hidden.redirect).toBe(linking);
    expect(await submit(refused, ip, { email, password })).toEqual({ redirectedTo: linking });
  });
});
