import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadContext } from '../../../server/ssr/load-context.ts';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import * as searchPage from './pages/hledani.tsx';

/** The search page answers from the same service as the JSON API. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const context = (): Promise<AppLoadContext> => createLoadContext(t.app, { token: undefined, ip: '192.0.2.10' }, false);
const load = async <T>(page: { loader: (args: never) => Promise<T> }, path: string) =>
  page.loader({ request: new Request(`http://vzorov.test${path}`), params: {}, context: await context() } as never);
/** What a loader answered as the browser gets it: through JSON. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('a page and the API answer from the same service', () => {
  it('the search page: the same results, counts and correction', async () => {
    const fromApi = await api('/api/search?q=popelnyce&perPage=10&page=1');
    const loaded = await load(searchPage, '/hledani?q=popelnyce');
    expect(asJson(loaded.result?.rows)).toEqual(fromApi.data);
    expect(loaded.result?.counts).toEqual(fromApi.meta.counts);
    expect(loaded.result?.total).toBe(fromApi.meta.total);
    expect(loaded.result?.corrected).toBe(fromApi.meta.corrected);
    // A type the search does not know is ignored, as the page always did.
    expect((await load(searchPage, '/hledani?q=svoz&typ=__proto__')).type).toBeNull();
  });
});
