// `npm run bench`: throughput and latency of the production server, each divided by a reference
// measured in the same run (DESIGN §7: this machine is shared and absolute figures drift 2× in an
// hour), and the size of the home page's first-load JavaScript and CSS. Only 127.0.0.1; every load
// is bounded in time. `npm run bench:profile` (bench/profile.ts) says where the CPU time goes.
import { rmSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { reservationServices, reservationSlots, reservations } from '../app/features/reservations/schema.server.ts';
import { daySlots } from '../app/features/reservations/slots.ts';
import { addDays, pragueToday } from '../common/dates.ts';
import { seedDemo } from '../composition/seed.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  CLIENT,
  CONNECTIONS,
  DURATION_S,
  type Load,
  load,
  rawGet,
  residentCookie,
  startServer,
  stop,
  tempDir,
} from './lib.ts';
import { ramp } from './ramp.ts';
import { buildEmptyPage, startEmptyPage, startPageNginx } from './references.ts';
import { scaleSection } from './scale.ts';
import { scaleWorkSection } from './scale-work.ts';

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

/**
 * A busy month for the availability query: a service with 2 counters open every day 8–16 in
 * half-hour slots, 60 days ahead, half of its places booked. Written into the data directory
 * before the server opens it (PGlite has one owner at a time).
 */
/** A public report's number, for its page's row: the demo's first the public list shows. */
async function firstReport(base: string): Promise<string> {
  const body = await (await fetch(`${base}/api/defects?perPage=1`)).json();
  const number = body?.data?.[0]?.number;
  if (typeof number !== 'string') throw new Error('the demo town has no public defect report');
  return number;
}

async function busyService(): Promise<string> {
  const dataDir = tempDir('data');
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

interface Row {
  name: string;
  load: Load;
  /** The reference this row is divided by, the ratio it should reach, and the p99 it should stay under. */
  vs?: { name: string; rps: number; min: number; p99Under?: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (n: number) => (Number.isFinite(n) ? n.toLocaleString('en').replace(/,/g, ' ') : '—');
const mark = (ok: boolean) => (ok ? '✓' : '✗');
function line({ name, load: r, vs }: Row): string {
  let ratio = '';
  let target = '';
  if (vs) {
    const x = r.rps / vs.rps;
    ratio = `${x.toFixed(2)}× ${vs.name}`;
    target = `≥ ${vs.min}× ${mark(x >= vs.min)}`;
    if (vs.p99Under) target += `, p99 < ${vs.p99Under} ms ${mark(r.p99 < vs.p99Under)}`;
  }
  return `| ${name} | ${num(r.rps)} | ${num(r.p50)} ms | ${num(r.p99)} ms | ${num(r.errors)} | ${ratio} | ${target} |`;
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `# bench ${new Date().toISOString()} · ${os.cpus().length} × ${cpu} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`${CLIENT}, ${CONNECTIONS} connections, ${DURATION_S} s per row, production build\n`);

buildEmptyPage();
const mediaDir = tempDir('media'); // shared, so the demo photos are drawn once
const dataDir = await busyService();
const emptyDataDir = tempDir('empty');
const rows: Row[] = [];
// A browser's name, as every visitor's request carries one: the site's statistics count the page (a bot's
// request, or one without a name, is not counted and would not show what counting costs).
const br = {
  'accept-encoding': 'br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
};

// Page cache (and the API), against nginx sending the same bytes.
const cached = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: mediaDir });
const sizes = await firstLoadSizes(cached.url);
await rawGet(`${cached.url}/`, br); // fills the cache
const home = await rawGet(`${cached.url}/`, br);
const nginx = await startPageNginx(home);
let nginxHome: Row | undefined;
if (nginx) {
  nginxHome = {
    name: `reference: nginx, GET / (the same ${kb(home.body.length)} of brotli)`,
    load: await load(nginx.url, br),
  };
  rows.push(nginxHome);
  await stop(nginx);
  rmSync(nginx.dir, { recursive: true, force: true });
} else {
  console.log('nginx is not installed: the page cache rows have no reference.\n');
}
const vsNginx = nginxHome && { name: 'nginx', rps: nginxHome.load.rps, min: 0.5 };
rows.push({ name: 'GET / (page cache, br)', load: await load(`${cached.url}/`, br), vs: vsNginx });
const busyMonth = `from=${addDays(pragueToday(), 1)}&to=${addDays(pragueToday(), 31)}`;
for (const [name, url, headers] of [
  ['GET /aktuality (page cache, br)', '/aktuality', br],
  ['GET /aktuality/vanocni-trhy-2026 (page cache, br)', '/aktuality/vanocni-trhy-2026', br],
  ['GET /akce (page cache, br)', '/akce', br],
  ['GET /zavady (page cache, br)', '/zavady', br],
  ['GET /api/settings/cs', '/api/settings/cs'],
  ['GET /api/defects (the open reports)', '/api/defects'],
  ['GET /open311/v2/requests.json', '/open311/v2/requests.json'],
  ['GET /api/events?once=true', '/api/events?once=true'],
  ['GET /api/search?q=svoz popelnic', '/api/search?q=svoz%20popelnic'],
  ['GET /api/search?q=popelnyce (a typo)', '/api/search?q=popelnyce'],
  [
    'GET /api/reservations/services/…/slots (a busy month, 2 counters, half booked)',
    `/api/reservations/services/bench-busy/slots?${busyMonth}`,
  ],
] as const) {
  rows.push({ name, load: await load(cached.url + url, headers) });
}
await stop(cached);

// Rendering, against the empty page, measured before and after these rows (the load on this
// machine drifts within a run too); the ratio is to their mean.
const empty = await startEmptyPage(emptyDataDir);
const uncached = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: mediaDir, PAGE_CACHE_TTL_MS: '0' });
const emptyBefore = await load(`${empty.url}/`);
const rendered: Row[] = [];
for (const [name, url] of [
  ['GET / (rendered every time)', '/'],
  ['GET /aktuality (rendered every time)', '/aktuality'],
  ['GET /aktuality/vanocni-trhy-2026 (rendered every time)', '/aktuality/vanocni-trhy-2026'],
  ['GET /akce (rendered every time)', '/akce'],
  ['GET /hledani?q=popelnice (rendered every time)', '/hledani?q=popelnice'],
  ['GET /zavady (rendered every time)', '/zavady'],
  ['GET /zavady/… a report (rendered every time)', `/zavady/${await firstReport(uncached.url)}`],
]) {
  rendered.push({ name: name!, load: await load(uncached.url + url) });
}
const resident = await residentCookie(uncached.url);
const account: Row[] = [];
for (const path of ['/ucet/moje-zavazky', '/ucet/moje-pripady', '/ucet/moje-zavady']) {
  account.push({ name: `GET ${path} (logged in)`, load: await load(uncached.url + path, resident) });
}
const emptyAfter = await load(`${empty.url}/`);
await stop(uncached);
await stop(empty);

const vsEmpty = { name: 'empty', rps: (emptyBefore.rps + emptyAfter.rps) / 2, min: 0.5 };
rows.push({ name: 'reference: empty React Router page (before)', load: emptyBefore });
for (const row of rendered) rows.push({ ...row, vs: vsEmpty });
for (const row of account) rows.push({ ...row, vs: { ...vsEmpty, p99Under: 100 } });
rows.push({ name: 'reference: empty React Router page (after)', load: emptyAfter });

for (const dir of [dataDir, emptyDataDir, mediaDir]) rmSync(dir, { recursive: true, force: true });

console.log('| request | req/s | p50 | p99 | errors | ratio | target |\n|---|---|---|---|---|---|---|');
console.log(rows.map(line).join('\n'));
console.log(
  `\nempty page: ${num(emptyBefore.rps)} req/s before the rendering rows, ${num(emptyAfter.rps)} after; ratios are to the mean`,
);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`home first-load JS: ${kb(sizes.jsGzip)} gzip in ${sizes.jsFiles} files (budget 130 KB)`);
console.log(`home CSS: ${kb(sizes.cssGzip)} gzip in ${sizes.cssFiles} files (budget 30 KB)`);

// Last, so their PostgreSQL and instances do not share the machine with the rows above.
console.log(`\n${await ramp()}`);
console.log(`\n${await scaleSection()}`);
console.log(`\n${await scaleWorkSection()}`);
