import { cookieValue } from './cookie-string.ts';

/**
 * The site's languages (spec §3: only Czech) and how a visitor's is remembered: the locale cookie
 * (spec §9: 365 days, path /) and the browser's languages, as the spec's prefix strategy has it.
 * The default language has no path prefix; `/cs/…` leads to the same page without it.
 */
export const LOCALES = ['cs'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cs';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_MAX_AGE = 365 * 24 * 60 * 60;

const isLocale = (value: string | undefined): value is Locale => LOCALES.some((locale) => locale === value);

/**
 * The visitor's language: the one the cookie remembers, else the first of the browser's languages
 * the site has (`cs-CZ` is Czech), else the default.
 */
export function detectLocale(cookieHeader: string, browserLanguages: readonly string[]): Locale {
  const remembered = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Where a path with a locale prefix leads: the same path without it, or null when it has none. */
export function withoutLocalePrefix(pathname: string): string | null {
  const match = /^\/(cs)(\/.*)?$/.exec(pathname);
  return match ? match[2] || '/' : null;
}
