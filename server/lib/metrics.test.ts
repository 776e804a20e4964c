import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/free-port.ts';
import { pageRouteNamer } from '../ssr/page-routes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

const TOKEN = 'metrics-token-of-the-town-0123456789';

const prometheusInstalled = (() => {
  try {
    execFileSync('prometheus', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** One sample's value from the text format, e.g. `vzorov_jobs{queue="mail",state="retry"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with a token and an address', () => {
  let t: TestApp;
  let backups: string;
  beforeAll(async () => {
    backups = await mkdtemp(path.join(tmpdir(), 'vzorov-backups-'));
    // Nothing listens on this port: every mail is refused and waits for its retry.
    t = await createTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        METRICS_ALLOW_ADDRESSES: '10.1.2.0/24',
        BACKUP_DIR: backups,
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(backups, { recursive: true, force: true });
  });

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('is a 404 to anyone without the token or the address, as a page that does not exist', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request');
    }
  });

  it('answers the token and the allowed network in Prometheus text format', async () => {
    const byToken = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(byToken.headers['cache-control']).toBe('no-store');
    expect((await scrape({}, '10.1.2.77')).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with latencies', async () => {
    const unknown = 'http_request_duration_seconds_count{method="GET",route="(unknown)",status_code="404"}';
    const before = sample((await scrape({ authorization: `Bearer ${TOKEN}` })).body, unknown) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/blog/posts?page=1' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/blog/posts",status_code="200"}'),
    ).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/blog/posts",status_code="200"}',
    );
    // An address that matched nothing is one series however many are asked for.
    expect(sample(text, unknown)).toBe(before + 1);
    expect(text).not.toContain('no-such-thing');
  });

  it('tells the event loop, the heap and the database pool', async () => {
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'vzorov_db_pool_waiting')).toBe(0);
    expect(sample(text, 'vzorov_db_pool_connections{state="busy"}')).toBeGreaterThanOrEqual(0);
  });

  it('counts a refused mail and shows it waiting in its queue, with its age', async () => {
    await t.app.mailer.send({ to: 'obcan@example.cz', subject: 'Zkouška', text: 'Zkouška', html: '<p>Zkouška</p>' });
    let text = '';
    await expect
      .poll(
        async () => {
          text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
          return sample(text, 'vzorov_mails_refused_total');
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect
      .poll(async () =>
        sample((await scrape({ authorization: `Bearer ${TOKEN}` })).body, 'vzorov_jobs{queue="mail",state="retry"}'),
      )
      .toBe(1);
    text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, 'vzorov_job_oldest_waiting_seconds{queue="mail"}')).toBeGreaterThan(0);
    expect(sample(text, 'vzorov_jobs{queue="import",state="created"}')).toBe(0);
  });

  it("tells the newest backup's age, and nothing while there is none", async () => {
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).body).not.toContain('vzorov_backup_age_seconds ');
    const older = path.join(backups, 'vzorov-20261205T013000Z.tar.gz');
    const newer = path.join(backups, 'vzorov-20261206T013000Z.tar.gz');
    await writeFile(older, 'x');
    await writeFile(newer, 'x');
    await writeFile(path.join(backups, 'notes.txt'), 'not an archive');
    const now = Date.now() / 1000;
    await utimes(older, now - 90_000, now - 90_000);
    await utimes(newer, now - 3600, now - 3600);
    const age = sample((await scrape({ authorization: `Bearer ${TOKEN}` })).body, 'vzorov_backup_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3700);
  });
});

describe('/metrics unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('does not exist, even for this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('/readyz is not ready on a schema older than this version, and ready again once it is migrated', async () => {
    const { rows } = await t.database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const newest = rows[0];
    if (!newest) throw new Error('no migrations recorded');
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    const waiting = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json().message).toMatch(/[ěščřžýáíéů]/);
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest.hash}, ${newest.created_at}::bigint)`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('page route names', () => {
  const name = pageRouteNamer({
    routes: {
      root: { id: 'root', path: '' },
      home: { id: 'features/home/pages/home', parentId: 'root', index: true },
      article: { id: 'features/news/pages/article', parentId: 'root', path: 'aktuality/:slug' },
      page: { id: 'features/pages/pages/page', parentId: 'root', path: '*' },
    },
  });

  it("names a page by its route, its data too, and anything else by the catch-all's", () => {
    expect(name('/')).toBe('features/home/pages/home');
    expect(name('/aktuality/svoz-odpadu')).toBe('features/news/pages/article');
    expect(name('/aktuality/svoz-odpadu.data')).toBe('features/news/pages/article');
    expect(name('/o-obci/historie')).toBe('features/pages/pages/page');
  });
});

describe.skipIf(!prometheusInstalled)('a real Prometheus', () => {
  let t: TestApp;
  let prometheus: ChildProcess | undefined;
  let work: string;
  let api: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
    const site = await t.app.listen({ host: '127.0.0.1', port: 0 });
    work = await mkdtemp(path.join(tmpdir(), 'vzorov-prometheus-'));
    const target = new URL(site).host;
    // One job with the token, one without: the second must find nothing there.
    await writeFile(
      path.join(work, 'prometheus.yml'),
      [
        'scrape_configs:',
        '  - job_name: town',
        '    scrape_interval: 1s',
        `    authorization: { credentials: "${TOKEN}" }`,
        `    static_configs: [{ targets: ["${target}"] }]`,
        '  - job_name: stranger',
        '    scrape_interval: 1s',
        `    static_configs: [{ targets: ["${target}"] }]`,
      ].join('\n'),
    );
    api = `http://127.0.0.1:${await freePort()}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(work, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(work, 'data')}`,
        `--web.listen-address=${new URL(api).host}`,
        '--log.level=error',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  });
  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  const targets = async () => {
    const res = await fetch(`${api}/api/v1/targets`).catch(() => null);
    if (!res?.ok) return {};
    const body: { data: { activeTargets: { labels: { job: string }; health: string; lastError: string }[] } } =
      await res.json();
    return Object.fromEntries(body.data.activeTargets.map((a) => [a.labels.job, `${a.health} ${a.lastError}`.trim()]));
  };

  it('scrapes the site with the token, and is refused without it', async () => {
    await expect.poll(targets, { timeout: 30_000, interval: 500 }).toEqual({
      town: 'up',
      stranger: expect.stringMatching(/^down .*404/),
    });
    const query = async (q: string) => {
      const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(q)}`);
      const body: { data: { result: { metric: Record<string, string>; value: [number, string] }[] } } =
        await res.json();
      return body.data.result;
    };
    await expect
      .poll(async () => (await query('vzorov_db_pool_waiting{job="town"}')).map((r) => r.value[1]), { timeout: 10_000 })
      .toEqual(['0']);
    const queues = await query('vzorov_jobs{job="town",state="created"}');
    expect(queues.map((r) => r.metric.queue).sort()).toEqual(['data-box-send', 'import', 'mail', 'minute']);
  });
});
