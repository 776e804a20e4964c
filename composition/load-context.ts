import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RouterContextProvider } from 'react-router';
import { type ServerLoadContext, server } from '../app/lib/load-context.ts';
import type { Me } from '../common/schemas/account.ts';
import { cookieToken } from '../server/lib/authenticate.ts';
import type { ServiceContext } from '../server/lib/service-context.ts';
import { resolveSession } from '../server/lib/sessions.ts';
import { SCRIPT_MARK } from '../server/ssr/csp.ts';
import { pageServices } from '../server/ssr/page-services.ts';
import { services } from './services.ts';

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
 */
export async function createLoadContext(
  app: FastifyInstance,
  visit: Visit,
  secure: boolean,
): Promise<RouterContextProvider> {
  const { token, ip } = visit;
  const actor = token && token.length <= 200 ? await resolveSession(app.db, token) : null;
  const ctx: ServiceContext = {
    db: app.db,
    actor,
    now: app.clock(),
    ip,
    mailer: app.mailer,
    log: app.log,
    config: app.config,
    files: app.files,
    reads: app.readCache,
    jobs: app.jobs,
  };
  let me: Promise<Me | null> | undefined;
  const values: ServerLoadContext = {
    services: forPages,
    ctx,
    viewer: actor && {
      firstname: actor.firstname,
      lastname: actor.lastname,
      email: actor.email,
      group: actor.group,
      scope: actor.scope,
    },
    me: () => {
      me ??= services.accounts.me(ctx);
      return me;
    },
    publicUrl: app.config.PUBLIC_URL,
    secure,
    scriptNonce: SCRIPT_MARK,
  };
  const context = new RouterContextProvider();
  context.set(server, values);
  return context;
}
