import type { FastifyInstance, FastifyRequest } from 'fastify';
import inject from 'light-my-request';
import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '../../app/lib/load-context.ts';
import type { Me } from '../../common/schemas/account.ts';
import { cookieToken } from '../lib/authenticate.ts';
import { SCRIPT_MARK } from './csp.ts';

/**
 * Builds the loaders' API client: requests go through the app's own router
 * (same routes, same checks) without a socket. It calls light-my-request on
 * `app.routing` rather than `app.inject`, because `inject` refuses to run once
 * shutdown has begun, and a page already rendering must still get its data.
 */
export function createLoadContext(app: FastifyInstance, request: FastifyRequest, secure: boolean): AppLoadContext {
  const forwarded: Record<string, string> = { accept: 'application/json' };
  if (request.headers['user-agent']) forwarded['user-agent'] = request.headers['user-agent'];
  const token = cookieToken(request);
  if (token) forwarded.authorization = `Bearer ${token}`;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    let headers = forwarded;
    let payload: string | Buffer | undefined;
    if (body instanceof FormData) {
      // A form with files goes on as multipart, encoded the way fetch would send it.
      const encoded = new Response(body);
      headers = { ...forwarded, 'content-type': encoded.headers.get('content-type')! };
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body !== undefined) {
      headers = { ...forwarded, 'content-type': 'application/json' };
      payload = JSON.stringify(body);
    }
    const response = await inject(app.routing, { method, url: path, headers, payload, remoteAddress: request.ip });
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
  let me: Promise<Me | null> | undefined;
  return {
    api,
    me: () => {
      // Only a 401 means "not logged in"; any other failure is an error, not a reason to log the visitor out.
      me ??= token
        ? api.get<{ data: Me }>('/api/me').then((r) => {
            if (r.status === 200) return r.data.data;
            if (r.status === 401) return null;
            throw new Error(`GET /api/me answered ${r.status}`);
          })
        : Promise.resolve(null);
      return me;
    },
    publicUrl: app.config.PUBLIC_URL,
    secure,
    scriptNonce: SCRIPT_MARK,
  };
}
