import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { cookieUser, notLoggedIn } from './authenticate.ts';
import type { Files } from './file-store.ts';
import type { Jobs } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { ReadCache } from './read-cache.ts';
import type { SessionUser } from './sessions.ts';

/** Who is asking: the logged-in person behind the request's token. */
export type Actor = SessionUser;

/**
 * What every service operation gets besides its input (DESIGN §2): the
 * database, the actor resolved once per request, and the request's clock,
 * so a test can run an operation at any moment it likes.
 */
export interface ServiceContext {
  db: Db;
  actor: Actor | null;
  now: Date;
  /** The client's address, for rate limits. */
  ip: string;
  mailer: Mailer;
  /** For what must not fail the request but must be seen (a notice mail that did not go). */
  log: FastifyBaseLogger;
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'SECURITY_LOG_MONTHS'
    | 'dataDir'
    | 'IMPORT_ALLOW_ADDRESSES'
    | 'NIA_IDP_METADATA'
    | 'NIA_SP_KEY'
    | 'NIA_SP_CERT'
    | 'DATA_BOX_ENV'
    | 'DATA_BOX_URL'
    | 'DATA_BOX_USERNAME'
    | 'DATA_BOX_PASSWORD'
    | 'DATA_BOX_CERT'
    | 'DATA_BOX_KEY'
    | 'MAP_TILES_URL'
    | 'MAP_TILES_ATTRIBUTION'
    | 'MAP_TILES_MAX_ZOOM'
  >;
  /** Where uploaded and generated files are stored. */
  files: Files;
  /** The process's cache of public reads; without it every read goes to the database. */
  reads?: ReadCache;
  /** The job queue, for work that outlasts the request (an import); each send is committed when it resolves. */
  jobs?: Pick<Jobs, 'send'>;
}

/** The logged-in actor, or 401: an operation of someone's own account. */
export function requireActor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  if (!ctx.actor) throw notLoggedIn();
  return ctx.actor;
}

/** The context of an API request: its Bearer token's user, resolved once when the request came in. */
export function apiContext(request: FastifyRequest): ServiceContext {
  const { server } = request;
  return {
    db: server.db,
    actor: request.user,
    now: server.clock(),
    ip: request.ip,
    mailer: server.mailer,
    log: request.log,
    config: server.config,
    files: server.files,
    reads: server.readCache,
    jobs: server.jobs,
  };
}

/** The context of work no request asked for (the minute's scheduled work): nobody acts, the server's clock. */
export function systemContext(app: FastifyInstance, now: Date): ServiceContext {
  return {
    db: app.db,
    actor: null,
    now,
    ip: '127.0.0.1',
    mailer: app.mailer,
    log: app.log,
    config: app.config,
    files: app.files,
    reads: app.readCache,
    jobs: app.jobs,
  };
}

/** The context of a page's file download, which carries the login cookie instead of a Bearer token. */
export async function cookieContext(request: FastifyRequest): Promise<ServiceContext> {
  return { ...apiContext(request), actor: await cookieUser(request.server.db, request) };
}
