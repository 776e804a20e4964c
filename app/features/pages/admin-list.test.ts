import { describe, expect, it } from 'vitest';
import { asJson, type PageArgs, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as galleriesPage from '../galleries/pages/sprava-galerie.tsx';
import * as listPage from './pages/sprava-stranky.tsx';

/** The pages' and the albums' lists for editors (issue 29 §2): states with counts, many at once. */
const t = suiteApp({ staff: 'martin' });

const context = () => pageContext(t.app, t.token);
const bulk = async (
  module: { action(args: PageArgs): Promise<unknown> },
  path: string,
  action: string,
  ids: number[],
  confirmed = false,
) => {
  const body = new URLSearchParams({ intent: 'bulk', action, ...(confirmed ? { confirmed: '1' } : {}) });
  for (const id of ids) body.append('ids', String(id));
  return asJson(
    await module.action(
      routeArgs({
        request: page(path, { method: 'POST', body }),
        params: {},
        context: await context(),
      }),
    ),
  );
};

describe('the content pages’ list', () => {
  it('counts the pages on the site and off it, and takes many off and back, but never one the law needs', async () => {
    const all = await listPage.loader(
      routeArgs({
        request: page('/sprava/stranky'),
        params: {},
        context: await context(),
      }),
    );
    expect(all.total).toBe(all.counts.published + all.counts.draft);
    const free = all.rows
      .filter((r) => r.published && !r.fixed)
      .slice(0, 2)
      .map((r) => r.id);
    expect(free).toHaveLength(2);
    expect((await bulk(listPage, '/sprava/stranky', 'unpublish', free)).data.bulk.done).toBe(
      'Staženo z webu: 2 stránky.',
    );
    const drafts = await listPage.loader(
      routeArgs({
        request: page('/sprava/stranky?stav=draft'),
        params: {},
        context: await context(),
      }),
    );
    expect(drafts.rows.map((r) => r.id)).toEqual(expect.arrayContaining(free));
    const fixed = all.rows.find((r) => r.fixed)!;
    const refused = await bulk(listPage, '/sprava/stranky', 'unpublish', [free[0]!, fixed.id]);
    expect(refused).toMatchObject({ init: { status: 409 }, data: { message: expect.stringContaining(fixed.title) } });
    expect((await bulk(listPage, '/sprava/stranky', 'publish', free)).data.bulk.done).toBe('Zveřejněno: 2 stránky.');
  });
});

describe('the albums’ list', () => {
  it('pages and filters the albums, and deletes many after one confirmation', async () => {
    const ids: number[] = [];
    for (const title of ['Album ke smazání A', 'Album ke smazání B']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/galleries',
        headers: { authorization: `Bearer ${t.token}` },
        payload: { title },
      });
      ids.push(res.json().data.id);
    }
    const drafts = await galleriesPage.loader(
      routeArgs({
        request: page('/sprava/galerie?stav=draft&q=ke+smaz'),
        params: {},
        context: await context(),
      }),
    );
    expect(drafts.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await bulk(galleriesPage, '/sprava/galerie', 'delete', ids)).data.bulk.confirm.titles).toEqual([
      'Album ke smazání A',
      'Album ke smazání B',
    ]);
    expect((await bulk(galleriesPage, '/sprava/galerie', 'delete', ids, true)).data.bulk.done).toBe(
      'Smazáno i s fotkami: 2 fotogalerie.',
    );
    const after = await galleriesPage.loader(
      routeArgs({
        request: page('/sprava/galerie?q=ke+smaz'),
        params: {},
        context: await context(),
      }),
    );
    expect(after.total).toBe(0);
    const wrong = await galleriesPage.loader(
      routeArgs({
        request: page('/sprava/galerie?stav=vsechny&strana=0'),
        params: {},
        context: await context(),
      }),
    );
    expect(wrong.problems).toHaveLength(2);
  });
});
