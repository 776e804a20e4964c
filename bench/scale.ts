// The scale section of `npm run bench` (issue 31): the same rows on the demo town and on the demo town
// with fifteen years of a town of 50,000 behind it (`npm run demo:scale`), both on one PostgreSQL
// server, every page rendered (no page cache, no read cache), the two servers asked by turns so the
// machine's drift touches both alike. Runs alone with `npm run bench:scale`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  DURATION_S,
  type Load,
  load,
  median,
  residentCookie,
  type Server,
  staffToken,
  startPostgres,
  startServer,
  stop,
  tempDir,
} from './lib.ts';
import { scaleDatabases } from './scale-databases.ts';

/** Rounds of a row with a p99 bound (BENCH_SCALE_ROUNDS), each of BENCH_DURATION seconds: a p99 needs long runs. */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
/**
 * Rounds of a row whose target is a ratio (BENCH_SCALE_RATIO_ROUNDS), each of RATIO_SECONDS: one
 * round's ratio of the same code spreads 0.89–1.04× on this machine, and the median of three moved
 * 0.07 either way; nine short ones halve that within a run (runs still differ by the machine's hour).
 */
const RATIO_ROUNDS = Number(process.env.BENCH_SCALE_RATIO_ROUNDS ?? 9);
const RATIO_SECONDS = 3;
const num = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

interface Pair {
  name: string;
  /** Per volume: the path (a deep page's counterpart on the demo is its first). */
  path: (town: boolean) => string;
  who: 'anonymous' | 'resident' | 'staff';
  connections?: number;
  /** Target: town req/s at least this share of the demo's, and/or a p99 bound. */
  min?: number;
  p99Under?: number;
}

const PAIRS: Pair[] = [
  { name: 'GET /', path: () => '/', who: 'anonymous', min: 0.9 },
  { name: 'GET /aktuality', path: () => '/aktuality', who: 'anonymous', min: 0.9 },
  { name: 'GET /uredni-deska', path: () => '/uredni-deska', who: 'anonymous', min: 0.9 },
  {
    // Half of the fifteen years deep, on from an item (keyset); the demo's archive has no depth.
    name: 'GET /uredni-deska?archiv=1&starsi=… (15 years: 15,000 items deep; demo: the first page)',
    path: (town) => `/uredni-deska?archiv=1${town ? '&starsi=archiv-15000' : ''}`,
    who: 'anonymous',
    min: 0.9,
  },
  {
    name: 'GET /uredni-deska/… (a notice)',
    path: (town) => `/uredni-deska/${town ? 'archiv-15000' : 'preruseni-dodavky-elektriny-lipova-tyrsova'}`,
    who: 'anonymous',
    min: 0.9,
  },
  { name: 'GET /akce', path: () => '/akce', who: 'anonymous', min: 0.9 },
  { name: 'GET /dokumenty', path: () => '/dokumenty', who: 'anonymous', min: 0.9 },
  { name: 'GET /smlouvy', path: () => '/smlouvy', who: 'anonymous', min: 0.9 },
  { name: 'GET /hledani?q=popelnice', path: () => '/hledani?q=popelnice', who: 'anonymous', min: 0.9 },
  { name: 'GET /ucet/moje-zavazky (15 years of them)', path: () => '/ucet/moje-zavazky', who: 'resident', min: 0.9 },
  { name: 'GET /ucet/moje-pripady (50 cases)', path: () => '/ucet/moje-pripady', who: 'resident', min: 0.9 },
  {
    name: 'GET /api/search?q=oprava chodníku (10 conn.)',
    path: () => '/api/search?q=oprava%20chodn%C3%ADku',
    who: 'anonymous',
    connections: 10,
    p99Under: 100,
  },
  {
    name: 'GET /api/search?q=chodnyk (a typo, 10 conn.)',
    path: () => '/api/search?q=chodnyk',
    who: 'anonymous',
    connections: 10,
    p99Under: 100,
  },
  {
    name: 'GET /api/staff/notice-board?q=…&state=archived',
    path: () => '/api/staff/notice-board?q=rozpo%C4%8Det&state=archived',
    who: 'staff',
    connections: 10,
    p99Under: 150,
  },
  {
    name: 'GET /api/staff/articles?q=…',
    path: () => '/api/staff/articles?q=kanalizace',
    who: 'staff',
    connections: 10,
    p99Under: 150,
  },
  {
    name: 'GET /api/staff/audit?q=…&section=news',
    path: () => '/api/staff/audit?q=Zm%C4%9Bna&section=news',
    who: 'staff',
    connections: 10,
    p99Under: 150,
  },
  {
    name: 'GET /api/staff/cases?q=…&status=closed',
    path: () => '/api/staff/cases?q=Nov%C3%A1k&status=uzavreno',
    who: 'staff',
    connections: 10,
    p99Under: 150,
  },
  {
    name: 'GET /api/staff/commitments?q=…&state=unpaid',
    path: () => '/api/staff/commitments?q=Dvo%C5%99%C3%A1k&state=unpaid',
    who: 'staff',
    connections: 10,
    p99Under: 150,
  },
  {
    name: 'GET /api/staff/contracts?q=…',
    path: () => '/api/staff/contracts?q=kanalizace',
    who: 'staff',
    connections: 10,
    p99Under: 150,
  },
];

/** The largest RSS of the server's processes (scripts/start.mjs runs each instance under a small cluster primary). */
const rss = (server: Server) => {
  const pid = String(server.child.pid);
  const sizes = execFileSync('ps', ['-o', 'rss=', '-p', pid, '--ppid', pid], { encoding: 'utf8' }).trim().split(/\s+/);
  return Math.max(...sizes.map(Number)) / 1024;
};

export async function scaleSection(): Promise<string> {
  const postgres = await startPostgres();
  if (!postgres) return 'PostgreSQL is not installed: the scale section did not run.';
  const out: string[] = [
    '## Scale: the demo town and fifteen years of a town of 50,000 (PostgreSQL, nothing cached)\n',
  ];
  const servers: Server[] = [];
  // Every temporary folder, removed however the run ends.
  const dirs: string[] = [];
  try {
    const { demo: demoUrl, town: townUrl, seconds } = scaleDatabases(postgres.url);
    out.push(
      `npm run demo:scale (seed and fifteen years, search index included): ${seconds.toFixed(0)} s (target ≤ 600 s)\n`,
    );
    const mediaDir = tempDir('scale-media');
    dirs.push(mediaDir);
    const env = (url: string) => {
      const dataDir = tempDir('scale-data');
      dirs.push(dataDir);
      return {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        MEDIA_DIR: mediaDir,
        PAGE_CACHE_TTL_MS: '0',
        READ_CACHE_TTL_MS: '0',
        SCHEDULER: 'false',
      };
    };
    const demo = await startServer(env(demoUrl));
    servers.push(demo);
    const town = await startServer(env(townUrl));
    servers.push(town);
    const headers = {
      demo: { anonymous: {}, resident: await residentCookie(demo.url), staff: await staffToken(demo.url) },
      town: { anonymous: {}, resident: await residentCookie(town.url), staff: await staffToken(town.url) },
    };
    out.push(
      `Each row: ${RATIO_ROUNDS} rounds of ${RATIO_SECONDS} s on each server (a row with a p99 bound: ${ROUNDS} of ${DURATION_S} s), in turns; the medians of the rounds (the ratio: of each round's own).\n`,
      '| request | demo req/s | 15 years req/s | ratio | 15 years p99 | 15 years RSS | target |\n|---|---|---|---|---|---|---|',
    );
    let peak = { demo: 0, town: 0 };
    for (const pair of PAIRS) {
      const [rounds, seconds] = pair.min ? [RATIO_ROUNDS, RATIO_SECONDS] : [ROUNDS, DURATION_S];
      const measure = async (server: Server, isTown: boolean): Promise<Load | string> => {
        try {
          return await load(
            server.url + pair.path(isTown),
            headers[isTown ? 'town' : 'demo'][pair.who],
            seconds,
            pair.connections,
          );
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      };
      // Rounds in turn, the order swapped each round, so that the machine's drift falls on both alike.
      const runs: { a: Load; b: Load }[] = [];
      let failed: string | null = null;
      let townRss = 0;
      for (let round = 0; round < rounds && !failed; round++) {
        const townFirst = round % 2 ? await measure(town, true) : null;
        const a = await measure(demo, false);
        const b = townFirst ?? (await measure(town, true));
        if (typeof a === 'string' || typeof b === 'string') failed = typeof a === 'string' ? a : String(b);
        else runs.push({ a, b });
        townRss = rss(town);
        peak = { demo: Math.max(peak.demo, rss(demo)), town: Math.max(peak.town, townRss) };
      }
      if (failed || runs.length === 0) {
        out.push(`| ${pair.name} | ${failed ?? 'no rounds'} | | | | | ✗ |`);
        continue;
      }
      const a = median(runs.map((r) => r.a.rps));
      const b = median(runs.map((r) => r.b.rps));
      const ratio = median(runs.map((r) => r.b.rps / r.a.rps));
      const p99 = median(runs.map((r) => r.b.p99));
      const targets = [
        pair.min ? `≥ ${pair.min}× ${mark(ratio >= pair.min)}` : '',
        pair.p99Under ? `p99 ≤ ${pair.p99Under} ms ${mark(p99 <= pair.p99Under)}` : '',
      ].filter(Boolean);
      out.push(
        `| ${pair.name} | ${num(a)} | ${num(b)} | ${ratio.toFixed(2)}× | ${num(p99)} ms | ${num(townRss)} MB | ${targets.join(', ')} |`,
      );
    }
    out.push(
      `\nmemory (RSS, the most seen after a row): demo ${num(peak.demo)} MB, 15 years ${num(peak.town)} MB (target ≤ 400 MB ${mark(peak.town <= 400)})`,
    );
    for (const server of servers) await stop(server);
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    postgres.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await scaleSection());
