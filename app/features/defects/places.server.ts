import { and, asc, between, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { type Area, boxAround, distanceM, inside, type Place } from './geo.ts';
import { addressPoints, mapLayers } from './schema.server.ts';
import type { AddressPoint, PlaceCheck, TownMap } from './schemas.ts';

// The town's places: its address points, its boundary and parts, and the map they are drawn on.

type Ctx = Pick<ServiceContext, 'db'>;
type PointRow = typeof addressPoints.$inferSelect;

/** How far from an address point a pin still reads as "at" it. */
const NEAR_M = 150;
/** How many suggestions a typed address gets. */
const SUGGESTIONS = 10;

/** An address as people write it: "Lipová 412/12", "Dolní Lhota 15", "Kamenný Mlýn č. ev. 3". */
export function addressLabel(p: Pick<PointRow, 'street' | 'part' | 'houseNumber' | 'evidence' | 'streetNumber'>) {
  const number = `${p.evidence ? 'č. ev. ' : ''}${p.houseNumber}${p.streetNumber ? `/${p.streetNumber}` : ''}`;
  return `${p.street ?? p.part} ${number}`;
}

const toAddress = (p: PointRow): AddressPoint => ({
  code: p.code,
  label: addressLabel(p),
  street: p.street,
  part: p.part,
  zip: p.zip,
  lat: p.lat,
  lon: p.lon,
});

/** A name compared without case and diacritics: "lipova" finds Lipová. */
const folded = (value: SQL | string) => sql`unaccent(lower(${value}))`;
const placeName = sql`coalesce(${addressPoints.street}, ${addressPoints.part})`;

/** A typed address split into its name and number: "Lipová 412/12", "lipova 12", "Dolní Lhota č. p. 15". */
export function parseAddress(text: string): { name: string; number: string | null } {
  const match = /^(.*?)[\s,]+(?:č\.\s*(?:p|ev)\.\s*)?(\d{1,5}(?:\/\d{1,4}[a-z]?)?|\d{1,4}[a-z])$/i.exec(text.trim());
  if (!match) return { name: text.trim(), number: null };
  return { name: match[1]?.trim() ?? '', number: match[2] ?? null };
}

/** Points whose number is the typed one: číslo popisné or orientační ("12" finds 412/12 and 12), or both ("412/12"). */
function numberIs(number: string): SQL | undefined {
  const [house, street] = number.toLowerCase().split('/');
  if (street) return and(eq(addressPoints.houseNumber, Number(house)), eq(addressPoints.streetNumber, street));
  const byStreetNumber = eq(addressPoints.streetNumber, number.toLowerCase());
  return /^\d+$/.test(number) ? or(eq(addressPoints.houseNumber, Number(number)), byStreetNumber) : byStreetNumber;
}

/** Points whose number starts as typed; a whole "412/12" is matched as it is. */
function numberStarts(number: string): SQL | undefined {
  if (number.includes('/')) return numberIs(number);
  const prefix = `${number.toLowerCase()}%`;
  return sql`(${addressPoints.houseNumber}::text like ${prefix} or ${addressPoints.streetNumber} like ${prefix})`;
}

/** The address points a typed address names: none, one, or several to choose from. */
export async function findAddress(ctx: Ctx, text: string): Promise<AddressPoint[]> {
  const { name, number } = parseAddress(text);
  if (!name || !number) return [];
  const rows = await ctx.db
    .select()
    .from(addressPoints)
    .where(and(sql`${folded(placeName)} = ${folded(name)}`, numberIs(number)))
    .orderBy(asc(addressPoints.houseNumber))
    .limit(SUGGESTIONS);
  return rows.map(toAddress);
}

/** Suggestions for a half-typed address: the streets and parts starting so, with the numbers starting so. */
export async function suggestAddresses(ctx: Ctx, text: string): Promise<AddressPoint[]> {
  const { name, number } = parseAddress(text);
  if (name.length < 2) return [];
  const prefix = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select()
    .from(addressPoints)
    .where(and(sql`${folded(placeName)} like ${folded(prefix)}`, number ? numberStarts(number) : undefined))
    .orderBy(asc(placeName), asc(addressPoints.houseNumber))
    .limit(SUGGESTIONS);
  return rows.map(toAddress);
}

/** A street's addresses, for the list of numbers once the street is chosen. */
export async function streetAddresses(ctx: Ctx, street: string): Promise<AddressPoint[]> {
  const rows = await ctx.db
    .select()
    .from(addressPoints)
    .where(sql`${folded(placeName)} = ${folded(street)}`)
    .orderBy(asc(addressPoints.houseNumber))
    .limit(500);
  return rows.map(toAddress);
}

/** The streets, and the parts of town without streets, as the address field offers them. */
export async function placeNames(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ name: placeName }).from(addressPoints).orderBy(asc(placeName));
  return rows.map((row) => String(row.name)).sort((a, b) => a.localeCompare(b, 'cs'));
}

/** The town's boundary and its parts, as stored in the map's layers. */
async function townAreas(ctx: Ctx): Promise<{ boundary: Area[]; parts: { name: string; area: Area }[] }> {
  const rows = await ctx.db
    .select({ kind: mapLayers.kind, name: mapLayers.name, geometry: mapLayers.geometry })
    .from(mapLayers)
    .where(inArray(mapLayers.kind, ['boundary', 'area']));
  const areas = rows.flatMap((row) => {
    const { geometry } = row;
    return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon' ? [{ ...row, area: geometry }] : [];
  });
  return {
    boundary: areas.filter((row) => row.kind === 'boundary').map((row) => row.area),
    parts: areas.filter((row) => row.kind === 'area').map(({ name, area }) => ({ name, area })),
  };
}

/** The nearest address point within `NEAR_M`, with its distance. */
async function nearestPoint(ctx: Ctx, place: Place): Promise<(AddressPoint & { distance_m: number }) | null> {
  const box = boxAround(place, NEAR_M);
  const rows = await ctx.db
    .select()
    .from(addressPoints)
    .where(and(between(addressPoints.lat, box.south, box.north), between(addressPoints.lon, box.west, box.east)));
  let best: { row: PointRow; distance: number } | null = null;
  for (const row of rows) {
    const distance = distanceM(place, row);
    if (distance <= NEAR_M && (!best || distance < best.distance)) best = { row, distance };
  }
  return best && { ...toAddress(best.row), distance_m: Math.round(best.distance) };
}

/** Where a point is: inside the town or not, in which part, near which address. */
export async function checkPlace(ctx: Ctx, place: Place): Promise<PlaceCheck> {
  const { boundary, parts } = await townAreas(ctx);
  const within = boundary.some((area) => inside(place, area));
  if (!within) return { inside: false, area: null, nearest: null };
  return {
    inside: true,
    area: parts.find((part) => inside(place, part.area))?.name ?? null,
    nearest: await nearestPoint(ctx, place),
  };
}

/** The town's map for the browser: every layer as a GeoJSON feature with its kind, name and style. */
export async function townMap(ctx: Ctx): Promise<TownMap> {
  const rows = await ctx.db.select().from(mapLayers).orderBy(asc(mapLayers.id));
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      properties: { kind: row.kind, name: row.name, style: row.style },
      geometry: row.geometry,
    })),
  };
}
