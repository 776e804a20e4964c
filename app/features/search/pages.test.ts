import { describe, expect, it } from 'vitest';
import { asJson, type PageArgs, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as searchPage from './pages/hledani.tsx';

/** The search page answers from the same service as the JSON API. */
const t = suiteApp();

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const context = () => pageContext(t.app);
const load = async <T>(module: { loader(args: PageArgs): Promise<T> }, path: string) =>
  module.loader(routeArgs({ request: page(path), params: {}, context: await context() }));

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
