import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC, mapBlock, writtenBlock } from './architecture-doc.ts';
import { root } from './feature-imports.ts';

/**
 * The docs a newcomer reads are true to the code: the architecture's map of the features is the one
 * the code makes, and every file or folder the living docs name exists. The decision records are
 * history, written of the code as it was, and are not read for paths.
 */
const LIVING = ['README.md', 'docs/architecture.md', 'docs/api.md', 'docs/deployment.md', 'docs/performance.md'];

/**
 * The paths a doc names in code spans, by the root folders of this repository (`app/features/news/`,
 * `server/lib/jobs.ts`); a name relative to a folder the sentence gives (`pages/*.tsx`) or one with a
 * placeholder (`<feature>`) is not a path to check.
 */
function namedPaths(text: string): string[] {
  const tops = new Set(readdirSync(root).filter((name) => !name.startsWith('.')));
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => (m[1] ?? '').replace(/:\d+(-\d+)?$/, ''))
    .filter((name) => name.includes('/') && !/[<>*{}$…]/.test(name) && tops.has(name.split('/')[0] ?? ''))
    .filter((name) => !/^(build|node_modules|reports|data|bench\/\.build)\//.test(name));
}

describe('the docs', () => {
  it('draw the map of the features as the code is (`npm run docs:architecture` writes it)', () => {
    expect(writtenBlock()).toBe(mapBlock());
  });

  it('name only files and folders that exist', () => {
    const dead = LIVING.flatMap((doc) =>
      namedPaths(readFileSync(path.join(root, doc), 'utf8'))
        .filter((name) => !existsSync(path.join(root, name)))
        .map((name) => `${doc}: ${name}`),
    );
    expect(dead).toEqual([]);
  });

  it('read a name as a path only from the repository’s own folders', () => {
    expect(
      namedPaths('`server/lib/jobs.ts:12`, `pages/*.tsx`, `app/features/<feature>/`, `/media/`, `build/client`'),
    ).toEqual(['server/lib/jobs.ts']);
    expect(DOC.endsWith('docs/architecture.md')).toBe(true);
  });
});
