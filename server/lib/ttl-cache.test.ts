import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once per lifetime and again after it', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load, 0)).toBe(1);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1000)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 0), cache.get('k', load, 0)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('forgets a failed load and loads again after clear', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7, 1)).toBe(7);
    cache.clear();
    expect(await cache.get('k', async () => 8, 2)).toBe(8);
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await cache.get('a', async () => 'a1', 0);
    await cache.get('b', async () => 'b1', 0);
    await cache.get('c', async () => 'c1', 0);
    expect(await cache.get('a', async () => 'a2', 1)).toBe('a2');
    expect(await cache.get('c', async () => 'c2', 1)).toBe('c1');
  });
});
