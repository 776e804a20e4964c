import { parse, serialize } from 'cookie';
import { describe, expect, it } from 'vitest';
import { cookieValue, siteCookie } from './cookie-string.ts';

// The shell's own two cookie operations answer as the `cookie` package the server uses does.
describe('cookie strings', () => {
  const headers = [
    '',
    'a=1',
    'cookie_consent_hidden=true; other=1',
    ' spaced = yes ;x=2',
    'twice=first; twice=second',
    'encoded=%C4%8Desky; bad=%E0%A4%A',
    'flag; novalue=; i18n_redirected=cs',
  ];
  it('reads a value as the package parses it', () => {
    for (const header of headers)
      for (const name of [
        'a',
        'cookie_consent_hidden',
        'spaced',
        'twice',
        'encoded',
        'bad',
        'novalue',
        'i18n_redirected',
        'none',
      ])
        expect(cookieValue(header, name), `${name} in "${header}"`).toBe(parse(header)[name]);
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });

  it('writes a site-wide cookie as the package serialises it', () => {
    for (const [value, maxAge, secure] of [
      ['true', 31_536_000, false],
      ['', 0, true],
      ['cs', 31_536_000, true],
    ] as const)
      expect(siteCookie('i18n_redirected', value, maxAge, secure)).toBe(
        serialize('i18n_redirected', value, { maxAge, path: '/', sameSite: 'lax', secure }),
      );
  });
});
