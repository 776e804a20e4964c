// `npm run bench`: throughput and latency of the production server, and the size of the home page's
// first-load JavaScript and CSS. Targets only 127.0.0.1; every run is bounded in time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { addDays, pragueToday } from '../common/dates.ts';
import { openDatabase } from '../server/db/client.ts';
import { reservationServices, reservationSlots, reservations } from '../server/db/schema/index.ts';
import { seedDemo } from '../server/db/seed/index.ts';
import { daySlots } from '../server/modules/reservations/slots.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// One media folder for both servers, so the demo photos are drawn once.
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vzorov-bench-media-'));

async function startServer(
  env: Record<string, string>,
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vzorov-bench-')),
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function stop({ child, dataDir }: { child: ChildProcess; dataDir: string }) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function firstLoadSizes(base: string) {
  const html = await (await fetch(`${base}/`)).text();
  const js = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+)"\)|import "([^"]+)"/g)) js.add((m[1] ?? m[2])!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const gz = async (files: Iterable<string>) => {
    let total = 0;
    for (const file of files)
      total += gzipSync(Buffer.from(await (await fetch(base + file)).arrayBuffer()), { level: 9 }).length;
    return total;
  };
  return { jsFiles: js.size, jsGzip: await gz(js), cssFiles: css.length, cssGzip: await gz(css) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `| ${name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`;

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `# bench ${new Date().toISOString()} · ${os.cpus().length} × ${cpu} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
);
console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row, production build\n`);

/**
 * A busy month for the availability query: a service with 2 counters open every day 8–16 in
 * half-hour slots, 60 days ahead, half of its places booked. Written into the data directory
 * before the server opens it (PGlite has one owner at a time).
 */
async function busyService(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vzorov-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const every: [string, string][] = [['08:00', '16:00']];
  const [service] = await database.db
    .insert(reservationServices)
    .values({
      slug: 'bench-busy',
      name: 'Zátěžová zkouška',
      description: 'Pro npm run bench.',
      place: 'Radnice',
      weekly: { '1': every, '2': every, '3': every, '4': every, '5': every, '6': every, '7': every },
      slotMinutes: 30,
      capacity: 2,
      horizonDays: 60,
      leadMinutes: 0,
      cancelHours: 0,
      maxActive: 10_000,
      questions: [],
      situations: [],
    })
    .returning();
  let n = 0;
  for (let d = 1; d <= 60; d++) {
    const date = addDays(pragueToday(), d);
    for (const slot of daySlots(service!, date)) {
      const [row] = await database.db
        .insert(reservationSlots)
        .values({ serviceId: service!.id, startsAt: slot.startsAt })
        .returning();
      // Half of the places: one of the two counters of every slot.
      n++;
      await database.db.insert(reservations).values({
        serviceId: service!.id,
        slotId: row!.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        name: `Občan ${n}`,
        email: `obcan${n}@example.net`,
        answers: {},
        status: 'active',
        cancelTokenHash: String(n),
      });
    }
  }
  await database.close();
  return dataDir;
}

const busyMonth = `from=${addDays(pragueToday(), 1)}&to=${addDays(pragueToday(), 31)}`;
const cached = await startServer({}, await busyService());
const sizes = await firstLoadSizes(cached.url);
const rows = [
  row('GET / (page cache)', await load(`${cached.url}/`)),
  row('GET /api/settings/cs', await load(`${cached.url}/api/settings/cs`)),
  row('GET /aktuality (page cache)', await load(`${cached.url}/aktuality`)),
  row('GET /aktuality/vanocni-trhy-2026 (page cache)', await load(`${cached.url}/aktuality/vanocni-trhy-2026`)),
  row('GET /akce (page cache)', await load(`${cached.url}/akce`)),
  row('GET /api/events?once=true', await load(`${cached.url}/api/events?once=true`)),
  row('GET /api/search?q=svoz popelnic', await load(`${cached.url}/api/search?q=svoz%20popelnic`)),
  row('GET /api/search?q=popelnyce (a typo)', await load(`${cached.url}/api/search?q=popelnyce`)),
  row(
    'GET /api/reservations/services/…/slots (a busy month, 2 counters, half booked)',
    await load(`${cached.url}/api/reservations/services/bench-busy/slots?${busyMonth}`),
  ),
];
await stop(cached);

const uncached = await startServer({ PAGE_CACHE_TTL_MS: '0' });
rows.push(row('GET / (rendered every time)', await load(`${uncached.url}/`)));
rows.push(row('GET /aktuality (rendered every time)', await load(`${uncached.url}/aktuality`)));
rows.push(
  row(
    'GET /aktuality/vanocni-trhy-2026 (rendered every time)',
    await load(`${uncached.url}/aktuality/vanocni-trhy-2026`),
  ),
);
rows.push(row('GET /akce (rendered every time)', await load(`${uncached.url}/akce`)));
rows.push(row('GET /hledani?q=popelnice (rendered every time)', await load(`${uncached.url}/hledani?q=popelnice`)));
await stop(uncached);

console.log('| request | req/s | p50 | p99 | errors |\n|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\nhome first-load JS: ${kb(sizes.jsGzip)} gzip in ${sizes.jsFiles} files (budget 130 KB)`);
console.log(`home CSS: ${kb(sizes.cssGzip)} gzip in ${sizes.cssFiles} files (budget 30 KB)`);
