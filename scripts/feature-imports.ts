// The imports between the code's parts, read from the sources as text: what the layout's rules
// (app/features/architecture.test.ts) and the architecture's map (scripts/architecture-doc.ts) are made of.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The relative imports of a module's source: static, re-exports, side effects and dynamic `import()`. */
export function importsIn(file: string, source: string): Import[] {
  const found: Import[] = [];
  const add = (specifier: string | undefined, typeOnly: boolean) => {
    if (specifier)
      found.push({
        from: file,
        to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
        typeOnly,
      });
  };
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm))
    add(m[2], !!m[1]);
  for (const m of source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) add(m[1], false);
  return found;
}

/**
 * Where the features are put together: `composition/` (the API, the pages' services, the processes,
 * the minute's work, the command lines, the demo town and its fifteen-year scale) and the route table,
 * which React Router reads from `app/`. Everything else that is not a feature is the base.
 */
export const isCompositionRoot = (file: string) => file.startsWith('composition/') || file === 'app/routes.ts';

export const featureOf = (file: string): string | null => file.match(/^app\/features\/([^/]+)\//)?.[1] ?? null;

/** The sources git knows of (committed or not), tests, benches and test helpers aside. */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        f && existsSync(path.join(root, f)) && !/^(bench|tests|server\/test)\//.test(f) && !/\.test\.tsx?$/.test(f),
    );
}

export const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Which features each feature imports (its arrows), from every import of `imports`. */
export function featureArrows(imports: Import[]): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [mine, other] = [featureOf(from), featureOf(to)];
    if (!mine || !other || mine === other) continue;
    arrows.set(mine, (arrows.get(mine) ?? new Set()).add(other));
  }
  return arrows;
}
