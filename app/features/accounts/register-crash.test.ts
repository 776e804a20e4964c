import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/lib/paths.ts';
import { createTestDatabase } from '../../../server/test/app.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';

/** A free port whose neighbour is free too: the development server puts Vite's HMR socket on PORT + 1. */
async function freePortPair(): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
  for (;;) {
    const port = await listen(0);
    if (port && port < 65535 && (await listen(port + 1))) return port;
  }
}

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-crash-'));
  // On PostgreSQL the server gets a database of its own; otherwise its PGlite lives in DATA_DIR.
  if (process.env.DATABASE_URL) {
    const fresh = await createTestDatabase({ migrate: false });
    await fresh.database.close();
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `composition/main.ts` as a real process on DATA_DIR, without the demo town; resolves once it is ready. */
async function start(extra: NodeJS.ProcessEnv = {}): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePortPair();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // A mail job the killed server held is tried again soon after its claim lapses.
    MAIL_RETRY_SECONDS: '1',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(env, extra);
  const server = spawn(process.execPath, ['--import', 'tsx', 'composition/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) return { url, process: server };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const killHard = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });

/** The mail to `to` in the outbox, waiting for the queue to deliver it. */
async function outboxMail(to: string): Promise<string | undefined> {
  const outbox = path.join(dataDir, 'outbox');
  // Up to 90 s: a job the killed server had claimed waits for its claim to lapse (10 s), the next
  // supervision (30 s), its retry (1 s) and the next poll (10 s).
  for (let i = 0; i < 900; i++) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      : [];
    const mail = mails.find((m) => m.includes(`To: ${to}`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const resident = {
  firstname: 'Marie',
  lastname: 'Zemanová',
  email: 'marie.zemanova@example.net',
  password: 'Zelený strom u cesty',
  password_confirmation: 'Zelený strom u cesty',
  phone_prefix: '+420',
  phone: '',
  street: '',
  city: '',
  zip: '',
};

describe('a registration the API acknowledged', () => {
  it('survives kill -9 right after the 201: the account is there after a restart, and its queued confirmation mail goes', async () => {
    const first = await start();
    const res = await post(`${first.url}/api/auth/register`, resident);
    // Killed the moment the answer is in, before anything queued behind it could run.
    await killHard(first.process);
    expect(res.status).toBe(201);

    // The mail was queued before the 201; the restarted server delivers it.
    const second = await start();
    const mail = await outboxMail(resident.email);
    expect(mail, 'the confirmation mail in the outbox').toBeDefined();
    const link = mail!.replace(/=\r?\n/g, '').match(/\/registrace\/potvrzeni\/([A-Za-z0-9_-]+)/);
    expect(link, 'a confirmation link in the mail').not.toBeNull();

    expect((await post(`${second.url}/api/auth/confirm`, { hash: link![1] })).status).toBe(200);
    const login = await post(`${second.url}/api/auth/login`, {
      email: resident.email,
      password: resident.password,
      remember: false,
    });
    expect(login.status).toBe(200);
    await killHard(second.process);
  }, 300_000);
});

describe('a mail job held by a server that is killed', () => {
  it('goes from the next server, once', async () => {
    // The SMTP server takes the first message's text and never answers: the server is mid-send.
    const smtp = await startTestSmtp({ hangFirst: 1 });
    try {
      const first = await start({ SMTP_URL: smtp.url });
      const res = await post(`${first.url}/api/auth/register`, { ...resident, email: 'karel.novy@example.net' });
      expect(res.status).toBe(201);
      await expect.poll(smtp.hung, { timeout: 30_000 }).toBe(1);
      await killHard(first.process);

      // Its claim lapses (10 s), the next supervision fails the job (30 s), and it is tried again.
      const second = await start({ SMTP_URL: smtp.url });
      const mail = await smtp.waitFor('karel.novy@example.net', /registrace\/potvrzeni/, 90_000);
      expect(mail.decoded).toContain('Potvrďte prosím svou e-mailovou adresu');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.mails.filter((m) => m.to.includes('karel.novy@example.net'))).toHaveLength(1);
      await killHard(second.process);
    } finally {
      await smtp.close();
    }
  }, 300_000);
});
