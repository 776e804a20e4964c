import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { boxAround, boxOf, distanceM, inside, parseBox } from './geo.ts';

// A square town 0.01° a side, with a pond (a hole) in its middle.
const town: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [15.57, 49.59],
      [15.58, 49.59],
      [15.58, 49.6],
      [15.57, 49.6],
      [15.57, 49.59],
    ],
    [
      [15.574, 49.594],
      [15.574, 49.596],
      [15.576, 49.596],
      [15.576, 49.594],
      [15.574, 49.594],
    ],
  ],
};

describe('a point and the town', () => {
  it('inside, outside, in the hole, on the edge', () => {
    expect(inside({ lat: 49.592, lon: 15.572 }, town)).toBe(true);
    expect(inside({ lat: 49.61, lon: 15.572 }, town)).toBe(false);
    expect(inside({ lat: 49.595, lon: 15.575 }, town)).toBe(false);
    expect(inside({ lat: 49.59, lon: 15.575 }, town)).toBe(true);
  });

  it('a multipolygon: either part counts', () => {
    const [outer = []] = town.coordinates;
    const east = outer.map(([lon = 0, lat = 0]) => [lon + 0.02, lat]);
    const both = { type: 'MultiPolygon' as const, coordinates: [[outer], [east]] };
    expect(inside({ lat: 49.595, lon: 15.595 }, both)).toBe(true);
    expect(inside({ lat: 49.595, lon: 15.585 }, both)).toBe(false);
  });
});

describe('distances', () => {
  it('a degree of latitude is about 111 km; a point from itself 0', () => {
    expect(distanceM({ lat: 49, lon: 15 }, { lat: 50, lon: 15 })).toBeCloseTo(111_195, -2);
    expect(distanceM({ lat: 49.6, lon: 15.58 }, { lat: 49.6, lon: 15.58 })).toBe(0);
  });

  it('the box around a point holds every point that near, and its corners are further', () => {
    const at = { lat: 49.6, lon: 15.58 };
    const box = boxAround(at, 150);
    expect(distanceM(at, { lat: box.north, lon: at.lon })).toBeCloseTo(150, 0);
    expect(distanceM(at, { lat: at.lat, lon: box.east })).toBeCloseTo(150, 0);
    expect(distanceM(at, { lat: box.north, lon: box.east })).toBeGreaterThan(150);
  });

  it("an area's box", () => {
    expect(boxOf(town)).toEqual({ south: 49.59, west: 15.57, north: 49.6, east: 15.58 });
  });
});

describe('a bounding box as apps send it', () => {
  it('minLon,minLat,maxLon,maxLat, with commas or semicolons', () => {
    const box = { south: 49.59, west: 15.57, north: 49.6, east: 15.58 };
    expect(parseBox('15.57,49.59,15.58,49.6')).toEqual(box);
    expect(parseBox('15.57;49.59;15.58;49.6')).toEqual(box);
  });

  it('swapped corners are put right', () => {
    expect(parseBox('15.58,49.6,15.57,49.59')).toEqual({ south: 49.59, west: 15.57, north: 49.6, east: 15.58 });
  });

  it('anything but four numbers on the earth is refused', () => {
    for (const text of ['', '1,2,3', '1,2,3,4,5', 'a,b,c,d', '15,95,16,96', '181,49,182,50', '1e3,2,3,4', ' , , , ']) {
      expect(parseBox(text), text).toBeNull();
    }
  });
});
