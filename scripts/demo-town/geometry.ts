// Plane geometry for the demo town's generator and its self-check. The town is drawn in metres on a
// local plane (x east, y north) around its centre and turned into WGS84 only when written: over 4 km
// an equirectangular projection is off by centimetres, far below the 6 decimals the files keep.

export type XY = readonly [number, number];
export type Ring = readonly XY[];

/** The centre of náměstí Míru, where the plane's origin lies. */
export const ORIGIN = { lat: 49.6, lon: 15.58 };

const rad = (ORIGIN.lat * Math.PI) / 180;
/** Metres in a degree of latitude and of longitude at the town's latitude (WGS84 ellipsoid series). */
const M_PER_LAT = 111132.954 - 559.822 * Math.cos(2 * rad) + 1.175 * Math.cos(4 * rad);
const M_PER_LON = 111412.84 * Math.cos(rad) - 93.5 * Math.cos(3 * rad);

export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** [lon, lat] with 6 decimals, the order RFC 7946 wants. */
export function toLonLat([x, y]: XY): [number, number] {
  return [round6(ORIGIN.lon + x / M_PER_LON), round6(ORIGIN.lat + y / M_PER_LAT)];
}

export function fromLonLat([lon, lat]: readonly number[]): XY {
  return [((lon ?? 0) - ORIGIN.lon) * M_PER_LON, ((lat ?? 0) - ORIGIN.lat) * M_PER_LAT];
}

export const distance = (a: XY, b: XY) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Twice the signed area: positive for a counter-clockwise ring. */
export function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (a && b) sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

/** Ray casting; the ring may or may not repeat its first vertex at the end. */
export function insideRing(point: XY, ring: Ring): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

export function distanceToSegment(p: XY, a: XY, b: XY): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export function distanceToLine(p: XY, line: Ring): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) best = Math.min(best, distanceToSegment(p, a, b));
  }
  return best;
}

export function lineLength(line: Ring): number {
  let sum = 0;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) sum += distance(a, b);
  }
  return sum;
}

/**
 * The point `along` metres from the line's start, moved `side` metres to the left of the direction of
 * travel (a negative `side` is to the right).
 */
export function pointBeside(line: Ring, along: number, side: number): XY {
  let left = along;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1];
    const b = line[i];
    if (!a || !b) continue;
    const length = distance(a, b);
    if (left <= length || i === line.length - 1) {
      const t = length === 0 ? 0 : Math.min(1, left / length);
      const nx = -(b[1] - a[1]) / length;
      const ny = (b[0] - a[0]) / length;
      return [a[0] + t * (b[0] - a[0]) + side * nx, a[1] + t * (b[1] - a[1]) + side * ny];
    }
    left -= length;
  }
  return line[0] ?? [0, 0];
}

/** Whether segments ab and cd cross (touching at an end counts). */
export function segmentsCross(a: XY, b: XY, c: XY, d: XY): boolean {
  const turn = (p: XY, q: XY, r: XY) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return turn(a, b, c) !== turn(a, b, d) && turn(c, d, a) !== turn(c, d, b);
}

/** Whether the whole line lies inside the ring: every vertex inside and no segment crossing an edge. */
export function lineInside(line: Ring, ring: Ring): boolean {
  if (!line.every((p) => insideRing(p, ring))) return false;
  for (let i = 1; i < line.length; i += 1) {
    for (let j = 1; j < ring.length; j += 1) {
      const [a, b, c, d] = [line[i - 1], line[i], ring[j - 1], ring[j]];
      if (a && b && c && d && segmentsCross(a, b, c, d)) return false;
    }
  }
  return true;
}

/** A small deterministic random generator (mulberry32), so the files come out the same each run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
