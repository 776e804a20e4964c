import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import { createTestDatabase } from '../test/app.ts';
import { databaseStore, directoryStore, type FileStore, filesLeftInFolders } from './file-store.ts';

/** Both stores keep the same promises: the services never see which one they write to. */
let database: Database;
let drop: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  dir = await mkdtemp(path.join(tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await database.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['a folder', () => directoryStore(dir)],
  ['the database', () => databaseStore(database.db, 'media')],
];

describe.each(stores)('files in %s', (_name, store) => {
  it('keeps bytes as they came, replaces them under the same name, and forgets them', async () => {
    const files = store();
    const bytes = Buffer.from([0, 1, 2, 255, 0x25, 0x50]);
    expect(await files.read('zapisy/rada-1.pdf')).toBeNull();
    expect(await files.exists('zapisy/rada-1.pdf')).toBe(false);
    await files.write('zapisy/rada-1.pdf', bytes);
    expect((await files.read('zapisy/rada-1.pdf'))?.equals(bytes)).toBe(true);
    expect(await files.exists('zapisy/rada-1.pdf')).toBe(true);
    await files.write('zapisy/rada-1.pdf', Buffer.from('druhá verze'));
    expect((await files.read('zapisy/rada-1.pdf'))?.toString()).toBe('druhá verze');
    await files.remove(['zapisy/rada-1.pdf', 'zapisy/nikdy-nebyl.pdf']);
    expect(await files.read('zapisy/rada-1.pdf')).toBeNull();
    await files.remove([]);
  });

  it('lists a folder’s own files, not its subfolders’ nor a folder of a like name', async () => {
    const files = store();
    for (const name of ['galerie/b.jpg', 'galerie/a.jpg', 'galerie/2026/c.jpg', 'galerie_x/d.jpg', 'galeriex.jpg'])
      await files.write(name, Buffer.from(name));
    expect(await files.list('galerie')).toEqual(['a.jpg', 'b.jpg']);
    expect(await files.list('prazdna')).toEqual([]);
  });

  it('refuses a name that would leave its place', async () => {
    const files = store();
    for (const name of ['../passwd', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b', '.env'])
      await expect(files.write(name, Buffer.from('x'))).rejects.toThrow(/Invalid file name/);
    await expect(files.read('../outside')).rejects.toThrow(/Invalid file name/);
  });
});

it('the database keeps the media and the attachments apart', async () => {
  await databaseStore(database.db, 'uploads').write('7/soubor', Buffer.from('příloha'));
  expect(await databaseStore(database.db, 'media').exists('7/soubor')).toBe(false);
  expect((await databaseStore(database.db, 'uploads').read('7/soubor'))?.toString()).toBe('příloha');
});

it('a folder store leaves no temporary file behind', async () => {
  await directoryStore(dir).write('cisto/a.pdf', Buffer.from('a'));
  expect(await readdir(path.join(dir, 'cisto'))).toEqual(['a.pdf']);
});

it('a PostgreSQL site with files in its folders and none in the database is stopped, not started empty', async () => {
  const media = await mkdtemp(path.join(tmpdir(), 'file-store-old-'));
  const config = { mediaDir: media, uploadsDir: path.join(media, 'nikde') };
  const postgres = { kind: 'postgres' as const, db: database.db };
  await directoryStore(media).write('galerie/stara.jpg', Buffer.from('x'));
  try {
    await database.db.delete(files);
    expect(await filesLeftInFolders(config, postgres)).toBe(true);
    expect(await filesLeftInFolders({ ...config, FILE_STORAGE: 'directory' }, postgres)).toBe(false);
    expect(await filesLeftInFolders(config, { ...postgres, kind: 'pglite' })).toBe(false);
    await databaseStore(database.db, 'media').write('galerie/nova.jpg', Buffer.from('y'));
    expect(await filesLeftInFolders(config, postgres)).toBe(false);
    await rm(media, { recursive: true, force: true });
    await database.db.delete(files);
    expect(await filesLeftInFolders(config, postgres)).toBe(false);
  } finally {
    await rm(media, { recursive: true, force: true });
  }
});
