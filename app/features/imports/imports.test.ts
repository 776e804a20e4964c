import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { media } from '../media/schema.server.ts';
import { articles } from '../news/schema.server.ts';
import { noticeDocuments, noticeItems } from '../notice-board/schema.server.ts';
import { find } from '../redirects/service.server.ts';
import { download } from './fetch.server.ts';
import * as importsPage from './pages/sprava-import.tsx';
import * as runPage from './pages/sprava-import-beh.tsx';
import { importOutcomes } from './schema.server.ts';
import { importOptionsSchema } from './schemas.ts';
import { runJob } from './service.server.ts';
import { parseApart } from './sources/parse.server.ts';
import { type OldSite, pdf, startOldSite, wordpressExport } from './test-old-site.ts';

/** Imports of a town's former content (issue 31), from "the old site" on 127.0.0.1. */
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

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${martin}` } });

async function prepare(source: string, path: string) {
  const res = await api('POST', '/api/staff/imports', { source, url: `${site.url}${path}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Starts a run and waits for the job queue to finish it. */
async function run(id: number) {
  const res = await api('POST', `/api/staff/imports/${id}/start`);
  expect(res.statusCode, res.body).toBe(202);
  return settled(id);
}

async function settled(
  id: number,
  until = (r: { state: string; done: number }) => r.state === 'done' || r.state === 'failed',
) {
  for (let i = 0; i < 300; i++) {
    const current = (await api('GET', `/api/staff/imports/${id}`)).json().data;
    if (until(current)) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not settle`);
}

const noticesFrom = () =>
  t.database.db
    .select()
    .from(noticeItems)
    .where(like(noticeItems.title, '%'))
    .then((rows) =>
      rows.filter((r) =>
        /^(Rozpočet města na rok 2027|Oznámení o zahájení stavebního řízení|Záměr pronájmu nebytových prostor$|Položka bez data)/.test(
          r.title,
        ),
      ),
    );

describe('the notice board from OFN JSON-LD', () => {
  let first: number;

  it('is checked first: counts, the first items as they will look, and every problem with its reason', async () => {
    const dry = await prepare('ofn', '/deska.jsonld');
    first = dry.id;
    expect(dry.state).toBe('checked');
    expect(dry.title).toBe('Úřední deska města Starov');
    expect(dry.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 2 });
    expect(dry.plan.kinds).toEqual({ notice: 4 });
    expect(dry.plan.samples.map((s: { title: string }) => s.title)).toEqual([
      'Rozpočet města na rok 2027',
      'Záměr pronájmu nebytových prostor',
    ]);
    expect(dry.plan.problems).toEqual([
      {
        position: 1,
        title: expect.stringMatching(/stavebního řízení/),
        problems: [expect.stringMatching(/Neznámá kategorie „Stavební úřad“/)],
      },
      { position: 2, title: 'Položka bez data vyvěšení', problems: ['Chybí datum vyvěšení.'] },
    ]);
    expect(dry.plan.categories).toEqual([
      { name: 'Rozpočet', items: 2, target: 'rozpocet' },
      { name: 'Stavební úřad', items: 1, target: null },
      { name: 'Ostatní', items: 1, target: 'ostatni' },
    ]);
    // Nothing is written by a dry run, and no document was downloaded.
    expect(await noticesFrom()).toEqual([]);
    expect(site.requests.filter((r) => r.startsWith('/soubory/'))).toEqual([]);
  });

  it('takes the office’s mapping of an unknown category, and the dry run says what it changes', async () => {
    const res = await api('PUT', `/api/staff/imports/${first}/options`, {
      categories: { 'Stavební úřad': 'stavebni-rizeni' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toEqual({ created: 3, updated: 0, unchanged: 0, skipped: 1 });
  });

  it('runs as its dry run said, keeps an item whose document failed, cleans the HTML, and leads old addresses on', async () => {
    const done = await run(first);
    expect(done.state).toBe('done');
    expect(done.result).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      skipped: 1,
      conflict: 0,
      deleted: 0,
      with_problems: 1,
    });
    expect(done.done).toBe(4);

    const notices = await noticesFrom();
    expect(notices.map((n) => n.title).sort()).toEqual([
      'Oznámení o zahájení stavebního řízení – most přes Lipku',
      'Rozpočet města na rok 2027',
      'Záměr pronájmu nebytových prostor',
    ]);
    const bridge = notices.find((n) => n.title.startsWith('Oznámení'))!;
    // 23:30 UTC on 31 October is already 1 November in Prague.
    expect(bridge.postedOn).toBe('2026-11-01');
    expect(bridge.relevantUntil).toBeNull();
    const lease = notices.find((n) => n.title.startsWith('Záměr'))!;
    expect(lease.description).not.toMatch(/script|onclick/);
    expect(lease.description).toMatch(/Pronájem prostor/);

    const budget = notices.find((n) => n.title.startsWith('Rozpočet'))!;
    const [document] = await t.database.db.select().from(noticeDocuments).where(eq(noticeDocuments.itemId, budget.id));
    expect(document!.name).toBe('Návrh rozpočtu 2027.pdf');
    const stored = await t.app.inject({ method: 'GET', url: document!.url });
    expect(stored.rawPayload.equals(pdf('rozpocet'))).toBe(true);

    const report = (await api('GET', `/api/staff/imports/${first}/outcomes?problems=true`)).json();
    expect(report.data).toEqual([
      expect.objectContaining({ title: 'Položka bez data vyvěšení', outcome: 'skipped' }),
      expect.objectContaining({
        title: 'Záměr pronájmu nebytových prostor',
        outcome: 'created',
        problems: [
          expect.stringMatching(/Plánek\.pdf.*chybou 404/),
          expect.stringMatching(/Příloha\.pdf.*musí být PDF/),
        ],
      }),
    ]);

    expect(await find(t.app, '/deska/detail.asp?id=101')).toBe(`/uredni-deska/${budget.slug}`);
  });

  it('run again doubles nothing, and updates what changed in the source, at the same address', async () => {
    const again = await prepare('ofn', '/deska.jsonld');
    await api('PUT', `/api/staff/imports/${again.id}/options`, { categories: { 'Stavební úřad': 'stavebni-rizeni' } });
    const done = await run(again.id);
    // The notice whose documents did not all come is tried again; its document failing again, it is
    // unchanged (no new version for nothing, D27), and nothing else is touched.
    expect(done.result).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 1 });
    expect(await noticesFrom()).toHaveLength(3);

    const source = (await fetch(`${site.url}/deska.jsonld`).then((r) => r.text())).replace(
      'Rozpočet města na rok 2027',
      'Rozpočet města na rok 2027 (schválený)',
    );
    site.pages.set('/deska-zmenena.jsonld', { type: 'application/ld+json', body: source });
    const third = await prepare('ofn', '/deska-zmenena.jsonld');
    const mapped = await api('PUT', `/api/staff/imports/${third.id}/options`, {
      categories: { 'Stavební úřad': 'stavebni-rizeni' },
    });
    expect(mapped.json().data.counts).toEqual({ created: 0, updated: 1, unchanged: 2, skipped: 1 });
    const before = (await noticesFrom()).find((n) => n.title.startsWith('Rozpočet'))!;
    await run(third.id);
    const after = (await noticesFrom()).find((n) => n.title.startsWith('Rozpočet'))!;
    expect(after.id).toBe(before.id);
    expect(after.title).toBe('Rozpočet města na rok 2027 (schválený)');
    expect(after.slug).toBe(before.slug);
  });
});

describe('a source that is not what it claims', () => {
  it('is refused with the reason before anything is written', async () => {
    const runsBefore = (await api('GET', '/api/staff/imports')).json().meta.total;
    site.pages.set('/jen-json.json', { type: 'application/json', body: '{"items": []}' });
    for (const [source, path, reason] of [
      ['ofn', '/', /není JSON/],
      ['ofn', '/jen-json.json', /není úřední deska/],
      ['feed', '/', /webová stránka \(HTML\)/],
      ['feed', '/deska.jsonld', /není kanál RSS/],
      ['ofn', '/neni-tu.jsonld', /chybou 404/],
    ] as const) {
      const res = await api('POST', '/api/staff/imports', { source, url: `${site.url}${path}` });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors.url[0], path).toMatch(reason);
    }
    const upload = await multipartBody({ source: 'ofn' }, [
      {
        field: 'file',
        name: 'deska.jsonld',
        data: Buffer.from('{"@context": "https://ofn.gov.cz/úřední-desky/'),
        type: 'application/json',
      },
    ]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/staff/imports',
      headers: { authorization: `Bearer ${martin}`, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors.file[0]).toMatch(/není JSON/);
    expect((await api('GET', '/api/staff/imports')).json().meta.total).toBe(runsBefore);
  });

  it('that is larger than the limit is refused while it downloads, by its declared length or its bytes', async () => {
    const allow = ['127.0.0.1'];
    await expect(download(`${site.url}/wordpress.xml`, { limit: 1000, allow })).rejects.toThrow(
      'Soubor je větší než 1 kB.',
    );
    site.pages.set('/velky.xml', { type: 'application/xml', body: 'x'.repeat(5000) });
    await expect(download(`${site.url}/velky.xml`, { limit: 4999, allow })).rejects.toThrow(/větší než/);
    expect((await download(`${site.url}/velky.xml`, { limit: 5000, allow })).data.length).toBe(5000);
  });

  it('is asked again on a new connection when the one kept alive was closed as it was taken up again', async () => {
    // A server that answers each connection's first request, keeps it open, and resets it at the next:
    // what a server's idle timeout does to a request that set out on the connection at that moment.
    const answer =
      'HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: 5\r\nConnection: keep-alive\r\n\r\n<a/>\n';
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      let requests = 0;
      socket.on('data', () => {
        if (++requests === 1) socket.write(answer);
        else socket.resetAndDestroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x.xml`;
      const allow = ['127.0.0.1'];
      expect((await download(url, { limit: 100, allow })).data.toString()).toBe('<a/>\n');
      expect((await download(url, { limit: 100, allow })).data.toString()).toBe('<a/>\n');
      expect(connections).toBe(2);
    } finally {
      server.close();
    }
  });

  it('whose address points into this machine or its private network is refused (SSRF)', async () => {
    for (const address of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/deska.jsonld',
      `http://[::1]:${new URL(site.url).port}/deska.jsonld`,
    ]) {
      const res = await api('POST', '/api/staff/imports', { source: 'ofn', url: address });
      expect(res.statusCode, address).toBe(422);
      expect(res.json().errors.url[0], address).toMatch(/vnitřní sítě nebo na tento počítač/);
    }
    // Loopback is allowed only by the configuration, as the tests' old site is.
    await expect(download(`${site.url}/deska.jsonld`, { limit: 1_000_000 })).rejects.toThrow(/vnitřní sítě/);
    // A redirect from an allowed address into a forbidden one is checked at its hop.
    site.pages.set('/presmeruj', { type: 'redirect', body: 'http://10.1.2.3/deska.jsonld' });
    const hop = await api('POST', '/api/staff/imports', { source: 'ofn', url: `${site.url}/presmeruj` });
    expect(hop.json().errors.url[0]).toMatch(/vnitřní sítě/);
  });
});

describe('a source too big to read', () => {
  const board = (items: number) =>
    Buffer.from(
      JSON.stringify({
        '@context': 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld',
        typ: 'Úřední deska',
        informace: Array.from({ length: items }, (_, i) => ({
          typ: 'Digitální objekt',
          iri: `x-${i}`,
          název: { cs: `Oznámení číslo ${i}` },
        })),
      }),
    );
  const env = {
    options: importOptionsSchema.parse({}),
    categories: { notice: [], event: [], article: [], record: [] },
    office: 'Obecní úřad',
    ico: '',
  };
  const tooBig = /příliš velký: rozdělte ho/;

  it('is read in a process of its own; one that runs out of memory there fails the import, not the server', async () => {
    expect((await parseApart('ofn', board(3), env)).items).toHaveLength(3);
    await expect(parseApart('ofn', board(300_000), env, { heapMb: 32, resultBytes: 1e9 })).rejects.toThrow(tooBig);
  });

  it('that declares a DOCTYPE where its format has none is refused; one in a post is only text', async () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "lol">${laughs}]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&l9;</title></item></channel></rss>`,
    );
    await expect(parseApart('wxr', bomb, env)).rejects.toThrow('deklaruje DOCTYPE, který WordPress nepíše');
    const dump = Buffer.from(`<?xml version="1.0"?><!DOCTYPE dump [<!ENTITY l0 "lol">${laughs}]><dump>&l9;</dump>`);
    await expect(parseApart('registr', dump, env)).rejects.toThrow('deklaruje DOCTYPE');
    const post = wordpressExport(1).toString().replace('<![CDATA[<p>', '<![CDATA[<!DOCTYPE html><p>');
    expect((await parseApart('wxr', Buffer.from(post), env)).items).toHaveLength(1);
  });

  it('that takes longer to read than its limit is stopped and refused with the reason', async () => {
    // The child process alone takes longer than this to start.
    await expect(parseApart('wxr', wordpressExport(5000), env, { seconds: 0.2 })).rejects.toThrow(
      /nepodařilo přečíst ani za 0.2 s/,
    );
  });

  it('whose items would not fit the server beside its work is refused with the reason', async () => {
    await expect(parseApart('ofn', board(1000), env, { heapMb: 256, resultBytes: 10_000 })).rejects.toThrow(tooBig);
  });
});

describe('news from RSS', () => {
  it('become articles with their pictures in the media library, the text cleaned, a second run doubling nothing', async () => {
    const dry = await prepare('feed', '/zpravy.rss');
    expect(dry.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
    expect(dry.plan.problems[0].problems).toEqual(['Chybí datum zveřejnění.']);
    const done = await run(dry.id);
    expect(done.result).toMatchObject({ created: 2, skipped: 1 });

    const imported = await t.database.db
      .select()
      .from(articles)
      .where(sql`${articles.title} in ('Nový chodník na Nádražní', 'Svoz odpadu o svátcích')`);
    expect(imported).toHaveLength(2);
    const pavement = imported.find((a) => a.title.startsWith('Nový'))!;
    expect(pavement.publishedAt?.toISOString()).toBe('2025-10-26T07:15:00.000Z');
    expect(pavement.imageUrl).toMatch(/^\/media\//);
    expect(pavement.body).toMatch(/<img src="\/media\/[^"]+" alt="Nový chodník u nádraží"/);
    expect(pavement.body).not.toMatch(/obrazky/);
    const holidays = imported.find((a) => a.title.startsWith('Svoz'))!;
    expect(holidays.perex).toBe('O svátcích se sváží podle zvláštního rozpisu.');
    expect(holidays.body).not.toMatch(/script/);
    expect(await find(t.app, '/zpravy/clanek.asp?id=501')).toBe(`/aktuality/${pavement.slug}`);

    const pictures = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]!.n;
    const again = await prepare('feed', '/zpravy.rss');
    expect(again.plan.counts).toMatchObject({ created: 0, unchanged: 2 });
    await run(again.id);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]!.n).toBe(pictures);
  });
});

describe('an import killed mid-way', () => {
  it('resumes at the item it stopped at, with nothing doubled and nothing lost', async () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      typ: 'Digitální objekt',
      iri: `${site.url}/archiv/${i}`,
      url: `${site.url}/archiv.asp?id=${i}`,
      název: { cs: `Archivní oznámení ${i + 1}` },
      vyvěšení: { typ: 'Časový okamžik', datum: `2015-03-0${i + 1}` },
      relevantní_do: { typ: 'Časový okamžik', datum: '2015-04-01' },
      agenda: [{ typ: 'Agenda', název: { cs: 'Ostatní' } }],
    }));
    site.pages.set('/archiv.jsonld', {
      type: 'application/ld+json',
      body: JSON.stringify({
        '@context': 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld',
        informace: items,
      }),
    });
    const dry = await prepare('ofn', '/archiv.jsonld');
    // The database stops the third item's transaction at its last statement, as a kill -9 before
    // the commit would: everything of that item is rolled back.
    await t.database.db.execute(
      sql.raw(`create function import_crash() returns trigger language plpgsql as $$
        begin
          if new.run_id = ${dry.id} and new.position = 2 then raise exception 'the process was killed'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger import_crash before insert on import_outcomes for each row execute function import_crash()',
      ),
    );
    await api('POST', `/api/staff/imports/${dry.id}/start`);
    const stopped = await settled(
      dry.id,
      (r: { done: number; state: string }) => r.state === 'running' && r.done === 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await api('GET', `/api/staff/imports/${dry.id}`)).json().data).toMatchObject({ done: 2, state: 'running' });
    expect(stopped.result.created).toBe(2);
    await t.database.db.execute(sql.raw('drop trigger import_crash on import_outcomes'));
    await t.database.db.execute(sql.raw('drop function import_crash()'));

    // The queue runs the job again (after its retry delay, or at the next start): here at once.
    await runJob(systemContext(t.app, new Date()), dry.id);
    const done = (await api('GET', `/api/staff/imports/${dry.id}`)).json().data;
    expect(done).toMatchObject({ state: 'done', done: 5, result: { created: 5, skipped: 0 } });
    const archived = await t.database.db
      .select()
      .from(noticeItems)
      .where(like(noticeItems.title, 'Archivní oznámení %'));
    expect(archived.map((n) => n.title).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Archivní oznámení ${n}`));
    const outcomes = await t.database.db
      .select()
      .from(importOutcomes)
      .where(and(eq(importOutcomes.runId, dry.id)));
    expect(outcomes.map((o) => o.position).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the pages of an import', () => {
  it('take a file without JavaScript, show the dry run, take the mapping and start, then show the report', async () => {
    const context = await pageContext(t.app, martin);
    const board = (await fetch(`${site.url}/deska.jsonld`).then((r) => r.text()))
      .replaceAll('/deska/detail', '/stara-deska/detail')
      .replace('Rozpočet města na rok 2027', 'Rozpočtové opatření č. 3');
    const { contentType, payload } = await multipartBody({ source: 'ofn', url: '' }, [
      { field: 'file', name: 'deska.jsonld', data: Buffer.from(board), type: 'application/ld+json' },
    ]);
    const post = page('/sprava/import', { method: 'POST', headers: { 'content-type': contentType }, body: payload });
    const created = await importsPage.action(routeArgs({ request: post, params: {}, context }));
    expect(created).toBeInstanceOf(Response);
    const location = (created as Response).headers.get('location')!;
    const id = location.split('/').pop()!;

    const loaded = asJson(await runPage.loader(routeArgs({ request: page(location), params: { id }, context })));
    expect(loaded.run.label).toBe('deska.jsonld');
    expect(loaded.run.plan.counts.skipped).toBe(2);
    const unknown = loaded.run.plan.categories.findIndex((c: { name: string }) => c.name === 'Stavební úřad');
    const fields = Object.fromEntries(
      loaded.run.plan.categories.map((c: { target: string | null }, i: number) => [
        `categories[${i}].target`,
        c.target ?? '?',
      ]),
    );
    fields[`categories[${unknown}].target`] = 'stavebni-rizeni';
    const saved = await runPage.action(
      routeArgs({
        request: page(location, form({ intent: 'options', originator: '', ...fields })),
        params: { id },
        context,
      }),
    );
    expect(saved).toEqual({ saved: true });
    const started = await runPage.action(
      routeArgs({ request: page(location, form({ intent: 'start' })), params: { id }, context }),
    );
    expect((started as Response).status).toBe(302);
    const done = await settled(Number(id));
    // New addresses in the source are new items; those with a title taken get the next free address.
    expect(done.result).toMatchObject({ created: 3, skipped: 1 });

    const report = asJson(
      await runPage.loader(routeArgs({ request: page(`${location}?stav=created`), params: { id }, context })),
    );
    expect(report.report.rows.map((r: { path: string }) => r.path)).toEqual([
      '/uredni-deska/rozpoctove-opatreni-c-3',
      '/uredni-deska/oznameni-o-zahajeni-stavebniho-rizeni-most-pres-lipku-2',
      '/uredni-deska/zamer-pronajmu-nebytovych-prostor-2',
    ]);
  });
});

describe('events from iCalendar', () => {
  // A dry run, a run in the reader's own process and eight events: 16 s alone on two cores, past the
  // suite's 30 s when CI's other workers share them, so it gets the room the WXR's tests get by size.
  it('keep their weekly rule across the change of time, skipped and moved dates, all-day spans and zones', {
    timeout: 90_000,
  }, async () => {
    const dry = await prepare('ical', '/akce.ics');
    expect(dry.title).toBe('Akce ve Starově');
    expect(dry.plan.kinds).toEqual({ event: 6 });
    expect(dry.plan.categories).toEqual([
      { name: 'Sport', items: 2, target: 'sport' },
      { name: 'Trhy', items: 1, target: 'trhy' },
      { name: 'Kultura', items: 2, target: 'kultura' },
      { name: '', items: 2, target: null },
    ]);
    // The spring clean-up has neither a category nor a place; the cancelled concert stays out.
    expect(dry.plan.problems.map((p: { title: string; problems: string[] }) => [p.title, p.problems])).toEqual([
      ['Jarní úklid obce', ['Neznámá kategorie „(bez kategorie)“: přiřaďte ji některé kategorii webu.']],
      ['Koncert (zrušen)', ['Akce je ve zdroji zrušená.']],
    ]);
    const mapped = await api('PUT', `/api/staff/imports/${dry.id}/options`, {
      categories: { '': 'spolecenske' },
      place: 'Hasičská zbrojnice',
    });
    expect(mapped.json().data.counts).toEqual({ created: 5, updated: 0, unchanged: 0, skipped: 1 });

    const done = await run(dry.id);
    expect(done.result).toMatchObject({ created: 5, skipped: 1 });
    const report = (await api('GET', `/api/staff/imports/${dry.id}/outcomes?stav=created&perPage=20`)).json().data;
    const byTitle = (title: string) =>
      report.filter((r: { title: string }) => r.title === title).map((r: { path: string }) => r.path);
    const eventOf = async (path: string) => {
      const id = Number(path.split('/')[2]);
      return (await api('GET', `/api/staff/events/${id}`)).json().data;
    };

    const volleyball = await eventOf(byTitle('Volejbal pro veřejnost')[0]);
    expect(volleyball).toMatchObject({
      starts_at: '2026-10-06T16:00:00.000Z',
      ends_at: '2026-10-06T18:00:00.000Z',
      repeat_weeks: 2,
      repeat_until: '2026-12-15',
      place: 'Tělocvična ZŠ Starov',
      organizer: 'TJ Starov',
      categories: [{ slug: 'sport', name: 'Sport' }],
      links: [{ label: 'Více informací', url: 'https://www.starov.example/akce/volejbal' }],
    });
    expect(volleyball.exceptions).toEqual([
      { date: '2026-11-03', start_date: '', start_time: '', end_time: '' },
      { date: '2026-11-17', start_date: '2026-11-18', start_time: '19:00', end_time: '20:30' },
    ]);
    // Every date at six in the evening in Prague, before and after the clocks went back on 25 October.
    const dates = (await api('GET', '/api/events?from=2026-10-01&to=2026-12-31&perPage=100'))
      .json()
      .data.filter((o: { title: string }) => o.title === 'Volejbal pro veřejnost');
    expect(dates.map((o: { starts_at: string }) => o.starts_at)).toEqual([
      '2026-10-06T16:00:00.000Z',
      '2026-10-20T16:00:00.000Z',
      '2026-11-18T18:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
      '2026-12-15T17:00:00.000Z',
    ]);

    // All-day: from the first day's Prague midnight to the midnight after the last (DTEND is exclusive).
    expect(await eventOf(byTitle('Vánoční trhy')[0])).toMatchObject({
      all_day: true,
      starts_at: '2026-12-11T23:00:00.000Z',
      ends_at: '2026-12-13T23:00:00.000Z',
    });
    expect(await eventOf(byTitle('Silvestrovské oslavy')[0])).toMatchObject({
      starts_at: '2026-12-30T23:00:00.000Z',
      ends_at: '2027-01-01T23:00:00.000Z',
      categories: [
        { slug: 'kultura', name: 'Kultura' },
        { slug: 'sport', name: 'Sport' },
      ],
    });
    const cleanUp = await eventOf(byTitle('Jarní úklid obce')[0]);
    // 17:00 UTC on 28 March is 18:00 in Prague, the day before summer time.
    expect(cleanUp).toMatchObject({ starts_at: '2026-03-28T17:00:00.000Z', ends_at: '2026-03-28T19:00:00.000Z' });
    expect(cleanUp.place).toBe('Hasičská zbrojnice');
    expect(cleanUp.body).not.toMatch(/<script/);
    // The first Thursday of each month: one event with its rule (issue 57), not one per month.
    const reading = byTitle('Čtení v knihovně');
    expect(reading).toHaveLength(1);
    expect(await eventOf(reading[0])).toMatchObject({ repeat_rule: 'FREQ=MONTHLY;BYDAY=1TH;COUNT=3' });
    // At five in Prague, summer time and winter time.
    const readings = (await api('GET', '/api/events?from=2026-10-01&to=2026-12-31&perPage=100'))
      .json()
      .data.filter((o: { title: string }) => o.title === 'Čtení v knihovně');
    expect(readings.map((o: { starts_at: string }) => o.starts_at)).toEqual([
      '2026-10-01T15:00:00.000Z',
      '2026-11-05T16:00:00.000Z',
      '2026-12-03T16:00:00.000Z',
    ]);
    expect(await find(t.app, 'https://www.starov.example/akce/volejbal')).toBe(byTitle('Volejbal pro veřejnost')[0]);

    const again = await prepare('ical', '/akce.ics');
    await api('PUT', `/api/staff/imports/${again.id}/options`, {
      categories: { '': 'spolecenske' },
      place: 'Hasičská zbrojnice',
    });
    expect((await run(again.id)).result).toMatchObject({ created: 0, updated: 0, unchanged: 5, skipped: 1 });
  });
});

describe('a WordPress export (WXR)', () => {
  it('brings published posts as news with their featured and inline pictures and documents, pages as pages', async () => {
    const dry = await prepare('wxr', '/wordpress.xml');
    expect(dry.title).toBe('Obec Starov');
    expect(dry.plan.kinds).toEqual({ article: 3, page: 1 });
    // A draft comes as a draft, named in the dry run (issue 57).
    expect(dry.plan.counts).toMatchObject({ created: 4, updated: 0, unchanged: 0, skipped: 0 });
    expect(dry.plan.notes).toEqual([
      {
        position: expect.any(Number),
        title: 'Rozpracovaný článek',
        notes: ['Ve WordPressu koncept, importováno jako koncept.'],
      },
    ]);
    expect(dry.plan.categories).toEqual([
      { name: 'Zprávy z radnice', items: 1, target: 'zpravy-z-radnice' },
      { name: 'Kultura', items: 1, target: null },
    ]);
    const done = await run(dry.id);
    expect(done.result).toMatchObject({ created: 4, skipped: 0 });

    const [fountain] = await t.database.db.select().from(articles).where(eq(articles.title, 'Oprava kašny na návsi'));
    expect(fountain!.publishedAt?.toISOString()).toBe('2019-05-06T12:30:00.000Z');
    expect(fountain!.perex).toBe('Kašna na návsi je po půl roce opravená.');
    expect(fountain!.imageUrl).toMatch(/^\/media\//);
    // Blank lines were WordPress's paragraphs; the picture and the document now live here, the
    // ministry's link stays where it points.
    expect(fountain!.body).toMatch(/^<p>Kašna na návsi je opravená a znovu teče.<\/p>/);
    expect(fountain!.body).toMatch(/<img src="\/media\/[^"]+" alt="Opravená kašna na návsi"/);
    const pdfLink = /href="(\/media\/imported\/[^"]+\.pdf)"/.exec(fountain!.body)?.[1];
    expect(pdfLink).toBeDefined();
    expect((await t.app.inject({ url: pdfLink! })).rawPayload.equals(pdf('rozpocet kasny'))).toBe(true);
    expect(fountain!.body).toContain('href="https://www.mk.gov.cz/pamatky"');
    const [harvest] = await t.database.db.select().from(articles).where(eq(articles.title, 'Posvícení'));
    expect(harvest!.categoryId).toBeNull();

    const page = await t.app.inject({ url: '/api/pages/historie-obce' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.body).toContain('První písemná zmínka');
    expect(page.json().data.body).not.toMatch(/script|onclick/);
    expect(await find(t.app, '/historie-obce/')).toBe('/info/historie-obce');
    expect(await find(t.app, '/?page_id=13')).toBe('/info/historie-obce');
    expect(await find(t.app, '/?p=11')).toBe(`/aktuality/${fountain!.slug}`);

    const report = (await api('GET', `/api/staff/imports/${dry.id}/outcomes?problems=true`)).json().data;
    expect(report).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Posvícení',
          problems: ['Kategorie „Kultura“ na webu není; článek ji nemá.'],
        }),
      ]),
    );

    const again = await prepare('wxr', '/wordpress.xml');
    expect(again.plan.counts).toMatchObject({ created: 0, unchanged: 4 });
  });
});

describe('registers from a table (CSV, XLSX)', () => {
  it('find their columns by the headings, import each row with its file, and skip a bad row with its reason', async () => {
    const dry = await prepare('table', '/dokumenty.csv');
    expect(dry.plan.table.columns.filter((c: { column: string | null }) => c.column)).toEqual([
      { field: 'name', label: 'Název', required: true, column: 'Název dokumentu' },
      { field: 'category', label: 'Kategorie', required: false, column: 'Kategorie' },
      { field: 'date', label: 'Datum', required: true, column: 'Datum' },
      { field: 'file', label: 'Soubor (adresa)', required: false, column: 'Soubor' },
      { field: 'old_url', label: 'Původní adresa záznamu', required: false, column: 'Původní adresa' },
    ]);
    expect(dry.plan.counts).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 1 });
    expect(dry.plan.problems).toEqual([
      { position: 3, title: 'Dokument bez data', problems: ['Zadejte datum dokumentu.'] },
    ]);
    const done = await run(dry.id);
    expect(done.result).toMatchObject({ created: 4, skipped: 1, with_problems: 2 });
    const docs = (await api('GET', '/api/staff/documents?perPage=100')).json().data;
    const account = docs.find((d: { title: string }) => d.title === 'Závěrečný účet 2019');
    expect(account).toMatchObject({ date: '2020-06-15', has_file: true });
    const fileUrl = (await api('GET', `/api/staff/documents/${account.id}`)).json().data.file.url;
    expect((await t.app.inject({ url: fileUrl })).rawPayload.equals(pdf('/dokumenty/zaverecny-ucet-2019.pdf'))).toBe(
      true,
    );
    // The old address of the record and of its file both lead to the file.
    expect(await find(t.app, '/dokumenty.asp?id=71')).toBe(fileUrl);
    expect(await find(t.app, '/dokumenty/zaverecny-ucet-2019.pdf')).toBe(fileUrl);
    const report = (await api('GET', `/api/staff/imports/${dry.id}/outcomes?problems=true`)).json().data;
    expect(report.map((r: { title: string; problems: string[] }) => [r.title, r.problems.length])).toEqual([
      ['Žádost o kácení dřevin', 1],
      ['Dokument bez data', 1],
      ['Výroční zpráva 2015', 1],
    ]);
  });

  it('take the office’s choice of what the rows are and which column is which, from an XLSX workbook', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Smlouvy 2016');
    sheet.addRow(['Dodavatel', 'IČ', 'Co', 'Cena s DPH', 'Uzavřeno']);
    sheet.addRow(['Zahradnictví Lípa', '27082440', 'Výsadba stromů v parku', 84700, new Date('2016-04-12T00:00:00Z')]);
    sheet.addRow(['Malíř Pokoj', '', 'Výmalba školní jídelny', '121 000,50', '3. 8. 2016']);
    const upload = await multipartBody({ source: 'table' }, [
      {
        field: 'file',
        name: 'smlouvy.xlsx',
        data: Buffer.from(await workbook.xlsx.writeBuffer()),
        type: 'application/octet-stream',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/imports',
      headers: { authorization: `Bearer ${martin}`, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    const mapped = await api('PUT', `/api/staff/imports/${id}/options`, {
      recordKind: 'contracts',
      columns: {
        counterparty: 'Dodavatel',
        counterparty_ico: 'IČ',
        subject: 'Co',
        value_with_vat: 'Cena s DPH',
        signed_on: 'Uzavřeno',
      },
    });
    expect(mapped.json().data.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    await run(id);
    const report = (await api('GET', `/api/staff/imports/${id}/outcomes`)).json().data;
    const contract = async (i: number) => {
      const row = await api('GET', `/api/staff/contracts?q=${encodeURIComponent(report[i].title)}`);
      return (await api('GET', `/api/staff/contracts/${row.json().data[0].id}`)).json().data;
    };
    expect(await contract(0)).toMatchObject({
      counterparty: 'Zahradnictví Lípa',
      counterparty_ico: '27082440',
      signed_on: '2016-04-12',
      value_with_vat: 84700,
    });
    expect(await contract(1)).toMatchObject({
      counterparty: 'Malíř Pokoj',
      signed_on: '2016-08-03',
      value_with_vat: 121000.5,
    });

    const cut = await multipartBody({ source: 'table' }, [
      {
        field: 'file',
        name: 'smlouvy.xlsx',
        data: Buffer.from(await workbook.xlsx.writeBuffer()).subarray(0, 900),
        type: 'application/octet-stream',
      },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/imports',
      headers: { authorization: `Bearer ${martin}`, 'content-type': cut.contentType },
      payload: cut.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toMatch(/XLSX je poškozený nebo neúplný/);
  });
});

describe('the town’s contracts from the Registr smluv', () => {
  it('are those the town published or is a party to, without the withdrawn ones, with their PDF', async () => {
    const dry = await prepare('registr', '/registr-smluv.xml');
    expect(dry.title).toBe('Registr smluv 03/2021');
    expect(dry.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
    expect(dry.plan.problems[0].problems).toEqual(['Záznam byl v registru smluv znepřístupněn.']);
    await run(dry.id);
    const contractOf = async (subject: string) => {
      const rows = (await api('GET', `/api/staff/contracts?q=${encodeURIComponent(subject)}`)).json().data;
      return rows.length ? (await api('GET', `/api/staff/contracts/${rows[0].id}`)).json().data : null;
    };
    const pavement = await contractOf('Oprava chodníku v ulici Lipová');
    expect(pavement.file.url).toMatch(/^\/media\/.+\.pdf$/);
    expect(pavement).toMatchObject({
      counterparty: 'Stavby Novák s.r.o.',
      value_without_vat: 412500.5,
      value_with_vat: 499125.6,
      signed_on: '2021-02-26',
      registry_id: '14000001',
    });
    // Without its link (`odkaz`), the record's page in the register is its version's (idVerze).
    expect(await contractOf('Dotace na obnovu kapličky')).toMatchObject({
      counterparty: 'Kraj Vysočina',
      registry_id: '15000002',
    });
    expect(await contractOf('Cizí smlouva')).toBeNull();

    const other = await api(
      'PUT',
      `/api/staff/imports/${(await prepare('registr', '/registr-smluv.xml')).id}/options`,
      {
        ico: '27082440',
      },
    );
    // Another IČO picks other contracts: the one it signed with the town is known already, from its side.
    expect(other.json().data.counts).toEqual({ created: 1, updated: 1, unchanged: 0, skipped: 1 });
  });
});
