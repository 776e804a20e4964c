// The two databases the scale benches compare (bench/scale.ts, bench/scale-work.ts), on one
// PostgreSQL server of the bench's own (startPostgres): `demo`, the demo town alone, and `town`, the
// demo town with fifteen years of a town of 50,000 behind it (`npm run demo:scale`).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tempDir } from './lib.ts';

/** A database on the server, filled: the demo alone, or with the fifteen years (`factor` of them). */
function fill(url: string, scale: boolean, factor: number): number {
  const started = performance.now();
  const dataDir = tempDir('scale-cli');
  try {
    const args = ['--import', 'tsx', 'composition/db-cli.ts', scale ? 'scale' : 'seed'];
    if (scale && factor !== 1) args.push('--factor', String(factor));
    execFileSync(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
      // Its errors go to the bench's output.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return (performance.now() - started) / 1000;
}

/**
 * Creates and fills `demo` and `town` on the server of `serverUrl` (its `postgres` database's
 * address); `factor` is a fraction of the fifteen years, for trying a bench out (its figures are at 1).
 * Answers their addresses and how long the fifteen years took, seed and search index included.
 */
export function scaleDatabases(serverUrl: string, factor = 1): { demo: string; town: string; seconds: number } {
  const base = serverUrl.replace(/\/postgres$/, '');
  execFileSync('psql', [serverUrl, '-q', '-c', 'create database demo', '-c', 'create database town'], {
    stdio: 'ignore',
  });
  const demo = `${base}/demo`;
  const town = `${base}/town`;
  fill(demo, false, 1);
  return { demo, town, seconds: fill(town, true, factor) };
}
