import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as keysPage from './pages/sprava-zavady-aplikace.tsx';

/**
 * Open311 GeoReport v2 (wiki.open311.org/GeoReport_v2) as an app sees it: every call in both
 * formats, each field the specification names with its type (open311/schema-validation's: ids and
 * codes strings, lat/long numbers, flags booleans), its errors, and a report filed by an issued key.
 */
let t: TestApp;
let martin: string;
let tomas: string;
const xml = new XMLParser({
  parseTagValue: false,
  isArray: (name) => ['service', 'request', 'error', 'format', 'endpoint'].includes(name),
});

beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  tomas = await loginAsStaff(t.app, 'tomas');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/open311/v2/${url}` });
const post = (format: 'json' | 'xml', fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/open311/v2/requests.${format}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A request as the specification lists its fields, with their types. */
function expectRequest(r: Record<string, unknown>) {
  expect(r).toMatchObject({
    service_request_id: expect.stringMatching(/^Z-\d{4}-\d{4,}$/),
    status: expect.stringMatching(/^(open|closed)$/),
    service_code: expect.any(String),
    service_name: expect.any(String),
    requested_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
    updated_datetime: expect.stringMatching(/[+-]\d\d:\d\d$/),
    expected_datetime: expect.stringMatching(/T23:59:00[+-]\d\d:\d\d$/),
    lat: expect.any(Number),
    long: expect.any(Number),
    address: expect.any(String),
  });
  for (const key of [
    'status_notes',
    'description',
    'agency_responsible',
    'service_notice',
    'address_id',
    'zipcode',
    'media_url',
  ])
    expect(r[key] === null || typeof r[key] === 'string', key).toBe(true);
}

describe('reading', () => {
  it('the services: a bare JSON array and <services><service>, the same codes', async () => {
    const json = await get('services.json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['access-control-allow-origin']).toBe('*');
    const services = json.json();
    expect(Array.isArray(services)).toBe(true);
    expect(services[0]).toEqual({
      service_code: 'vytluk',
      service_name: expect.any(String),
      description: expect.any(String),
      metadata: false,
      type: 'realtime',
      keywords: expect.any(String),
      group: 'Komunikace',
    });
    const asXml = await get('services.xml');
    expect(asXml.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(asXml.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const parsed = xml.parse(asXml.body);
    expect(parsed.services.service.map((s: { service_code: string }) => s.service_code)).toEqual(
      services.map((s: { service_code: string }) => s.service_code),
    );
    expect(parsed.services.service[0].metadata).toBe('false');
  });

  it('a definition, and an unknown service: 404 in the specification’s error shape, both formats', async () => {
    expect((await get('services/vytluk.json')).json()).toEqual({ service_code: 'vytluk', attributes: [] });
    expect(xml.parse((await get('services/vytluk.xml')).body).service_definition.service_code).toBe('vytluk');
    const missing = await get('services/nic.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual([{ code: 404, description: expect.stringContaining('nic') }]);
    const missingXml = await get('services/nic.xml');
    expect(missingXml.statusCode).toBe(404);
    expect(xml.parse(missingXml.body).errors.error[0].code).toBe('404');
    expect((await get('nesmysl.json')).json()).toEqual([{ code: 404, description: 'Neznámá adresa.' }]);
  });

  it('the requests: confirmed only, with every field; never the reporter', async () => {
    const res = await get('requests.json');
    expect(res.statusCode, res.body).toBe(200);
    const requests = res.json();
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const r of requests) expectRequest(r);
    const text = res.body;
    for (const secret of ['@', 'Dvořák', 'Nováková', 'pavel.host', 'cyklista']) expect(text).not.toContain(secret);
    const lamp = requests.find(
      (r: { address: string; status: string }) => r.address === 'U Rybníka 87/3' && r.status === 'open',
    );
    expect(lamp).toMatchObject({ service_code: 'osvetleni', agency_responsible: 'Odbor správy majetku a investic' });
    expect(lamp.status_notes).toMatch(/^Vadný zdroj objednáváme, výměnu/);
    expect(lamp.address_id).toMatch(/^\d+$/);
    const asXml = xml.parse((await get('requests.xml')).body);
    expect(asXml.service_requests.request).toHaveLength(requests.length);
  });

  it('filters: status, service, a box with swapped corners, and ids that override the rest', async () => {
    const closed = (await get('requests.json?status=closed')).json();
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r: { status: string }) => r.status === 'closed')).toBe(true);
    const lamps = (await get('requests.json?service_code=osvetleni,kose')).json();
    expect(new Set(lamps.map((r: { service_code: string }) => r.service_code))).toEqual(new Set(['osvetleni', 'kose']));
    const [one] = closed;
    const byId = (await get(`requests.json?service_request_id=${one.service_request_id}&status=open`)).json();
    expect(byId.map((r: { service_request_id: string }) => r.service_request_id)).toEqual([one.service_request_id]);
    const box = `${one.long + 0.0001},${one.lat + 0.0001},${one.long - 0.0001},${one.lat - 0.0001}`;
    const inBox = (await get(`requests.json?bbox=${box}&status=closed`)).json();
    expect(inBox.map((r: { service_request_id: string }) => r.service_request_id)).toContain(one.service_request_id);
    const page = (await get('requests.json?page=2&page_size=3')).json();
    expect(page).toHaveLength(3);
    const single = await get(`requests/${one.service_request_id}.json`);
    expect(single.json()).toHaveLength(1);
    expect((await get('requests/Z-1999-0001.xml')).statusCode).toBe(404);
  });

  it('refuses a span over 90 days, a reversed span, a bad date, a bad box and a foreign jurisdiction', async () => {
    for (const [query, status] of [
      ['start_date=2026-01-01T00:00:00Z&end_date=2026-06-01T00:00:00Z', 400],
      ['start_date=2026-06-01T00:00:00Z&end_date=2026-05-01T00:00:00Z', 400],
      ['start_date=včera', 400],
      ['bbox=1,2,3', 400],
      ['status=hotovo', 400],
      ['jurisdiction_id=praha.eu', 404],
    ] as const) {
      const res = await get(`requests.json?${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.json()[0], query).toMatchObject({ code: status, description: expect.any(String) });
      expect((await get(`requests.xml?${query}`)).body, query).toContain('<errors>');
    }
  });

  it('discovery names the endpoint and its formats', async () => {
    const json = (await get('discovery.json')).json();
    expect(json.endpoints[0]).toMatchObject({
      specification: 'http://wiki.open311.org/GeoReport_v2',
      type: 'production',
    });
    expect(xml.parse((await get('discovery.xml')).body).discovery.endpoints.endpoint[0].formats.format).toEqual([
      'text/xml',
      'application/json',
    ]);
  });
});

describe('an app files a report with its key', () => {
  it('an issued key files into the same queue; a revoked one is a 403 in both formats', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/staff/open311-clients',
      headers: { authorization: `Bearer ${martin}` },
      payload: { name: 'Zlepšeme Vzorov', contact: 'podpora@zlepseme.example' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { id, key } = issued.json().data;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/staff/open311-clients',
      headers: { authorization: `Bearer ${martin}` },
    });
    expect(listed.body).not.toContain(key);
    expect(listed.json().data[0]).toMatchObject({ name: 'Zlepšeme Vzorov', key_hint: key.slice(-4), revoked_at: null });

    const filed = await post('json', {
      api_key: key,
      service_code: 'mobiliar',
      address_string: 'Školní 233/5',
      description: 'Rozbitá houpačka na hřišti u knihovny.',
      first_name: 'Eva',
      email: 'eva@example.cz',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const [posted] = filed.json();
    expect(posted).toEqual({
      service_request_id: expect.stringMatching(/^Z-/),
      service_notice: expect.any(String),
      account_id: null,
    });
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/staff/defects?q=${posted.service_request_id}`,
      headers: { authorization: `Bearer ${tomas}` },
    });
    const [row] = queue.json().data;
    expect(row).toMatchObject({ number: posted.service_request_id, place: 'Školní 233/5', status: 'nove' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/staff/defects/${row.id}`,
      headers: { authorization: `Bearer ${tomas}` },
    });
    expect(detail.json().data).toMatchObject({ source: 'app', reporter: { name: 'Eva', email: 'eva@example.cz' } });
    expect((await get(`requests/${posted.service_request_id}.json`)).json()[0].description).toBeNull();

    const outside = await post('json', {
      api_key: key,
      service_code: 'vytluk',
      lat: '50.08',
      long: '14.42',
      description: 'Díra.',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()[0].description).toMatch(/mimo území města/);
    expect(
      (await post('json', { api_key: key, service_code: 'nic', lat: '49.6', long: '15.58', description: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await post('xml', { api_key: key, description: 'Bez služby.' })).statusCode).toBe(400);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/open311-clients/${id}`,
      headers: { authorization: `Bearer ${martin}` },
    });
    expect(revoked.statusCode).toBe(204);
    for (const format of ['json', 'xml'] as const) {
      const refused = await post(format, {
        api_key: key,
        service_code: 'vytluk',
        address_string: 'Lipová 412/12',
        description: 'Díra.',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('403');
    }
    const nobody = await post('json', {
      api_key: 'hadam',
      service_code: 'vytluk',
      address_string: 'Lipová 412/12',
      description: 'Díra.',
    });
    expect(nobody.statusCode).toBe(403);
  });
});

describe('the administrators’ page of the apps', () => {
  const args = async (token: string, init?: RequestInit) =>
    routeArgs({ request: page('/sprava/zavady/aplikace', init), params: {}, context: await pageContext(t.app, token) });

  it('issues a key shown once, lists it by its last characters, revokes it; a clerk is refused', async () => {
    const issued = asJson(
      await keysPage.action(await args(martin, form({ intent: 'issue', name: 'Hlásič', contact: '777 000 111' }))),
    );
    expect(issued.issued).toMatchObject({ name: 'Hlásič', key: expect.any(String) });
    const { clients } = await keysPage.loader(await args(martin));
    const listed = clients.find((c) => c.name === 'Hlásič');
    expect(listed).toMatchObject({ key_hint: issued.issued.key.slice(-4), revoked_at: null });
    expect(JSON.stringify(clients)).not.toContain(issued.issued.key);
    const empty = asJson(await keysPage.action(await args(martin, form({ intent: 'issue', name: '', contact: '' }))));
    expect(empty).toMatchObject({ init: { status: 422 }, data: { errors: { name: ['Napište název aplikace.'] } } });
    await keysPage.action(await args(martin, form({ intent: 'revoke', id: String(listed?.id) })));
    expect(
      (await keysPage.loader(await args(martin))).clients.find((c) => c.name === 'Hlásič')?.revoked_at,
    ).not.toBeNull();
    expect((await refusalOf(keysPage.loader(await args(tomas)))).status).toBe(404);
  });
});
