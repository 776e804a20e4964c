import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import { parse as parseCookies } from 'cookie';
import { AUTH_COOKIE, PAGE_VARYING_COOKIES } from '../../common/cookies.ts';
import type { Encoding, PageCache } from './page-cache.ts';

const NO_VARYING_COOKIES = PAGE_VARYING_COOKIES.map(() => '').join('|');

/**
 * The cache key of an anonymous GET, or null when the response must not be
 * shared: other methods, a logged-in visitor, or the cache turned off. Pages
 * differ by a few cookies (the consent bar, the announcement), so their values
 * are part of the key; no other cookie is.
 */
export function pageCacheKey(
  cache: PageCache,
  method: string | undefined,
  url: string | undefined,
  cookieHeader: string | undefined,
): string | null {
  if (!cache.enabled || (method !== 'GET' && method !== 'HEAD') || url === undefined) return null;
  if (!cookieHeader) return `${url}#${NO_VARYING_COOKIES}`;
  const jar = parseCookies(cookieHeader);
  if (jar[AUTH_COOKIE]) return null;
  return `${url}#${PAGE_VARYING_COOKIES.map((name) => jar[name] ?? '').join('|')}`;
}

const negotiated = new Map<string, Encoding | null>();

/** The encoding to send for an Accept-Encoding header; the few headers browsers send are remembered. */
export function pageEncoding(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    const choice = negotiate(accepted, ['br', 'gzip', 'identity']);
    encoding = choice === 'br' || choice === 'gzip' ? choice : null;
    if (negotiated.size < 100) negotiated.set(accepted, encoding);
  }
  return encoding;
}

/**
 * Answers a page-cache hit straight from Node's request event, before Fastify
 * routes, parses or hooks anything (docs/performance.md): the stored response
 * already carries every header Fastify's plugins added when the page was first
 * sent, so a hit is the same bytes either way. Anything else (a miss, a
 * logged-in visitor, a POST) returns false and goes to Fastify as usual.
 */
export function answerFromPageCache(
  cache: PageCache,
  request: IncomingMessage,
  response: ServerResponse,
  shown?: (request: IncomingMessage) => void,
): boolean {
  const key = pageCacheKey(cache, request.method, request.url, request.headers.cookie);
  if (key === null) return false;
  const page = cache.get(key);
  if (!page) return false;
  const { headers, body } = page.wire(pageEncoding(request.headers['accept-encoding']));
  response.writeHead(page.status, headers);
  response.end(body); // Node leaves the body out of an answer to HEAD
  if (isShownPage(request.method, page.status, page.headers['content-type'])) shown?.(request);
  return true;
}

/** A page a visitor was shown: a GET answered with an HTML page (not a HEAD, not a 404, not a route's data). */
export const isShownPage = (method: string | undefined, status: number, contentType: string | undefined) =>
  method === 'GET' && status === 200 && (contentType ?? '').startsWith('text/html');
