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
