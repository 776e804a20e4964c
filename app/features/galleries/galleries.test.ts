import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as listPage from './pages/galerie.tsx';
import * as detailPage from './pages/galerie-detail.tsx';

const t = suiteApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/galleries', () => {
  it('lists galleries newest first with a cover and a photo count', async () => {
    const { data, meta } = (await get('/api/galleries')).json();
    expect(meta.total).toBeGreaterThanOrEqual(3);
    const dates = data.map((g: { published_at: string }) => Date.parse(g.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(data.every((g: { photo_count: number; cover: unknown }) => g.photo_count >= 6 && g.cover)).toBe(true);
    expect((await get('/api/galleries?page=99')).json().data).toEqual([]);
    expect((await get('/api/galleries?perPage=0')).statusCode).toBe(422);
  });

  it('gives one gallery with its photos in order; unknown is 404', async () => {
    const res = await get('/api/galleries/vzorovsky-pulmaraton-2026');
    expect(res.statusCode).toBe(200);
    const gallery = res.json().data;
    expect(gallery.article).toMatchObject({ kind: 'news', slug: 'vzorovsky-pulmaraton' });
    expect(gallery.photos.length).toBe(gallery.photo_count);
    for (const photo of gallery.photos) {
      expect(photo.url).toMatch(/^\/media\/demo\/[a-z0-9-]+\.jpg$/);
      expect(photo.alt.length).toBeGreaterThan(5);
      expect([photo.width, photo.height].sort()).toEqual(expect.arrayContaining([1600]));
    }
    expect((await get('/api/galleries/neexistuje')).statusCode).toBe(404);
    expect((await get('/api/galleries/NE..')).statusCode).toBe(404);
  });
});

describe('the pages answer from the same service as the API', () => {
  const context = () => pageContext(t.app);

  it('the list and one album; an unknown or impossible slug is the 404 page', async () => {
    const ctx = await context();
    const list = await listPage.loader(routeArgs({ request: page('/galerie'), params: {}, context: ctx }));
    expect(asJson(list.galleries)).toEqual((await get('/api/galleries')).json().data);
    const detail = (slug: string) =>
      detailPage.loader(routeArgs({ request: page(`/galerie/${slug}`), params: { slug }, context: ctx }));
    const slug = list.galleries[0]!.slug;
    expect(asJson((await detail(slug)).gallery)).toEqual((await get(`/api/galleries/${slug}`)).json().data);
    for (const wrong of ['neexistuje', 'NE..', 'x'.repeat(121)]) {
      const status = await detail(wrong).then(
        () => null,
        (e: unknown) => (e instanceof Response ? e.status : e),
      );
      expect(status, wrong).toBe(404);
    }
  });
});
