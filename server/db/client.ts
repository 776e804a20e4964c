import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import { migrationsDir } from '../lib/paths.ts';
import * as schema from './schema/index.ts';

/**
 * The one database type the modules see. Both drivers speak the PostgreSQL
 * dialect; their result types differ only in fields the modules do not use.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** A transaction, as `db.transaction` hands it to its work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database, or a transaction in it: what a query that runs in either takes. */
export type Conn = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations that have not run yet, under the startup
   * lock (see `exclusively`), so instances starting together do not race.
   */
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding the startup lock: on PostgreSQL a session
   * advisory lock, so another process doing the same waits until this one is
   * done (migrations, the demo seed). PGlite has one process per data
   * directory and runs `task` as it is. Not reentrant: `task` must not call
   * `migrate` or `exclusively`.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /** How the job queue (server/lib/jobs.ts) reaches this database. */
  jobConnection: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>;
  /**
   * Hears `channel`'s notifications (`pg_notify`) from every process on the database: on PostgreSQL
   * on a connection of its own, opened again after it drops. Resolves to what stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /** Whether every migration this build has is applied (the readiness check). */
  migrated(): Promise<boolean>;
  /** This process's connections and the queries waiting for one, for the metrics. */
  poolUse(): PoolUse;
  /**
   * PGlite only: its data directory as a gzipped tarball, taken while the site runs, between two
   * queries (docs/decisions/0050): every transaction committed before it is in it.
   */
  dumpDataDir?(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PoolUse {
  open: number;
  idle: number;
  waiting: number;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; memory: true };

/** The contrib modules site search needs (migration 0005). */
export const pgliteExtensions: PGliteOptions['extensions'] = { unaccent, pg_trgm };

/**
 * The site's tables live in memory or on an SSD, where reading a page out of order costs about what
 * reading the next does: PostgreSQL's default `random_page_cost` (4, for spinning disks) made the
 * planner hash six thousand events rather than look up a hundred by their key (2.9 ms → 0.8 ms on
 * fifteen years). 1.1 is the value PostgreSQL's documentation and the usual tuning guides give for
 * SSDs; set for the app's connections alone, so it needs no rights over the server.
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1';

/**
 * One process's connections for its pages and API (the job queue has three of its own): its
 * JavaScript runs on one core and three queries at a time on three more. PostgreSQL answers no sooner
 * with more queries running than it has cores for; on a two-core machine, ten searches at once ran ten
 * backends beside Node and the last of them waited longest (docs/decisions/0040).
 */
const POOL_SIZE = 3;

/** Any constant that no other advisory lock of the app uses (search indexer: 740_001). */
const STARTUP_LOCK = 740_002;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? POOL_SIZE,
      options: PLANNER_SETTINGS,
    });
    // An idle connection that breaks (the server restarted, failed over, a network cut) is dropped by
    // the pool and the next query opens a new one; unheard, its 'error' would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    const exclusively = async <T>(task: () => Promise<T>): Promise<T> => {
      // The lock belongs to this one connection; the task's queries may use any other.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      } catch (error) {
        client.release(true);
        throw error;
      }
      try {
        return await task();
      } finally {
        try {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          client.release();
        } catch {
          // Closing the connection (release(true) drops it from the pool) ends the lock too.
          client.release(true);
        }
      }
    };
    return {
      db,
      kind: 'postgres',
      migrate: () => exclusively(() => migratePg(db, { migrationsFolder: migrationsDir })),
      exclusively,
      jobConnection: { connectionString: options.url, max: 3 },
      listen: (channel, onPayload) => listenOnPostgres(options.url, channel, onPayload),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrated: () => latestApplied(db),
      poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if ('memory' in options) {
    client = await PGlite.create({ extensions: pgliteExtensions });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // On Node, PGlite writes straight to the files (NODEFS): its "sync to FS"
    // step is a no-op there, so waiting for it (relaxedDurability: false) made
    // every query queue behind a lock for nothing. Writes reach the files as
    // PostgreSQL makes them either way (docs/decisions/0008).
    client = await PGlite.create({ dataDir: dir, relaxedDurability: true, extensions: pgliteExtensions });
  }
  return pgliteDatabase(client);
}

/** The app's view of an open PGlite (a data directory, or memory, or a test's copy of a migrated template). */
export function pgliteDatabase(client: PGlite): Database {
  const queued = besidePages(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir }),
    exclusively: (task) => task(),
    jobConnection: { db: fromPglite(client), backend: 'pglite' },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    ping: async () => {
      await client.query('select 1');
    },
    migrated: () => latestApplied(db),
    // One connection, PostgreSQL in this thread: a query waits while another runs.
    poolUse: () => ({ open: 1, idle: queued() === 0 ? 1 : 0, waiting: Math.max(0, queued() - 1) }),
    dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    close: () => client.close(),
  };
}

/**
 * Makes each query of the embedded database answer on a later turn of the event loop, as a query over
 * a socket does. PGlite runs PostgreSQL in this thread and its queries complete without any I/O, so a
 * job awaiting one query after another (an import's items, a year's fees) resolved them all as
 * microtasks: no request was read until the job ended (a 1,000-post import held `/healthz` 12.7 s).
 * Every query of PGlite, in a transaction or not, goes through `_runExclusiveQuery`; after each one
 * the requests that arrived meanwhile are read, and their queries queue beside the job's. (A turn only
 * once queries had run 10 ms without one made a page wait 58 ms at the median during an import, not 21.)
 */
function besidePages(client: PGlite): () => number {
  const counted = turning.get(client);
  if (counted) return counted;
  let queries = 0;
  const exclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = async <T>(fn: () => Promise<T>): Promise<T> => {
    queries += 1;
    try {
      return await exclusive(fn);
    } finally {
      queries -= 1;
      await nextTurn();
    }
  };
  const count = () => queries;
  turning.set(client, count);
  return count;
}

/** Each PGlite's count of queries running or waiting (wrapped once, however many views a test opens). */
const turning = new WeakMap<PGlite, () => number>();

/** The newest migration of this build, as drizzle's migrator records it (`created_at` is its folder's time). */
const newestMigration: number = JSON.parse(
  readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
).entries.reduce((max: number, entry: { when: number }) => Math.max(max, entry.when), 0);

async function latestApplied(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ at: string | null }>(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.at ?? 0) >= newestMigration;
}

/** A connection that only listens, opened again a second after it drops; notifications missed meanwhile are lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, application_name: 'vzorov-listen' });
    client.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    client.on('error', () => {
      if (current !== client) return;
      current = undefined;
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => connect().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`listen "${channel}"`);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
