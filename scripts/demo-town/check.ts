// Checks the demo town's files as written (demo/defects/town.geojson, addresses.yaml, categories.yaml):
// read back from the files alone, not from the plans that made them. `node scripts/demo-town/check.ts`
// prints what it found and exits with 1 on any problem; generate.ts runs it after writing.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  distance,
  distanceToLine,
  fromLonLat,
  insideRing,
  lineInside,
  type Ring,
  segmentsCross,
  signedArea,
  type XY,
} from './geometry.ts';

export const DEMO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo/defects');

interface Feature {
  properties: { kind: string; name?: string; class?: string };
  geometry: { type: string; coordinates: number[][] | number[][][] };
}
interface AddressRow {
  code: number;
  street: string | null;
  cp: number;
  co?: string;
  ev?: boolean;
  part: string;
  zip: string;
  lat: number;
  lon: number;
}

/** The addresses the demo's other files already use, which must be there exactly. */
const REQUIRED = [
  ['Lipová', 412, '12'],
  ['U Rybníka', 87, '3'],
  ['Nádražní', 1203, '18'],
  ['Školní', 233, '5'],
  ['náměstí Míru', 1, '1'],
  ['náměstí Míru', 3, '3'],
  ['Zámecká', 2, '1'],
] as const;
const REQUIRED_STREETS = ['Lipová', 'U Rybníka', 'Nádražní', 'Školní', 'náměstí Míru', 'Zámecká', 'U Lomu', 'Tyršova'];
const PARTS = ['Vzorov', 'Dolní Lhota', 'Kamenný Mlýn'];

const problems: string[] = [];
const facts: string[] = [];
const expect = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

const ringOf = (f: Feature): Ring => ((f.geometry.coordinates as number[][][])[0] ?? []).map(fromLonLat);
const lineOf = (f: Feature): Ring => (f.geometry.coordinates as number[][]).map(fromLonLat);
const sixDecimals = (n: number) => Math.abs(n * 1e6 - Math.round(n * 1e6)) < 1e-6;

function checkPolygons(features: Feature[]): { boundary: Ring; areas: Map<string, Ring> } {
  const boundaries = features.filter((f) => f.properties.kind === 'boundary');
  expect(boundaries.length === 1 && boundaries[0]?.properties.name === 'Vzorov', 'not exactly one boundary "Vzorov"');
  const boundary = boundaries[0] ? ringOf(boundaries[0]) : [];
  const areas = new Map(
    features.filter((f) => f.properties.kind === 'area').map((f) => [f.properties.name ?? '', ringOf(f)]),
  );
  expect(areas.size === 3 && PARTS.every((p) => areas.has(p)), `areas are ${[...areas.keys()].join(', ')}`);
  for (const f of features.filter((f) => f.geometry.type === 'Polygon')) {
    const ring = ringOf(f);
    const [first, last] = [ring[0], ring[ring.length - 1]];
    const name = `${f.properties.kind} ${f.properties.name ?? ''}`;
    expect(!!first && !!last && first[0] === last[0] && first[1] === last[1], `${name}: ring not closed`);
    expect(signedArea(ring) > 0, `${name}: ring not counter-clockwise`);
  }
  const xs = boundary.map((p) => p[0]);
  const ys = boundary.map((p) => p[1]);
  const size = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  facts.push(
    `boundary: ${boundary.length - 1} vertices, ${((size[0] ?? 0) / 1000).toFixed(2)} × ${((size[1] ?? 0) / 1000).toFixed(2)} km`,
  );
  expect(boundary.length - 1 >= 20 && boundary.length - 1 <= 40, 'boundary has not 20–40 vertices');
  // The areas cover the boundary without overlapping: every point of a 25 m grid is in exactly one.
  let points = 0;
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += 25)
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += 25) {
      const inside = insideRing([x, y], boundary);
      const count = [...areas.values()].filter((ring) => insideRing([x, y], ring)).length;
      if (inside) points += 1;
      expect(count === (inside ? 1 : 0), `the point ${x},${y} is in ${count} areas`);
    }
  const sum = [...areas.values()].reduce((s, ring) => s + signedArea(ring), 0);
  expect(Math.abs(sum - signedArea(boundary)) < 1, 'the areas do not add up to the boundary');
  facts.push(`areas: ${[...areas.keys()].join(', ')}; ${points} grid points each in exactly one`);
  return { boundary, areas };
}

/**
 * Which streets meet which (by a shared vertex); a street crossing another anywhere but at a vertex both
 * share is a problem, and so is a network in more than one piece.
 */
function network(lines: Map<string, Ring>): Map<string, Set<string>> {
  const key = (p: XY) => `${p[0].toFixed(2)},${p[1].toFixed(2)}`;
  const names = [...lines.keys()];
  const linked = new Map(names.map((n) => [n, new Set<string>()]));
  names.forEach((a, i) => {
    const la = lines.get(a) ?? [];
    for (const b of names.slice(i + 1)) {
      const lb = lines.get(b) ?? [];
      const shared = new Set(la.map(key).filter((k) => lb.some((q) => key(q) === k)));
      if (shared.size > 0) {
        linked.get(a)?.add(b);
        linked.get(b)?.add(a);
      }
      for (let s = 1; s < la.length; s += 1)
        for (let t = 1; t < lb.length; t += 1) {
          const [p, q, r, u] = [la[s - 1], la[s], lb[t - 1], lb[t]];
          if (!p || !q || !r || !u || !segmentsCross(p, q, r, u)) continue;
          const meet = [p, q].some((v) => shared.has(key(v)) && (key(v) === key(r) || key(v) === key(u)));
          expect(meet, `${a} crosses ${b} without a shared vertex`);
        }
    }
  });
  const seen = new Set<string>(names.slice(0, 1));
  const queue = names.slice(0, 1);
  for (let name = queue.shift(); name !== undefined; name = queue.shift())
    for (const next of linked.get(name) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  expect(seen.size === names.length, `streets not connected: ${names.filter((n) => !seen.has(n)).join(', ')}`);
  return linked;
}

function checkStreets(features: Feature[], boundary: Ring): Map<string, Ring> {
  const streets = features.filter((f) => f.properties.kind === 'street');
  const lines = new Map(streets.map((f) => [f.properties.name ?? '', lineOf(f)]));
  expect(lines.size === streets.length, 'two streets share a name');
  for (const name of REQUIRED_STREETS) expect(lines.has(name), `no street ${name}`);
  for (const f of streets) {
    expect(
      ['main', 'local', 'path'].includes(f.properties.class ?? ''),
      `${f.properties.name}: class ${f.properties.class}`,
    );
    expect(lineInside(lineOf(f), boundary), `${f.properties.name} leaves the boundary`);
  }
  const linked = network(lines);
  const mainOnSquare = streets.filter(
    (f) =>
      f.properties.class === 'main' &&
      f.properties.name !== 'náměstí Míru' &&
      linked.get('náměstí Míru')?.has(f.properties.name ?? ''),
  );
  expect(mainOnSquare.length >= 2, 'no main road passes through náměstí Míru');
  const byClass = (c: string) => streets.filter((f) => f.properties.class === c).length;
  facts.push(
    `streets: ${streets.length} (main ${byClass('main')}, local ${byClass('local')}, path ${byClass('path')}), one network, inside the boundary; main roads on the square: ${mainOnSquare.map((f) => f.properties.name).join(', ')}`,
  );
  return lines;
}

function checkGeoJson(): { boundary: Ring; areas: Map<string, Ring>; streets: Map<string, Ring> } {
  const file = path.join(DEMO, 'town.geojson');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { type: string; features: Feature[] };
  const bytes = statSync(file).size;
  expect(json.type === 'FeatureCollection', 'not a FeatureCollection');
  expect(bytes < 60 * 1024, `town.geojson has ${bytes} bytes`);
  const numbers = JSON.stringify(json.features.map((f) => f.geometry.coordinates)).match(/-?\d+\.?\d*/g) ?? [];
  expect(
    numbers.every((n) => sixDecimals(Number(n))),
    'a coordinate has more than 6 decimals',
  );
  const kinds = new Map<string, number>();
  for (const f of json.features) kinds.set(f.properties.kind, (kinds.get(f.properties.kind) ?? 0) + 1);
  facts.push(
    `town.geojson: ${bytes} bytes, ${json.features.length} features (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
  );
  const { boundary, areas } = checkPolygons(json.features);
  return { boundary, areas, streets: checkStreets(json.features, boundary) };
}

/** Where a point lies along a line (metres from its start) and on which side (1 left, -1 right). */
function placeOn(point: XY, line: Ring): { along: number; side: number } {
  let best = { d: Number.POSITIVE_INFINITY, along: 0, side: 0 };
  let walked = 0;
  for (let i = 1; i < line.length; i += 1) {
    const [a, b] = [line[i - 1], line[i]];
    if (!a || !b) continue;
    const d = distanceToLine(point, [a, b]);
    const length = distance(a, b);
    if (d < best.d) {
      const t = ((point[0] - a[0]) * (b[0] - a[0]) + (point[1] - a[1]) * (b[1] - a[1])) / (length * length);
      const cross = (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]);
      best = { d, along: walked + Math.max(0, Math.min(1, t)) * length, side: Math.sign(cross) };
    }
    walked += length;
  }
  return best;
}

function checkNumbering(rows: AddressRow[], streets: Map<string, Ring>) {
  const numbered = new Map<string, { co: number; along: number; side: number }[]>();
  for (const row of rows) {
    if (!row.street || !row.co || row.street === 'náměstí Míru') continue;
    const place = placeOn(fromLonLat([row.lon, row.lat]), streets.get(row.street) ?? []);
    const list = numbered.get(row.street) ?? [];
    list.push({ co: Number.parseInt(row.co, 10), ...place });
    numbered.set(row.street, list);
  }
  for (const [street, list] of numbered) {
    const odd = new Set(list.filter((h) => h.co % 2 === 1).map((h) => h.side));
    const even = new Set(list.filter((h) => h.co % 2 === 0).map((h) => h.side));
    expect(odd.size <= 1 && even.size <= 1 && ![...odd].some((s) => even.has(s)), `${street}: odd and even mixed`);
    for (const parity of [0, 1]) {
      const side = list.filter((h) => h.co % 2 === parity).sort((a, b) => a.along - b.along);
      side.forEach((h, i) => {
        const before = side[i - 1];
        expect(!before || before.co <= h.co, `${street}: ${h.co} comes before ${before?.co} along the street`);
      });
    }
  }
}

function checkAddresses(boundary: Ring, areas: Map<string, Ring>, streets: Map<string, Ring>) {
  const rows = parse(readFileSync(path.join(DEMO, 'addresses.yaml'), 'utf8')) as AddressRow[];
  expect(rows.length >= 150 && rows.length <= 200, `${rows.length} addresses`);
  const unique = (what: string, keys: string[]) => {
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes.length === 0, `${what} not unique: ${dupes.join('; ')}`);
  };
  unique(
    'code',
    rows.map((r) => String(r.code)),
  );
  unique(
    '(part, cp, ev)',
    rows.map((r) => `${r.part} ${r.cp} ${r.ev ?? false}`),
  );
  unique(
    '(street, co)',
    rows.filter((r) => r.co).map((r) => `${r.street} ${r.co}`),
  );
  let farthest = 0;
  const points: XY[] = [];
  for (const r of rows) {
    const at = fromLonLat([r.lon, r.lat]);
    const name = `${r.street ?? r.part} ${r.ev ? 'č. ev. ' : ''}${r.cp}${r.co ? `/${r.co}` : ''}`;
    expect(/^\d{8}$/.test(String(r.code)), `${name}: code ${r.code}`);
    expect(Number.isInteger(r.cp) && r.cp > 0, `${name}: cp`);
    expect(!r.co || (!!r.street && /^\d+[a-z]?$/.test(r.co)), `${name}: co ${r.co}`);
    expect(r.zip === (r.part === 'Vzorov' ? '123 45' : '123 46'), `${name}: zip ${r.zip}`);
    expect(sixDecimals(r.lat) && sixDecimals(r.lon), `${name}: more than 6 decimals`);
    expect(insideRing(at, boundary), `${name}: outside the boundary`);
    const inAreas = [...areas].filter(([, ring]) => insideRing(at, ring)).map(([n]) => n);
    expect(
      inAreas.length === 1 && inAreas[0] === r.part,
      `${name}: in ${inAreas.join(', ') || 'no area'}, not ${r.part}`,
    );
    if (r.street) {
      const line = streets.get(r.street);
      const d = line ? distanceToLine(at, line) : Number.POSITIVE_INFINITY;
      farthest = Math.max(farthest, d);
      expect(d >= 8 && d <= 25, `${name}: ${d.toFixed(1)} m from its street`);
    }
    const near = points.find((p) => distance(p, at) < 8);
    expect(!near, `${name}: on top of another point`);
    points.push(at);
  }
  for (const [street, cp, co] of REQUIRED)
    expect(
      rows.some((r) => r.street === street && r.cp === cp && r.co === co && r.part === 'Vzorov'),
      `missing ${street} ${cp}/${co}`,
    );
  checkNumbering(rows, streets);
  const inPart = (part: string) => rows.filter((r) => r.part === part);
  const noStreet = (part: string) => inPart(part).filter((r) => !r.street).length;
  expect(inPart('Dolní Lhota').length >= 20 && inPart('Dolní Lhota').length <= 30, 'Dolní Lhota has not 20–30 points');
  expect(noStreet('Dolní Lhota') > 0, 'every point of Dolní Lhota has a street');
  expect(inPart('Kamenný Mlýn').length >= 8 && inPart('Kamenný Mlýn').length <= 12, 'Kamenný Mlýn has not 8–12 points');
  expect(noStreet('Kamenný Mlýn') === inPart('Kamenný Mlýn').length, 'a point of Kamenný Mlýn has a street');
  const ev = rows.filter((r) => r.ev).length;
  expect(ev >= 3 && ev <= 4, `${ev} evidenční numbers`);
  facts.push(
    `addresses: ${rows.length} (${PARTS.map((p) => `${p} ${inPart(p).length}, ${noStreet(p)} without a street`).join('; ')}), ${ev} č. ev., ${new Set(rows.map((r) => r.street).filter(Boolean)).size} streets with houses; the farthest ${farthest.toFixed(1)} m from its street`,
  );
}

function checkCategories() {
  const root = path.resolve(DEMO, '..');
  const departments = new Set(
    (parse(readFileSync(path.join(root, 'people/departments.yaml'), 'utf8')) as { slug: string }[]).map((d) => d.slug),
  );
  const rows = parse(readFileSync(path.join(DEMO, 'categories.yaml'), 'utf8')) as Record<string, unknown>[];
  const codes = rows.map((r) => r.code);
  expect(new Set(codes).size === codes.length, 'category codes not unique');
  for (const r of rows) {
    const name = String(r.code);
    expect(typeof r.code === 'string' && /^[a-z][a-z0-9-]*$/.test(r.code), `${name}: code not lowercase ascii`);
    for (const field of ['name', 'group', 'description', 'notice'])
      expect(typeof r[field] === 'string' && String(r[field]).length > 0, `${name}: no ${field}`);
    expect(departments.has(String(r.department)), `${name}: unknown department ${r.department}`);
    expect(Number.isInteger(r.daysToFix) && Number(r.daysToFix) > 0, `${name}: daysToFix`);
    expect(Array.isArray(r.keywords) && r.keywords.length > 0, `${name}: keywords`);
  }
  facts.push(`categories: ${rows.length} (${codes.join(', ')})`);
}

/** Runs every check, prints the facts and the problems, and returns how many problems there were. */
export function checkTown(): number {
  const { boundary, areas, streets } = checkGeoJson();
  checkAddresses(boundary, areas, streets);
  checkCategories();
  for (const fact of facts) console.log(`✓ ${fact}`);
  for (const problem of problems) console.log(`✗ ${problem}`);
  console.log(problems.length === 0 ? 'All checks passed.' : `${problems.length} problems.`);
  return problems.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = checkTown() ? 1 : 0;
}
