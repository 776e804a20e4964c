import { serialize } from 'cookie';
import { type RouterContextProvider, redirect } from 'react-router';
import { AUTH_COOKIE, DEVICE_COOKIE } from '../../common/cookies.ts';
import type { Viewer } from '../../common/schemas/account.ts';
import { type ServerLoadContext, server } from './load-context.ts';

/** "Remember me" keeps the cookie as long as the longest session lasts (90 days). */
const REMEMBER_MAX_AGE = 90 * 24 * 3600;

/** The login cookie: HttpOnly, so page scripts never see the token (DESIGN §5). */
export function authCookie(token: string, { remember, secure }: { remember: boolean; secure: boolean }): string {
  return serialize(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(remember ? { maxAge: REMEMBER_MAX_AGE } : {}),
  });
}

/** The device token of a browser that has logged in (docs/decisions/0011): HttpOnly, kept a year. */
export const deviceCookie = (token: string, secure: boolean) =>
  serialize(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 365 * 24 * 3600 });

export const clearAuthCookie = (secure: boolean) =>
  serialize(AUTH_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });

/** Account pages: an anonymous visitor goes to log in and comes back here afterwards. */
export function requireUser(context: ServerLoadContext, url: URL): Viewer {
  if (!context.viewer) {
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname)}`);
  }
  return context.viewer;
}

/** Guest-only pages (login, registration, password reset) send a logged-in user home (spec §2). */
export function requireGuest(context: ServerLoadContext): void {
  if (context.viewer) throw redirect('/');
}

/** The loader of a guest-only page with nothing to load. */
export async function guestPage({ context }: { context: Readonly<RouterContextProvider> }) {
  requireGuest(context.get(server));
  return null;
}

/** The text fields of a submitted form, without passwords. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === 'string' && !/password|hash/.test(key)) values[key] = value;
  }
  return values;
}
