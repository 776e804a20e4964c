import { parse, serialize } from 'cookie';
import { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE } from '../../common/cookies.ts';

/** The guest cart's secret in its cookie (spec §9: 14 days, path /); HttpOnly, as no script needs it. */
export const guestCartCookie = (tempId: string, secure: boolean) =>
  serialize(GUEST_CART_COOKIE, tempId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: GUEST_CART_MAX_AGE,
  });

export const clearGuestCartCookie = (secure: boolean) =>
  serialize(GUEST_CART_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });

/** The guest cart's secret a request carries, if any. */
export const guestTokenOf = (cookieHeader: string | null | undefined): string | undefined =>
  parse(cookieHeader ?? '')[GUEST_CART_COOKIE];
