import { CONSENT_FLAGS, CONSENT_MARKER_COOKIE, consentCookieName } from './consent.ts';

/** The login token's cookie, named as the spec's auth storage (`auth.` + `_token.` + strategy). */
export const AUTH_COOKIE = 'auth._token.local';

/**
 * Marks a browser that has logged into an account before (a signed device
 * token, HttpOnly, a year): guessing that account's password from elsewhere
 * does not lock this browser out (docs/decisions/0011).
 */
export const DEVICE_COOKIE = 'login_device';

/** Remembers which announcement (`settings.intropopup`) the visitor has closed. */
export const INTRO_COOKIE = 'intro_popup_seen';

/** Cookies whose values change what an anonymous page looks like. */
export const PAGE_VARYING_COOKIES = [
  CONSENT_MARKER_COOKIE,
  ...CONSENT_FLAGS.map(consentCookieName),
  INTRO_COOKIE,
] as const;

/** A guest's cart (spec §9): its secret `tempId`, kept 14 days from the cart's last change. */
export const GUEST_CART_COOKIE = 'guest_cart';
export const GUEST_CART_MAX_AGE = 1_209_600;
