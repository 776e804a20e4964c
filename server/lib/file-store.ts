import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import { fileExists } from './files.ts';

/**
 * Where uploaded and generated files live (docs/decisions/0026-files-in-the-database.md): a folder
 * of this machine, or the database every instance reaches. Names are relative paths such as
 * `galerie/abc.jpg` or `12/<uuid>`; the services never see which store they write to.
 */
export interface FileStore {
  readonly kind: 'directory' | 'database';
  /** The file's bytes, or null when there is none by that name. */
  read(name: string): Promise<Buffer | null>;
  /** Stores the file whole or not at all: a reader never sees half of it. Replaces one of the same name. */
  write(name: string, data: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Deletes the files; one already gone is no error. */
  remove(names: string[]): Promise<void>;
  /** The names of the files directly in a folder, sorted. */
  list(folder: string): Promise<string[]>;
}

/** What a store keeps in the database: the public media, or the residents' attachments. */
export type FileArea = 'media' | 'uploads';

/** Path segments of letters, digits, '_', '-' and inner dots: no '..', no absolute paths, no backslashes. */
const FILE_NAME = /^[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*$/i;

export const isFileName = (name: string) => FILE_NAME.test(name);

function checked(name: string): string {
  if (!isFileName(name)) throw new Error(`Invalid file name "${name}"`);
  return name;
}

/** Files under a folder of this machine: the default with the embedded database, which one process runs. */
export function directoryStore(root: string): FileStore {
  const at = (name: string) => path.join(root, checked(name));
  return {
    kind: 'directory',
    async read(name) {
      try {
        return await readFile(at(name));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(name, data) {
      const file = at(name);
      await mkdir(path.dirname(file), { recursive: true });
      // Through a temporary file and a rename, so a crash never leaves a truncated file that looks stored.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    exists: (name) => fileExists(at(name)),
    async remove(names) {
      await Promise.all(names.map((name) => rm(at(name), { force: true })));
    },
    async list(folder) {
      const entries = await readdir(at(folder), { withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
        .map((e) => e.name)
        .sort();
    },
  };
}

/**
 * Files in the `files` table, so that every instance on the database reads what any other wrote,
 * and a backup of the database is a backup of the files.
 */
export function databaseStore(db: Db, area: FileArea): FileStore {
  const row = (name: string) => and(eq(files.area, area), eq(files.name, checked(name)));
  return {
    kind: 'database',
    async read(name) {
      const [found] = await db.select({ data: files.data }).from(files).where(row(name));
      return found ? found.data : null;
    },
    async write(name, data) {
      await db
        .insert(files)
        .values({ area, name: checked(name), data, size: data.length })
        .onConflictDoUpdate({
          target: [files.area, files.name],
          set: { data, size: data.length, storedAt: sql`now()` },
        });
    },
    async exists(name) {
      const [found] = await db.select({ size: files.size }).from(files).where(row(name));
      return found !== undefined;
    },
    async remove(names) {
      if (names.length === 0) return;
      await db.delete(files).where(and(eq(files.area, area), inArray(files.name, names.map(checked))));
    },
    async list(folder) {
      const prefix = `${checked(folder)}/`;
      const rows = await db
        .select({ name: files.name })
        .from(files)
        .where(and(eq(files.area, area), like(files.name, `${prefix.replace(/[\\%_]/g, '\\$&')}%`)));
      return rows
        .map((r) => r.name.slice(prefix.length))
        .filter((name) => !name.includes('/'))
        .sort();
    },
  };
}

/** The two stores a server writes to: public media (served at /media) and the residents' attachments. */
export interface Files {
  media: FileStore;
  uploads: FileStore;
}

/** FILE_STORAGE, or by default the database on PostgreSQL and this machine's folders on PGlite. */
export function openFiles(
  config: Pick<Config, 'FILE_STORAGE' | 'mediaDir' | 'uploadsDir'>,
  database: Pick<Database, 'kind' | 'db'>,
): Files {
  const storage = config.FILE_STORAGE ?? (database.kind === 'postgres' ? 'database' : 'directory');
  return storage === 'database'
    ? { media: databaseStore(database.db, 'media'), uploads: databaseStore(database.db, 'uploads') }
    : { media: directoryStore(config.mediaDir), uploads: directoryStore(config.uploadsDir) };
}

/**
 * A PostgreSQL site from before files moved into the database, about to start with the new default:
 * its folders hold files and the database none. It must not start and answer 404 for all of them.
 */
export async function filesLeftInFolders(
  config: Pick<Config, 'FILE_STORAGE' | 'mediaDir' | 'uploadsDir'>,
  database: Pick<Database, 'kind' | 'db'>,
): Promise<boolean> {
  if (config.FILE_STORAGE || database.kind !== 'postgres') return false;
  const inFolders = await Promise.all(
    [config.mediaDir, config.uploadsDir].map((dir) =>
      readdir(dir).then(
        (names) => names.length > 0,
        () => false,
      ),
    ),
  );
  if (!inFolders.some(Boolean)) return false;
  const [stored] = await database.db.select({ name: files.name }).from(files).limit(1);
  return stored === undefined;
}
