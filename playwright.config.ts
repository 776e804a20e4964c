import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free port on loopback, chosen once by the runner; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vzorov-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * The browser's environment: the tests' own, but in a dated run (TEST_AS_OF, scripts/as-of.mjs) without
 * libfaketime, under which Chromium hangs at start (its zygote and crash handler wait on the shifted
 * clock). Its pages get the run's time from tests/e2e/fixtures.ts instead.
 */
const browserEnv = Object.fromEntries(
  Object.entries(process.env).flatMap(([name, value]): [string, string][] => {
    if (value === undefined || name.startsWith('FAKETIME')) return [];
    if (name !== 'LD_PRELOAD') return [[name, value]];
    const kept = value.split(/[\s:]+/).filter((lib) => lib && !lib.includes('faketime'));
    return kept.length > 0 ? [[name, kept.join(' ')]] : [];
  }),
);

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  env: browserEnv,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two cores run two browsers, the server and axe on pages of a few hundred elements: 30 s is tight.
  timeout: 60_000,
  // A login hashes with argon2 and a page renders on a busy two-core machine: 5 s is too tight there.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    // The production build, on a copy of the demo town seeded for this run (tests/e2e/town.mjs).
    command: 'node tests/e2e/town.mjs && node scripts/start.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Its warnings and errors in the run's output: a server that stops mid-run says why.
    stdout: 'pipe',
    // A fresh data directory: the first start draws the demo's photos and writes its PDFs.
    timeout: 300_000,
    env: {
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so the
      // per-address rate limits apply per test, as they would per visitor.
      TRUST_PROXY: 'true',
    },
  },
});
