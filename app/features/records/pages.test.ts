import { describe, expect, it } from 'vitest';
import { asJson, type PageArgs, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as documentsPage from './pages/dokumenty.tsx';
import * as contractsPage from './pages/smlouvy.tsx';
import * as decreesPage from './pages/vyhlasky-a-narizeni.tsx';
import * as magazinePage from './pages/zpravodaj.tsx';

/** The pages and the JSON API answer from the same service (docs/decisions/0012). */
const t = suiteApp();

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const context = () => pageContext(t.app);
const load = async <T>(module: { loader(args: PageArgs): Promise<T> }, path: string) =>
  module.loader(routeArgs({ request: page(path), params: {}, context: await context() }));

async function statusOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  // A refusal of the service is a Response; the page's own 404 is React Router's data() with its status.
  if (error instanceof Response) return error.status;
  return (error as { init?: ResponseInit } | null)?.init?.status ?? 0;
}

describe('the records’ pages', () => {
  it('decrees: in force, repealed and all, as the API lists them', async () => {
    expect(asJson((await load(decreesPage, '/vyhlasky-a-narizeni')).decrees)).toEqual(
      (await api('/api/decrees?state=platne')).data,
    );
    expect(asJson((await load(decreesPage, '/vyhlasky-a-narizeni?stav=zrusene')).decrees)).toEqual(
      (await api('/api/decrees?state=zrusene')).data,
    );
    expect(asJson((await load(decreesPage, '/vyhlasky-a-narizeni?stav=vse')).decrees)).toEqual(
      (await api('/api/decrees')).data,
    );
  });

  it('documents: sorted by name within a category, with the categories', async () => {
    const loaded = await load(documentsPage, '/dokumenty?razeni=nazev&kategorie=formulare');
    expect(asJson(loaded.documents)).toEqual(
      (await api('/api/documents?perPage=50&sort=name&order=asc&category=formulare')).data,
    );
    expect(loaded.categories).toEqual((await api('/api/documents/categories')).data);
  });

  it('contracts: a value band and the years; a year the API refuses is the 404 page', async () => {
    const loaded = await load(contractsPage, '/smlouvy?hodnota=nad-1-milion');
    const fromApi = await api('/api/contracts?min=1000000');
    expect(asJson(loaded.contracts)).toEqual(fromApi.data);
    expect(loaded.total).toBe(fromApi.meta.total);
    expect(loaded.years).toEqual((await api('/api/contracts/years')).data);
    expect(await statusOf(load(contractsPage, '/smlouvy?rok=1950'))).toBe(404);
    // A NUL, which PostgreSQL text cannot hold, is dropped as the API drops it: no 500.
    expect((await load(contractsPage, '/smlouvy?q=%00')).total).toBe((await api('/api/contracts?q=%00')).meta.total);
  });

  it('the newsletter: the latest year without one, a year asked for, and a year without issues is the 404 page', async () => {
    const { data, meta } = await api('/api/magazine');
    const latest = await load(magazinePage, '/zpravodaj');
    expect(latest.year).toBe(meta.years[0]);
    expect(latest.years).toEqual(meta.years);
    expect(asJson(latest.issues)).toEqual(data.filter((i: { year: number }) => i.year === meta.years[0]));
    const year = meta.years[1];
    expect(asJson((await load(magazinePage, `/zpravodaj?rok=${year}`)).issues)).toEqual(
      (await api(`/api/magazine?year=${year}`)).data,
    );
    expect(await statusOf(load(magazinePage, '/zpravodaj?rok=1995'))).toBe(404);
    expect(await statusOf(load(magazinePage, '/zpravodaj?rok=1950'))).toBe(404);
  });
});
