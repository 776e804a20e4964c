import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  featureArrows,
  featureOf,
  type Import,
  importsIn,
  isCompositionRoot,
  read,
  sourceFiles,
} from '../../scripts/feature-imports.ts';

/**
 * The layout's rules (docs/decisions/0012, issue 30): features stand side by side on the base.
 * - The base never imports a feature.
 * - A feature uses another only through its public face: its service, its Zod shapes, its paths and
 *   its components; another feature's tables only from a `schema.server.ts` (a foreign key).
 * - No features import one another, in a pair or round a longer loop.
 * - Casts (`x as T`) outside tests stay at what issue 30 left (half of its 107): a cast says the
 *   types do not describe the value, so a new one asks for a better type instead.
 * Composition roots and tests may import anything. Dynamic `import()` counts like any other.
 */
/**
 * What a feature shows others. Its tables (`schema.server.ts`) only to another's tables. The events'
 * repeat rules (`rrule.ts`, pure) are read by the import's calendar reader, which runs in a process of
 * its own for each file (imports/sources/parse.server.ts): through the events' service it would load
 * the whole feature first, two seconds a file.
 */
const PUBLIC_FACE =
  /^app\/features\/[^/]+\/(service\.server\.ts|schemas\.ts|components\/.+|paths\.ts)$|^app\/features\/events\/rrule\.ts$/;
const TABLES = /^app\/features\/[^/]+\/schema\.server\.ts$/;

function baseImportsFeature(imports: Import[]): string[] {
  return imports
    .filter(({ from, to, typeOnly }) => {
      if (featureOf(from) || isCompositionRoot(from)) return false;
      // The pages' context names the registry's type, not a feature.
      if (typeOnly && to === 'composition/services.ts') return false;
      return !!featureOf(to) || isCompositionRoot(to);
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

function pastThePublicFace(imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const [mine, other] = [featureOf(from), featureOf(to)];
      if (!mine || !other || mine === other || PUBLIC_FACE.test(to)) return false;
      return !(TABLES.test(to) && TABLES.test(from));
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

/**
 * Features that reach one another round a circle (a pair importing each other, or a longer loop):
 * each such group, its members in order. With none, the features stand in floors on the base, every
 * import pointing down.
 */
function featureCycles(imports: Import[]): string[] {
  const arrows = featureArrows(imports);
  const reach = (start: string) => {
    const seen = new Set<string>();
    const next = [start];
    for (let at = next.pop(); at !== undefined; at = next.pop())
      for (const to of arrows.get(at) ?? [])
        if (!seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
    return seen;
  };
  const reached = new Map([...arrows.keys()].map((f) => [f, reach(f)]));
  const groups = new Set<string>();
  for (const [feature, seen] of reached)
    if (seen.has(feature))
      groups.add(
        [...seen]
          .filter((other) => reached.get(other)?.has(feature))
          .sort()
          .join(' ⇄ '),
      );
  return [...groups];
}

/** Issue 30 more than halved the casts outside tests, from 107 to 47. */
const CAST_CEILING = 47;

/** Each `x as T` and `<T>x` of a module, `as const` aside (it narrows, it does not overrule). */
function castsIn(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    if (cast && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(tree) === 'const'))
      found.push(`${file}: ${node.getText(tree).slice(0, 80)}`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const files = sourceFiles();
const imports = files.flatMap((file) => importsIn(file, read(file)));

/** Each rule over the code as it is: nothing breaks it. */
const holds = (rule: (imports: Import[]) => string[]) => expect(rule(imports)).toEqual([]);

describe('the layout of the code', () => {
  it('the base never imports a feature', () => holds(baseImportsFeature));

  it('a feature uses another only through its public face; its tables only for a foreign key', () =>
    holds(pastThePublicFace));

  it('no features import each other, in a pair or round a longer loop', () => holds(featureCycles));

  it('no more casts than issue 30 left outside the tests', () => {
    const casts = files.flatMap((file) => castsIn(file, read(file)));
    expect(casts.length, casts.join('\n')).toBeLessThanOrEqual(CAST_CEILING);
  });

  it('every page lives in a feature: the route table names no module outside app/features', () => {
    const table = read('app/routes.ts');
    const modules = [...table.matchAll(/(?:route|index)\((?:'[^']*', )?'([^']+\.tsx?)'/g)].flatMap((m) =>
      m[1] ? [m[1]] : [],
    );
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((m) => !m.startsWith('features/'))).toEqual([]);
  });
});

describe('each rule catches what it forbids', () => {
  const planted = (file: string, source: string) => importsIn(file, source);

  it('a base module importing a feature, also by a dynamic import()', () => {
    expect(
      baseImportsFeature(
        planted('app/lib/x.ts', "export const f = () => import('../features/news/service.server.ts');"),
      ),
    ).toEqual(['app/lib/x.ts → app/features/news/service.server.ts']);
    // A composition root names them all; the base does not reach them through it.
    expect(
      baseImportsFeature(planted('server/db/x.ts', "import { seedDemo } from '../../composition/seed.ts';")),
    ).toEqual(['server/db/x.ts → composition/seed.ts']);
    expect(
      baseImportsFeature(planted('composition/x.ts', "import { x } from '../app/features/news/service.server.ts';")),
    ).toEqual([]);
    expect(
      baseImportsFeature(planted('server/lib/y.ts', "import type { Services } from '../../composition/services.ts';")),
    ).toEqual([]);
  });

  it("a feature reading another's tables or private modules, but a foreign key is allowed", () => {
    const from = 'app/features/reports/service.server.ts';
    expect(pastThePublicFace(planted(from, "import { cases } from '../e-services/schema.server.ts';"))).toEqual([
      `${from} → app/features/e-services/schema.server.ts`,
    ]);
    expect(
      pastThePublicFace(planted(from, "import {\n  officeCase,\n} from '../e-services/office.server.ts';")),
    ).toEqual([`${from} → app/features/e-services/office.server.ts`]);
    expect(
      pastThePublicFace(
        planted(
          'app/features/waste/schema.server.ts',
          "import { commitments } from '../commitments/schema.server.ts';",
        ),
      ),
    ).toEqual([]);
    expect(pastThePublicFace(planted(from, "import { list } from '../news/service.server.ts';"))).toEqual([]);
  });

  it('two features importing each other, whatever the modules', () => {
    const found = featureCycles([
      ...planted('app/features/media/service.server.ts', "import { usesMedia } from '../news/service.server.ts';"),
      ...planted('app/features/news/service.server.ts', "import type { MediaUsage } from '../media/schemas.ts';"),
      ...planted('app/features/news/service.server.ts', "import { x } from '../search/service.server.ts';"),
    ]);
    expect(found).toEqual(['media ⇄ news']);
  });

  it('features importing one another round a longer loop, with the ones below them left out', () => {
    const found = featureCycles([
      ...planted('app/features/shop/checkout.server.ts', "import { issue } from '../commitments/service.server.ts';"),
      ...planted('app/features/commitments/service.server.ts', "import { site } from '../shell/service.server.ts';"),
      ...planted('app/features/shell/pages/home.tsx', "import { Card } from '../../shop/components/card.tsx';"),
      ...planted('app/features/shell/service.server.ts', "import { x } from '../media/service.server.ts';"),
    ]);
    expect(found).toEqual(['commitments ⇄ shell ⇄ shop']);
  });
});
