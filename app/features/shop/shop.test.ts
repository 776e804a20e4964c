import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import * as storesPage from './pages/stores.tsx';

/** The town shop (issue 15), so far its places of sale. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the places of sale', () => {
  it('are listed with their address, hours and whether web orders are picked up there', async () => {
    const res = await t.app.inject({ url: '/api/stores' });
    expect(res.statusCode).toBe(200);
    const [centre, museum] = res.json().data;
    expect(centre).toMatchObject({
      slug: 'informacni-centrum',
      name: 'Informační centrum Vzorov',
      address: { street: 'náměstí Míru 3', city: 'Vzorov', zip: '123 45' },
      pickup: true,
    });
    expect(centre.hours['6']).toEqual([['09:00', '12:00']]);
    expect(centre.hours['7']).toBeUndefined();
    expect(museum).toMatchObject({ slug: 'muzeum', pickup: false });
    const shown = await storesPage.loader(
      routeArgs({
        request: page('/stores'),
        params: {},
        context: await pageContext(t.app),
      }),
    );
    expect(shown.stores.map((s) => s.slug)).toEqual(['informacni-centrum', 'muzeum']);
  });
});
