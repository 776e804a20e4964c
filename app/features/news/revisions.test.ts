import { describe, expect, it } from 'vitest';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as versionsPage from './pages/sprava-verze.tsx';
import { articleInput } from './test-articles.ts';

/** An article's versions: who and when, what each save changed, and restoring an old one. */
const t = suiteApp({ staff: 'petra' });

const article = (title: string, body: string, version?: number) =>
  articleInput(title, { body, publication: 'published', ...(version ? { version } : {}) });

describe('versions of an article', () => {
  it('keeps each save with who and when, and shows what it changed word by word', async () => {
    const { id } = (
      await t.call('POST', '/api/staff/articles', article('Uzavírka mostu', '<p>Most bude zavřený v pondělí.</p>'))
    ).json().data;
    await t.call('PUT', `/api/staff/articles/${id}`, article('Uzavírka mostu', '<p>Most bude zavřený v úterý.</p>', 1));
    const list = (await t.call('GET', `/api/staff/articles/${id}/revisions`)).json().data;
    expect(list.map((v: { version: number; actor: string }) => [v.version, v.actor])).toEqual([
      [2, 'Petra Svobodová'],
      [1, 'Petra Svobodová'],
    ]);
    const diff = (await t.call('GET', `/api/staff/articles/${id}/revisions/2`)).json().data;
    expect(diff.previous_version).toBe(1);
    expect(diff.fields.map((f: { field: string }) => f.field)).toEqual(['body']);
    const parts = diff.fields[0].parts;
    expect(
      parts.filter((p: { change: string }) => p.change === 'removed').map((p: { text: string }) => p.text),
    ).toEqual(['pondělí']);
    expect(parts.filter((p: { change: string }) => p.change === 'added').map((p: { text: string }) => p.text)).toEqual([
      'úterý',
    ]);
    const first = (await t.call('GET', `/api/staff/articles/${id}/revisions/1`)).json().data;
    expect(first.previous_version).toBeNull();
    expect((await t.call('GET', `/api/staff/articles/${id}/revisions/9`)).statusCode).toBe(404);
  });

  it('restores an old version as a new one, keeps it published, and refuses to restore the current one', async () => {
    const { id } = (
      await t.call('POST', '/api/staff/articles', article('Původní nadpis', '<p>Původní text.</p>'))
    ).json().data;
    await t.call('PUT', `/api/staff/articles/${id}`, article('Nový nadpis', '<p>Nový text.</p>', 1));
    const restored = await t.call('POST', `/api/staff/articles/${id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.version).toBe(3);
    const now = (await t.call('GET', `/api/staff/articles/${id}`)).json().data;
    expect(now).toMatchObject({ title: 'Původní nadpis', body: '<p>Původní text.</p>', state: 'published' });
    expect((await t.call('POST', `/api/staff/articles/${id}/revisions/3/restore`, {})).statusCode).toBe(409);
    // A restore over a newer save than the one the editor saw is a conflict like any save.
    expect((await t.call('POST', `/api/staff/articles/${id}/revisions/2/restore`, { version: 2 })).statusCode).toBe(
      409,
    );
  });

  it('shows the versions on a page and restores from a plain form', async () => {
    const { id } = (await t.call('POST', '/api/staff/articles', article('Stránka verzí', '<p>Jedna.</p>'))).json().data;
    await t.call('PUT', `/api/staff/articles/${id}`, article('Stránka verzí', '<p>Dvě.</p>', 1));
    const context = await pageContext(t.app, t.token);
    const loaded = await versionsPage.loader(
      routeArgs({
        request: page(`/sprava/aktuality/${id}/verze?verze=2`),
        params: { id: String(id) },
        context,
      }),
    );
    expect(loaded.diff?.version).toBe(2);
    const done = (await versionsPage.action(
      routeArgs({
        request: page(`/sprava/aktuality/${id}/verze`, {
          method: 'POST',
          body: new URLSearchParams({ restore: '1', current: '2' }),
        }),
        params: { id: String(id) },
        context,
      }),
    )) as Response;
    expect(done.headers.get('location')).toBe(`/sprava/aktuality/${id}/verze?obnoveno=1`);
    expect((await t.call('GET', `/api/staff/articles/${id}`)).json().data.body).toBe('<p>Jedna.</p>');
  });
});
