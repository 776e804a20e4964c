import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { posters } from '../../app/features/shell/schema.server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { demoMediaDir, startServer, stopServer } from './servers.ts';

// One media folder for every server of this file, with the demo's photos and PDFs already in it.
let mediaDir: string;
test.beforeAll(() => {
  mediaDir = demoMediaDir('vzorov-restart-media-');
});
test.afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const start = (dataDir: string, env: Record<string, string> = {}) => startServer(dataDir, mediaDir, env);
const stop = stopServer;

const titles = async (url: string) =>
  ((await (await fetch(`${url}/api/poster/all`)).json()) as { data: { title: string }[] }).data.map((p) => p.title);

test('a restart keeps the data and does not seed the demo town twice', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-restart-'));
  try {
    const first = await start(dataDir);
    expect(first.log()).toContain('seeded the demo town');
    const seeded = await titles(first.url);
    expect(seeded.length).toBeGreaterThan(0);
    expect(await stop(first.child)).toBe(0);
    expect(first.log()).toContain('shutting down');

    // Write while the server is down, as another tool would.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db
      .insert(posters)
      .values({ title: 'Přidáno mezi starty', imageUrl: '/x.svg', imageWidth: 1, imageHeight: 1, position: 99 });
    await database.close();

    const second = await start(dataDir);
    expect(second.log()).not.toContain('seeded the demo town');
    expect(await titles(second.url)).toEqual([...seeded, 'Přidáno mezi starty']);
    expect(await stop(second.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('SIGTERM under load: pages being rendered are finished, none fails', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-drain-'));
  try {
    // Without the page cache, so every request renders and calls the API in-process.
    const server = await start(dataDir, { PAGE_CACHE_TTL_MS: '0' });
    const agent = new http.Agent({ keepAlive: false, maxSockets: 100 });
    const get = () =>
      new Promise<number | string>((resolve) => {
        const req = http.get(`${server.url}/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    const pending = Array.from({ length: 60 }, get);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exit = stop(server.child);
    const results = await Promise.all(pending);
    expect(await exit).toBe(0);
    // A request is either answered in full or its connection was never taken up (reset/refused): no 5xx.
    expect(results.filter((r) => typeof r === 'number' && r !== 200)).toEqual([]);
    expect(results.filter((r) => r === 200).length).toBeGreaterThan(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
