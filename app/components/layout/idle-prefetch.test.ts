import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './idle-prefetch.tsx';

describe('prefetch conditions (spec §9)', () => {
  it('prefetches online on a normal connection', () => {
    expect(prefetchAllowed({ onLine: true })).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
  });
  it('skips offline, on 2g and with data saver', () => {
    expect(prefetchAllowed({ onLine: false })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  });
});
