import type { AddressInfo } from 'node:net';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { withoutLocalePrefix } from '../../common/locale.ts';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '../../common/upload-limits.ts';
import { isShownPage, pageCacheKey, pageEncoding } from './cache-hits.ts';
import { authorizeInlineScripts, pageCsp } from './csp.ts';
import { type CachedPage, hitHeaders, type PageCache } from './page-cache.ts';

export interface SsrOptions {
  /**
   * The server build; a function in development, so every request sees the
   * latest code. In production pass the build itself: React Router then
   * prepares its route tables once instead of on every request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  dev: boolean;
  pageCache: PageCache;
  /** What the loaders get for one request (composition/load-context.ts). */
  loadContext: (request: FastifyRequest, secure: boolean) => Promise<RouterContextProvider>;
  /** Told of each page a visitor is shown, for the site's statistics. */
  shown?: (request: FastifyRequest) => void;
  /** Where an address no page answers leads instead (the former site's addresses): asked on a 404 only. */
  redirectFor?: (pathAndQuery: string) => Promise<string | null>;
  /** Other sites the pages' forms may lead to, by a redirect (NIA's, for the single logout). */
  formTargets?: string[];
  /** Other sites a page may load images from, by its path (a map page's tiles). */
  imageOrigins?: (pathname: string) => string[];
}

const TEXT_TYPES = /^(text\/html|text\/x-script)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Forms with a picture (an event proposal: up to 5 MB) and some room for the fields. */
export const PAGE_BODY_LIMIT = 6 * 1024 * 1024;
/** Online requests, a resident's answer to the office and a clerk's step take attachments of up to 25 MB together. */
export const REQUEST_FORM_BODY_LIMIT = 26 * 1024 * 1024;
/** A defect report takes up to 5 photos of 10 MB, 30 MB together (app/features/defects/limits.ts). */
export const DEFECT_REPORT_BODY_LIMIT = 31 * 1024 * 1024;
/** A gallery's editor takes up to 20 photos of 5 MB at once. */
export const GALLERY_UPLOAD_BODY_LIMIT = 101 * 1024 * 1024;
/**
 * The end of a page's path in a form's request: with JavaScript, React Router posts to the same
 * path with `.data` appended, or `_.data` after a trailing slash (`/x/` posts to `/x/_.data`).
 */
const PAGE_END = String.raw`(?:\.data|\/_\.data|\/)?$`;
const REQUEST_FORM = new RegExp(
  String.raw`^\/(potrebuji-vyridit\/[^/]+\/online-zadost|forms\/pending\/[^/]+|ucet\/moje-pripady\/detail\/[^/]+|sprava\/pripady\/[^/]+)${PAGE_END}`,
);
const DEFECT_REPORT = new RegExp(String.raw`^\/nahlasit-zavadu${PAGE_END}`);
const GALLERY_UPLOAD = new RegExp(String.raw`^\/sprava\/galerie\/\d+${PAGE_END}`);
/** An import's source (a whole WordPress export) and a CSV of a former site's addresses. */
const IMPORT_UPLOAD = new RegExp(String.raw`^\/sprava\/(import|presmerovani)${PAGE_END}`);
export const IMPORT_UPLOAD_BODY_LIMIT = 201 * 1024 * 1024;
/**
 * The records editors' forms and the rich-text editor's upload to the document library take a
 * document of up to 20 MB (MAX_DOCUMENT_BYTES), the newsletter's with its cover picture beside it.
 */
const RECORD_UPLOAD = new RegExp(
  String.raw`^\/sprava\/(dokumenty\/(novy|nahrat|\d+)|smlouvy\/(nova|\d+)|vyhlasky\/(nova|\d+)|zpravodaj\/(nove|\d+))${PAGE_END}`,
);
export const RECORD_UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + MAX_IMAGE_BYTES + 1024 * 1024;
export const bodyLimit = (url: URL) =>
  REQUEST_FORM.test(url.pathname)
    ? REQUEST_FORM_BODY_LIMIT
    : DEFECT_REPORT.test(url.pathname)
      ? DEFECT_REPORT_BODY_LIMIT
      : GALLERY_UPLOAD.test(url.pathname)
        ? GALLERY_UPLOAD_BODY_LIMIT
        : IMPORT_UPLOAD.test(url.pathname)
          ? IMPORT_UPLOAD_BODY_LIMIT
          : RECORD_UPLOAD.test(url.pathname)
            ? RECORD_UPLOAD_BODY_LIMIT
            : PAGE_BODY_LIMIT;

/**
 * What a tab opened before React Router 8 asks for the home page's data; 8 asks for `/_.data` and
 * would answer this one as an unknown page. Such a tab is sent to load the home page as a document, which
 * brings it the current scripts (React Router 7 reads the headers as a redirect that reloads). Kept for
 * the release after the upgrade (decision 0043).
 */
const OLD_HOME_DATA = '/_root.data';
function reloadHome(reply: FastifyReply, url: URL) {
  const query = new URLSearchParams(url.search);
  query.delete('_routes');
  query.delete('index');
  const search = query.size > 0 ? `?${query}` : '';
  return reply
    .status(204)
    .header('cache-control', 'no-store')
    .header('x-remix-redirect', `/${search}`)
    .header('x-remix-status', '302')
    .header('x-remix-reload-document', 'true')
    .send();
}

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);

/**
 * WordPress's address of a post or a page by its id as an import stored it: `/?p=123`, `/?page_id=45`
 * at the blog's address, which is the site's root or a folder (`/blog/?p=7`, `/blog/index.php?p=7`).
 * Other parameters (a campaign's `utm_…`) are no part of it.
 */
export function formerWordpressQuery(url: URL): string | null {
  const blog = url.pathname.replace(/\/index\.php$/, '').replace(/\/$/, '');
  for (const name of ['p', 'page_id']) {
    const id = url.searchParams.get(name);
    if (id && /^\d{1,12}$/.test(id)) return `${blog}/?${name}=${id}`;
  }
  return null;
}

/**
 * Serves every path that is not the API or a static file through React Router.
 * Anonymous GETs go through the page cache first (DESIGN §7); each page gets a
 * CSP with the hashes of the inline scripts the renderer wrote.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.dev ? 'development' : 'production');
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
  const https = publicOrigin.startsWith('https:');
  // The listening port is known once the server listens (PORT=0 picks one).
  let listening: ReadonlySet<string> | undefined;
  const allowedOrigins = () => {
    if (listening) return listening;
    const addresses = app.addresses();
    const origins = trustedOrigins(app.config.PUBLIC_URL, addresses);
    if (addresses.length > 0) listening = origins;
    return origins;
  };

  await app.register(async (scope) => {
    // React Router reads the body itself (forms, multipart): hand it the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // The pages are not API operations: kept out of the OpenAPI document.
    scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = requestUrl(request);
      if (!url) return plain(reply, 400, 'Neplatná adresa požadavku.');
      // Czech is the default language, whose pages have no prefix (spec §2): /cs/… is the same page.
      // Many Czech CMSs kept their pages under /cs/ too: a former site's address stored for exactly
      // that path leads to its page first, or the prefix's redirect would end it in a 404.
      const unprefixed = withoutLocalePrefix(url.pathname);
      if (unprefixed !== null && SAFE_METHODS.has(request.method)) {
        const former = options.redirectFor ? await options.redirectFor(`${url.pathname}${url.search}`) : null;
        if (former) return reply.header('cache-control', 'public, max-age=3600').redirect(former, 301);
        return reply.redirect(`${unprefixed}${url.search}`, 301);
      }
      // WordPress answered `/?p=123` and `/?page_id=45` at its blog's address; here that page (the home
      // page, a section) would answer them with itself, so the post's stored address is asked before it.
      const wordpress = formerWordpressQuery(url);
      if (wordpress && options.redirectFor && SAFE_METHODS.has(request.method)) {
        const to = await options.redirectFor(wordpress);
        if (to) return reply.header('cache-control', 'public, max-age=3600').redirect(to, 301);
      }
      if (url.pathname === OLD_HOME_DATA && request.method === 'GET') return reloadHome(reply, url);
      if (!SAFE_METHODS.has(request.method)) {
        if (isCrossSite(request.headers.origin, allowedOrigins(), request.headers['sec-fetch-site'])) {
          return plain(reply, 403, 'Požadavek z jiného webu byl odmítnut.');
        }
        if (Number(request.headers['content-length'] ?? 0) > bodyLimit(url)) {
          return plain(reply, 413, 'Odeslaná data jsou příliš velká.');
        }
      }

      const cache = options.pageCache;
      const cacheKey = pageCacheKey(cache, request.method, request.url, request.headers.cookie);
      if (cacheKey) {
        const hit = cache.get(cacheKey);
        if (hit) {
          if (isShownPage(request.method, hit.status, hit.headers['content-type'])) options.shown?.(request);
          return sendCached(request, reply, hit, 'HIT');
        }
      }
      const generation = cache.generation;

      const response = await handle(toWebRequest(request, reply, url), await options.loadContext(request, https));
      if (response.status === 404 && SAFE_METHODS.has(request.method) && options.redirectFor) {
        const to = await options.redirectFor(`${url.pathname}${url.search}`);
        if (to) return reply.header('cache-control', 'public, max-age=3600').redirect(to, 301);
      }
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

      if (isShownPage(request.method, response.status, contentType)) options.shown?.(request);
      let body: Buffer = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = { 'content-type': contentType, vary: 'Cookie' };
      if (contentType.startsWith('text/html')) {
        const page = authorizeInlineScripts(body);
        body = page.html;
        headers['content-security-policy'] = pageCsp(page.hashes, {
          dev: options.dev,
          https,
          formTargets: options.formTargets,
          imageOrigins: options.imageOrigins?.(url.pathname),
        });
      }
      const cacheable =
        cacheKey !== null &&
        (response.status === 200 || response.status === 404) &&
        cookies.length === 0 &&
        !/private|no-store/.test(response.headers.get('cache-control') ?? '');
      if (cacheable) {
        headers['cache-control'] = response.headers.get('cache-control') ?? 'no-cache';
        // With the security headers the hooks put on this reply: a hit is answered before the hooks run.
        const stored = { ...stringHeaders(reply.getHeaders()), ...headers };
        const entry = cache.set(cacheKey, { status: response.status, headers: stored, body }, generation);
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

function requestUrl(request: FastifyRequest): URL | null {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

/**
 * The origins a form may be posted from: the site's public address (PUBLIC_URL)
 * and, for direct access and tests, the address the server listens on (a
 * loopback or any-address listener also as `localhost`, `127.0.0.1` and
 * `[::1]`). Nothing here comes from the request: its Host header and its path
 * (`//evil.example/ucet` parses as another host) are the sender's to choose.
 */
export function trustedOrigins(publicUrl: string, addresses: readonly (AddressInfo | string)[]): Set<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  for (const address of addresses) {
    if (typeof address === 'string') continue; // a Unix socket: no browser origin
    const { port } = address;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const anyAddress = address.address === '0.0.0.0' || address.address === '::';
    if (!anyAddress) origins.add(`http://${host}:${port}`);
    if (anyAddress || isLoopback(address.address)) {
      for (const name of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${name}:${port}`);
    }
  }
  return origins;
}

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.');

/**
 * A form post from another site (CSRF). Browsers send `Origin` with every
 * POST; it must be one of the trusted origins. Without Origin, a browser's
 * `Sec-Fetch-Site` still says where the post came from: only our own pages
 * (`same-origin`) or the visitor themselves (`none`) may post; `same-site`
 * is a sibling subdomain, not us. A request with neither does not come from a
 * browser form and is left to the action's own checks.
 */
export function isCrossSite(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
  fetchSite?: string | string[],
): boolean {
  if (origin) return !allowed.has(origin);
  if (fetchSite === undefined) return false;
  return fetchSite !== 'same-origin' && fetchSite !== 'none';
}

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'HIT' | 'MISS') {
  reply.status(page.status).headers(page.headers).headers(hitHeaders).header('x-page-cache', state);
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(page.encoded(encoding));
  return reply.send(page.body);
}

/** Headers that describe one sending, not the page: the cache writes its own. */
const PER_SENDING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'connection']);

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PER_SENDING.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') strings[name] = String(value);
  }
  return strings;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (!SAFE_METHODS.has(request.method)) {
    init.body = createReadableStreamFromReadable(request.raw.pipe(byteLimit(bodyLimit(url))));
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Stops a body that grows past the limit without announcing its length. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new Error('request body too large') : null, chunk);
    },
  });
}
