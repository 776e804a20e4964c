import { serializeCookie } from '../../common/consent.ts';
import { detectLocale, LOCALE_COOKIE, LOCALE_MAX_AGE } from '../../common/locale.ts';

/**
 * Remembers the visitor's language in the locale cookie (spec §9), from the browser's languages on
 * the first visit. Set here rather than by the server, so that an anonymous page stays cacheable.
 */
export function rememberLocale(): void {
  const locale = detectLocale(document.cookie, navigator.languages);
  if (document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) return;
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, as the consent flags are
  document.cookie = serializeCookie({ name: LOCALE_COOKIE, value: locale, maxAge: LOCALE_MAX_AGE }, secure);
}
