import { describe, expect, it } from 'vitest';
import { clockFrom } from './clock.ts';

describe('the server clock', () => {
  it('is the machine clock without CLOCK_AT', () => {
    const before = Date.now();
    const now = clockFrom(undefined)().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts at CLOCK_AT and runs on at the machine pace', () => {
    const started = Date.now();
    const clock = clockFrom('2027-03-28T01:59:59+01:00', started);
    const first = clock().getTime();
    expect(first - Date.parse('2027-03-28T00:59:59Z')).toBeLessThan(1000);
    expect(first - Date.parse('2027-03-28T00:59:59Z')).toBeGreaterThanOrEqual(0);
    const elapsed = Date.now() - started;
    expect(clock().getTime() - Date.parse('2027-03-28T00:59:59Z')).toBeGreaterThanOrEqual(elapsed);
  });
});
