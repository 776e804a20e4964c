import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as overviewPage from './pages/sprava-rozcestnik.tsx';
import * as previewPage from './pages/sprava-stranka-nahled.tsx';

/** The pages editors: content pages with their rich text, fixed legal pages, and overview tiles. */
const t = suiteApp({ staff: 'martin' });

describe('the pages editors', () => {
  it('publishes a new page at /info/{slug} with its text cleaned, and keeps a draft off the site', async () => {
    const created = await t.call('POST', '/api/staff/pages', {
      title: 'Koupaliště',
      description: 'Otevírací doba a ceník městského koupaliště.',
      body: '<h2>Ceník</h2><p onclick="x()">Dospělí 80 Kč.</p><script>x()</script>',
      published: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await t.app.inject({ url: '/api/pages/koupaliste' })).statusCode).toBe(404);
    const preview = await previewPage.loader(
      routeArgs({
        request: page(`/sprava/stranky/${id}/nahled`),
        params: { id: String(id) },
        context: await pageContext(t.app, t.token),
      }),
    );
    expect(preview).toMatchObject({
      published: false,
      page: { title: 'Koupaliště', body: '<h2>Ceník</h2><p>Dospělí 80 Kč.</p>' },
    });
    const published = await t.call('PUT', `/api/staff/pages/${id}`, {
      title: 'Koupaliště',
      slug: 'koupaliste',
      description: 'Otevírací doba a ceník městského koupaliště.',
      body: '<h2>Ceník</h2><p onclick="x()">Dospělí 80 Kč.</p><script>x()</script>',
      published: true,
      version: 1,
    });
    expect(published.statusCode, published.body).toBe(200);
    const shown = (await t.app.inject({ url: '/api/pages/koupaliste' })).json().data;
    expect(shown.body).toBe('<h2>Ceník</h2><p>Dospělí 80 Kč.</p>');
    const stale = await t.call('PUT', `/api/staff/pages/${id}`, { title: 'Bazén', description: 'Bazén.', version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps each save as a version with a word diff, and restores an old one as a new save', async () => {
    const page = {
      title: 'Sběrný dvůr',
      description: 'Kde a kdy.',
      body: '<p>Otevřeno v sobotu.</p>',
      published: true,
    };
    const { id } = (await t.call('POST', '/api/staff/pages', page)).json().data;
    await t.call('PUT', `/api/staff/pages/${id}`, {
      ...page,
      body: '<p>Otevřeno ve středu a v sobotu.</p>',
      version: 1,
    });
    const versions = (await t.call('GET', `/api/staff/pages/${id}/revisions`)).json().data;
    expect(versions.map((v: { version: number; actor: string }) => [v.version, v.actor])).toEqual([
      [2, 'Martin Král'],
      [1, 'Martin Král'],
    ]);
    const diff = (await t.call('GET', `/api/staff/pages/${id}/revisions/2`)).json().data;
    expect(diff.fields.map((f: { field: string }) => f.field)).toEqual(['body']);
    const restored = await t.call('POST', `/api/staff/pages/${id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.app.inject({ url: '/api/pages/sberny-dvur' })).json().data.body).toBe('<p>Otevřeno v sobotu.</p>');
    const stale = await t.call('POST', `/api/staff/pages/${id}/revisions/1/restore`, { version: 2 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps the address of a page the law fixes, and will not delete it', async () => {
    const list = (await t.call('GET', '/api/staff/pages?q=prohlaseni-o-pristupnosti')).json().data;
    const statement = list.find((p: { slug: string }) => p.slug === 'prohlaseni-o-pristupnosti');
    expect(statement).toMatchObject({ fixed: true, path: '/prohlaseni-o-pristupnosti' });
    const current = (await t.call('GET', `/api/staff/pages/${statement.id}`)).json().data;
    const moved = await t.call('PUT', `/api/staff/pages/${statement.id}`, {
      title: current.title,
      slug: 'pristupnost',
      description: current.description,
      body: current.body,
      published: true,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.slug[0]).toContain('určuje zákon');
    expect((await t.call('DELETE', `/api/staff/pages/${statement.id}`)).statusCode).toBe(409);
  });

  it('refuses a tile that leads nowhere on this site, and takes one that does', async () => {
    const [first] = (await t.call('GET', '/api/staff/overviews')).json().data;
    const save = (href: string) =>
      t.call('PUT', `/api/staff/overviews/${first.id}`, {
        title: first.title,
        perex: first.perex,
        tiles: [{ title: 'Rybníky', text: 'Kde se koupat a rybařit.', href }, ...first.tiles.slice(1)],
        version: first.version,
      });
    expect((await save('/info/rybniky-nejsou')).json().errors).toEqual({
      'tiles.0.href': ['Na této adrese web žádnou stránku nemá. Vyberte stránku ze seznamu, nebo adresu opravte.'],
    });
    expect((await save('/info/odpady-a-svoz')).statusCode).toBe(200);
    // As it was, for the tests that follow.
    const back = await t.call('PUT', `/api/staff/overviews/${first.id}`, {
      title: first.title,
      perex: first.perex,
      tiles: first.tiles,
      version: first.version + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('moves a tile of an overview by a plain form post, saving nothing until the save, and answers where it went', async () => {
    const [first] = (await t.call('GET', '/api/staff/overviews')).json().data;
    const post = async (fields: Record<string, string>) =>
      asJson(
        await overviewPage.action(
          routeArgs({
            request: page(`/sprava/rozcestniky/${first.id}`, { method: 'POST', body: new URLSearchParams(fields) }),
            params: { id: String(first.id) },
            context: await pageContext(t.app, t.token),
          }),
        ),
      );
    type Tile = { title: string; text: string; href: string };
    const formOf = (tiles: Tile[]) => {
      const fields: Record<string, string> = { version: String(first.version), title: first.title, perex: first.perex };
      tiles.forEach((tile, i) => {
        fields[`tiles[${i}].title`] = tile.title;
        fields[`tiles[${i}].text`] = tile.text;
        fields[`tiles[${i}].href`] = tile.href;
      });
      return fields;
    };
    const titles = async () =>
      (await t.app.inject({ url: `/api/overviews/${first.slug}` }))
        .json()
        .data.tiles.map((tile: { title: string }) => tile.title);
    const before = await titles();

    // A move button without JavaScript: Conform's intent, applied by the server to the rows it answers with.
    const reorder = { type: 'reorder', payload: { name: 'tiles', from: 0, to: 1 } };
    const moved = await post({ ...formOf(first.tiles), __intent__: JSON.stringify(reorder) });
    expect(moved.init.status).toBe(200);
    expect(moved.data.reply.intent).toEqual(reorder);
    const order: Tile[] = moved.data.reply.initialValue.tiles;
    expect(order.slice(0, 2).map((tile) => tile.title)).toEqual([first.tiles[1].title, first.tiles[0].title]);
    // Nothing reaches the site until the save.
    expect(await titles()).toEqual(before);

    // A tile the service refuses is named as the form names it.
    const nowhere = await post(formOf([{ ...order[0]!, href: '/info/rybniky-nejsou' }, ...order.slice(1)]));
    expect(nowhere.init.status).toBe(422);
    expect(nowhere.data.reply.error).toEqual({
      'tiles[0].href': ['Na této adrese web žádnou stránku nemá. Vyberte stránku ze seznamu, nebo adresu opravte.'],
    });

    // The save, with the moved order, is what Enter in any field sends: no intent in it.
    expect(await post(formOf(order))).toEqual({ done: true });
    expect((await titles()).slice(0, 2)).toEqual([first.tiles[1].title, first.tiles[0].title]);
  });
});
