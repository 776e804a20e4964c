import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';

// Points and shapes on the town's map, the same in the browser (an instant "outside the town") and
// on the server (the check that counts). Coordinates are WGS84; GeoJSON orders them [lon, lat].

export interface Place {
  lat: number;
  lon: number;
}

export type Area = Polygon | MultiPolygon;

/** Whether the point lies in the area; a point on its edge counts as inside. */
export const inside = (place: Place, area: Area) => booleanPointInPolygon([place.lon, place.lat], area);

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance of two points in metres, along the earth's surface (haversine; fine for a town). */
export function distanceM(a: Place, b: Place): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box on the map: its south-west and north-east corners. */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The box `metres` around a point, for a query that only an index on lat and lon needs to answer. */
export function boxAround(place: Place, metres: number): Box {
  const dLat = metres / 111_320;
  const dLon = metres / (111_320 * Math.cos(rad(place.lat)));
  return { south: place.lat - dLat, west: place.lon - dLon, north: place.lat + dLat, east: place.lon + dLon };
}

/** The box an area fits in. */
export function boxOf(area: Area): Box {
  const rings = area.type === 'Polygon' ? area.coordinates : area.coordinates.flat();
  const box = { south: 90, west: 180, north: -90, east: -180 };
  for (const [lon = 0, lat = 0] of rings.flat()) {
    box.south = Math.min(box.south, lat);
    box.north = Math.max(box.north, lat);
    box.west = Math.min(box.west, lon);
    box.east = Math.max(box.east, lon);
  }
  return box;
}

/**
 * A bounding box as apps write it: `minLon,minLat,maxLon,maxLat` (GeoJSON's and OpenStreetMap's
 * order), with `,` or `;`. Swapped corners are put right; anything but four numbers on the earth is null.
 */
export function parseBox(text: string): Box | null {
  const parts = text.split(/[,;]/).map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = parts.map(Number);
  if ([y1, y2].some((lat) => Math.abs(lat) > 90) || [x1, x2].some((lon) => Math.abs(lon) > 180)) return null;
  return { south: Math.min(y1, y2), west: Math.min(x1, x2), north: Math.max(y1, y2), east: Math.max(x1, x2) };
}
