// The references every figure of `npm run bench` is divided by, measured in the same run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, type Server, startServer, tempDir } from './lib.ts';

const fixture = 'bench/empty-page';
const fixtureBuild = 'bench/.build/empty-page';

/** Builds the empty React Router page (bench/empty-page) with `react-router build`: a few seconds. */
export function buildEmptyPage() {
  rmSync(fixtureBuild, { recursive: true, force: true });
  try {
    execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build', fixture], { stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    process.stderr.write(Buffer.concat([stdout, stderr]));
    throw error;
  }
}

/** The empty page served by our Fastify app and SSR adapter (bench/empty-page/server.mjs), no page cache. */
export const startEmptyPage = (dataDir: string) =>
  startServer({ DATA_DIR: dataDir, PAGE_CACHE_TTL_MS: '0' }, { script: `${fixture}/server.mjs` });

const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * nginx on loopback answering `/` with exactly the bytes and headers our page cache sent (already
 * compressed, so nginx only sends a file). One worker, like our one Node process. Null without nginx.
 */
export async function startNginx(page: {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}): Promise<(Server & { dir: string }) | null> {
  if (!hasNginx) return null;
  const dir = tempDir('nginx');
  mkdirSync(path.join(dir, 'www'));
  writeFileSync(path.join(dir, 'www/page'), page.body);
  // Run as root, nginx's workers become `nobody` and must read the temp folder.
  chmodSync(dir, 0o755);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
  const addHeaders = Object.entries(page.headers)
    .filter(([name, value]) => !skip.has(name) && typeof value === 'string' && !/["$\\]/.test(value))
    .map(([name, value]) => `      add_header ${name} "${value}";`)
    .join('\n');
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  etag off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = / {
      types {}
      default_type "${page.headers['content-type']}";
${addHeaders}
      try_files /page =404;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return { url, child, dir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nginx did not start (see ${dir}/error.log)`);
}
