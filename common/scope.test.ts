import { describe, expect, it } from 'vitest';
import { hasScope } from './scope.ts';

describe('hasScope (spec §6: a list or an object keyed by name)', () => {
  it('checks a list', () => {
    expect(hasScope(['resident', 'editor'], 'editor')).toBe(true);
    expect(hasScope(['resident'], 'admin')).toBe(false);
  });
  it('checks an object by key, counting only truthy values', () => {
    expect(hasScope({ resident: true, editor: {} }, 'editor')).toBe(true);
    expect(hasScope({ resident: true, editor: false }, 'editor')).toBe(false);
    expect(hasScope({ resident: true }, 'admin')).toBe(false);
  });
  it('grants nothing without a scope', () => {
    expect(hasScope(null, 'resident')).toBe(false);
    expect(hasScope(undefined, 'resident')).toBe(false);
    expect(hasScope([], 'resident')).toBe(false);
  });
  it('does not treat inherited object keys as scopes', () => {
    expect(hasScope({}, 'toString')).toBe(false);
  });
});
