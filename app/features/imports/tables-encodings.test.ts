import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { noticeDocuments, noticeItems } from '../notice-board/schema.server.ts';
import * as importsPage from './pages/sprava-import.tsx';
import * as runPage from './pages/sprava-import-beh.tsx';
import { unescapeUrl } from './sources/ofn.server.ts';
import { readTable } from './sources/table.server.ts';
import { type OldSite, pdf, startOldSite } from './test-old-site.ts';
import { runToEnd, uploadSource } from './test-runs.ts';

/**
 * Tables as Czech offices save them, contracts from the register and a notice board (issue 57: D5,
 * D20, D21, D22): Windows-1250 read as Windows-1250, IČOs given back the zeros a spreadsheet dropped,
 * the town's IČO asked with the file, document addresses published HTML-escaped.
 */
let t: TestApp;
let site: OldSite;
let martin: string;
beforeAll(async () => {
  site = await startOldSite();
  t = await createTestApp({ env: { IMPORT_ALLOW_ADDRESSES: '127.0.0.1' } });
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${martin}` } });

const upload = (fields: Record<string, string>, name: string, data: Buffer) =>
  uploadSource(t.app, martin, fields, { name, data, type: 'text/csv' });
const run = (id: number) => runToEnd(t.app, martin, id);

const iconv = (text: string, to: string) => execFileSync('iconv', ['-f', 'utf-8', '-t', to], { input: text });

describe('a contracts table as Czech Excel saves it (CSV, Windows-1250)', () => {
  let id: number;

  it('is read as Windows-1250, says so, and finds its columns by their Czech headings', async () => {
    const res = await upload({ source: 'table' }, 'smlouvy.csv', fixture('smlouvy-windows-1250.csv'));
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    const plan = res.json().data.plan;
    expect(plan.table.encoding).toBe('windows-1250');
    expect(plan.table.headers).toEqual([
      'Číslo smlouvy',
      'Smluvní strana',
      'IČO',
      'Předmět smlouvy',
      'Cena s DPH',
      'Datum uzavření',
    ]);
  });

  it('gives IČOs of 5 to 7 digits their leading zeros, says so per row, and still checks the check digit', {
    timeout: 90_000,
  }, async () => {
    const mapped = await api('PUT', `/api/staff/imports/${id}/options`, { recordKind: 'contracts' });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const plan = mapped.json().data;
    expect(plan.counts).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 1 });
    expect(plan.notes.map((n: { title: string; notes: string[] }) => [n.title, n.notes])).toEqual([
      [
        'Spolupráce při obnově lesních porostů v Kunratickém lese',
        [expect.stringMatching(/^IČO „64581“ doplněno úvodními nulami na 00064581/)],
      ],
      [
        'Výměna sazenic buku a jedle pro obnovu lesa',
        [expect.stringMatching(/^IČO „583171“ doplněno úvodními nulami na 00583171/)],
      ],
      ['Monitoring kůrovce – odborná studie', [expect.stringMatching(/na 00216208/)]],
    ]);
    expect(plan.problems).toEqual([
      {
        position: 4,
        title: 'Oprava oplocení oboru',
        problems: ['IČO má 8 číslic a poslední z nich musí sedět jako kontrolní.'],
      },
    ]);

    const done = await run(id);
    expect(done.result).toMatchObject({ created: 4, skipped: 1 });
    // What the public register shows: the whole IČO, the names with their diacritics.
    const shown = (await t.app.inject({ url: `/api/contracts?q=${encodeURIComponent('Šumava')}` })).json().data;
    expect(shown).toEqual([
      expect.objectContaining({ counterparty: 'Národní park Šumava', counterparty_ico: '00583171' }),
    ]);
    const prague = (await t.app.inject({ url: `/api/contracts?q=${encodeURIComponent('Kunratickém')}` })).json().data;
    expect(prague[0]).toMatchObject({ counterparty: 'Hlavní město Praha', counterparty_ico: '00064581' });
  });
});

describe('the encoding of a table', () => {
  const text = 'Název dokumentu;Datum\nŽádost o kácení dřevin - Šťastná ulice;1. 2. 2024\n';

  it('is found by its BOM, by valid UTF-8, or ISO-8859-2 by its bytes', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'utf-8'],
      [Buffer.from(text), 'utf-8'],
      [iconv(text, 'iso-8859-2'), 'iso-8859-2'],
      [iconv(text, 'windows-1250'), 'windows-1250'],
      [Buffer.concat([Buffer.from([0xff, 0xfe]), iconv(text, 'utf-16le')]), 'utf-16le'],
    ];
    // ©, « and » are also Š, Ť and ť in ISO-8859-2: with no other letter to tell, the detector is unsure
    // and the table stays windows-1250, what Czech Excel writes.
    const unsure = 'Název;Poznámka\nVýroční zpráva © Obec Vzorov;«Návrh» pro radu\n';
    expect((await readTable(iconv(unsure, 'windows-1250'))).rows[0]).toEqual([
      'Výroční zpráva © Obec Vzorov',
      '«Návrh» pro radu',
    ]);
    for (const [data, encoding] of cases) {
      const table = await readTable(data);
      expect(table.encoding, encoding).toBe(encoding);
      expect(table.headers, encoding).toEqual(['Název dokumentu', 'Datum']);
      expect(table.rows[0]?.[0], encoding).toBe('Žádost o kácení dřevin - Šťastná ulice');
    }
    // The clerk's choice overrides what the bytes suggest.
    expect((await readTable(iconv(text, 'windows-1250'), 'iso-8859-2')).rows[0]?.[0]).not.toBe(
      'Žádost o kácení dřevin - Šťastná ulice',
    );
  });

  it('is the clerk’s to change on the dry run’s page, without JavaScript; text that makes no sense in it is not imported', {
    timeout: 90_000,
  }, async () => {
    const res = await upload({ source: 'table' }, 'dokumenty.csv', iconv(text, 'windows-1250'));
    const id = String(res.json().data.id);
    const context = await pageContext(t.app, martin);
    const at = `/sprava/import/${id}`;
    const saved = await runPage.action(
      routeArgs({ request: page(at, form({ intent: 'options', encoding: 'utf-8' })), params: { id }, context }),
    );
    expect(saved).toEqual({ saved: true });
    const loaded = asJson(await runPage.loader(routeArgs({ request: page(at), params: { id }, context })));
    expect(loaded.run.options.encoding).toBe('utf-8');
    expect(loaded.run.plan.table.encoding).toBe('utf-8');
    expect(loaded.run.plan.counts.created).toBe(0);
    expect(loaded.run.plan.problems[0].problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/nedávají smysl.*zvolte jiné kódování/)]),
    );
    // Back to Windows-1250: the headings are found again, and the row is read right.
    await runPage.action(
      routeArgs({ request: page(at, form({ intent: 'options', encoding: 'windows-1250' })), params: { id }, context }),
    );
    const again = asJson(await runPage.loader(routeArgs({ request: page(at), params: { id }, context })));
    expect(again.run.plan.table.headers[0]).toBe('Název dokumentu');
    expect(again.run.plan.table.columns.find((c: { field: string }) => c.field === 'name').column).toBe(
      'Název dokumentu',
    );
  });

  it('a binary file is refused with the reason in Czech, not read as a table', async () => {
    const garbage = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 2654435761) >>> 24;
    const res = await upload({ source: 'table' }, 'smlouvy.xls', garbage);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/obsahuje binární data/);
  });
});

describe('the Registr smluv of another subject than the town in the settings', () => {
  let dump: string;
  beforeAll(async () => {
    // A dump in which the town of the settings (00012343) has no contract: Prague's instead.
    dump = (await fetch(`${site.url}/registr-smluv.xml`).then((r) => r.text())).replaceAll('00012343', '00064581');
    site.pages.set('/dump_2021_03.xml', { type: 'application/xml', body: dump });
  });

  it('takes the IČO with the file: its contracts are picked before the file is found empty', async () => {
    const without = await api('POST', '/api/staff/imports', { source: 'registr', url: `${site.url}/dump_2021_03.xml` });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.url[0]).toMatch(/není žádná smlouva.*IČO 00012343/);
    const withIco = await api('POST', '/api/staff/imports', {
      source: 'registr',
      url: `${site.url}/dump_2021_03.xml`,
      ico: '00064581',
    });
    expect(withIco.statusCode, withIco.body).toBe(201);
    expect(withIco.json().data.options.ico).toBe('00064581');
    expect(withIco.json().data.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
  });

  it('the new import’s form takes the IČO too, without JavaScript', async () => {
    const context = await pageContext(t.app, martin);
    const { contentType, payload } = await multipartBody({ source: 'registr', url: '', ico: '00064581' }, [
      { field: 'file', name: 'dump_2021_03.xml', data: Buffer.from(dump), type: 'application/xml' },
    ]);
    const post = page('/sprava/import', { method: 'POST', headers: { 'content-type': contentType }, body: payload });
    const created = await importsPage.action(routeArgs({ request: post, params: {}, context }));
    expect(created).toBeInstanceOf(Response);
    const id = (created instanceof Response ? created.headers.get('location') : '')?.split('/').pop() ?? '';
    const loaded = asJson(
      await runPage.loader(routeArgs({ request: page(`/sprava/import/${id}`), params: { id }, context })),
    );
    expect(loaded.run.plan.counts.created).toBe(2);
  });
});

describe('a notice board whose document addresses are HTML-escaped', () => {
  it('reads an address as a browser reads an attribute: every reference, a parameter named like one kept', () => {
    const written =
      ' https://deska.example/File.ashx?id_org=450018&#x26;id_dokumenty=1725340&amp;nazev=Vyhl&aacute;&scaron;ka&copy=2 ';
    expect(unescapeUrl(written)).toBe(
      'https://deska.example/File.ashx?id_org=450018&id_dokumenty=1725340&nazev=Vyhláška&copy=2',
    );
  });

  it('downloads each document from the address meant, not the one with “&amp;” in it', async () => {
    site.pages.set('/File.ashx?id_org=450018&id_dokumenty=1725340', { type: 'application/pdf', body: pdf('vyhlaska') });
    site.pages.set('/deska-amp.jsonld', {
      type: 'application/ld+json',
      body: JSON.stringify({
        '@context': 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld',
        typ: 'Úřední deska',
        informace: [
          {
            typ: 'Digitální objekt',
            iri: `${site.url}/Deska.aspx?id_org=450018&amp;id_oznameni=99`,
            url: `${site.url}/Deska.aspx?id_org=450018&amp;id_oznameni=99`,
            název: { cs: 'Veřejná vyhláška – oprava místní komunikace' },
            vyvěšení: { typ: 'Časový okamžik', datum: '2024-03-01' },
            agenda: [{ typ: 'Agenda', název: { cs: 'Ostatní' } }],
            dokument: [
              {
                typ: 'Digitální objekt',
                název: { cs: 'Vyhláška.pdf' },
                url: `${site.url}/File.ashx?id_org=450018&amp;id_dokumenty=1725340`,
              },
            ],
          },
        ],
      }),
    });
    const res = await api('POST', '/api/staff/imports', { source: 'ofn', url: `${site.url}/deska-amp.jsonld` });
    expect(res.statusCode, res.body).toBe(201);
    const done = await run(res.json().data.id);
    expect(done.result).toMatchObject({ created: 1, with_problems: 0 });
    expect(site.requests).toContain('/File.ashx?id_org=450018&id_dokumenty=1725340');
    const [notice] = await t.database.db
      .select()
      .from(noticeItems)
      .where(eq(noticeItems.title, 'Veřejná vyhláška – oprava místní komunikace'));
    const documents = await t.database.db
      .select()
      .from(noticeDocuments)
      .where(eq(noticeDocuments.itemId, notice?.id ?? 0));
    expect(documents).toHaveLength(1);
    const stored = await t.app.inject({ url: documents[0]?.url ?? '' });
    expect(stored.rawPayload.equals(pdf('vyhlaska'))).toBe(true);
  });
});
