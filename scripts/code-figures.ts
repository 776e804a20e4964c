// The figures a reviewer reads the code's shape by (issue 59): files and page modules too long to live
// in, functions over 100 lines, non-null assertions, and how many places bump an item's version or
// read a form field by hand. `npm run figures` prints them; `-v` lists what counts. Tests aside.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['app', 'common', 'composition', 'server', 'scripts'];
/** Written by a program or a library in all but name: the demo's drawn images, the rich-text editor. */
const EXEMPT = new Set(['server/db/seed/demo-images.ts', 'app/components/rich-text/editor.tsx']);

export const LIMITS = { fileLines: 400, pageLines: 300, functionLines: 100 };

export interface Figures {
  files: number;
  longFiles: { file: string; lines: number }[];
  longPages: { file: string; lines: number }[];
  longFunctions: { file: string; name: string; lines: number }[];
  nonNull: { file: string; count: number }[];
  versionBumps: { file: string; line: number }[];
  formReads: { file: string; line: number }[];
}

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name).split(path.sep).join('/'))
    .filter(
      (file) =>
        /\.(ts|tsx|mts)$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.endsWith('.d.ts') &&
        !file.includes('node_modules/') &&
        !file.startsWith('server/test/') &&
        !file.includes('/+types/'),
    );
}

/** A route module: a page under a feature's `pages/` folder. */
const isPage = (file: string) => /^app\/features\/[^/]+\/pages\//.test(file);

export function codeFigures(): Figures {
  const figures: Figures = {
    files: 0,
    longFiles: [],
    longPages: [],
    longFunctions: [],
    nonNull: [],
    versionBumps: [],
    formReads: [],
  };
  for (const file of FOLDERS.flatMap(sources).sort()) {
    figures.files += 1;
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (!EXEMPT.has(file) && lines > LIMITS.fileLines) figures.longFiles.push({ file, lines });
    if (isPage(file) && lines > LIMITS.pageLines) figures.longPages.push({ file, lines });
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
    let nonNull = 0;
    const visit = (node: ts.Node): void => {
      if (ts.isNonNullExpression(node)) nonNull += 1;
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const length = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
        if (length > LIMITS.functionLines && !EXEMPT.has(file))
          figures.longFunctions.push({ file, name: node.name?.getText(source) ?? '(anonymous)', lines: length });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (nonNull > 0) figures.nonNull.push({ file, count: nonNull });
    text.split('\n').forEach((line, index) => {
      if (/version:\s*\w+(\.\w+)*\.version \+ 1/.test(line)) figures.versionBumps.push({ file, line: index + 1 });
      if (/String\(form\.get\(/.test(line) && !/intent/.test(line)) figures.formReads.push({ file, line: index + 1 });
    });
  }
  return figures;
}

export const nonNullCount = (figures: Figures) => figures.nonNull.reduce((sum, f) => sum + f.count, 0);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const figures = codeFigures();
  const verbose = process.argv.includes('-v');
  const show = (title: string, rows: object[]) => {
    console.log(`${title}: ${rows.length}`);
    if (verbose) for (const row of rows) console.log(`  ${Object.values(row).join('  ')}`);
  };
  console.log(`source files (tests aside): ${figures.files}`);
  show(`files over ${LIMITS.fileLines} lines`, figures.longFiles);
  show(`page modules over ${LIMITS.pageLines} lines`, figures.longPages);
  show(`functions over ${LIMITS.functionLines} lines`, figures.longFunctions);
  console.log(`non-null assertions: ${nonNullCount(figures)}`);
  if (verbose)
    for (const row of figures.nonNull.sort((a, b) => b.count - a.count)) console.log(`  ${row.count}  ${row.file}`);
  show('places that bump an item’s version by hand', figures.versionBumps);
  show('form fields read by hand (String(form.get(…)), intents aside)', figures.formReads);
}
