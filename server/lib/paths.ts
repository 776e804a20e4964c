import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file's place so that it is the same
 * whether the server runs from source (tsx) or from build/server-dist.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
export const clientBuildDir = path.join(projectRoot, 'build/client');
export const serverBuildFile = path.join(projectRoot, 'build/server/index.js');
