import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import { asJson, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as reportPage from './pages/zavada.tsx';
import * as listPage from './pages/zavady.tsx';
import { defectPhotos, defectReports } from './schema.server.ts';

// The public side of defect reports: the list, a report's page, their API and the open data.
// The demo is dated from the fixed clock, so "closed 30 days ago" is the same every day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-08T10:00:00+01:00' } });
});
afterAll(() => t.close());

type Row = { number: string; status: string; url: string; category: { code: string }; area: string };

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res;
};
const list = async (query = ''): Promise<{ data: Row[]; meta: { total: number } }> =>
  (await get(`/api/defects?perPage=100${query}`)).json();
const reports = () => t.database.db.select().from(defectReports);
const numberOf = async (description: string) => {
  const row = (await reports()).find((r) => r.description.startsWith(description));
  if (!row) throw new Error(`no demo report "${description}"`);
  return row;
};

/** Whatever the public gets must not hold anything of who reported. */
async function expectNoReporter(body: string) {
  const rows = await reports();
  for (const r of rows) {
    if (r.reporterEmail) expect(body).not.toContain(r.reporterEmail);
    if (r.reporterName) expect(body).not.toContain(r.reporterName);
    if (r.description !== r.publicText) expect(body).not.toContain(r.description);
  }
  expect(body).not.toMatch(/@vzorov\.example|@example\.cz/);
  expect(body).not.toMatch(/reporter|email/i);
}

describe('the public list', () => {
  it('holds confirmed reports only: open ones and those closed in the last 30 days', async () => {
    const { data, meta } = await list();
    const numbers = data.map((r) => r.number);
    expect(meta.total).toBe(data.length);
    expect(numbers).not.toContain((await numberOf('U lesní cesty')).number); // a guest never confirmed it
    expect(numbers).not.toContain((await numberOf('Koš u knihovny')).number); // closed 47 days ago
    expect(numbers).toContain((await numberOf('Před domem je v silnici')).number);
    expect(numbers).toContain((await numberOf('Na lavičce před radnicí')).number); // resolved 8 days ago

    const all = await list('&closed=true');
    expect(all.data.map((r) => r.number)).toContain((await numberOf('Koš u knihovny')).number);
    expect(all.data.map((r) => r.number)).not.toContain((await numberOf('U lesní cesty')).number);
  });

  it('filters by category, status and part of town', async () => {
    const lights = await list('&category=osvetleni');
    expect(lights.data.length).toBeGreaterThan(0);
    expect(lights.data.every((r) => r.category.code === 'osvetleni')).toBe(true);
    const resolved = await list('&status=vyreseno');
    expect(resolved.data.length).toBeGreaterThan(0);
    expect(resolved.data.every((r) => r.status === 'vyreseno')).toBe(true);
    const area = (await list()).data.at(-1)?.area ?? '';
    const inArea = await list(`&area=${encodeURIComponent(area)}`);
    expect(inArea.data.length).toBeGreaterThan(0);
    expect(inArea.data.every((r) => r.area === area)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/defects?status=nic' })).statusCode).toBe(422);
  });

  it('pages like the other lists', async () => {
    const { meta } = await list();
    const first = (await get('/api/defects?perPage=2')).json();
    const second = (await get('/api/defects?perPage=2&page=2')).json();
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: meta.total });
    expect(second.data[0].number).not.toBe(first.data[0].number);
  });

  it('never tells who reported, nor their words the office has not allowed', async () => {
    await expectNoReporter((await get('/api/defects?perPage=100&closed=true')).body);
  });
});

describe('a report’s page', () => {
  it('category, status, place, deadline, the allowed text and the public history', async () => {
    const pothole = await numberOf('Před domem je v silnici');
    const { data } = (await get(`/api/defects/${pothole.number}`)).json();
    expect(data).toMatchObject({
      number: pothole.number,
      category: { code: 'vytluk' },
      status: 'nove',
      place: 'Lipová 412/12',
      due_on: pothole.dueOn,
      public_text: 'Hluboký výtluk v silnici před domem, asi půl metru široký.',
      merged_into: null,
      photos: [],
    });
    expect(data.history[0]).toMatchObject({ action: 'filed', status: 'nove' });
  });

  it('the office’s public answers, and nothing the office kept for the reporter', async () => {
    const sign = await numberOf('Dopravní značka u přechodu');
    const { data } = (await get(`/api/defects/${sign.number}`)).json();
    expect(data.public_text).toBeNull();
    expect(data.history.map((e: { action: string }) => e.action)).not.toContain('ask');
    const lamp = await numberOf('Lampa u rybníka');
    const answered = (await get(`/api/defects/${lamp.number}`)).json().data;
    const answer = answered.history.find((e: { action: string }) => e.action === 'answer');
    expect(answer.message).toMatch(/^Vadný zdroj objednáváme/);
  });

  it('a reporter’s own words in the history stay private', async () => {
    const pavement = await numberOf('Na chodníku je propadlá dlažba');
    const { data } = (await get(`/api/defects/${pavement.number}`)).json();
    const reopen = data.history.find((e: { action: string }) => e.action === 'reopen');
    expect(reopen).toMatchObject({ message: null });
  });

  it('a merged report points to the one it was merged into', async () => {
    const twin = await numberOf('U rybníka je tma');
    const lamp = await numberOf('Lampa u rybníka');
    const { data } = (await get(`/api/defects/${twin.number}`)).json();
    expect(data).toMatchObject({ status: 'sloucene', merged_into: lamp.number });
  });

  it('an unconfirmed or unknown report is a 404', async () => {
    const guest = await numberOf('U lesní cesty');
    for (const url of [`/api/defects/${guest.number}`, '/api/defects/Z-2026-9999', '/api/defects/nic']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('never tells who reported', async () => {
    for (const r of await reports()) {
      if (!r.confirmedAt) continue;
      await expectNoReporter((await get(`/api/defects/${r.number}`)).body);
    }
  });
});

describe('the open data', () => {
  it('a GeoJSON FeatureCollection of the list’s reports, each at [lon, lat]', async () => {
    const res = await get('/opendata/zavady.geojson');
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const body = res.json();
    const { data } = await list();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toHaveLength(data.length);
    const [first] = body.features;
    const [row] = (await reports()).filter((r) => r.number === first.properties.number);
    expect(first).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [row?.lon, row?.lat] },
      properties: { url: `http://vzorov.test/zavady/${first.properties.number}` },
    });
    expect(Object.keys(first.properties)).toEqual(
      expect.arrayContaining(['number', 'category', 'status', 'status_label', 'reported_at', 'updated_at', 'url']),
    );
    await expectNoReporter(res.body);
  });
});

describe('the pages', () => {
  it('/zavady: the API’s rows, its filters from the address, the map’s tiles off by default', async () => {
    const loaded = await listPage.loader(
      routeArgs({ request: page('/zavady?stav=vyreseno'), params: {}, context: await pageContext(t.app) }),
    );
    expect(asJson(loaded.reports)).toEqual((await list('&status=vyreseno')).data.slice(0, 20));
    expect(loaded.status).toBe('vyreseno');
    expect(loaded.tiles).toBeNull();
    expect(loaded.areas).toEqual(expect.arrayContaining([...new Set((await list()).data.map((r) => r.area))]));
    const refused = await refusalOf(
      listPage.loader(routeArgs({ request: page('/zavady?stav=nic'), params: {}, context: await pageContext(t.app) })),
    );
    expect(refused.status).toBe(404);
  });

  it('/zavady/:number: the API’s report; unconfirmed is a 404', async () => {
    const lamp = await numberOf('Lampa u rybníka');
    const loaded = await reportPage.loader(
      routeArgs({
        request: page(`/zavady/${lamp.number}`),
        params: { number: lamp.number },
        context: await pageContext(t.app),
      }),
    );
    expect(asJson(loaded.report)).toEqual((await get(`/api/defects/${lamp.number}`)).json().data);
    await expectNoReporter(JSON.stringify(loaded));
    const guest = await numberOf('U lesní cesty');
    const missing = reportPage.loader(
      routeArgs({
        request: page(`/zavady/${guest.number}`),
        params: { number: guest.number },
        context: await pageContext(t.app),
      }),
    );
    await expect(missing).rejects.toMatchObject({ status: 404 });
  });

  it('a published photo is shown, an unpublished one never', async () => {
    const pothole = await numberOf('Před domem je v silnici');
    const photo = { reportId: pothole.id, role: 'report' as const, width: 800, height: 600 };
    await t.database.db.insert(defectPhotos).values([
      { ...photo, storagePath: 'defects/a.jpg', publicPath: '/media/zavady/a.jpg' },
      { ...photo, storagePath: 'defects/b.jpg' },
    ]);
    const { data } = (await get(`/api/defects/${pothole.number}`)).json();
    expect(data.photos).toEqual([{ url: '/media/zavady/a.jpg', width: 800, height: 600, role: 'report' }]);
    expect(JSON.stringify(data)).not.toContain('defects/');
  });
});
