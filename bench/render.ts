// `npm run bench:render`: issue 33's rendered rows beside the empty React Router page, in turns, three
// rounds of 5 s at 50 and at 10 connections (medians): the part of `npm run bench` that says where
// rendering stands, in a few minutes instead of the whole bench with its fifteen years' database.
// Beside the reference, the same empty page with the site's route table: what React Router's own work
// for a request of a site this size leaves for the pages.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import site from '../app/routes.ts';
import { CLIENT, load, median, residentCookie, startServer, stop, tempDir } from './lib.ts';
import { buildEmptyPage, startEmptyPage } from './references.ts';

const ROUNDS = 3;
const SECONDS = 5;
const countRoutes = (entries: RouteConfigEntry[]): number =>
  entries.reduce((n, entry) => n + 1 + countRoutes(entry.children ?? []), 0);
const routeCount = countRoutes(site);

buildEmptyPage();
buildEmptyPage('site');
const empty = await startEmptyPage(tempDir('empty'));
const emptySite = await startEmptyPage(tempDir('empty-site'), 'site');
const app = await startServer({ DATA_DIR: tempDir('data'), MEDIA_DIR: tempDir('media'), PAGE_CACHE_TTL_MS: '0' });
const resident = await residentCookie(app.url);
const rows: [string, string, Record<string, string>?][] = [
  ['/', '/'],
  ['/aktuality', '/aktuality'],
  ['an article', '/aktuality/vanocni-trhy-2026'],
  ['/akce', '/akce'],
  ['/hledani?q=popelnice', '/hledani?q=popelnice'],
  ['/ucet/moje-zavazky (logged in)', '/ucet/moje-zavazky', resident],
  ['/ucet/moje-pripady (logged in)', '/ucet/moje-pripady', resident],
];

console.log(`# bench:render ${new Date().toISOString()} · ${CLIENT}, ${ROUNDS} rounds of ${SECONDS} s, in turns`);
try {
  for (const connections of [50, 10]) {
    const reference: number[] = [];
    const siteTable: number[] = [];
    const measured = new Map<string, { rps: number[]; p99: number[] }>();
    for (let round = 0; round < ROUNDS; round++) {
      reference.push((await load(`${empty.url}/`, {}, SECONDS, connections)).rps);
      siteTable.push((await load(`${emptySite.url}/`, {}, SECONDS, connections)).rps);
      for (const [name, path, headers] of rows) {
        const result = await load(app.url + path, headers ?? {}, SECONDS, connections);
        const row = measured.get(name) ?? { rps: [], p99: [] };
        row.rps.push(result.rps);
        row.p99.push(result.p99);
        measured.set(name, row);
      }
    }
    const base = median(reference);
    console.log(`\n## ${connections} connections: the empty page ${base} req/s (${reference.join(', ')})\n`);
    console.log('| rendered every time | req/s | × empty page | p99 |\n|---|---|---|---|');
    const site = median(siteTable);
    console.log(`| the empty page with the site's ${routeCount} routes | ${site} | ${(site / base).toFixed(2)}× | |`);
    for (const [name, row] of measured) {
      const rps = median(row.rps);
      console.log(`| ${name} | ${rps} | ${(rps / base).toFixed(2)}× | ${median(row.p99)} ms |`);
    }
  }
} finally {
  await stop(app);
  await stop(empty);
  await stop(emptySite);
}
