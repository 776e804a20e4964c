// Writes the demo town's map (demo/defects/town.geojson) and address points (demo/defects/addresses.yaml)
// from the plans beside this file, then checks what it wrote (categories.yaml is written by hand and only
// checked). Run with the project's Node 24 (node_modules/.bin/node, first on the PATH of `npm exec`):
//   node scripts/demo-town/generate.ts          (writes both files and checks them)
//   node scripts/demo-town/check.ts             (only checks the files as they are)
// The output is the same on every run; change a plan or the seed to get another town. Moving a house the
// other demo files name (a pin) breaks nothing here, but keep its číslo popisné and číslo orientační.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Address, drawAddresses } from './addresses.ts';
import { checkTown, DEMO } from './check.ts';
import { type Ring, toLonLat } from './geometry.ts';
import { LOTS } from './plan-addresses.ts';
import { AREAS, BOUNDARY, type Part, RAILWAY, STREAMS, STREETS, WATER } from './plan-map.ts';

const SEED = 60;

const closed = (ring: Ring) => [...ring, ...ring.slice(0, 1)].map(toLonLat);

function feature(properties: Record<string, string>, geometry: { type: string; coordinates: unknown }) {
  return JSON.stringify({ type: 'Feature', properties, geometry });
}

function townGeoJson(): string {
  const polygon = (ring: Ring) => ({ type: 'Polygon', coordinates: [closed(ring)] });
  const line = (points: Ring) => ({ type: 'LineString', coordinates: points.map(toLonLat) });
  const features = [
    feature({ kind: 'boundary', name: 'Vzorov' }, polygon(BOUNDARY)),
    ...AREAS.map((area) => feature({ kind: 'area', name: area.name }, polygon(area.ring))),
    ...WATER.map((water) => feature({ kind: 'water', name: water.name }, polygon(water.ring))),
    ...STREAMS.map((stream) => feature({ kind: 'stream', name: stream.name }, line(stream.line))),
    feature({ kind: 'railway' }, line(RAILWAY)),
    ...STREETS.map((street) => feature({ kind: 'street', name: street.name, class: street.class }, line(street.line))),
  ];
  return `{"type":"FeatureCollection","features":[\n${features.join(',\n')}\n]}\n`;
}

const PARTS: Part[] = ['Vzorov', 'Dolní Lhota', 'Kamenný Mlýn'];
const collator = new Intl.Collator('cs');
const coOrder = (co: string | undefined) => Number.parseInt(co ?? '0', 10) + (co && /[a-z]$/.test(co) ? 0.5 : 0);

function addressLine(a: Address): string {
  const [lon, lat] = toLonLat(a.at);
  const fields = [
    `code: ${a.code}`,
    `street: ${a.street ?? 'null'}`,
    `cp: ${a.cp}`,
    ...(a.co ? [`co: '${a.co}'`] : []),
    ...(a.ev ? ['ev: true'] : []),
    `part: ${a.part}`,
    `zip: '${a.zip}'`,
    `lat: ${lat.toFixed(6)}`,
    `lon: ${lon.toFixed(6)}`,
  ];
  return `- { ${fields.join(', ')} }${a.note ? ` # ${a.note}` : ''}`;
}

const HEADER = `# The demo town's address points, like RÚIAN's "adresní místa" (issue 60). Written by
# scripts/demo-town/generate.ts: change the plans there and run it again rather than editing by hand.
# code: the address point's code (kód adresního místa); cp: the číslo popisné, or with ev: true the číslo
# evidenční of a temporary building; co: the číslo orientační (odd numbers on one side of the street, even
# on the other; a square is numbered around); part: the part of the town (část obce) whose area holds it.
# lat/lon: the address's definition point in WGS84, beside its street like the house's entrance.
# A note after # names the building when the demo's other files name it.
`;

function addressesYaml(addresses: Address[]): string {
  const sorted = [...addresses].sort(
    (a, b) =>
      PARTS.indexOf(a.part) - PARTS.indexOf(b.part) ||
      (a.street === null ? 1 : 0) - (b.street === null ? 1 : 0) ||
      collator.compare(a.street ?? '', b.street ?? '') ||
      coOrder(a.co) - coOrder(b.co) ||
      Number(a.ev ?? false) - Number(b.ev ?? false) ||
      a.cp - b.cp,
  );
  const lines = PARTS.flatMap((part) => [`# ${part}`, ...sorted.filter((a) => a.part === part).map(addressLine)]);
  return `${HEADER}${lines.join('\n')}\n`;
}

const addresses = drawAddresses(LOTS, SEED);
writeFileSync(path.join(DEMO, 'town.geojson'), townGeoJson());
writeFileSync(path.join(DEMO, 'addresses.yaml'), addressesYaml(addresses));
const problems = checkTown();
process.exitCode = problems ? 1 : 0;
