import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../tests/free-port.ts';
import { projectRoot } from '../lib/paths.ts';
import { DEMO_LOGINS } from './app.ts';
import { loginOverHttp, staffLoginOverHttp } from './http-logins.ts';

/**
 * The global setup of `npm run test:built`: the production build started as `npm start` starts it, on
 * a free port and a fresh data directory with the demo town, and the logins the fuzzes use, made once
 * (a code of the second factor is good once). Its addresses are believed from X-Forwarded-For
 * (TRUST_PROXY=true), so the fuzzes spread over addresses as they do in process; pages are rendered
 * every time (no page cache). Errors it logs are shown.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(projectRoot, 'build/server-dist')))
    throw new Error('npm run test:built asks the production build: run npm run build first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-built-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      PAGE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(url, child);
    project.provide('builtServer', {
      url,
      jana: await loginOverHttp(url, DEMO_LOGINS.jana),
      martin: await staffLoginOverHttp(url, 'martin'),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function ready(url: string, child: ChildProcess) {
  // The demo's photos are drawn at the first start: a minute or more on a busy machine.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`the built server ended (${child.exitCode}) before it answered`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the built server did not answer /readyz within 5 minutes');
}
