// The map of the features in docs/architecture.md, made from the code: which floor each feature stands
// on, what it imports, where its staff side lives. `npm run docs:architecture` writes it into the doc;
// scripts/architecture-doc.test.ts fails when the doc's map is not what the code is.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureArrows, importsIn, read, root, sourceFiles } from './feature-imports.ts';

export const DOC = path.join(root, 'docs/architecture.md');
const BEGIN = '<!-- begin: the map of the features, written by `npm run docs:architecture` from the code -->';
const END = '<!-- end of the map -->';

interface FeatureLine {
  feature: string;
  floor: number;
  uses: string[];
  staff: string[];
  staffApi: string[];
  pages: number;
  staffPages: number;
}

/**
 * Each feature's floor: 1 for one that imports no other feature, else one above the highest it
 * imports. Only an import pointing down gets a floor; the layout's test forbids loops.
 */
function floorsOf(features: string[], arrows: Map<string, Set<string>>): Map<string, number> {
  const floors = new Map<string, number>();
  const floor = (feature: string, path: string[]): number => {
    const known = floors.get(feature);
    if (known !== undefined) return known;
    if (path.includes(feature)) throw new Error(`Features import one another: ${[...path, feature].join(' → ')}`);
    const below = [...(arrows.get(feature) ?? [])].map((other) => floor(other, [...path, feature]));
    const mine = 1 + Math.max(0, ...below);
    floors.set(feature, mine);
    return mine;
  };
  for (const feature of features) floor(feature, []);
  return floors;
}

export function featureMap(): { lines: FeatureLine[]; arrows: number; floors: number } {
  const featuresDir = path.join(root, 'app/features');
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = sourceFiles();
  const arrows = featureArrows(files.flatMap((file) => importsIn(file, read(file))));
  const floors = floorsOf(features, arrows);
  const lines = features.map((feature): FeatureLine => {
    const own = files
      .filter((file) => file.startsWith(`app/features/${feature}/`))
      .map((file) => file.slice(`app/features/${feature}/`.length));
    const pages = own.filter((file) => /^pages\/[^/]+\.tsx?$/.test(file) && !file.endsWith('.module.css'));
    return {
      feature,
      floor: floors.get(feature) ?? 1,
      uses: [...(arrows.get(feature) ?? [])].sort(),
      staff: own.filter((file) => /^staff(\/[^/]+|-(?!api)[^/]*)?\.server\.ts$|^staff\.server\.ts$/.test(file)).sort(),
      staffApi: own.filter((file) => /^staff-api\.server\.ts$|^staff-api\/[^/]+\.server\.ts$/.test(file)).sort(),
      pages: pages.length,
      staffPages: pages.filter((file) => file.startsWith('pages/sprava-')).length,
    };
  });
  lines.sort((a, b) => b.floor - a.floor || a.feature.localeCompare(b.feature));
  return {
    lines,
    arrows: [...arrows.values()].reduce((sum, to) => sum + to.size, 0),
    floors: Math.max(...lines.map((line) => line.floor)),
  };
}

const list = (items: string[]) => (items.length ? items.map((item) => `\`${item}\``).join(', ') : '—');

/** The map as the doc shows it, between its two markers. */
export function mapBlock(): string {
  const { lines, arrows, floors } = featureMap();
  return [
    BEGIN,
    '',
    `${lines.length} features stand in ${floors} floors on the base, with ${arrows} arrows between them, every one pointing down: a feature imports only features on lower floors (the layout's test forbids a loop).`,
    '',
    '| floor | feature | imports the features | its staff operations | its staff API | pages (of them staff) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lines.map(
      (l) =>
        `| ${l.floor} | \`${l.feature}\` | ${l.uses.join(', ') || '—'} | ${list(l.staff)} | ${list(l.staffApi)} | ${l.pages} (${l.staffPages}) |`,
    ),
    '',
    END,
  ].join('\n');
}

/** The doc's map as it is written now, or null when the doc has none. */
export function writtenBlock(doc = readFileSync(DOC, 'utf8')): string | null {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  return start >= 0 && end > start ? doc.slice(start, end + END.length) : null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const doc = readFileSync(DOC, 'utf8');
  const written = writtenBlock(doc);
  if (!written) throw new Error(`${DOC} has no map between "${BEGIN}" and "${END}".`);
  writeFileSync(DOC, doc.replace(written, mapBlock()));
  console.log(`docs/architecture.md: the map of the features written (${featureMap().lines.length} features).`);
}
