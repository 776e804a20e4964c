import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content pages', () => {
  it('serves a page with its sanitised body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/prohlaseni-o-pristupnosti' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ slug: 'prohlaseni-o-pristupnosti', title: 'Prohlášení o přístupnosti' });
    expect(data.body).toContain('Ministerstvo vnitra');
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
    for (const slug of ['neexistuje', 'obradni-sin', 'Velka-Pismena', '..%2F..%2Fetc', 'x'.repeat(101)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(res.statusCode, slug).toBe(404);
    }
  });

  it('lists the published pages for the site map', async () => {
    const { data, meta } = (await t.app.inject({ method: 'GET', url: '/api/pages' })).json();
    expect(data.map((p: { slug: string }) => p.slug)).toContain('povinne-zverejnovane-informace');
    expect(data.map((p: { slug: string }) => p.slug)).not.toContain('obradni-sin');
    expect(meta.total).toBe(data.length);
  });
});

describe('a page an overview lists', () => {
  it('carries its section for the sidebar menu; other pages have none', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/pages/odpady-a-svoz' })).json();
    expect(data.section).toMatchObject({ slug: 'zivot-ve-meste', title: 'Život ve městě' });
    expect(data.section.links).toEqual(
      expect.arrayContaining([{ title: expect.any(String), href: '/info/odpady-a-svoz' }]),
    );
    const legal = (await t.app.inject({ method: 'GET', url: '/api/pages/prohlaseni-o-pristupnosti' })).json();
    expect(legal.data.section).toBeNull();
  });
});
