import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import { CLOSED, DEFECT_STATUSES } from './flow.ts';
import { inside } from './geo.ts';
import { addressLabel, parseAddress } from './places.server.ts';
import { addressPoints, defectEvents, defectReports, mapLayers } from './schema.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const labels = async (url: string): Promise<string[]> => (await get(url)).data.map((p: { label: string }) => p.label);

describe('a typed address', () => {
  it('splits into the name and the number, however it is written', () => {
    expect(parseAddress('Lipová 412/12')).toEqual({ name: 'Lipová', number: '412/12' });
    expect(parseAddress(' lipova,  12 ')).toEqual({ name: 'lipova', number: '12' });
    expect(parseAddress('Dolní Lhota č. p. 15')).toEqual({ name: 'Dolní Lhota', number: '15' });
    expect(parseAddress('Školní 5a')).toEqual({ name: 'Školní', number: '5a' });
    expect(parseAddress('náměstí Míru')).toEqual({ name: 'náměstí Míru', number: null });
  });

  it('suggestions: the street without diacritics, by either number, at most ten', async () => {
    expect(await labels('/api/defects/places?q=lipova%20412')).toContain('Lipová 412/12');
    expect(await labels('/api/defects/places?q=LIPOVÁ%2012')).toContain('Lipová 412/12');
    expect(await labels('/api/defects/places?q=namesti%20miru%201')).toContain('náměstí Míru 1/1');
    expect((await labels('/api/defects/places?q=Li')).length).toBeLessThanOrEqual(10);
    expect(await labels('/api/defects/places?q=%25')).toEqual([]);
    expect(await labels('/api/defects/places?q=Neexistující%201')).toEqual([]);
  });

  it("a chosen street's numbers, in order", async () => {
    const numbers = await labels('/api/defects/places?ulice=U%20Rybn%C3%ADka');
    expect(numbers).toContain('U Rybníka 87/3');
    expect(numbers.every((label) => label.startsWith('U Rybníka '))).toBe(true);
  });

  it('a village without streets by its name', async () => {
    const village = await labels('/api/defects/places?q=Doln%C3%AD%20Lhota');
    expect(village.length).toBeGreaterThan(0);
  });
});

describe('a point on the map', () => {
  it('at an address: inside, its part, the address a few metres away', async () => {
    const [lipova] = (await get('/api/defects/places?q=Lipov%C3%A1%20412%2F12')).data;
    const { data } = await get(`/api/defects/places/check?lat=${lipova.lat + 0.00005}&lon=${lipova.lon}`);
    expect(data).toMatchObject({ inside: true, area: 'Vzorov', nearest: { label: 'Lipová 412/12' } });
    expect(data.nearest.distance_m).toBeGreaterThanOrEqual(4);
    expect(data.nearest.distance_m).toBeLessThanOrEqual(8);
  });

  it('outside the town: no part, no address', async () => {
    const { data } = await get('/api/defects/places/check?lat=50.08&lon=14.42');
    expect(data).toEqual({ inside: false, area: null, nearest: null });
  });

  it('nonsense coordinates are a 422, not a 500', async () => {
    for (const query of ['lat=abc&lon=15', 'lat=91&lon=15', 'lon=15']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/defects/places/check?${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe("the town's map", () => {
  it('one boundary, its three parts, named streets; every shape GeoJSON [lon, lat]', async () => {
    const map = await get('/api/defects/map');
    const kinds = map.features.map((f: { properties: { kind: string } }) => f.properties.kind);
    expect(kinds.filter((k: string) => k === 'boundary')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'area')).toHaveLength(3);
    expect(kinds.filter((k: string) => k === 'street').length).toBeGreaterThan(20);
    const [lon, lat] = map.features[0].geometry.coordinates.flat(2);
    expect(lon).toBeGreaterThan(15);
    expect(lat).toBeGreaterThan(49);
  });

  it('the categories, each with its department', async () => {
    const { data } = await get('/api/defects/categories');
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0]).toMatchObject({ code: expect.any(String), department: expect.stringMatching(/^Odbor/) });
  });
});

describe("the demo's reports", () => {
  it('every status, a merged twin, an unconfirmed guest, a reopened one; each with its filing first', async () => {
    const { db } = t.database;
    const reports = await db.select().from(defectReports);
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(DEFECT_STATUSES));
    const merged = reports.find((r) => r.status === 'sloucene');
    expect(reports.find((r) => r.id === merged?.mergedIntoId)?.status).toBe('v-reseni');
    expect(reports.some((r) => r.confirmedAt === null && r.reporterEmail)).toBe(true);
    for (const r of reports) {
      expect(r.number).toMatch(/^Z-\d{4}-\d{4}$/);
      expect(r.closedAt === null, r.number).toBe(!CLOSED.includes(r.status));
    }
    const events = await db.select().from(defectEvents).orderBy(asc(defectEvents.at), asc(defectEvents.id));
    const reopened = events.filter((e) => e.action === 'reopen');
    expect(reopened).toHaveLength(1);
    expect(reports.find((r) => r.id === reopened[0]?.reportId)?.status).toBe('v-reseni');
    for (const r of reports) expect(events.find((e) => e.reportId === r.id)?.action).toBe('filed');
  });
});

describe("the demo town's data", () => {
  it('every address point lies in the town and in its own part', async () => {
    const { db } = t.database;
    const [points, layers] = await Promise.all([db.select().from(addressPoints), db.select().from(mapLayers)]);
    const areaOf = (name: string) => layers.find((l) => l.kind === 'area' && l.name === name)?.geometry;
    const boundary = layers.find((l) => l.kind === 'boundary')?.geometry;
    expect(points.length).toBeGreaterThan(150);
    for (const p of points) {
      const part = areaOf(p.part);
      expect(boundary?.type !== 'LineString' && boundary && inside(p, boundary), addressLabel(p)).toBe(true);
      expect(part?.type !== 'LineString' && part && inside(p, part), `${addressLabel(p)} in ${p.part}`).toBe(true);
    }
  });
});
