import { describe, expect, it } from 'vitest';
import { asJson, type PageArgs, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as contactsPage from './pages/contacts.tsx';
import * as councilPage from './pages/rada.tsx';
import * as phonePage from './pages/telefonni-seznam.tsx';
import * as officePage from './pages/urad.tsx';
import * as assemblyPage from './pages/zastupitelstvo.tsx';

/** The office's pages answer from the same services as the JSON API. */
const t = suiteApp();

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const context = () => pageContext(t.app);
const load = async <T>(module: { loader(args: PageArgs): Promise<T> }, path: string) =>
  module.loader(routeArgs({ request: page(path), params: {}, context: await context() }));

describe('a page and the API answer from the same service', () => {
  it('the office and its departments', async () => {
    expect(asJson((await load(officePage, '/urad')).departments)).toEqual((await api('/api/departments')).data);
  });

  it('the contacts, grouped by department, and the phone directory', async () => {
    const contacts = (await api('/api/contacts')).data as { slug: string; department: { slug: string } }[];
    const { groups } = await load(contactsPage, '/contacts');
    expect(groups.flatMap(([, group]) => group.people.map((c) => c.slug))).toEqual(contacts.map((c) => c.slug));
    expect(groups.map(([slug]) => slug)).toEqual([...new Set(contacts.map((c) => c.department.slug))]);
    const phone = await load(phonePage, '/telefonni-seznam?q=%20abc%20');
    expect(asJson(phone.contacts)).toEqual(contacts);
    expect(phone.q).toBe('abc');
  });

  it('the assembly and the council', async () => {
    expect(asJson((await load(assemblyPage, '/zastupitelstvo')).body)).toEqual(
      (await api('/api/bodies/zastupitelstvo')).data,
    );
    expect(asJson((await load(councilPage, '/rada')).body)).toEqual((await api('/api/bodies/rada')).data);
  });
});
