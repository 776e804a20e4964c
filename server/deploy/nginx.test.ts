import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSigned } from '../../tests/self-signed.ts';
import { projectRoot } from '../lib/paths.ts';
import { createSecondInstance, createTestApp, loginAsStaff, type TestApp } from '../test/app.ts';
import { multipartBody } from '../test/pages.ts';

/**
 * deploy/nginx.conf as the guide installs it (docs/deployment.md), with only its ports and
 * certificate paths changed, in front of two instances on one database: TLS with a certificate
 * made here, the redirect from HTTP, the client's address and protocol as the site sees them,
 * both instances answering, a large upload, and one instance stopping unnoticed.
 */

const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
// CI installs nginx (.ci/run); a developer's machine without it skips, and says so.
if (!hasNginx && !process.env.CI) console.warn('nginx is not installed: the reverse proxy test is skipped');

const HOST = 'vzorov.example';

/** Which instance answered, and the client as it saw it. */
const whoAmI =
  (name: string): FastifyPluginAsync =>
  async (api) => {
    api.get('/api/test/instance', async (request) => ({ name, ip: request.ip, protocol: request.protocol }));
  };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

describe.skipIf(!hasNginx && !process.env.CI)('deploy/nginx.conf in front of two instances', () => {
  // The metrics as docs/deployment.md sets them: for a scraper on this machine, beside nginx.
  const env = {
    PUBLIC_URL: `https://${HOST}`,
    TRUST_PROXY: '1',
    FILE_STORAGE: 'database',
    METRICS_ALLOW_ADDRESSES: '127.0.0.1',
  };
  let t: TestApp;
  let second: FastifyInstance;
  let nginx: ChildProcess;
  let dir: string;
  let ca: Buffer;
  let httpPort: number;
  let httpsPort: number;
  let first: number;
  let other: number;

  const request = (
    scheme: 'http' | 'https',
    pathname: string,
    options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const common = {
        host: '127.0.0.1',
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host: HOST, ...options.headers },
      };
      const done = (res: http.IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      };
      const req =
        scheme === 'https'
          ? https.request({ ...common, port: httpsPort, servername: HOST, ca }, done)
          : http.request({ ...common, port: httpPort }, done);
      req.on('error', reject);
      req.end(options.body);
    });

  beforeAll(async () => {
    t = await createTestApp({ env, register: whoAmI('první') });
    second = await createSecondInstance(t, env, whoAmI('druhá'));
    [first, other] = [await listen(t.app), await listen(second)];

    dir = mkdtempSync(path.join(tmpdir(), 'vzorov-nginx-'));
    mkdirSync(path.join(dir, 'tmp'));
    // Run as root, nginx's workers become `nobody`: they buffer uploads in tmp.
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'tmp'), 0o777);
    const tls = selfSigned(dir, HOST, { host: HOST });
    ca = Buffer.from(tls.certificate);

    const free = async () => {
      const server = http.createServer().listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      return port;
    };
    [httpPort, httpsPort] = [await free(), await free()];
    const site = readFileSync(path.join(projectRoot, 'deploy/nginx.conf'), 'utf8');
    const replaced = [
      ['127.0.0.1:3000', `127.0.0.1:${first}`],
      ['127.0.0.1:3001', `127.0.0.1:${other}`],
      ['listen 80;', `listen 127.0.0.1:${httpPort};`],
      ['listen [::]:80;', ''],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
      ['listen [::]:443 ssl http2;', ''],
      [`/etc/letsencrypt/live/${HOST}/fullchain.pem`, tls.certificateFile],
      [`/etc/letsencrypt/live/${HOST}/privkey.pem`, tls.keyFile],
    ].reduce((text, [from, to]) => {
      expect(text, `deploy/nginx.conf has "${from}"`).toContain(from);
      return text.replaceAll(from!, to!);
    }, site);
    writeFileSync(path.join(dir, 'site.conf'), replaced);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${dir}/tmp/${kind};`)
      .join(' ');
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp { access_log off; ${temp} include ${dir}/site.conf; }\n`,
    );
    nginx = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: 'inherit' });
    for (let i = 0; ; i++) {
      try {
        await request('https', '/healthz');
        break;
      } catch (error) {
        if (i === 50)
          throw new Error(`nginx did not start: ${readFileSync(`${dir}/error.log`, 'utf8')}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 60_000);

  afterAll(async () => {
    nginx?.kill();
    await second?.close();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends plain HTTP to HTTPS, on the same address', async () => {
    const res = await request('http', '/uredni-deska?kategorie=stavebni');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://${HOST}/uredni-deska?kategorie=stavebni`);
  });

  it('answers over TLS, with the site’s own security headers', async () => {
    const res = await request('https', '/readyz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.server).toBe('nginx');
  });

  it('keeps /metrics from the public: a visitor through nginx comes from this machine too', async () => {
    expect((await request('https', '/metrics')).status).toBe(404);
    expect((await request('https', '/metrics?x=1')).status).toBe(404);
    expect((await request('https', '/%6Detrics')).status).toBe(404);
    const direct = await fetch(`http://127.0.0.1:${first}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain('http_request_duration_seconds');
  });

  it('spreads visitors over both instances, which see the client’s own address and HTTPS', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) {
      // A client cannot choose its address: what it claims is not what the site believes.
      const res = await request('https', '/api/test/instance', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(res.status).toBe(200);
      seen.push(JSON.parse(res.body.toString()));
    }
    expect(new Set(seen.map((s) => s.name))).toEqual(new Set(['první', 'druhá']));
    for (const s of seen) expect(s).toMatchObject({ ip: '127.0.0.1', protocol: 'https' });
  });

  it('takes a photo of over 2 MB through one instance and serves it from both', async () => {
    const petra = await loginAsStaff(t.app, 'petra');
    // Noise does not compress: a JPEG above nginx's default body limit of 1 MB.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2_000_000);
    const { contentType, payload } = await multipartBody({ alt: 'Zrekonstruovaná hasičská zbrojnice' }, [
      { field: 'file', name: 'zbrojnice.jpg', data: photo, type: 'image/jpeg' },
    ]);
    const uploaded = await request('https', '/api/staff/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${petra}`, 'content-type': contentType },
      body: payload,
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    const { url } = JSON.parse(uploaded.body.toString()).data;
    const served = await Promise.all([1, 2, 3, 4].map(() => request('https', url)));
    for (const res of served) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
  }, 30_000);

  it('keeps answering when one instance stops', async () => {
    await second.close();
    for (let i = 0; i < 4; i++) {
      const res = await request('https', '/api/test/instance');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString()).name).toBe('první');
    }
  });
});
