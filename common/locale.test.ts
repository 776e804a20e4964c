import { describe, expect, it } from 'vitest';
import { detectLocale, withoutLocalePrefix } from './locale.ts';

describe('the locale', () => {
  it('is the cookie’s, else the browser’s first the site has, else Czech', () => {
    expect(detectLocale('i18n_redirected=cs', ['en-GB'])).toBe('cs');
    expect(detectLocale('', ['de-DE', 'cs-CZ', 'en'])).toBe('cs');
    expect(detectLocale('i18n_redirected=xx', ['en-US'])).toBe('cs');
  });

  it('leads /cs/… to the path without the prefix', () => {
    expect(withoutLocalePrefix('/cs')).toBe('/');
    expect(withoutLocalePrefix('/cs/')).toBe('/');
    expect(withoutLocalePrefix('/cs/aktuality/vanocni-trhy')).toBe('/aktuality/vanocni-trhy');
    expect(withoutLocalePrefix('/csob')).toBeNull();
    expect(withoutLocalePrefix('/aktuality')).toBeNull();
  });
});
