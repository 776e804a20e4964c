import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../common/cookies.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from './http-errors.ts';
import { resolveSession, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, when the request carried a valid Bearer token. */
    user: SessionUser | null;
  }
}

export const notLoggedIn = () => new HttpError(401, 'Nejste přihlášeni.');

/** Reads `Authorization: Bearer <token>` on API requests and sets `request.user`. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  // Before the body is read: an upload from someone not logged in is refused before it fills memory.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice('Bearer '.length).trim();
    if (token.length === 0 || token.length > 200) return;
    request.user = await resolveSession(app.db, token);
  });
}

/** The logged-in user, or a 401 for the client to log in. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notLoggedIn();
  return request.user;
}

/** The login token a page request carries in its cookie (the API takes it as a Bearer token instead). */
export const cookieToken = (request: FastifyRequest): string | undefined =>
  parseCookies(request.headers.cookie ?? '')[AUTH_COOKIE];

/** The logged-in user of a page request, for the downloads the pages link to. */
export async function cookieUser(db: Db, request: FastifyRequest): Promise<SessionUser | null> {
  const token = cookieToken(request);
  return token && token.length <= 200 ? resolveSession(db, token) : null;
}
