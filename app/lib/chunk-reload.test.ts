import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimReload, isChunkLoadError } from './chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk reload guard (spec §2: at most once per 60 s per failure kind)', () => {
  it('allows one reload, then none until 60 s have passed', () => {
    const storage = memoryStorage();
    expect(claimReload('preload', storage, 1_000)).toBe(true);
    expect(claimReload('preload', storage, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload('preload', storage, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('guards each kind of failure on its own', () => {
    const storage = memoryStorage();
    expect(claimReload('preload', storage, 5_000)).toBe(true);
    expect(claimReload('route-module', storage, 5_001)).toBe(true);
    expect(claimReload('route-module', storage, 5_002)).toBe(false);
  });

  it("recognises the browsers' messages for a failed module load", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('oops')).toBe(false);
  });
});
