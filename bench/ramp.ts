// The ramp of `npm run bench` (issue 16): two production instances on one PostgreSQL server behind
// nginx, as docs/deployment.md runs them, under a town's mix of requests at 1×, 2×, 5× and 10× its
// normal load, then on to where it gives (30×, 100×, 300×). Open-loop: requests are sent at the
// step's rate whether or not answers came, and latencies count from when a request was due
// (autocannon corrects for coordinated omission), so a server that falls behind shows in p99.
// Runs alone with `npm run bench:ramp`.
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { rawGet, residentCookie, type Server, startNginx, startPostgres, startServer, stop, tempDir } from './lib.ts';

/**
 * A town's normal load, and why: Vzorov is a town of about 10 000 people. A Czech town's site of that
 * size has some 2 000 visits on a busy weekday, of about 3 pages each; the busiest hour holds some 15 %
 * of the day: 900 pages an hour, 0.25 a second. Each page costs about one more request to the
 * server (the cart's count, a client-side navigation's data, a photo the browser does not have yet).
 * We round that 0.5 request a second up to 1: normal is 1 request a second, 10× is 10, about what
 * the whole town looking at a crisis alert within the hour asks.
 */
export const NORMAL_RPS = 1;
const STEPS = [1, 2, 5, 10, 30, 100, 300];
const STEP_S = Number(process.env.BENCH_RAMP_STEP ?? 10);
const CONNECTIONS = 100;

/** One pass of the mix, 20 requests: mostly anonymous pages (page cache), then what is rendered every time. */
function mix(resident: Record<string, string>, photo: string) {
  const anonymous = [
    '/',
    '/aktuality',
    '/aktuality/vanocni-trhy-2026',
    '/akce',
    '/uredni-deska',
    '/potrebuji-vyridit',
    '/',
    '/adresy-a-uredni-hodiny',
    '/aktuality',
    '/',
  ];
  return [
    ...anonymous.map((p) => ({ path: p, headers: { 'accept-encoding': 'br' } })),
    { path: '/hledani?q=popelnice' },
    { path: '/hledani?q=parkovani' },
    { path: '/ucet/moje-zavazky', headers: resident },
    { path: '/ucet/moje-pripady', headers: resident },
    { path: '/kosik/stav' },
    { path: '/kosik/stav' },
    { path: '/api/events?once=true' },
    { path: '/api/notice-board' },
    { path: photo },
    { path: photo.replace(/\.jpg$/, '-400.webp') },
  ];
}

interface Step {
  multiple: number;
  rate: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** nginx balancing as deploy/nginx.conf does, over plain HTTP (TLS is nginx's cost, not the site's). */
const startBalancer = (upstreams: string[]) =>
  startNginx(
    (listen) => `  upstream vzorov {
${upstreams.map((u) => `    server ${u.replace('http://', '')} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://vzorov;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }`,
    '/readyz',
  );

async function step(url: string, requests: ReturnType<typeof mix>, multiple: number): Promise<Step> {
  const rate = NORMAL_RPS * multiple;
  const result = await autocannon({
    url,
    connections: Math.min(CONNECTIONS, Math.max(2, rate)),
    overallRate: rate,
    duration: STEP_S,
    timeout: 10,
    requests,
  });
  return {
    multiple,
    rate,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx, // autocannon's errors include its timeouts
  };
}

const num = (n: number) => (Number.isFinite(n) ? n.toLocaleString('en').replace(/,/g, ' ') : '—');

/** The ramp's table in Markdown, or a line saying why it did not run. */
export async function ramp(): Promise<string> {
  const postgres = await startPostgres();
  if (!postgres) return 'PostgreSQL is not installed: the ramp across two instances did not run.';
  const instances: Server[] = [];
  const dataDirs = [tempDir('ramp-a'), tempDir('ramp-b')];
  let balancer: Awaited<ReturnType<typeof startBalancer>> = null;
  try {
    // The first seeds the demo town and draws its photos into the database; the second finds them.
    const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDirs[0]!, TRUST_PROXY: '1' };
    instances.push(await startServer(env));
    instances.push(await startServer({ ...env, DATA_DIR: dataDirs[1]! }));
    balancer = await startBalancer(instances.map((i) => i.url));
    if (!balancer) return 'nginx is not installed: the ramp across two instances did not run.';
    const resident = await residentCookie(balancer.url);
    const home = (await rawGet(`${balancer.url}/`)).body.toString();
    const photo = home.match(/\/media\/demo\/[a-z0-9-]+\.jpg/)?.[0];
    if (!photo) throw new Error('the home page shows no demo photo');
    const requests = mix(resident, photo);
    for (const r of requests) {
      const check = await rawGet(balancer.url + r.path, r.headers);
      if (check.status !== 200) throw new Error(`GET ${r.path} answered ${check.status}, not 200`);
    }
    const rows: string[] = [];
    for (const multiple of STEPS) {
      const s = await step(balancer.url, requests, multiple);
      rows.push(
        `| ${s.multiple}× | ${num(s.rate)} | ${num(Math.round(s.rps))} | ${num(s.p50)} ms | ${num(s.p99)} ms | ${num(s.errors)} |`,
      );
    }
    return [
      `Ramp: two instances on one PostgreSQL behind nginx, ${STEP_S} s a step; normal = ${NORMAL_RPS} request/s (bench/ramp.ts says why).`,
      '',
      '| load | asked req/s | answered req/s | p50 | p99 | errors |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    if (balancer) {
      await stop(balancer);
      rmSync(balancer.dir, { recursive: true, force: true });
    }
    for (const instance of instances) await stop(instance);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    postgres.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) console.log(await ramp());
