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
  'server/schedule.ts',
  'server/ssr/load-context.ts',
  'server/main.ts',
  'server/web.ts',
  'server/db/cli.ts',
  'server/db/seed/index.ts',
  'app/routes.ts',
]);
/** Known exceptions, each with its reason. */
const ALLOWED: Record<string, string[]> = {
  // A life situation names its clerk in the office directory's shape, joined in the catalogue's own query.
  'app/features/e-services/catalogue.server.ts': ['app/features/people/contact.server.ts'],
};

function featureOf(file: string): string | null {
  return file.match(/^app\/features\/([^/]+)\//)?.[1] ?? null;
}

function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const found: { target: string; typeOnly: boolean }[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm)) {
    found.push({ target: path.posix.normalize(path.posix.join(path.posix.dirname(file), m[3]!)), typeOnly: !!m[2] });
  }
  return found;
}

/**
 * What a feature shows others: its operations, its tables (foreign keys), the Zod shapes of what its
 * operations take and give (another feature's API may embed them, as an article embeds its gallery),
 * its components and its paths.
 */
const PUBLIC_FACE = /^app\/features\/[^/]+\/((service|schema)\.server\.ts|schemas\.ts|components\/.+|paths\.ts)$/;

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
      if (!feature) continue;
      for (const { target } of importsOf(file)) {
        const other = featureOf(target);
        if (!other || other === feature || PUBLIC_FACE.test(target)) continue;
        if (ALLOWED[file]?.includes(target)) continue;
        wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every page lives in a feature: the route table names no module outside app/features', () => {
    const table = readFileSync(path.join(root, 'app/routes.ts'), 'utf8');
    const modules = [...table.matchAll(/(?:route|index)\((?:'[^']*', )?'([^']+\.tsx?)'/g)].map((m) => m[1]!);
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((m) => !m.startsWith('features/'))).toEqual([]);
  });
});
