// The references every figure of `npm run bench` is divided by, measured in the same run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Server, startNginx, startServer } from './lib.ts';

const fixture = 'bench/empty-page';
/** The one index route of the reference, or the site's whole route table, each route rendering nothing. */
export type EmptyRoutes = 'one' | 'site';
const fixtureBuild = (routes: EmptyRoutes) => `bench/.build/${routes === 'site' ? 'empty-page-site' : 'empty-page'}`;

/** Builds the empty React Router page (bench/empty-page) with `react-router build`: a few seconds. */
export function buildEmptyPage(routes: EmptyRoutes = 'one') {
  rmSync(fixtureBuild(routes), { recursive: true, force: true });
  try {
    execFileSync(process.execPath, ['node_modules/.bin/react-router', 'build', fixture], {
      stdio: 'pipe',
      env: { ...process.env, EMPTY_PAGE_ROUTES: routes },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    process.stderr.write(Buffer.concat([stdout, stderr]));
    throw error;
  }
}

/** The empty page served by our Fastify app and SSR adapter (bench/empty-page/server.mjs), no page cache. */
export const startEmptyPage = (dataDir: string, routes: EmptyRoutes = 'one') =>
  startServer(
    { DATA_DIR: dataDir, PAGE_CACHE_TTL_MS: '0', EMPTY_PAGE_BUILD: fixtureBuild(routes) },
    { script: `${fixture}/server.mjs` },
  );

/**
 * nginx on loopback answering `/` with exactly the bytes and headers our page cache sent (already
 * compressed, so nginx only sends a file). One worker, like our one Node process. Null without nginx.
 */
export async function startPageNginx(page: {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}): Promise<(Server & { dir: string }) | null> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
  const addHeaders = Object.entries(page.headers)
    .filter(([name, value]) => !skip.has(name) && typeof value === 'string' && !/["$\\]/.test(value))
    .map(([name, value]) => `      add_header ${name} "${value}";`)
    .join('\n');
  return startNginx((listen, dir) => {
    mkdirSync(path.join(dir, 'www'));
    writeFileSync(path.join(dir, 'www/page'), page.body);
    return `  etag off;
  server {
    listen ${listen};
    root ${dir}/www;
    location = / {
      types {}
      default_type "${page.headers['content-type']}";
${addHeaders}
      try_files /page =404;
    }
  }`;
  });
}
