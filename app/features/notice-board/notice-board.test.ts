import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore } from '../../../server/lib/file-store.ts';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import { writeDemoNoticeDocuments } from './demo.server.ts';
import { OFN_CONTEXT } from './opendata.server.ts';
import { noticeCategories, noticeItems } from './schema.server.ts';
import type { Notice, NoticeSummary } from './schemas.ts';
import { get as getNotice, list } from './service.server.ts';

let t: TestApp;
beforeAll(async () => {
  // A fixed day: the demo's archive, posted from 13 months to 6 weeks before it, then spans two years,
  // which the year filter needs (from 31 January to 10 February it spans one).
  t = await createTestApp({ env: { CLOCK_AT: '2026-11-20T10:00:00+01:00' } });
  await writeDemoNoticeDocuments(t.database.db, t.app.files.media);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const board = async (query = '') => {
  const res = await get(`/api/notice-board?perPage=100${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: NoticeSummary[]; meta: { total: number } };
};

describe('what is on the board and what is in the archive, by the Prague calendar', () => {
  const slug = 'test-lhuta-do-30-listopadu';
  beforeAll(async () => {
    const [category] = await t.database.db.select({ id: noticeCategories.id }).from(noticeCategories).limit(1);
    await t.database.db.insert(noticeItems).values([
      {
        slug,
        title: 'Zkušební oznámení do 30. listopadu',
        description: '<p>Text</p>',
        categoryId: category!.id,
        originator: 'Městský úřad Vzorov',
        postedOn: '2026-11-15',
        relevantUntil: '2026-11-30',
      },
      {
        slug: 'test-vyveseni-od-5-prosince',
        title: 'Zkušební oznámení od 5. prosince',
        description: '<p>Text</p>',
        categoryId: category!.id,
        originator: 'Městský úřad Vzorov',
        postedOn: '2026-12-05',
        relevantUntil: '2026-12-20',
      },
    ]);
  });
  const slugsAt = async (now: Date, archive: boolean) =>
    (await list({ db: t.database.db, now }, { page: 1, perPage: 100, archive })).rows.map((r) => r.slug);

  it('stays on the board through its last day and moves to the archive at midnight in Prague', async () => {
    // 23:59 on 30 November in Prague is 22:59 UTC.
    const lastMinute = new Date('2026-11-30T22:59:00Z');
    expect(await slugsAt(lastMinute, false)).toContain(slug);
    expect(await slugsAt(lastMinute, true)).not.toContain(slug);
    const midnight = new Date('2026-11-30T23:00:00Z');
    expect(await slugsAt(midnight, false)).not.toContain(slug);
    expect(await slugsAt(midnight, true)).toContain(slug);
    expect((await getNotice({ db: t.database.db, now: midnight }, slug)).archived).toBe(true);
  });

  it('shows nothing before the day it is posted', async () => {
    const before = new Date('2026-12-04T22:59:00Z');
    expect(await slugsAt(before, false)).not.toContain('test-vyveseni-od-5-prosince');
    expect(await slugsAt(before, true)).not.toContain('test-vyveseni-od-5-prosince');
    await expect(getNotice({ db: t.database.db, now: before }, 'test-vyveseni-od-5-prosince')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await slugsAt(new Date('2026-12-04T23:00:00Z'), false)).toContain('test-vyveseni-od-5-prosince');
  });

  afterAll(async () => {
    await t.database.db.delete(noticeItems).where(eq(noticeItems.slug, slug));
    await t.database.db.delete(noticeItems).where(eq(noticeItems.slug, 'test-vyveseni-od-5-prosince'));
  });
});

describe('GET /api/notice-board', () => {
  it('lists what is posted today, newest first, and the archive apart', async () => {
    const { data, meta } = await board();
    expect(meta.total).toBeGreaterThanOrEqual(20);
    const posted = data.map((n) => n.posted_on);
    expect([...posted].sort().reverse()).toEqual(posted);
    expect(data.every((n) => !n.archived)).toBe(true);
    const archive = await board('&archive=true');
    expect(archive.meta.total).toBeGreaterThanOrEqual(15);
    expect(archive.data.every((n) => n.archived && n.relevant_until !== null)).toBe(true);
    const slugs = new Set(data.map((n) => n.slug));
    expect(archive.data.some((n) => slugs.has(n.slug))).toBe(false);
  });

  it('filters by category and year; nonsense is 422, an empty page is empty', async () => {
    const { data: categories } = (await get('/api/notice-board/categories')).json();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const some = (await board(`&category=${categories[0].slug}`)).data;
    expect(some.every((n) => n.category.slug === categories[0].slug)).toBe(true);
    const { data: years } = (await get('/api/notice-board/years?archive=true')).json();
    expect(years.length).toBeGreaterThanOrEqual(2);
    const year = (await board(`&archive=true&year=${years[1]}`)).data;
    expect(year.length).toBeGreaterThan(0);
    expect(year.every((n) => n.posted_on.startsWith(String(years[1])))).toBe(true);
    expect((await board('&category=nic')).data).toEqual([]);
    expect((await get('/api/notice-board?year=abc')).statusCode).toBe(422);
    expect((await get('/api/notice-board?archive=ano')).statusCode).toBe(422);
    expect((await get('/api/notice-board?page=500')).json().data).toEqual([]);
  });

  it('gives one item with all its fields and attachments; unknown ones are 404', async () => {
    const withDocuments = (await board()).data.find((n) => n.document_count > 0)!;
    const res = await get(`/api/notice-board/${withDocuments.slug}`);
    expect(res.statusCode).toBe(200);
    const notice = res.json().data as Notice;
    expect(notice.description).toContain('<p>');
    expect(notice.documents[0]).toMatchObject({
      media_type: 'application/pdf',
      url: expect.stringMatching(/^\/media\/deska\/.+\.pdf$/),
    });
    const file = (await t.app.files.media.read(notice.documents[0]!.url.replace('/media/', '')))!;
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBe(notice.documents[0]!.size);
    expect((await get('/api/notice-board/neexistuje')).statusCode).toBe(404);
  });

  it('withholds the personal data of an archived item that asks for it', async () => {
    const archive = (await board('&archive=true')).data;
    const [withheld] = (
      await Promise.all(archive.map(async (n) => (await get(`/api/notice-board/${n.slug}`)).json().data as Notice))
    ).filter((n) => n.withheld);
    expect(withheld).toBeDefined();
    expect(withheld!.description).toBe('');
    expect(withheld!.documents).toEqual([]);
    expect(withheld!.title.length).toBeGreaterThan(0);
  });
});

describe('GET /opendata/uredni-deska.jsonld (OFN Úřední desky 2021-07-20)', () => {
  it('has the structure the standard asks for, field by field', async () => {
    const res = await get('/opendata/uredni-deska.jsonld');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(res.headers['cache-control']).toContain('public');
    const doc = JSON.parse(res.body);
    expect(doc['@context']).toBe(OFN_CONTEXT);
    expect(doc['@context']).toBe('https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld');
    expect(doc.typ).toBe('Úřední deska');
    expect(doc.iri).toBe('http://vzorov.test/uredni-deska');
    expect(doc.stránka).toBe('http://vzorov.test/uredni-deska');
    expect(doc.provozovatel).toEqual({ typ: 'Osoba', ičo: '00012343' });
    const { meta } = await board();
    expect(doc.informace).toHaveLength(meta.total);
    for (const item of doc.informace) {
      expect(item.typ).toBe('Digitální objekt');
      expect(item.iri).toMatch(/^http:\/\/vzorov\.test\/uredni-deska\/[a-z0-9-]+$/);
      expect(item.url).toBe(item.iri);
      expect(typeof item.název.cs).toBe('string');
      expect(item.vyvěšení).toEqual({ typ: 'Časový okamžik', datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(item.relevantní_do.nespecifikovaný === true || /^\d{4}-\d{2}-\d{2}$/.test(item.relevantní_do.datum)).toBe(
        true,
      );
      expect(item.relevantní_do.typ).toBe('Časový okamžik');
      expect(item.agenda[0]).toEqual({ typ: 'Agenda', název: { cs: expect.any(String) } });
      for (const document of item.dokument) {
        expect(document).toEqual({
          typ: 'Digitální objekt',
          název: { cs: expect.stringMatching(/\.pdf$/) },
          url: expect.stringMatching(/^http:\/\/vzorov\.test\/media\/deska\/.+\.pdf$/),
        });
      }
    }
    expect(
      doc.informace.some((i: { relevantní_do: { nespecifikovaný?: boolean } }) => i.relevantní_do.nespecifikovaný),
    ).toBe(true);
    expect(doc.informace.some((i: { číslo_jednací?: string }) => i.číslo_jednací)).toBe(true);
  });
});

describe('demo documents', () => {
  it('are written again into a new media folder with the same size', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vzorov-deska-'));
    const store = directoryStore(dir);
    try {
      expect(await writeDemoNoticeDocuments(t.database.db, store)).toBeGreaterThan(20);
      expect(await writeDemoNoticeDocuments(t.database.db, store)).toBe(0);
      const notice = (await board()).data.find((n) => n.document_count > 0)!;
      const { documents } = (await get(`/api/notice-board/${notice.slug}`)).json().data as Notice;
      const file = (await store.read(documents[0]!.url.replace('/media/', '')))!;
      expect(file.length).toBe(documents[0]!.size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
