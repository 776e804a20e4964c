import type { FastifyInstance, FastifyRequest } from 'fastify';
import inject from 'light-my-request';
import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '../../app/lib/load-context.ts';
import type { Me } from '../../common/schemas/account.ts';
import { cookieToken } from '../lib/authenticate.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { resolveSession } from '../lib/sessions.ts';
import { services } from '../services.ts';
import { SCRIPT_MARK } from './csp.ts';
import { pageServices } from './page-services.ts';

const forPages = pageServices(services);

/** What a page request brings that the context needs: the login cookie's token and who asks. */
export interface Visit {
  token: string | undefined;
  ip: string;
  userAgent?: string;
}

export const visitOf = (request: FastifyRequest): Visit => ({
  token: cookieToken(request),
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * What every loader and action gets: the services with the visitor's context,
 * the login resolved once here, however many loaders run.
 *
 * The API client is for pages not yet moved onto their feature's services:
 * its requests go through the app's own router without a socket. It calls
 * light-my-request on `app.routing` rather than `app.inject`, because
 * `inject` refuses to run once shutdown has begun, and a page already
 * rendering must still get its data.
 */
export async function createLoadContext(app: FastifyInstance, visit: Visit, secure: boolean): Promise<AppLoadContext> {
  const { token, ip } = visit;
  const forwarded: Record<string, string> = { accept: 'application/json' };
  if (visit.userAgent) forwarded['user-agent'] = visit.userAgent;
  if (token) forwarded.authorization = `Bearer ${token}`;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    let headers = forwarded;
    let payload: string | undefined;
    if (body !== undefined) {
      headers = { ...forwarded, 'content-type': 'application/json' };
      payload = JSON.stringify(body);
    }
    const response = await inject(app.routing, { method, url: path, headers, payload, remoteAddress: ip });
    let data: T;
    try {
      data = (response.body ? JSON.parse(response.body) : undefined) as T;
    } catch {
      data = undefined as T;
    }
    return { status: response.statusCode, data };
  };

  const api: ApiClient = {
    get: (path) => call('GET', path),
    send: (method, path, body) => call(method, path, body),
  };
  const actor = token && token.length <= 200 ? await resolveSession(app.db, token) : null;
  const ctx: ServiceContext = {
    db: app.db,
    actor,
    now: app.clock(),
    ip,
    mailer: app.mailer,
    log: app.log,
    config: app.config,
  };
  let me: Promise<Me | null> | undefined;
  return {
    services: forPages,
    ctx,
    viewer: actor && {
      firstname: actor.firstname,
      lastname: actor.lastname,
      email: actor.email,
      group: actor.group,
      scope: actor.scope,
    },
    api,
    me: () => {
      me ??= services.accounts.me(ctx);
      return me;
    },
    publicUrl: app.config.PUBLIC_URL,
    secure,
    scriptNonce: SCRIPT_MARK,
  };
}
