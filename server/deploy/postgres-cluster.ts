import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Throwaway PostgreSQL clusters for the recovery drills (server/deploy/*-drill.test.ts): initdb'd,
 * started and killed as the `postgres` user, on ports and sockets of their own. The drills need root
 * (CI runs as root) to act as that user.
 */
const binaries = readdirSync('/usr/lib/postgresql', { withFileTypes: true }).filter((d) => d.isDirectory());
export const PG_BIN = binaries.length
  ? path.join(
      '/usr/lib/postgresql',
      binaries
        .map((d) => d.name)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1) ?? '',
      'bin',
    )
  : '';
export const drillsCanRun =
  process.getuid?.() === 0 && existsSync(path.join(PG_BIN, 'initdb')) && existsSync('/usr/bin/pgbackrest');

/**
 * The dated CI pass (scripts/as-of.mjs) preloads libfaketime, whose 0.9.10 keeps a semaphore and a
 * shared memory object per process tree in /dev/shm, named by the creating process's pid. A creator
 * that dies without its destructor (killed, or a shell that execs) leaves them behind. A process of
 * another user cannot open root's, so it makes its own under its pid, and when a stale pair of that
 * pid is there (the pids wrap in a long run) it cannot, and libfaketime exits 1 before the command
 * runs. Pairs whose process is gone belong to no one: they go before each command as postgres.
 */
export function clearStaleFakeTimeFiles(dir = '/dev/shm'): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const pid = /^(?:sem\.faketime_sem|faketime_shm)_(\d+)$/.exec(name)?.[1];
    if (pid && !existsSync(`/proc/${pid}`)) rmSync(path.join(dir, name), { force: true });
  }
}

/** Runs a command as the postgres user, its output returned; throws with the output on failure. */
export function asPostgres(command: string): string {
  if (process.env.LD_PRELOAD?.includes('faketime')) clearStaleFakeTimeFiles();
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8', stdio: 'pipe' });
}

export const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

export interface Cluster {
  dir: string;
  port: number;
  url: string;
  /** pg_ctl start, waiting until it takes connections. */
  start(): void;
  /** A crash: no shutdown checkpoint, as a machine that loses power. */
  kill(): void;
}

/** A cluster in `dir` on `port` with its socket in `socketDir` (which must be short: Unix socket paths are). */
export function cluster(dir: string, port: number, socketDir: string): Cluster {
  return {
    dir,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      asPostgres(
        `${PG_BIN}/pg_ctl -D ${quote(dir)} -o ${quote(`-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`)} -l ${quote(`${dir}.log`)} -w -t 120 start`,
      );
    },
    kill() {
      asPostgres(`${PG_BIN}/pg_ctl -D ${quote(dir)} -m immediate -w stop`);
    },
  };
}

/** Polls a query until it answers `expected` (the end of recovery, a standby in sync). */
export async function waitFor(url: string, query: string, expected: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      const { rows } = await client.query(query);
      last = String(Object.values(rows[0] ?? {})[0]);
      if (last === expected) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${query} did not answer ${expected} within ${timeoutMs} ms (last: ${last})`);
}
