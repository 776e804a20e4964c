import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * The demo town's content lives in `demo/<feature>/*.yaml` at the project's
 * root, not in code: the server build carries no demo prose, and a writer can
 * change a text without touching TypeScript. Each file is checked against the
 * schema of its seeding step, so a typo fails the seed with the file's name
 * and the field rather than inserting a half-filled row.
 */
export function readDemo<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  // A file named with its extension is read as is: GeoJSON is JSON, which YAML reads too.
  const name = path.extname(file) ? file : `${file}.yaml`;
  const full = path.join(demoRoot(), name);
  const parsed = schema.safeParse(parse(readFileSync(full, 'utf8')));
  if (!parsed.success) {
    // A failed parse has at least one issue; the first is the one to fix first.
    const [issue] = parsed.error.issues;
    throw new Error(`demo/${name}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * The id of a row seeded before, by the key a demo file names it with (a slug, a name). A key
 * nothing was seeded under is a mistake in the demo files: it fails the seed with the key.
 */
export function seededId<K, V>(ids: ReadonlyMap<K, V>, key: K, what: string): V {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The demo names ${what} "${String(key)}", which was not seeded.`);
  return id;
}

let root: string | undefined;

/** The `demo/` folder, found upwards from here: this file runs from the sources and from `build/server-dist`. */
function demoRoot(): string {
  if (root) return root;
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'demo')) && existsSync(path.join(dir, 'package.json'))) {
      root = path.join(dir, 'demo');
      return root;
    }
    if (path.dirname(dir) === dir) throw new Error('The demo/ folder was not found above the server.');
  }
}
