// Before the shared server of the browser tests starts (playwright.config.ts): the demo town seeded
// once into a data directory beside its own, `<DATA_DIR>-town`, which that server and each journey's
// server of its own start from a copy of (tests/e2e/servers.ts, `seededDataDir`). A server seeding a
// fresh data directory took 20 s to be ready, one on a seeded copy 7 s (2026-12-08, a quiet machine).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const town = `${dataDir}-town`;
rmSync(town, { recursive: true, force: true });
// The built command-line tool, on this run's clock (scripts/as-of.mjs) as the servers are.
execFileSync(process.execPath, ['build/server-dist/composition/db-cli.js', 'seed'], {
  env: { ...process.env, DATA_DIR: town },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (!existsSync(`${dataDir}/pglite`)) cpSync(town, dataDir, { recursive: true });
