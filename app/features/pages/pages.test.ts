import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as infoPage from './pages/info.tsx';
import * as overviewPage from './pages/prehled.tsx';
import { pages } from './schema.server.ts';

const t = suiteApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('content pages', () => {
  it('serves a page with its sanitised body', async () => {
    await t.database.db.insert(pages).values({
      slug: 'zkusebni-stranka',
      title: 'Zkušební stránka',
      description: 'Stránka, kterou si test založil.',
      body: '<h2>Oddíl</h2><p>Více na <a href="https://www.example.org/">webu ministerstva</a>.</p>',
    });
    const res = await get('/api/pages/zkusebni-stranka');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      slug: 'zkusebni-stranka',
      title: 'Zkušební stránka',
      description: 'Stránka, kterou si test založil.',
      section: null,
    });
    expect(data.body).toContain('<h2>Oddíl</h2>');
    // A link out opens in a new tab and gives the other site neither the opener nor the referrer.
    expect(data.body).toContain('target="_blank" rel="noopener noreferrer"');
    expect(new Date(data.updated_at).getTime()).not.toBeNaN();
  });

  it('never serves a script stored in a page', async () => {
    await t.database.db
      .update(pages)
      .set({ body: '<p>Ahoj</p><script>alert(1)</script><img src=x onerror="alert(2)">' })
      .where(eq(pages.slug, 'o-meste'));
    const body = (await t.app.inject({ method: 'GET', url: '/api/pages/o-meste' })).json().data.body;
    expect(body).toContain('<p>Ahoj</p>');
    expect(body).not.toMatch(/script|onerror/);
  });

  it('answers 404 for an unknown, unpublished or malformed slug', async () => {
    await t.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'obradni-sin'));
    try {
      for (const slug of ['neexistuje', 'obradni-sin', 'Velka-Pismena', '..%2F..%2Fetc', 'x'.repeat(101)]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
        expect(res.statusCode, slug).toBe(404);
      }
      const listed = (await get('/api/pages?perPage=100')).json().data.map((p: { slug: string }) => p.slug);
      expect(listed).not.toContain('obradni-sin');
    } finally {
      await t.database.db.update(pages).set({ published: true }).where(eq(pages.slug, 'obradni-sin'));
    }
  });

  it('lists the published pages for the site map', async () => {
    const { data, meta } = (await t.app.inject({ method: 'GET', url: '/api/pages' })).json();
    expect(data.map((p: { slug: string }) => p.slug)).toContain('povinne-zverejnovane-informace');
    expect(meta.total).toBe(data.length);
  });
});

describe('a page an overview lists', () => {
  it('carries its section for the sidebar menu; other pages have none', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/pages/odpady-a-svoz' })).json();
    const overview = (await get('/api/overviews/zivot-ve-meste')).json().data;
    expect(data.section).toMatchObject({ slug: 'zivot-ve-meste', title: overview.title });
    expect(data.section.links).toEqual(
      expect.arrayContaining([{ title: expect.any(String), href: '/info/odpady-a-svoz' }]),
    );
    const legal = (await t.app.inject({ method: 'GET', url: '/api/pages/prohlaseni-o-pristupnosti' })).json();
    expect(legal.data.section).toBeNull();
  });
});

describe('GET /api/overviews', () => {
  it('lists the overview pages and gives one with its tiles; unknown is 404', async () => {
    const list = (await get('/api/overviews')).json().data;
    expect(list.map((o: { slug: string }) => o.slug).sort()).toEqual(['mesto-a-urad', 'zivot-ve-meste']);
    const { data } = (await get('/api/overviews/mesto-a-urad')).json();
    expect(data.tiles.length).toBeGreaterThanOrEqual(6);
    expect(data.tiles.every((tile: { href: string }) => tile.href.startsWith('/'))).toBe(true);
    expect((await get('/api/overviews/neexistuje')).statusCode).toBe(404);
  });

  it('links only to pages that exist', async () => {
    for (const slug of ['mesto-a-urad', 'zivot-ve-meste']) {
      const { data } = (await get(`/api/overviews/${slug}`)).json();
      for (const { href } of data.tiles as { href: string }[]) {
        const page = href.match(/^\/info\/([a-z0-9-]+)$/)?.[1];
        if (page) expect((await get(`/api/pages/${page}`)).statusCode, href).toBe(200);
      }
    }
  });
});

describe('the pages answer from the same service as the API', () => {
  const context = () => pageContext(t.app);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof Response ? e.status : e),
    );

  it('a content page and an overview; an unknown or impossible slug is the 404 page', async () => {
    const ctx = await context();
    const info = (slug: string) =>
      infoPage.loader(routeArgs({ request: page(`/info/${slug}`), params: { '*': slug }, context: ctx }));
    const overview = (slug: string) =>
      overviewPage.loader(routeArgs({ request: page(`/prehled/${slug}`), params: { slug }, context: ctx }));
    expect(asJson((await info('odpady-a-svoz')).page)).toEqual((await get('/api/pages/odpady-a-svoz')).json().data);
    expect(asJson((await overview('mesto-a-urad')).overview)).toEqual(
      (await get('/api/overviews/mesto-a-urad')).json().data,
    );
    for (const slug of ['neexistuje', 'Velka-Pismena', 'x'.repeat(121)]) {
      expect(await refusal(info(slug)), slug).toBe(404);
      expect(await refusal(overview(slug)), slug).toBe(404);
    }
  });
});
