import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { articles } from '../news/schema.server.ts';
import { find } from '../redirects/service.server.ts';
import { filesOf } from './files.server.ts';
import { importOptionsSchema } from './schemas.ts';
import { parseApart } from './sources/parse.server.ts';
import { type OldSite, startOldSite } from './test-old-site.ts';
import { runToEnd, uploadSource } from './test-runs.ts';

/**
 * Feeds as real sites publish them (issue 57, D4, D5 and point 4): in the encoding their XML
 * declaration names, with links relative to the address they are published at, with bad items.
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

const upload = (source: string, name: string, data: Buffer) =>
  uploadSource(t.app, martin, { source }, { name, data, type: 'application/octet-stream' });
const run = (id: number) => runToEnd(t.app, martin, id);

const env = {
  options: importOptionsSchema.parse({}),
  categories: { notice: [], event: [], article: [], record: [] },
  office: 'Obecní úřad',
  ico: '',
};

describe('a windows-1251 RSS feed with relative links, downloaded from its address', () => {
  it('comes out in Cyrillic, its items at whole addresses on the old site that lead to the new articles', {
    timeout: 90_000,
  }, async () => {
    site.pages.set('/ru/rss.xml', { type: 'application/rss+xml', body: fixture('feed-windows-1251.rss') });
    const res = await api('POST', '/api/staff/imports', { source: 'feed', url: `${site.url}/ru/rss.xml` });
    expect(res.statusCode, res.body).toBe(201);
    const dry = res.json().data;
    expect(dry.title).toBe('Новый год');
    expect(dry.plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0 });
    expect(dry.plan.samples[0].title).toBe('Как пережить новогоднюю ночь');
    expect(dry.plan.notes).toEqual([]);

    const done = await run(dry.id);
    expect(done.result).toMatchObject({ created: 1, skipped: 0 });
    const [article] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.title, 'Как пережить новогоднюю ночь'));
    expect(article).toBeDefined();
    // What the public sees: the title and text in Cyrillic, no U+FFFD.
    const shown = (await t.app.inject({ url: `/api/blog/posts/${article?.slug}` })).json().data;
    expect(shown.title).toBe('Как пережить новогоднюю ночь');
    expect(shown.perex).toMatch(/^Наверное, единственное, во что сегодня можно верить/);
    expect(JSON.stringify(shown)).not.toContain('\uFFFD');
    // The item's link `/ru/novosti/…` was read against the feed's address: the old address leads here.
    expect(await find(t.app, '/ru/novosti/kak-perezhit-novogodnyuyu-noch/')).toBe(`/aktuality/${article?.slug}`);
  });
});

describe('an Atom feed whose entry links are relative', () => {
  it('uploaded as a file with no address to read them against, is imported with the problem named per item, not a 500', async () => {
    const res = await upload('feed', 'zpravy.atom', fixture('feed-atom-relative.atom'));
    expect(res.statusCode, res.body).toBe(201);
    const dry = res.json().data;
    expect(dry.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(dry.plan.notes.map((n: { title: string }) => n.title)).toEqual([
      'Oprava mostu přes Lipku',
      'Jarní úklid obce',
    ]);
    expect(dry.plan.notes[0].notes[0]).toMatch(/„\/blog\/2019\/05\/oprava-mostu\/“ je relativní/);
  });

  it('downloaded from its address, has its entries at whole addresses there, their documents found', async () => {
    site.pages.set('/zpravy.atom', { type: 'application/atom+xml', body: fixture('feed-atom-relative.atom') });
    const parsed = await parseApart('feed', fixture('feed-atom-relative.atom'), {
      ...env,
      address: `${site.url}/zpravy.atom`,
    });
    expect(parsed.items.map((i) => i.oldUrl)).toEqual([
      `${site.url}/blog/2019/05/oprava-mostu/`,
      `${site.url}/blog/2019/04/jarni-uklid/`,
    ]);
    const [bridge] = parsed.items;
    expect(bridge && filesOf(bridge).map((f) => f.url)).toEqual([`${site.url}/soubory/most-rozpocet.pdf`]);
    const res = await api('POST', '/api/staff/imports', { source: 'feed', url: `${site.url}/zpravy.atom` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.plan.notes).toEqual([]);
  });

  it('a relative item address never throws where its files are looked for', () => {
    const item = {
      kind: 'article' as const,
      key: 'x',
      title: 'x',
      oldUrl: '/en/games/1',
      problems: [],
      notes: [],
      perex: 'x',
      body: '<p><a href="/a.pdf">a</a><img src="/b.jpg" alt=""></p>',
      publishedAt: null,
      image: null,
      categories: [],
    };
    expect(filesOf(item)).toEqual([]);
  });
});

describe('feeds in other encodings', () => {
  it('an ISO-8859-1 feed (Jornal de Notícias) is read by its declaration', async () => {
    const parsed = await parseApart('feed', fixture('feed-iso-8859-1.rss'), env);
    expect(parsed.title).toBe('Jornal de Notícias - Últimas Notícias');
    expect(parsed.encoding).toBe('windows-1252');
    expect(parsed.items.map((i) => i.title)).toEqual([
      'Mãe de utente é a nova presidente da Raríssimas',
      'Reações dos partidos ao veto de Marcelo',
      'Tempestade Eleanor atinge França, Alemanha, Suíça e Reino Unido',
    ]);
  });

  it('a feed in UTF-16 known by its byte order mark, and one declaring an encoding there is not, come through the reader', async () => {
    const feed = (declared: string) => `<?xml version="1.0" encoding="${declared}"?>
<rss version="2.0"><channel><title>Zprávy obce</title><link>https://www.vzorov.cz/</link>
<item><title>Uzavírka ulice Šťastná</title><link>https://www.vzorov.cz/zpravy/1</link><pubDate>Mon, 06 May 2019 12:30:00 GMT</pubDate>
<description>Ulice Šťastná bude v pondělí uzavřena, objížďka vede přes náměstí.</description></item>
</channel></rss>`;
    // As feedparser's encoding cases have them (utf-16le-bom.xml, bozo_bogus_encoding.xml), with a channel.
    const cases: [Buffer, string][] = [
      [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(feed('utf-16'), 'utf16le')]), 'utf-16le'],
      [Buffer.from(feed('bogus')), 'utf-8'],
      [encode1250(feed('bogus')), 'windows-1250'],
    ];
    for (const [data, encoding] of cases) {
      const parsed = await parseApart('feed', data, env);
      expect(parsed.encoding, encoding).toBe(encoding);
      expect(parsed.title, encoding).toBe('Zprávy obce');
      expect(
        parsed.items.map((i) => [i.title, i.kind === 'article' ? i.perex : '']),
        encoding,
      ).toEqual([['Uzavírka ulice Šťastná', 'Ulice Šťastná bude v pondělí uzavřena, objížďka vede přes náměstí.']]);
    }
  });
});

describe('a bad feed or a bad item', () => {
  it('garbage of a few megabytes is refused with the reason in Czech, not a 500', async () => {
    const garbage = Buffer.alloc(4 * 1024 * 1024);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 2654435761) >>> 24;
    const res = await upload('feed', 'kanal.xml', garbage);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/není kanál RSS 2.0 ani Atom/);
  });

  it('an item with a broken link, no title or no date does not refuse the others', async () => {
    const feed = `<?xml version="1.0" encoding="windows-1250"?>
<rss version="2.0"><channel><title>Zprávy</title><link>http://[nejde/</link>
<item><title>Dobrá zpráva</title><link>/zpravy/1</link><pubDate>Mon, 06 May 2019 12:30:00 GMT</pubDate><description>Obec opravila most.</description></item>
<item><link>http://[rozbity/odkaz</link><description>Bez nadpisu.</description><pubDate>Mon, 06 May 2019 12:30:00 GMT</pubDate></item>
<item><title>Bez data</title><link>/zpravy/3</link><description>Text.</description></item>
</channel></rss>`;
    const res = await upload('feed', 'zpravy.rss', encode1250(feed));
    expect(res.statusCode, res.body).toBe(201);
    const dry = res.json().data;
    expect(dry.title).toBe('Zprávy');
    expect(dry.plan.counts).toMatchObject({ created: 1, skipped: 2 });
    expect(dry.plan.problems.map((p: { problems: string[] }) => p.problems)).toEqual([
      ['Chybí nadpis.'],
      ['Chybí datum zveřejnění.'],
    ]);
    expect(dry.plan.notes[0]).toMatchObject({ title: 'Dobrá zpráva' });
  });
});

/** Text in windows-1250, as `iconv -t windows-1250` writes it. */
function encode1250(text: string): Buffer {
  return execFileSync('iconv', ['-f', 'utf-8', '-t', 'windows-1250'], { input: text });
}
