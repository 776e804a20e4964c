import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { find, remember } from '../../app/features/redirects/service.server.ts';
import { createLoadContext, visitOf } from '../../composition/load-context.ts';
import { createTestApp } from '../test/app.ts';
import {
  bodyLimit,
  DEFECT_REPORT_BODY_LIMIT,
  GALLERY_UPLOAD_BODY_LIMIT,
  IMPORT_UPLOAD_BODY_LIMIT,
  isCrossSite,
  PAGE_BODY_LIMIT,
  RECORD_UPLOAD_BODY_LIMIT,
  REQUEST_FORM_BODY_LIMIT,
  registerSsr,
  trustedOrigins,
} from './handler.ts';
import { PageCache } from './page-cache.ts';

const loopback = (port: number): AddressInfo => ({ address: '127.0.0.1', family: 'IPv4', port });

describe('the form posts a page accepts (CSRF)', () => {
  it('trusts the public address and the address the server listens on, nothing else', () => {
    const trusted = trustedOrigins('https://www.vzorov.example/', [loopback(3000)]);
    for (const origin of ['https://www.vzorov.example', 'http://127.0.0.1:3000', 'http://localhost:3000']) {
      expect(isCrossSite(origin, trusted)).toBe(false);
    }
    for (const origin of [
      'http://evil.example',
      'https://evil.example',
      'http://www.vzorov.example',
      'https://www.vzorov.example:8443',
      'http://127.0.0.1:3001',
      'null',
    ]) {
      expect(isCrossSite(origin, trusted)).toBe(true);
    }
    // Not from a browser form: left to the action's own checks.
    expect(isCrossSite(undefined, trusted)).toBe(false);
  });

  it('without Origin, believes the browser’s Sec-Fetch-Site: only our own pages and the visitor may post', () => {
    const trusted = trustedOrigins('https://www.vzorov.example/', [loopback(3000)]);
    expect(isCrossSite(undefined, trusted, 'same-origin')).toBe(false);
    expect(isCrossSite(undefined, trusted, 'none')).toBe(false);
    for (const site of ['cross-site', 'same-site', 'nonsense', ['same-origin', 'cross-site']]) {
      expect(isCrossSite(undefined, trusted, site), String(site)).toBe(true);
    }
    // An Origin decides on its own.
    expect(isCrossSite('https://www.vzorov.example', trusted, 'cross-site')).toBe(false);
    expect(isCrossSite('https://evil.example', trusted, 'same-origin')).toBe(true);
  });

  it('trusts a listener on every address as loopback only, and one on a named address by that address', () => {
    const any = trustedOrigins('http://vzorov.test', [{ address: '::', family: 'IPv6', port: 8080 }]);
    expect([...any].sort()).toEqual(
      ['http://vzorov.test', 'http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'].sort(),
    );
    const lan = trustedOrigins('http://vzorov.test', [{ address: '192.0.2.10', family: 'IPv4', port: 80 }]);
    expect([...lan].sort()).toEqual(['http://192.0.2.10:80', 'http://vzorov.test'].sort());
  });
});

describe('how large a form a page takes', () => {
  const limit = (path: string) => bodyLimit(new URL(path, 'http://vzorov.test'));

  it('gives uploads their room however the form is sent: without JavaScript, as `.data`, or `_.data` after a slash', () => {
    for (const end of ['', '/', '.data', '/_.data']) {
      expect(limit(`/potrebuji-vyridit/prihlaseni-psa/online-zadost${end}`)).toBe(REQUEST_FORM_BODY_LIMIT);
      expect(limit(`/sprava/pripady/41${end}`)).toBe(REQUEST_FORM_BODY_LIMIT);
      expect(limit(`/sprava/galerie/7${end}`)).toBe(GALLERY_UPLOAD_BODY_LIMIT);
      expect(limit(`/nahlasit-zavadu${end}`)).toBe(DEFECT_REPORT_BODY_LIMIT);
      expect(limit(`/sprava/import${end}`)).toBe(IMPORT_UPLOAD_BODY_LIMIT);
      for (const path of [
        '/sprava/dokumenty/nahrat',
        '/sprava/dokumenty/novy',
        '/sprava/smlouvy/12',
        '/sprava/zpravodaj/nove',
      ])
        expect(limit(`${path}${end}`)).toBe(RECORD_UPLOAD_BODY_LIMIT);
    }
  });

  it('keeps every other page, and a path that only begins like an upload, at the page limit', () => {
    for (const path of [
      '/',
      '/_.data',
      '/kontakt.data',
      '/sprava/galerie/7/fotky',
      '/sprava/import.data/x',
      '/sprava/importy',
      '/sprava/dokumenty',
      '/sprava/dokumenty/nahrat/x',
    ])
      expect(limit(path)).toBe(PAGE_BODY_LIMIT);
  });
});

/**
 * The smallest server build React Router takes: one resource route, `/ucet`,
 * whose action answers "uloženo", and a page, `/aktuality`. Enough to see
 * whether a post gets through, and which page answers.
 */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number) =>
        new Response('stránka', { status, headers: { 'content-type': 'text/plain' } }),
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    ucet: {
      id: 'ucet',
      parentId: 'root',
      path: 'ucet',
      module: { action: () => new Response('uloženo', { headers: { 'content-type': 'text/plain' } }) },
    },
    // A page of this site at the address where the former site had its WordPress blog.
    aktuality: { id: 'aktuality', parentId: 'root', path: 'aktuality', module: { default: () => null } },
  },
  assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
  publicPath: '/',
  assetsBuildDirectory: '',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

describe('a form post through the real server', () => {
  const asked: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const t = await createTestApp({
      seed: false,
      // The pages' handler as web.ts registers it, here in the API's scope (the one the test app opens).
      register: (scope) =>
        registerSsr(scope, {
          build,
          dev: false,
          pageCache: new PageCache(0),
          loadContext: (request, secure) => createLoadContext(scope, visitOf(request), secure),
          // The redirects' own lookup, as web.ts wires it: the stored form of an address is what answers.
          redirectFor: async (path) => {
            asked.push(path);
            return find(t.app, path);
          },
        }),
    });
    app = t.app;
    close = t.close;
    // The former sites' addresses as an import stores them, whole (a Czech CMS's /cs/…; a WordPress
    // export's `?p=` and `?page_id=` at its blog's address, base_blog_url, at the root or in a folder).
    await remember({ db: t.database.db, now: new Date() }, [
      { from: 'https://www.vzorov.cz/clanky.asp?id=7', to: '/aktuality/novy-chodnik' },
      { from: 'https://www.vzorov.cz/cs/o-obci', to: '/info/o-obci' },
      { from: 'https://vzorov.wordpress.com/?p=123', to: '/aktuality/oprava-kasny' },
      { from: 'https://vzorov.wordpress.com/?page_id=45', to: '/info/historie-obce' },
      { from: 'https://www.vzorov.cz/aktuality/?p=7', to: '/aktuality/oprava-mostu' },
    ]);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => close());

  /** A raw HTTP request, so that the request line and Host are exactly what an attacker would send. */
  const post = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.end('jmeno=Karel');
    });

  it('refuses a post from another site that names that site in the path', async () => {
    const res = await post('//evil.example/ucet?index', { origin: 'http://evil.example' });
    expect(res).toEqual({ status: 403, body: 'Požadavek z jiného webu byl odmítnut.' });
  });

  it('refuses a post from another site that names that site in Host', async () => {
    const res = await post('/ucet', { origin: 'http://evil.example', host: 'evil.example' });
    expect(res.status).toBe(403);
  });

  it('leads a page under the Czech prefix to the same page without it, keeping the query', async () => {
    for (const [path, location] of [
      ['/cs', '/'],
      ['/cs/', '/'],
      ['/cs/ucet?zalozka=2', '/ucet?zalozka=2'],
    ]) {
      const res = await app.inject({ method: 'GET', url: path! });
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
    }
  });

  it('leads a former site’s address under /cs/ to its page, before the prefix’s redirect (D11)', async () => {
    const res = await app.inject({ method: 'GET', url: '/cs/o-obci' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/info/o-obci');
    // An address the former site did not have keeps the prefix's redirect.
    const other = await app.inject({ method: 'GET', url: '/cs/kontakty' });
    expect(other.headers.location).toBe('/kontakty');
  });

  it('leads WordPress’s /?p=ID and /?page_id=ID to their pages instead of the home page (D12)', async () => {
    for (const [path, location] of [
      ['/?p=123', '/aktuality/oprava-kasny'],
      ['/?page_id=45', '/info/historie-obce'],
      ['/?p=123&utm_source=facebook', '/aktuality/oprava-kasny'],
      ['/index.php?p=123', '/aktuality/oprava-kasny'],
    ]) {
      const res = await app.inject({ method: 'GET', url: path! });
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
    }
    // A post the import did not bring: the home page answers as before.
    expect(asked).not.toContain('/');
    const unknown = await app.inject({ method: 'GET', url: '/?p=999' });
    expect(unknown.statusCode).not.toBe(301);
  });

  it('leads a blog’s /?p=ID in a folder, where its base_blog_url was, to its post before the page there (D12)', async () => {
    for (const path of ['/aktuality/?p=7', '/aktuality/index.php?p=7', '/aktuality?p=7&utm_medium=email']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe('/aktuality/oprava-mostu');
    }
    // The page itself, and an id the blog did not have, are the page's.
    expect((await app.inject({ method: 'GET', url: '/aktuality' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/aktuality/?p=8' })).statusCode).toBe(200);
    // The same id at the root is another blog's post, or none.
    expect((await app.inject({ method: 'GET', url: '/?p=7' })).statusCode).not.toBe(301);
  });

  it('sends a tab opened before React Router 8, asking for the data of the home page, to load it anew', async () => {
    const res = await app.inject({ method: 'GET', url: '/_root.data?_routes=root,routes/home&kdy=probehle' });
    expect(res.statusCode).toBe(204);
    // What React Router 7's client reads as a redirect that reloads the document.
    expect(res.headers['x-remix-redirect']).toBe('/?kdy=probehle');
    expect(res.headers['x-remix-reload-document']).toBe('true');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leads an address of the former site that no page answers to its new page, and asks only on a 404', async () => {
    asked.length = 0;
    const old = await app.inject({ method: 'GET', url: '/clanky.asp?id=7' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/aktuality/novy-chodnik');
    expect((await app.inject({ method: 'GET', url: '/clanky.asp?id=8' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/clanky.asp?id=7' })).statusCode).not.toBe(301);
    expect(asked).toEqual(['/clanky.asp?id=7', '/clanky.asp?id=8']);
  });

  it('takes a post from the public address and from the address the server listens on', async () => {
    for (const origin of ['http://vzorov.test', `http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      expect(await post('/ucet', { origin })).toEqual({ status: 200, body: 'uloženo' });
    }
  });
});
