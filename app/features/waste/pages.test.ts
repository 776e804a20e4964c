import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as commitmentsPage from '../commitments/pages/my-commitments.tsx';
import * as binPage from './pages/bin.tsx';
import * as myWastePage from './pages/my-waste.tsx';
import * as orderPage from './pages/order-pickup.tsx';

/**
 * The pages and the JSON API are two ways into the same services: the same
 * actor gets the same data, and a refusal reaches each in its own form (a
 * 404 page, the form's errors) through the one mapping the pages share.
 */
let t: TestApp;
let jana: string;
let josef: string;

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(() => t.close());

const api = async (url: string, token: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json().data;
const context = (token: string | undefined) => pageContext(t.app, token);

describe('a page and the API answer from the same service', () => {
  it('my bins and one bin: the same data for the same resident', async () => {
    const fromApi = await api('/api/me/waste', jana);
    const list = await myWastePage.loader(
      routeArgs({
        request: page('/ucet/moje-odpady'),
        params: {},
        context: await context(jana),
      }),
    );
    expect(asJson(list.addresses)).toEqual(fromApi);

    const id = String(fromApi[0].bins[0].id);
    const detail = await binPage.loader(
      routeArgs({
        request: page(`/ucet/moje-odpady/nadoba/${id}`),
        params: { id },
        context: await context(jana),
      }),
    );
    expect(asJson(detail.bin)).toEqual(await api(`/api/me/waste/bins/${id}`, jana));
  });

  it('turns the evening-before reminder of a bin on and off by a plain form post', async () => {
    const id = String((await api('/api/me/waste', jana))[0].bins[0].id);
    const post = async (reminder: string, token: string) =>
      binPage.action(
        routeArgs({
          request: page(`/ucet/moje-odpady/nadoba/${id}`, form({ reminder })),
          params: { id },
          context: await context(token),
        }),
      );
    expect(await post('on', jana)).toEqual({ reminder: true });
    expect((await api(`/api/me/waste/bins/${id}`, jana)).reminder).toBe(true);
    expect((await refusalOf(post('on', josef))).status).toBe(404);
    expect(await post('off', jana)).toEqual({ reminder: false });
    expect((await api(`/api/me/waste/bins/${id}`, jana)).reminder).toBe(false);
  });

  it('my commitments: the same list, its payment details left to the one being paid', async () => {
    const loaded = await commitmentsPage.loader(
      routeArgs({
        request: page('/ucet/moje-zavazky'),
        params: {},
        context: await context(josef),
      }),
    );
    const listed: { payment: unknown }[] = await api('/api/me/commitments', josef);
    expect(listed.length).toBeGreaterThan(0);
    expect(asJson(loaded.commitments)).toEqual(listed.map(({ payment, ...row }) => row));
  });
});

describe('a refusal, mapped once for every page', () => {
  it('someone else’s bin is the 404 page, as it is a 404 in the API', async () => {
    const id = String((await api('/api/me/waste', jana))[0].bins[0].id);
    const refused = await refusalOf(
      binPage.loader(
        routeArgs({
          request: page(`/ucet/moje-odpady/nadoba/${id}`),
          params: { id },
          context: await context(josef),
        }),
      ),
    );
    expect(refused.status).toBe(404);
    const viaApi = await t.app.inject({
      url: `/api/me/waste/bins/${id}`,
      headers: { authorization: `Bearer ${josef}` },
    });
    expect(viaApi.statusCode).toBe(404);
    // An address that cannot exist is the 404 page too, not an error.
    const nonsense = await refusalOf(
      binPage.loader(
        routeArgs({
          request: page('/ucet/moje-odpady/nadoba/x'),
          params: { id: 'x' },
          context: await context(josef),
        }),
      ),
    );
    expect(nonsense.status).toBe(404);
  });

  it('invalid input becomes the form’s per-field errors with what was typed, with the API’s messages', async () => {
    const id = String((await api('/api/me/waste', jana))[0].bins[0].id);
    const answer = (await orderPage.action(
      routeArgs({
        request: page(`/ucet/moje-odpady/objednat-svoz/${id}`, form({ note: 'Po stěhování' })),
        params: { id },
        context: await context(jana),
      }),
    )) as { init: ResponseInit; data: { errors: Record<string, string[]>; values: Record<string, string> } };
    expect(answer.init.status).toBe(422);
    expect(answer.data.errors).toEqual({ date: ['Pole musí být vyplněno'] });
    expect(answer.data.values.note).toBe('Po stěhování');

    // A day that is not offered: the service's own rule and message, as the API gives it.
    const viaApi = await t.app.inject({
      method: 'POST',
      url: `/api/me/waste/bins/${id}/orders`,
      headers: { authorization: `Bearer ${jana}` },
      payload: { date: '2020-01-01' },
    });
    const refused = (await orderPage.action(
      routeArgs({
        request: page(`/ucet/moje-odpady/objednat-svoz/${id}`, form({ date: '2020-01-01' })),
        params: { id },
        context: await context(jana),
      }),
    )) as { init: ResponseInit; data: { errors: Record<string, string[]> } };
    expect(refused.init.status).toBe(viaApi.statusCode);
    expect(refused.data.errors).toEqual(viaApi.json().errors);
  });

  it('an anonymous visitor is sent to log in and come back', async () => {
    const answer = await myWastePage
      .loader(routeArgs({ request: page('/ucet/moje-odpady'), params: {}, context: await context(undefined) }))
      .then(
        () => null,
        (e: unknown) => e as Response,
      );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('location')).toBe('/login?redirect=%2Fucet%2Fmoje-odpady');
  });
});
