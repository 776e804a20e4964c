import { chmod, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** Where deploy/backup.sh asks the running site for its embedded database (DATA_DIR/control.sock). */
export const controlSocketOf = (dataDir: string) => path.join(dataDir, 'control.sock');

/**
 * The site's own door for the machine's administration: a Unix socket in DATA_DIR that only the site's
 * user (and root) may open. On PGlite, `POST /pglite-dump` answers with the data directory as a gzipped
 * tarball taken while the site runs, so the nightly backup needs no downtime (deploy/backup.sh). Never
 * on the network: the socket's file permissions are its only lock.
 */
export async function openControlSocket(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const dump = database.dumpDataDir;
  if (!dump) return async () => {};
  const file = controlSocketOf(dataDir);
  // A socket left by a process that was killed would refuse the new one.
  await rm(file, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/pglite-dump') {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dump().then(
      (tarball) => {
        log.info({ bytes: tarball.length, ms: Date.now() - started }, 'the database was dumped for a backup');
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.length }).end(tarball);
      },
      (err: unknown) => {
        log.error({ err }, 'the database could not be dumped for a backup');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  await chmod(file, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}
