import { describe, expect, it } from 'vitest';
import { publicRead, ReadCache } from './read-cache.ts';

function counted() {
  const calls: string[] = [];
  const read = publicRead(async (_ctx: { db: string }, slug: string) => {
    calls.push(slug);
    if (slug === 'missing') throw new Error('not found');
    return { slug, tags: [slug] };
  });
  return { calls, read };
}

describe('publicRead', () => {
  it('reads once per lifetime for every context sharing the cache, one key per argument list', async () => {
    const { calls, read } = counted();
    const reads = new ReadCache(60_000);
    const first = await read({ db: 'a', reads }, 'x');
    expect(await read({ db: 'b', reads }, 'x')).toBe(first);
    await read({ db: 'a', reads }, 'y');
    expect(calls).toEqual(['x', 'y']);
  });

  it('reads every time without a cache, with a cache of lifetime 0, and after clear()', async () => {
    const { calls, read } = counted();
    await read({ db: 'a' }, 'x');
    await read({ db: 'a' }, 'x');
    const off = new ReadCache(0);
    await read({ db: 'a', reads: off }, 'x');
    const reads = new ReadCache(60_000);
    await read({ db: 'a', reads }, 'x');
    reads.clear();
    await read({ db: 'a', reads }, 'x');
    expect(calls).toEqual(['x', 'x', 'x', 'x', 'x']);
  });

  it('keeps no failed read and hands out answers nobody can change', async () => {
    const { calls, read } = counted();
    const reads = new ReadCache(60_000);
    await expect(read({ db: 'a', reads }, 'missing')).rejects.toThrow('not found');
    await expect(read({ db: 'a', reads }, 'missing')).rejects.toThrow('not found');
    expect(calls).toEqual(['missing', 'missing']);
    const answer = await read({ db: 'a', reads }, 'x');
    expect(() => answer.tags.push('y')).toThrow(TypeError);
    expect(Object.isFrozen(answer)).toBe(true);
  });

  it('keeps separate caches for separate processes’ caches', async () => {
    const { calls, read } = counted();
    await read({ db: 'a', reads: new ReadCache(60_000) }, 'x');
    await read({ db: 'a', reads: new ReadCache(60_000) }, 'x');
    expect(calls).toEqual(['x', 'x']);
  });
});
