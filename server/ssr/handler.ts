import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { AUTH_COOKIE, PAGE_VARYING_COOKIES } from '../../common/cookies.ts';
import { inlineScriptHashes, pageCsp } from './csp.ts';
import { createLoadContext } from './load-context.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

export interface SsrOptions {
  /**
   * The server build; a function in development, so every request sees the
   * latest code. In production pass the build itself: React Router then
   * prepares its route tables once instead of on every request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  dev: boolean;
  pageCache: PageCache;
}

const TEXT_TYPES = /^(text\/html|text\/x-script)/;

/**
 * Serves every path that is not the API or a static file through React Router.
 * Anonymous GETs go through the page cache first (DESIGN §7); each page gets a
 * CSP whose script hashes match its inline scripts.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.dev ? 'development' : 'production');
  const https = app.config.PUBLIC_URL.startsWith('https:');

  await app.register(async (scope) => {
    // React Router reads the body itself (forms, multipart): hand it the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.all('/*', async (request, reply) => {
      if (isCrossSiteWrite(request)) {
        return reply.status(403).type('text/plain; charset=utf-8').send('Požadavek z jiného webu byl odmítnut.');
      }
      const cacheKey = pageCacheKey(request, options.pageCache);
      if (cacheKey) {
        const hit = options.pageCache.get(cacheKey);
        if (hit) return sendCached(request, reply, hit, 'HIT');
      }

      const response = await handle(toWebRequest(request, reply), createLoadContext(app, request, https));
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      const contentType = response.headers.get('content-type') ?? '';
      if (!response.body) return reply.send();
      if (!TEXT_TYPES.test(contentType)) {
        // Files and other resource-route bodies stream through untouched.
        return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
      }

      const body = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {
        'content-type': contentType,
        vary: 'Cookie',
      };
      if (contentType.startsWith('text/html')) {
        headers['content-security-policy'] = pageCsp(inlineScriptHashes(body.toString('utf8')), {
          dev: options.dev,
          https,
        });
      }
      const cacheable =
        cacheKey !== null &&
        (response.status === 200 || response.status === 404) &&
        cookies.length === 0 &&
        !/private|no-store/.test(response.headers.get('cache-control') ?? '');
      if (cacheable) {
        headers['cache-control'] = response.headers.get('cache-control') ?? 'no-cache';
        const entry = options.pageCache.set(cacheKey, { status: response.status, headers, body });
        return sendCached(request, reply, entry, 'MISS');
      }
      if (!response.headers.has('cache-control')) {
        headers['cache-control'] = cacheKey === null ? 'private, no-store' : 'no-cache';
      }
      reply.headers(headers);
      return reply.send(body);
    });
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A form post from another site (CSRF): browsers send `Origin` with every
 * POST, so a write whose Origin is not this site's is refused. A request
 * without Origin (not from a browser form) is left to the action's own checks.
 */
function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin !== `${request.protocol}://${request.host}`;
}

/**
 * The cache key of an anonymous GET, or null when the response must not be
 * shared: other methods, a logged-in visitor, or the cache turned off. Pages
 * differ by a few cookies (the consent bar, the announcement), so their values
 * are part of the key; no other cookie is.
 */
function pageCacheKey(request: FastifyRequest, cache: PageCache): string | null {
  if (!cache.enabled || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const jar = parseCookies(request.headers.cookie ?? '');
  if (jar[AUTH_COOKIE]) return null;
  const varying = PAGE_VARYING_COOKIES.map((name) => jar[name] ?? '').join('|');
  return `${request.url}#${varying}`;
}

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'HIT' | 'MISS') {
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.status(page.status).headers(page.headers).header('x-page-cache', state);
  reply.header('vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}
