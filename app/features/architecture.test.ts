import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout's two rules (docs/decisions/0012): the base never imports a
 * feature, and a feature uses another only through its service (or its table,
 * for a foreign key). Composition roots and tests may import anything.
 */
const root = path.resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (f) => f && existsSync(path.join(root, f)) && !/^(bench|tests|server\/test)\//.test(f) && !/\.test\.tsx?$/.test(f),
  );

/** Where the features are put together: the API, the pages' services, the processes, the route table. */
const COMPOSITION_ROOTS = new Set([
  'server/app.ts',
  'server/services.ts',
  'server/ssr/load-context.ts',
  'server/main.ts',
  'server/web.ts',
  'server/db/cli.ts',
  'app/routes.ts',
]);
/**
 * Features not yet in their folder keep their old places until they move (issue 12). The demo's
 * reader of its data files and its photos' shape are the base: every feature's demo step uses them.
 */
const LEGACY_FEATURE = /^(?:server\/(?:modules\/([^/]+)|db\/seed\/(?!demo-(?:data|photos)\.ts$))|app\/routes\/)/;
/**
 * Known exceptions, each until the feature it names moves: sessions belong to the accounts feature
 * today but the base resolves them for every request.
 */
const ALLOWED: Record<string, string[]> = {
  'server/lib/authenticate.ts': ['server/modules/auth/sessions.ts'],
  'server/lib/service-context.ts': ['server/modules/auth/sessions.ts'],
};

/** The account section's page styles, shared by the account pages of several features until accounts moves. */
const ACCOUNT_STYLES = 'app/routes/ucet.module.css';

function featureOf(file: string): string | null {
  const moved = file.match(/^app\/features\/([^/]+)\//);
  if (moved) return moved[1]!;
  const legacy = file.match(LEGACY_FEATURE);
  if (legacy) return legacy[1] ?? file;
  return null;
}

function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const found: { target: string; typeOnly: boolean }[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm)) {
    found.push({ target: path.posix.normalize(path.posix.join(path.posix.dirname(file), m[3]!)), typeOnly: !!m[2] });
  }
  return found;
}

/** What a feature shows others: its operations, its tables (foreign keys), its components and its paths. */
const PUBLIC_FACE =
  /^app\/features\/[^/]+\/((service|schema)\.server\.ts|components\/.+|paths\.ts)$|^server\/modules\/[^/]+\/service\.ts$/;

describe('the layout of the code', () => {
  it('the base never imports a feature', () => {
    const wrong: string[] = [];
    for (const file of files) {
      if (featureOf(file) || COMPOSITION_ROOTS.has(file)) continue;
      for (const { target, typeOnly } of importsOf(file)) {
        // The pages' context names the registry's type, not a feature.
        if (typeOnly && target === 'server/services.ts') continue;
        if (!featureOf(target) && !COMPOSITION_ROOTS.has(target)) continue;
        if (ALLOWED[file]?.includes(target)) continue;
        wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a feature uses another only through its service (or its table, for a foreign key)', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const feature = featureOf(file);
      if (!feature || !file.startsWith('app/features/')) continue;
      for (const { target, typeOnly } of importsOf(file)) {
        const other = featureOf(target);
        if (!other || other === feature || PUBLIC_FACE.test(target)) continue;
        // A shape is no dependency: a page may name the type of what another feature's service gives.
        if (typeOnly && target.endsWith('/schemas.ts')) continue;
        if (ALLOWED[file]?.includes(target) || target === ACCOUNT_STYLES) continue;
        wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
