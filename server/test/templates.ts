import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDemo } from '../../composition/seed.ts';
import { openDatabase, pgliteDatabase, pgliteExtensions } from '../db/client.ts';
import { migrationsDir, projectRoot } from '../lib/paths.ts';

// The databases test files start from. Each file gets a database of its own; what it starts from is
// made once and copied: the migrations once per version, the demo town once per worker and moment.

/**
 * A migrated PGlite's data directory, in the system's temporary folder, made by the first test
 * file for this version of the migrations and of PGlite (the lock file pins it; its data
 * directory's format may change): migrating took each test file 2–4 s, loading the copy 0.5 s.
 */
export async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256').update(readFileSync(path.join(projectRoot, 'package-lock.json')));
  for (const name of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrationsDir, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  const file = path.join(tmpdir(), `vzorov-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await pgliteDatabase(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Test files in other workers may be making it too: each writes its own, the rename is atomic.
    const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    renameSync(part, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * How long a town seeded on the real clock is handed on: no longer than a long test file already
 * runs after its own seed, so no test sees an older town than before. One on a fixed clock
 * (`CLOCK_AT`) is the same town whenever it is made, and is kept for the whole run.
 */
const REAL_CLOCK_REUSE_MS = 60_000;
/** Towns kept at once in a worker: a few moments' copies, not one for every `CLOCK_AT` of the run. */
const KEPT = 3;

interface Kept<T> {
  madeAt: number;
  value: Promise<T>;
}

/**
 * The demo town seeded as of `at` (the real clock when undefined), made once by `make` and handed
 * to the next asking for the same moment. Seeding took each test file about 2 s: the demo
 * passwords' argon2 hashes, the search index. `retire` is given a copy that is no longer handed on.
 */
function keptTowns<T>(make: (at: Date | undefined) => Promise<T>, retire: (value: T) => Promise<void>) {
  const kept = new Map<string, Kept<T>>();
  const letGo = (key: string) => {
    const old = kept.get(key);
    kept.delete(key);
    // A copy being made finishes first; a failed one has nothing to retire, and one that cannot be
    // retired now is left to the run's end (server/test/global-setup.ts).
    if (old) void old.value.then(retire).catch(() => {});
  };
  return (at: Date | undefined): Promise<T> => {
    const key = at ? at.toISOString() : 'real clock';
    const found = kept.get(key);
    if (found && (at || Date.now() - found.madeAt < REAL_CLOCK_REUSE_MS)) return found.value;
    letGo(key);
    if (kept.size >= KEPT) letGo(kept.keys().next().value ?? key);
    const value = make(at);
    // A failure is the asking file's, and is not handed on.
    value.catch(() => kept.get(key)?.value === value && kept.delete(key));
    kept.set(key, { madeAt: Date.now(), value });
    return value;
  };
}

/** A seeded PGlite's data directory as a tarball, which PGlite loads as a new database. */
export const seededPglite = keptTowns(
  async (at) => {
    const client = await PGlite.create({ loadDataDir: await migratedTemplate(), extensions: pgliteExtensions });
    await seedDemo(pgliteDatabase(client).db, at);
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  },
  async () => {},
);

/** Databases on the test server made here are named so: the run's end drops what is left of them. */
export const TEMPLATE_PREFIX = 'vzorov_template_';

/** Waits (5 s at most) until nobody is connected to `name`: a closed pool's connections say goodbye late. */
async function whenIdle(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs `task` with a connection to the server's maintenance database. */
export async function asAdmin<T>(url: string, task: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await task(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
};

/**
 * A seeded, migrated database on the PostgreSQL server of `DATABASE_URL`, which `create database …
 * template` copies; nobody stays connected to it, as a template requires.
 */
const seededPostgres = keptTowns(
  async (at) => {
    const url = process.env.DATABASE_URL ?? '';
    const name = `${TEMPLATE_PREFIX}${randomBytes(6).toString('hex')}`;
    await asAdmin(url, (admin) => admin.query(`create database ${name}`));
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
    try {
      await database.migrate();
      await seedDemo(database.db, at);
    } finally {
      await database.close();
    }
    await asAdmin(url, (admin) => whenIdle(admin, name));
    return name;
  },
  (name) => asAdmin(process.env.DATABASE_URL ?? '', (admin) => admin.query(`drop database if exists ${name}`)).then(),
);

/** A new database on the test server: empty, or a copy of a seeded template. */
export async function newPostgresDatabase(url: string, seed: { at: Date | undefined } | undefined) {
  const name = `vzorov_test_${randomBytes(6).toString('hex')}`;
  const template = seed ? await seededPostgres(seed.at) : null;
  await asAdmin(url, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { name, url: databaseUrl(url, name), drop: () => asAdmin(url, (admin) => dropWhenIdle(admin, name)) };
}

async function dropWhenIdle(admin: pg.Client, name: string) {
  // pg's Pool#end resolves before its connections have said goodbye; a forced drop would cut
  // them off and they would throw, so let them go first.
  await whenIdle(admin, name);
  await admin.query(`drop database if exists ${name} with (force)`);
}
