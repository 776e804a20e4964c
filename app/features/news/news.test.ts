import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../server/test/app.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { articles } from './schema.server.ts';

const t = suiteApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/blog/posts', () => {
  it('lists published news, newest first, with category and image', async () => {
    const res = await get('/api/blog/posts');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ page: 1, perPage: 12 });
    expect(meta.total).toBeGreaterThanOrEqual(12);
    const dates = data.map((a: { published_at: string }) => Date.parse(a.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(data.every((a: { kind: string }) => a.kind === 'news')).toBe(true);
    const christmas = data.find((a: { slug: string }) => a.slug === 'vanocni-trhy-2026');
    expect(christmas).toMatchObject({
      category: { slug: 'kultura-a-sport', name: expect.any(String) },
      image: { url: '/img/plakaty/vanocni-trhy.svg', width: 800, height: 450 },
    });
  });

  it('filters by category and by kind', async () => {
    const traffic = (await get('/api/blog/posts?category=doprava')).json().data;
    expect(traffic.length).toBeGreaterThan(0);
    expect(traffic.every((a: { category: { slug: string } }) => a.category.slug === 'doprava')).toBe(true);
    const blog = (await get('/api/blog/posts?type=blog')).json().data;
    expect(blog.map((a: { slug: string }) => a.slug)).toContain('proc-opravujeme-koupaliste');
    expect((await get('/api/blog/posts?category=neexistuje')).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('lists only the featured articles when asked', async () => {
    const featured = (await get('/api/blog/posts?featured=true')).json().data.map((a: { slug: string }) => a.slug);
    expect(featured).toEqual(expect.arrayContaining(['poplatek-za-odpad-2027', 'vanocni-trhy-2026']));
    const all = (await get('/api/blog/posts?featured=true&perPage=100')).json().data as { slug: string }[];
    const { rows } = await t.database.db.execute<{ slug: string }>(
      sql`select slug from articles where featured and kind = 'news' and published_at <= now()`,
    );
    expect(all.map((a) => a.slug).sort()).toEqual(rows.map((r) => r.slug).sort());
  });

  it('pages through the list; past the end is an empty page', async () => {
    const first = (await get('/api/blog/posts?perPage=5')).json();
    const second = (await get('/api/blog/posts?perPage=5&page=2')).json();
    expect(second.data).toHaveLength(5);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect((await get('/api/blog/posts?page=999')).json().data).toEqual([]);
    expect((await get('/api/blog/posts?type=poezie')).statusCode).toBe(422);
  });

  it('hides drafts and articles scheduled for later', async () => {
    await t.database.db.update(articles).set({ publishedAt: null }).where(eq(articles.slug, 'zimni-udrzba-silnic'));
    await t.database.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.slug, 'novy-chodnik-lipova'));
    const slugs = (await get('/api/blog/posts?perPage=100')).json().data.map((a: { slug: string }) => a.slug);
    expect(slugs).not.toContain('zimni-udrzba-silnic');
    expect(slugs).not.toContain('novy-chodnik-lipova');
    expect((await get('/api/blog/posts/novy-chodnik-lipova')).statusCode).toBe(404);
  });
});

describe('GET /api/blog/posts/{slug}', () => {
  it('returns the article with a sanitised body and related articles of its category', async () => {
    await t.database.db
      .update(articles)
      .set({ body: '<p>Text</p><script>alert(1)</script>' })
      .where(eq(articles.slug, 'sberny-dvur-zimni-provoz'));
    const res = await get('/api/blog/posts/sberny-dvur-zimni-provoz');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.body).toBe('<p>Text</p>');
    // Up to three of the same category (životní prostředí), newest first.
    expect(data.related).toHaveLength(3);
    expect(data.related.every((a: { category: { slug: string } }) => a.category.slug === 'zivotni-prostredi')).toBe(
      true,
    );
    expect(data.related.map((a: { slug: string }) => a.slug)).not.toContain('sberny-dvur-zimni-provoz');
    expect(data.gallery).toBeNull();
  });

  it('answers 404 for an unknown slug or the wrong kind', async () => {
    expect((await get('/api/blog/posts/neexistuje')).statusCode).toBe(404);
    expect((await get('/api/blog/posts/proc-opravujeme-koupaliste')).statusCode).toBe(404);
    expect((await get('/api/blog/posts/proc-opravujeme-koupaliste?type=blog')).statusCode).toBe(200);
    expect((await get('/api/blog/posts/%3Cscript%3E')).statusCode).toBe(404);
  });
});

describe('an article with a photo album', () => {
  it('carries its gallery with every photo', async () => {
    const { data } = (await get('/api/blog/posts/vzorovsky-pulmaraton')).json();
    expect(data.gallery.photos.length).toBeGreaterThanOrEqual(6);
    expect(data.gallery.photos[0]).toMatchObject({
      url: expect.stringMatching(/^\/media\/demo\/.+\.jpg$/),
      width: expect.any(Number),
    });
  });
});

describe('the cache of public reads', () => {
  it('answers the list from the cache until it is cleared, then shows the new article', async () => {
    const cached = await createTestApp({ env: { READ_CACHE_TTL_MS: '60000' } });
    try {
      const slugs = async () =>
        (await cached.app.inject({ method: 'GET', url: '/api/blog/posts?perPage=1' }))
          .json()
          .data.map((a: { slug: string }) => a.slug);
      const before = await slugs();
      await cached.app.db.insert(articles).values({
        kind: 'news',
        slug: 'cerstva-zprava',
        title: 'Čerstvá zpráva',
        perex: 'Právě vyšla.',
        body: '<p>Text.</p>',
        publishedAt: new Date(Date.now() - 1000),
      });
      expect(await slugs()).toEqual(before);
      cached.app.readCache.clear();
      expect(await slugs()).toEqual(['cerstva-zprava']);
    } finally {
      await cached.close();
    }
  });
});
