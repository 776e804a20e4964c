import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

const page = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) });

describe('PageCache', () => {
  it('serves a page until its time is up', () => {
    const cache = new PageCache(1000);
    cache.set('/', page('a'), cache.generation, 0);
    expect(cache.get('/', 999)?.body.toString()).toBe('a');
    expect(cache.get('/', 1000)).toBeUndefined();
  });

  it('does not store a page rendered before a clear', () => {
    const cache = new PageCache(1000);
    const generation = cache.generation;
    cache.clear();
    cache.set('/', page('stale'), generation, 0);
    expect(cache.get('/', 1)).toBeUndefined();
  });

  it('compresses on demand and keeps the result', () => {
    const cache = new PageCache(1000);
    const entry = cache.set('/', page('x'.repeat(5000)), cache.generation, 0);
    const gzip = entry.encoded('gzip');
    expect(gunzipSync(gzip).toString()).toBe('x'.repeat(5000));
    expect(entry.encoded('gzip')).toBe(gzip);
  });

  it('keeps at most maxEntries pages', () => {
    const cache = new PageCache(1000, 2);
    for (const key of ['/a', '/b', '/c']) cache.set(key, page(key), cache.generation, 0);
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.get('/c', 1)).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
