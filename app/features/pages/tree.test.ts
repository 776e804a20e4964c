import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { find } from '../redirects/service.server.ts';
import { deadLinks } from '../search/service.server.ts';
import * as infoPage from './pages/info.tsx';
import * as editorPage from './pages/sprava-stranka.tsx';

/** Pages in a tree (issue 56): a page under its parent, its address, breadcrumbs and menu following it. */
const t = suiteApp({ staff: 'martin' });

type Saved = { id: number; version: number };
const create = async (title: string, extra: object = {}): Promise<Saved> => {
  const res = await t.call('POST', '/api/staff/pages', {
    title,
    description: `${title}: o čem stránka je.`,
    body: '<p>Text.</p>',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
/** Changes only what `change` names, over the page as it is stored now. */
const change = async (id: number, change: object) => {
  const { data } = (await t.call('GET', `/api/staff/pages/${id}`)).json();
  const { title, slug, description, body, published, parent_id, version } = data;
  return t.call('PUT', `/api/staff/pages/${id}`, {
    ...{ title, slug, description, body, published, parent_id, version },
    ...change,
  });
};
const publicPage = (slug: string) => t.app.inject({ url: `/api/pages/${slug}` });
const info = async (path: string) =>
  infoPage.loader(
    routeArgs({
      request: page(path),
      params: { '*': path.replace(/^\/info\//, '') },
      context: await pageContext(t.app),
    }),
  );

describe('a page under another', () => {
  it('lives under its parent’s address, with its ancestors in the breadcrumbs and its section in the menu', async () => {
    const school = await create('Školství', { slug: 'skolstvi' });
    const nursery = await create('Mateřská škola', { slug: 'materska-skola', parent_id: school.id });
    await create('Základní škola', { slug: 'zakladni-skola', parent_id: school.id });
    await create('Školní jídelna', { slug: 'skolni-jidelna', parent_id: school.id, published: false });
    const lunch = await create('Jídelníček', { slug: 'jidelnicek', parent_id: nursery.id });

    const child = (await publicPage('materska-skola')).json().data;
    expect(child.path).toBe('/info/skolstvi/materska-skola');
    expect(child.ancestors).toEqual([{ title: 'Školství', href: '/info/skolstvi' }]);
    // A page with children lists its own; the draft among its siblings is no one's to see.
    expect(child.menu).toEqual({
      title: 'Mateřská škola',
      href: '/info/skolstvi/materska-skola',
      links: [{ title: 'Jídelníček', href: '/info/skolstvi/materska-skola/jidelnicek' }],
    });
    const sibling = (await publicPage('zakladni-skola')).json().data;
    expect(sibling.menu).toEqual({
      title: 'Školství',
      href: '/info/skolstvi',
      links: [
        { title: 'Mateřská škola', href: '/info/skolstvi/materska-skola' },
        { title: 'Základní škola', href: '/info/skolstvi/zakladni-skola' },
      ],
    });
    const grandchild = (await publicPage('jidelnicek')).json().data;
    expect(grandchild.ancestors.map((a: { href: string }) => a.href)).toEqual([
      '/info/skolstvi',
      '/info/skolstvi/materska-skola',
    ]);
    expect((await publicPage('skolni-jidelna')).statusCode).toBe(404);

    // The page at its address is the same page the API gives; its bare or wrong address leads there.
    expect(asJson((await info('/info/skolstvi/materska-skola')).page)).toEqual(child);
    const bare = await refusalOf(info('/info/materska-skola'));
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/info/skolstvi/materska-skola']);
    expect((await refusalOf(info('/info/skolstvi/skolni-jidelna'))).status).toBe(404);
    expect((await refusalOf(info('/info/a/b/c/d/e/jidelnicek'))).status).toBe(404);

    // The search and the link checks know the page at its address in the tree.
    const db = { db: t.database.db };
    expect(await deadLinks(db, { a: '/info/skolstvi/materska-skola/jidelnicek', b: '/info/jidelnicek' })).toEqual({
      b: [expect.any(String)],
    });
    expect(lunch.id).toBeGreaterThan(0);

    // The staff list shows the tree: each page right under its parent, indented by its depth.
    const list = (await t.call('GET', '/api/staff/pages?q=skol&perPage=100')).json().data as {
      slug: string;
      depth: number;
    }[];
    const ours = list.filter((p) =>
      ['skolstvi', 'materska-skola', 'skolni-jidelna', 'zakladni-skola'].includes(p.slug),
    );
    expect(ours.map((p) => [p.slug, p.depth])).toEqual([
      ['skolstvi', 0],
      ['materska-skola', 1],
      ['skolni-jidelna', 1],
      ['zakladni-skola', 1],
    ]);
  });

  it('is offered in the editor’s select of parents without itself and the pages under it', async () => {
    const { id } = (await t.call('GET', '/api/staff/pages?q=materska-skola')).json().data[0];
    const loaded = await editorPage.loader(
      routeArgs({
        request: page(`/sprava/stranky/${id}`),
        params: { id: String(id) },
        context: await pageContext(t.app, t.token),
      }),
    );
    const titles = loaded.parents.map((p) => p.title);
    expect(titles).toContain('Školství');
    expect(titles).toContain('Základní škola');
    expect(titles).not.toContain('Mateřská škola');
    expect(titles).not.toContain('Jídelníček');
    // The legal pages keep their own addresses: nothing goes under them.
    expect(titles).not.toContain('Prohlášení o přístupnosti');

    // The form without JavaScript: a parent chosen, and then none (back at the top).
    const post = async (parent: string) => {
      const stored = (await t.call('GET', `/api/staff/pages/${id}`)).json().data;
      const body = new URLSearchParams({
        title: stored.title,
        slug: stored.slug,
        description: stored.description,
        body: stored.body,
        published: 'on',
        parent_id: parent,
        version: String(stored.version),
      });
      const answer = await editorPage.action(
        routeArgs({
          request: page(`/sprava/stranky/${id}`, { method: 'POST', body }),
          params: { id: String(id) },
          context: await pageContext(t.app, t.token),
        }),
      );
      expect(answer).toBeInstanceOf(Response);
      return (await publicPage('materska-skola')).json().data.path;
    };
    const primary = loaded.parents.find((p) => p.title === 'Základní škola')!;
    expect(primary.depth).toBe(1);
    expect(await post(String(primary.id))).toBe('/info/skolstvi/zakladni-skola/materska-skola');
    expect(await post('')).toBe('/info/materska-skola');
    const school = loaded.parents.find((p) => p.title === 'Školství')!;
    expect(await post(String(school.id))).toBe('/info/skolstvi/materska-skola');
  });

  it('moves with the pages under it, and their old addresses lead to the new ones', async () => {
    const school = (await t.call('GET', '/api/staff/pages?q=skolstvi')).json().data[0];
    const town = await create('Vzdělávání ve městě', { slug: 'vzdelavani' });
    const moved = await change(school.id, { parent_id: town.id });
    expect(moved.statusCode, moved.body).toBe(200);

    const db = { db: t.database.db };
    expect(await find(db, '/info/skolstvi')).toBe('/info/vzdelavani/skolstvi');
    expect(await find(db, '/info/skolstvi/materska-skola')).toBe('/info/vzdelavani/skolstvi/materska-skola');
    expect(await find(db, '/info/skolstvi/materska-skola/jidelnicek')).toBe(
      '/info/vzdelavani/skolstvi/materska-skola/jidelnicek',
    );
    const old = await refusalOf(info('/info/skolstvi/materska-skola'));
    expect([old.status, old.headers.get('location')]).toEqual([301, '/info/vzdelavani/skolstvi/materska-skola']);
    expect((await info('/info/vzdelavani/skolstvi/materska-skola')).page.ancestors).toEqual([
      { title: 'Vzdělávání ve městě', href: '/info/vzdelavani' },
      { title: 'Školství', href: '/info/vzdelavani/skolstvi' },
    ]);
    expect(await deadLinks(db, { a: '/info/vzdelavani/skolstvi/materska-skola/jidelnicek' })).toEqual({});

    // A new address of its own: the old one answers 404 here, and the redirect leads on.
    const nursery = (await t.call('GET', '/api/staff/pages?q=materska-skola')).json().data[0];
    expect((await change(nursery.id, { slug: 'skolka' })).statusCode).toBe(200);
    expect((await refusalOf(info('/info/vzdelavani/skolstvi/materska-skola'))).status).toBe(404);
    expect(await find(db, '/info/vzdelavani/skolstvi/materska-skola')).toBe('/info/vzdelavani/skolstvi/skolka');
    expect(await find(db, '/info/vzdelavani/skolstvi/materska-skola/jidelnicek')).toBe(
      '/info/vzdelavani/skolstvi/skolka/jidelnicek',
    );
    expect((await info('/info/vzdelavani/skolstvi/skolka/jidelnicek')).page.title).toBe('Jídelníček');

    // Back at the top, it is at /info/{slug} again, and that address is the page, not a redirect.
    expect((await change(school.id, { parent_id: null })).statusCode).toBe(200);
    expect((await info('/info/skolstvi')).page.path).toBe('/info/skolstvi');
    expect(await find(db, '/info/vzdelavani/skolstvi/skolka')).toBe('/info/skolstvi/skolka');
    // Moved twice, the first old address is one hop from where the page is now; none leads away
    // from where a page is; and the redirects list says a move made them.
    expect(await find(db, '/info/skolstvi/materska-skola')).toBe('/info/skolstvi/skolka');
    const listed = (await t.call('GET', '/api/staff/redirects?q=skolstvi&perPage=100')).json().data;
    expect(listed.map((r: { from: string }) => r.from)).not.toContain('/info/skolstvi');
    expect(new Set(listed.map((r: { origin: string }) => r.origin))).toEqual(new Set(['move']));
  });

  it('never goes under itself or a page under it, nor past five levels', async () => {
    const school = (await t.call('GET', '/api/staff/pages?q=skolstvi')).json().data[0];
    const lunch = (await t.call('GET', '/api/staff/pages?q=jidelnicek')).json().data[0];
    for (const parent of [school.id, lunch.id]) {
      const loop = await change(school.id, { parent_id: parent });
      expect(loop.statusCode).toBe(422);
      expect(loop.json().errors.parent_id).toEqual([
        'Stránku nelze zařadit pod ni samotnou ani pod žádnou z jejích podstránek.',
      ]);
    }
    const legal = (await t.call('GET', '/api/staff/pages?q=prohlaseni-o-pristupnosti')).json().data[0];
    expect((await change(lunch.id, { parent_id: legal.id })).json().errors.parent_id).toEqual([
      'Pod stránku s pevnou adresou nelze zařazovat další stránky.',
    ]);
    expect((await change(legal.id, { parent_id: school.id })).statusCode).toBe(422);

    // skolstvi › skolka › jidelnicek is three levels; two more fit, a sixth does not.
    const fourth = await create('Čtvrtá úroveň', { parent_id: lunch.id });
    const fifth = await create('Pátá úroveň', { parent_id: fourth.id });
    expect((await publicPage('pata-uroven')).json().data.path).toBe(
      '/info/skolstvi/skolka/jidelnicek/ctvrta-uroven/pata-uroven',
    );
    const sixth = await t.call('POST', '/api/staff/pages', {
      title: 'Šestá úroveň',
      description: 'Příliš hluboko.',
      parent_id: fifth.id,
    });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors.parent_id[0]).toMatch(/nejvýš do 5 úrovní/);
    // Moving the top under another page would put the fifth level sixth.
    const town = (await t.call('GET', '/api/staff/pages?q=vzdelavani')).json().data[0];
    expect((await change(school.id, { parent_id: town.id })).json().errors.parent_id[0]).toMatch(/5 úrovní/);
  });

  it('refuses one of two saves that together would make a loop', async () => {
    const a = await create('Oddíl A');
    const b = await create('Oddíl B');
    const answers = await Promise.all([
      t.call('PUT', `/api/staff/pages/${a.id}`, {
        title: 'Oddíl A',
        description: 'A.',
        parent_id: b.id,
        version: a.version,
      }),
      t.call('PUT', `/api/staff/pages/${b.id}`, {
        title: 'Oddíl B',
        description: 'B.',
        parent_id: a.id,
        version: b.version,
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('under a page taken off the site stays, without that page in its breadcrumbs or menu', async () => {
    const town = (await t.call('GET', '/api/staff/pages?q=vzdelavani')).json().data[0];
    const pupil = await create('Zápis do škol', { slug: 'zapis', parent_id: town.id });
    await create('Kroužky', { slug: 'krouzky', parent_id: town.id });
    expect((await publicPage('zapis')).json().data.menu.links).toHaveLength(2);
    expect((await change(town.id, { published: false })).statusCode).toBe(200);
    const shown = (await info('/info/vzdelavani/zapis')).page;
    expect(shown.ancestors).toEqual([]);
    expect(shown.menu).toBeNull();
    expect(pupil.id).toBeGreaterThan(0);
    // A page with pages under it cannot be deleted from under them.
    const removed = await t.call('DELETE', `/api/staff/pages/${town.id}`);
    expect(removed.statusCode).toBe(409);
  });
});
