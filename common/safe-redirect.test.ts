import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from './safe-redirect.ts';

describe('safe redirect rule (spec §5)', () => {
  it.each(['/', '/ucet', '/ucet/moje-pripady/detail/42', '/potrebuji-vyridit/psi/online-zadost', '/a@b_c~d%20e'])(
    'accepts the internal path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'ucet',
    '',
    '/ucet?next=https://evil.example',
    '/ucet#x',
    'javascript:alert(1)',
    '/ucet/../../etc',
    '/úřad',
  ])('refuses %s', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  it('refuses non-strings and falls back', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(['/ucet'])).toBe(false);
    expect(safeRedirect('//evil.example')).toBe('/ucet');
    expect(safeRedirect('/ucet/moje-odpady', '/')).toBe('/ucet/moje-odpady');
    expect(safeRedirect(undefined, '/')).toBe('/');
  });
});
