import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../composition/app.ts';
import { seedDemo } from '../../composition/seed.ts';
import { openDatabase } from '../db/client.ts';
import { openControlSocket } from '../lib/control-socket.ts';
import { projectRoot } from '../lib/paths.ts';
import { createTestDatabase, DEMO_LOGINS, loginAs, loginAsStaff, testConfig } from '../test/app.ts';
import { injectMultipart } from '../test/pages.ts';

/**
 * The restore drill of docs/deployment.md: a site with content, a photo and a resident's attachment
 * is backed up with deploy/backup.sh; a fresh machine (a new, empty database or DATA_DIR) gets it
 * back with deploy/restore.sh; the site started there has the same data and the same files. On
 * PostgreSQL when DATABASE_URL is set (the database holds the files), on PGlite otherwise.
 */

const run = promisify(execFile);
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(path.join(projectRoot, 'deploy', name), args, { env: { PATH: process.env.PATH!, ...env } });
const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A photo in the media library, an article with it, and a draft with an attachment. */
async function addContent(app: FastifyInstance) {
  const petra = await loginAsStaff(app, 'petra');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  const uploaded = await injectMultipart(
    app,
    { method: 'POST', url: '/api/staff/media', token: petra },
    { alt: 'Nové hřiště za školou' },
    [{ field: 'file', name: 'hriste.jpg', data: photo, type: 'image/jpeg' }],
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const article = await app.inject({
    method: 'POST',
    url: '/api/staff/articles',
    headers: { authorization: `Bearer ${petra}` },
    payload: {
      kind: 'news',
      title: 'Hřiště za školou je otevřené',
      perex: 'Děti si mohou hrát od pondělí.',
      body: '<p>Hřiště je otevřené denně od 8 do 20 hodin.</p>',
      publication: 'published',
    },
  });
  expect(article.statusCode, article.body).toBe(201);
  const jana = await loginAs(app, DEMO_LOGINS.jana);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const draft = await injectMultipart(app, { method: 'PUT', url: '/api/forms/zoning-change/draft', token: jana }, {}, [
    { field: 'map_sketch', name: 'zakres.pdf', data: pdf },
  ]);
  expect(draft.statusCode, draft.body).toBe(200);
}

/** What a visitor, the office and a resident see: listings, the photo's files and the attachment's bytes. */
async function snapshot(app: FastifyInstance) {
  const get = async (url: string, token?: string) => {
    const res = await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res;
  };
  const petra = await loginAsStaff(app, 'petra');
  // The photos uploaded to the library (the demo's own are drawn by the server at its start, not here).
  const media = ((await get('/api/staff/media?perPage=100', petra)).json().data as { url: string }[]).filter((m) =>
    m.url.startsWith('/media/knihovna/'),
  );
  const jana = await loginAs(app, DEMO_LOGINS.jana);
  const draft = (await get('/api/forms/zoning-change/draft', jana)).json().data;
  return {
    news: (await get('/api/blog/posts?perPage=50')).json(),
    noticeBoard: (await get('/api/notice-board')).json(),
    events: (await get('/api/events')).json(),
    media: await Promise.all(
      media.map(async (m) => ({
        url: m.url,
        jpg: digest((await get(m.url)).rawPayload),
        webp: digest((await get(m.url.replace(/\.jpg$/, '-800.webp'))).rawPayload),
      })),
    ),
    attachments: await Promise.all(
      draft.files.map(async (f: { id: string; filename: string }) => ({
        filename: f.filename,
        sha256: digest((await get(`/api/forms/zoning-change/draft/files/${f.id}`, jana)).rawPayload),
      })),
    ),
  };
}

describe.skipIf(!process.env.DATABASE_URL)('the restore drill on PostgreSQL', () => {
  it('backs up a running site and restores it into a new database with the same data and files', async () => {
    const source = await createTestDatabase();
    const fresh = await createTestDatabase({ migrate: false });
    try {
      await seedDemo(source.database.db);
      const app = await buildApp({ config: testConfig({}), database: source.database });
      await app.ready();
      await addContent(app);
      const before = await snapshot(app);
      expect(before.media).toHaveLength(1);
      expect(before.attachments).toHaveLength(1);

      // Taken while the site runs.
      const backups = folder('vzorov-backups-');
      const { stdout } = await script('backup.sh', [backups], { DATABASE_URL: source.url! });
      const archive = stdout.trim();
      expect(readdirSync(backups)).toEqual([path.basename(archive)]);
      await app.close();

      const restoreEnv = { DATABASE_URL: fresh.url!, DATA_DIR: folder('vzorov-fresh-') };
      await script('restore.sh', [archive], restoreEnv);
      // Restored twice is refused: nothing is written over.
      await expect(script('restore.sh', [archive], restoreEnv)).rejects.toThrow(/has tables/);

      const restored = await buildApp({ config: testConfig({}), database: fresh.database });
      await restored.database.migrate();
      await restored.ready();
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await source.drop();
      await fresh.drop();
    }
  }, 120_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('the restore drill on PGlite', () => {
  it('backs up a stopped site’s DATA_DIR and restores it into a fresh one with the same data and files', async () => {
    const dataDir = folder('vzorov-site-');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await seedDemo(database.db);
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
    await app.ready();
    await addContent(app);
    const before = await snapshot(app);
    expect(before.media).toHaveLength(1);
    expect(before.attachments).toHaveLength(1);
    await app.close();

    const backups = folder('vzorov-backups-');
    const archive = (await script('backup.sh', [backups], { DATA_DIR: dataDir })).stdout.trim();

    const freshDir = folder('vzorov-fresh-');
    await script('restore.sh', [archive], { DATA_DIR: freshDir });
    await expect(script('restore.sh', [archive], { DATA_DIR: freshDir })).rejects.toThrow(/not empty/);
    const restoredDatabase = await openDatabase({ kind: 'pglite', dataDir: freshDir });
    await restoredDatabase.migrate();
    const restored = await buildApp({ config: testConfig({ DATA_DIR: freshDir }), database: restoredDatabase });
    await restored.ready();
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('the online backup of PGlite', () => {
  it('backs up a site that is being read and written, and its restore holds every write acknowledged before', async () => {
    const dataDir = folder('vzorov-live-');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await seedDemo(database.db);
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
    await app.ready();
    const closeControl = await openControlSocket(database, dataDir, app.log);
    const petra = await loginAsStaff(app, 'petra');
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    let reads = 0;
    // One writer publishing articles and one reader of the listings, for as long as the backup runs.
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/staff/articles',
          headers: { authorization: `Bearer ${petra}` },
          payload: {
            kind: 'news',
            title: `Zpráva během zálohy ${i}`,
            perex: 'Krátce.',
            body: '<p>Text.</p>',
            publication: 'published',
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged.push({ id: res.json().data.id, at: performance.now() });
      }
    })();
    const reader = (async () => {
      while (writing) {
        expect((await app.inject({ url: '/api/blog/posts?perPage=5' })).statusCode).toBe(200);
        reads++;
      }
    })();
    try {
      // Some writes before, then the backup as the timer runs it, while both go on.
      while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      const backups = folder('vzorov-backups-');
      const began = performance.now();
      const archive = (await script('backup.sh', [backups], { DATA_DIR: dataDir })).stdout.trim();
      const took = performance.now() - began;
      const during = acknowledged.filter((a) => a.at >= began).length;
      writing = false;
      await Promise.all([writer, reader]);
      const before = acknowledged.filter((a) => a.at < began);
      expect(during, 'the site took writes while the backup ran').toBeGreaterThan(0);
      // Handed over by the running site, not copied from under it.
      expect((await run('tar', ['-tzf', archive])).stdout.split('\n')).toContain('./pglite.tar.gz');

      const freshDir = folder('vzorov-fresh-');
      await script('restore.sh', [archive], { DATA_DIR: freshDir });
      const restoredDatabase = await openDatabase({ kind: 'pglite', dataDir: freshDir });
      const restored = await buildApp({ config: testConfig({ DATA_DIR: freshDir }), database: restoredDatabase });
      await restored.ready();
      try {
        const office = await loginAsStaff(restored, 'petra');
        const found = new Set<number>();
        for (const { id } of acknowledged) {
          const res = await restored.inject({
            url: `/api/staff/articles/${id}`,
            headers: { authorization: `Bearer ${office}` },
          });
          if (res.statusCode === 200) found.add(id);
        }
        console.info(
          `PGlite online backup: ${Math.round(took)} ms while ${during} writes and ${reads} reads went on; ` +
            `${before.length} of ${before.length} writes acknowledged before it restored, ${found.size - before.length} later ones too`,
        );
        expect(before.filter((a) => !found.has(a.id))).toEqual([]);
      } finally {
        await restored.close();
      }
    } finally {
      writing = false;
      await closeControl();
      await app.close();
    }
  }, 180_000);
});
