import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../common/cookies.ts';
import { createLoadContext, visitOf } from '../../composition/load-context.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerSsr } from './handler.ts';

let renders = 0;
/** Requests that reached Fastify's hooks. */
let hooked = 0;
/** A one-page server build whose page counts its renders. */
const build = {
  entry: {
    module: {
      default: () => {
        renders++;
        return new Response(`<!doctype html><p>stránka ${'ahoj '.repeat(400)}</p>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
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

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

describe('a page-cache hit, answered before Fastify', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { PAGE_CACHE_TTL_MS: '60000' },
      register: async (scope) => {
        scope.addHook('onRequest', async () => {
          hooked++;
        });
        await registerSsr(scope, {
          build,
          dev: false,
          pageCache: scope.pageCache,
          loadContext: (request, secure) => createLoadContext(scope, visitOf(request), secure),
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('sends the same page with the same headers as the render that filled it, without rendering again', async () => {
    const [rendered, reached] = [renders, hooked];
    const miss = await get('/stranka', { 'accept-encoding': 'br' });
    const hit = await get('/stranka', { 'accept-encoding': 'br' });
    expect([renders - rendered, hooked - reached]).toEqual([1, 1]);
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.status).toBe(200);
    expect(brotliDecompressSync(hit.body).toString()).toBe(brotliDecompressSync(miss.body).toString());
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    // Every header of the first answer but the ones that describe one sending (helmet's included).
    const page = ({ headers }: Answer) => {
      const { date, 'x-page-cache': _, connection, 'keep-alive': __, 'transfer-encoding': ___, ...rest } = headers;
      delete rest['content-length'];
      return rest;
    };
    expect(page(hit)).toEqual(page(miss));
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('negotiates the encoding per request and answers HEAD without a body', async () => {
    await get('/kodovani');
    const plain = await get('/kodovani');
    expect(plain.headers['x-page-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('stránka');
    const gzip = await get('/kodovani', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const head = await get('/kodovani', {}, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
  });

  it('never answers a signed-in visitor from the cache', async () => {
    await get('/osobni');
    const before = renders;
    const signedIn = await get('/osobni', { cookie: `${AUTH_COOKIE}=abc` });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(renders - before).toBe(1);
  });
});
