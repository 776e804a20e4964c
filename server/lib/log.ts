import type { FastifyRequest } from 'fastify';

/** Paths that carry a secret link token: it must not end up in the logs. */
const SECRET_PATH = /^(\/(?:zmena-hesla|registrace\/potvrzeni)\/)[^/?#.]+/;

export const redactUrl = (url: string) => url.replace(SECRET_PATH, '$1[skryto]');

/** How a request appears in the logs: no query secrets in link paths, no cookies, no headers. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
