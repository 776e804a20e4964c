import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../server/test/suite.ts';

const t = suiteApp();

describe('GET /api/blog/categories/list', () => {
  it('lists the news categories in their order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/categories/list' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data[0]).toEqual({ id: expect.any(Number), slug: 'zpravy-z-radnice', name: expect.any(String) });
    expect(data.map((c: { slug: string }) => c.slug)).toContain('zivotni-prostredi');
    expect(meta).toEqual({ page: 1, perPage: 100, total: data.length });
  });

  it('returns an empty page past the end, not an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/categories/list?page=50' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
