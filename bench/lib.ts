// Helpers of `npm run bench`: servers started as child processes, and a bounded load on one URL.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { staffLoginOverHttp } from '../server/test/http-logins.ts';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 50;

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `vzorov-bench-${name}-`));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Server {
  url: string;
  child: ChildProcess;
}

/** Starts a Node server (by default the production one) on a free port and waits for /readyz. */
export async function startServer(
  env: Record<string, string>,
  { script = 'scripts/start.mjs', nodeArgs = [] as string[] } = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

export const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * nginx (one worker, no access log) on a free loopback port with the `server` block `site` writes for
 * it, in a temporary folder; waits until `probe` answers 200. Null without nginx.
 */
export async function startNginx(
  site: (listen: string, dir: string) => string,
  probe = '/',
): Promise<(Server & { dir: string }) | null> {
  if (!hasNginx) return null;
  const dir = tempDir('nginx');
  mkdirSync(path.join(dir, 'tmp'));
  // Run as root, nginx's workers become `nobody` and must read the folder and write its tmp.
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, 'tmp'), 0o777);
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/tmp;`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n  server_tokens off;\n  ${temp}\n${site(`127.0.0.1:${port}`, dir)}\n}\n`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url + probe)).ok) return { url, child, dir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nginx did not start (see ${dir}/error.log)`);
}

export async function stop({ child }: { child: ChildProcess }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A response as it arrives on the wire (fetch would decompress it). */
export async function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const run = promisify(execFile);
const hasWrk = await run('wrk', ['--version']).then(
  () => true,
  (error: { stdout?: string }) => Boolean(error.stdout?.includes('wrk')), // `wrk --version` exits with 1
);
export const CLIENT = hasWrk ? 'wrk (1 thread)' : 'autocannon';

const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

/**
 * `duration` seconds of CONNECTIONS keep-alive connections on one URL. wrk when installed: autocannon
 * runs out of client CPU near 6 000 req/s here, below what nginx and the page cache do. One GET first
 * must answer 200, so that a redirect (a login that did not take) is not measured as a page.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION_S,
  connections = CONNECTIONS,
): Promise<Load> {
  const check = await rawGet(url, headers);
  if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}, not 200`);
  if (!hasWrk) {
    const result = await autocannon({ url, connections, duration, headers });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  }
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url]);
  const latency = (p: string) => {
    const m = stdout.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m) *$`, 'm'));
    return m ? Math.round(ms(m[1]!, m[2]!)) : NaN;
  };
  const socket = stdout.match(/connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = stdout.match(/Non-2xx or 3xx responses: (\d+)/);
  return {
    rps: Math.round(Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
    p50: latency('50'),
    p99: latency('99'),
    errors: (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + Number(non2xx?.[1] ?? 0),
  };
}

/** Logs the demo resident in through the API; the web takes the token as this cookie. */
export async function residentCookie(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'jana.novakova@vzorov.example', password: 'Vzorov-Jana-2026', remember: false }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { cookie: `auth._token.local=${token}` };
}

/** A staff member's Bearer token, the second factor confirmed. */
export const staffToken = async (base: string): Promise<Record<string, string>> => ({
  authorization: `Bearer ${await staffLoginOverHttp(base, 'martin')}`,
});

const pgBin = () => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(root, version, 'bin') : null;
};

/** A PostgreSQL server of its own on a free port, in a temporary folder (as the postgres user when we are root). */
export async function startPostgres(): Promise<{ url: string; stop: () => void } | null> {
  const bin = pgBin();
  if (!bin) return null;
  const dir = tempDir('postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const sh = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' })
      : execFileSync('/bin/sh', ['-c', command], { stdio: 'ignore' });
  const port = await freePort();
  sh(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
  sh(`${bin}/pg_ctl -D ${dir}/data -o '-h 127.0.0.1 -p ${port} -k /tmp -c max_connections=100' -l ${dir}/log -w start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      sh(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
