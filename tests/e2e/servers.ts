import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../free-port.ts';

/**
 * A new media folder holding what the shared server has drawn and written for the demo (its start
 * makes only what is missing): drawing the demo's photos again took each server of its own 45 s.
 */
export function demoMediaDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(process.env.E2E_DATA_DIR ?? '', 'media'), dir, { recursive: true });
  return dir;
}

/**
 * `dir` with the demo town as this run seeded it (tests/e2e/town.mjs): a server of its own starts on
 * it without seeding (7 s, not 20). A server whose clock is set (`CLOCK_AT`) seeds an empty data
 * directory instead, dated from its clock.
 */
export function seededDataDir(dir: string): string {
  cpSync(`${process.env.E2E_DATA_DIR ?? ''}-town`, dir, { recursive: true });
  return dir;
}

/**
 * The production server as `npm start` runs it, on its own port, data directory and media folder,
 * for the tests that need a server of their own: restarts, or a clock set to a chosen moment.
 */
export async function startServer(dataDir: string, mediaDir: string, env: Record<string, string> = {}) {
  // A port chosen beforehand when something else must know the address first (PUBLIC_URL).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, { timeout: 180_000 })
    .toBe(200);
  return { url, child, spawnedAt, log: () => log };
}

/** SIGTERM, and the exit code once it has gone. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}
