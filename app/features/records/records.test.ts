import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import { writeDemoRecordFiles } from './demo.server.ts';
import type { Contract, Decree, DocumentRow, MagazineIssue } from './schemas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeDemoRecordFiles(t.database.db, t.app.files.media);
});
afterAll(() => t.close());

const json = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('GET /api/decrees', () => {
  it('tells decrees in force from repealed ones, and which repealed which', async () => {
    const all = (await json<{ data: Decree[] }>('/api/decrees')).data;
    expect(all.length).toBeGreaterThanOrEqual(10);
    const inForce = (await json<{ data: Decree[] }>('/api/decrees?state=platne')).data;
    const repealed = (await json<{ data: Decree[] }>('/api/decrees?state=zrusene')).data;
    expect(inForce.length + repealed.length).toBe(all.length);
    expect(inForce.every((d) => d.in_force && d.repealed_on === null)).toBe(true);
    expect(repealed.length).toBeGreaterThanOrEqual(3);
    const withSuccessor = repealed.find((d) => d.repealed_by)!;
    expect(all.map((d) => d.slug)).toContain(withSuccessor.repealed_by!.slug);
    for (const d of all) {
      expect(d.effective_from >= d.valid_from).toBe(true);
      expect(d.collection_url).toMatch(/^https:\/\/sbirkapp\.gov\.cz\//);
      expect(d.file?.url).toMatch(/^\/media\/vyhlasky\/.+\.pdf$/);
    }
    expect(await status('/api/decrees?state=nevim')).toBe(422);
  });
});

describe('GET /api/documents', () => {
  it('filters by category and name, sorts by date or name, and pages', async () => {
    const { data, meta } = await json<{ data: DocumentRow[]; meta: { total: number } }>('/api/documents');
    expect(meta.total).toBeGreaterThanOrEqual(20);
    const dates = data.map((d) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byName = (await json<{ data: DocumentRow[] }>('/api/documents?sort=name&order=asc')).data.map((d) => d.name);
    const folded = byName.map((n) => n.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    expect([...folded].sort()).toEqual(folded);
    const category = data[0]!.category.slug;
    const some = (await json<{ data: DocumentRow[] }>(`/api/documents?category=${category}`)).data;
    expect(some.every((d) => d.category.slug === category)).toBe(true);
    const word = data[0]!.name.split(' ')[0]!.toLowerCase();
    const found = (await json<{ data: DocumentRow[] }>(`/api/documents?q=${encodeURIComponent(word)}`)).data;
    expect(found.every((d) => d.name.toLowerCase().includes(word))).toBe(true);
    expect((await json<{ data: DocumentRow[] }>('/api/documents?q=%25_%5C')).data).toEqual([]);
    expect((await json<{ data: DocumentRow[] }>('/api/documents?page=99')).data).toEqual([]);
    expect(await status('/api/documents?sort=size')).toBe(422);
    const file = (await t.app.files.media.read(data[0]!.file!.url.replace('/media/', '')))!;
    expect(file.length).toBe(data[0]!.file!.size);
  });
});

describe('GET /api/contracts', () => {
  it('searches subject and counterparty, and filters by year and value', async () => {
    const { data, meta } = await json<{ data: Contract[]; meta: { total: number } }>('/api/contracts?perPage=100');
    expect(meta.total).toBeGreaterThanOrEqual(15);
    const big = (await json<{ data: Contract[] }>('/api/contracts?perPage=100&min=1000000')).data;
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((c) => (c.value_with_vat ?? c.value_without_vat ?? 0) >= 1_000_000)).toBe(true);
    const small = (await json<{ data: Contract[] }>('/api/contracts?perPage=100&max=100000')).data;
    expect(small.every((c) => (c.value_with_vat ?? c.value_without_vat ?? 0) <= 100_000)).toBe(true);
    const year = data[0]!.signed_on.slice(0, 4);
    const ofYear = (await json<{ data: Contract[] }>(`/api/contracts?perPage=100&year=${year}`)).data;
    expect(ofYear.every((c) => c.signed_on.startsWith(year))).toBe(true);
    const counterparty = data[0]!.counterparty.split(' ')[0]!;
    const found = (await json<{ data: Contract[] }>(`/api/contracts?q=${encodeURIComponent(counterparty)}`)).data;
    expect(found.some((c) => c.counterparty.includes(counterparty))).toBe(true);
    expect(data.some((c) => c.registry_url?.startsWith('https://smlouvy.gov.cz/smlouva/'))).toBe(true);
    expect(await status('/api/contracts?min=-5')).toBe(422);
  });
});

describe('GET /api/magazine', () => {
  it('gives the issues of a year, newest first, with cover and PDF; three years exist', async () => {
    const { data, meta } = await json<{ data: MagazineIssue[]; meta: { years: number[] } }>('/api/magazine');
    expect(meta.years.length).toBeGreaterThanOrEqual(3);
    const year = meta.years[1]!;
    const ofYear = (await json<{ data: MagazineIssue[] }>(`/api/magazine?year=${year}`)).data;
    expect(ofYear.length).toBeGreaterThanOrEqual(10);
    expect(ofYear.every((i) => i.year === year && i.cover && i.file)).toBe(true);
    expect(data[0]!.year).toBe(meta.years[0]);
    expect(await status('/api/magazine?year=abc')).toBe(422);
  });
});

describe('GET /api/contracts/years', () => {
  it('gives the years contracts were signed in, newest first', async () => {
    const years = (await json<{ data: number[] }>('/api/contracts/years')).data;
    const signed = (await json<{ data: Contract[] }>('/api/contracts?perPage=100')).data.map((c) =>
      Number(c.signed_on.slice(0, 4)),
    );
    expect(years).toEqual([...new Set(signed)].sort((a, b) => b - a));
  });
});
