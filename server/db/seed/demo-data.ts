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
  const full = path.join(demoRoot(), `${file}.yaml`);
  const parsed = schema.safeParse(parse(readFileSync(full, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`demo/${file}.yaml: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
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
