import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { find } from '../redirects/service.server.ts';
import { type OldSite, pdf, startOldSite } from './test-old-site.ts';
import { prepareSource, runToEnd, uploadSource } from './test-runs.ts';

/**
 * Real public files of other WordPress versions and plugins, a real OFN notice board and a real month of
 * the Registr smluv (fixtures/README.md names each one's source), imported through the staff API as a
 * clerk would, and checked by what the public pages and API then show (issue 57).
 */
let t: TestApp;
let site: OldSite;
let martin: string;

beforeAll(async () => {
  site = await startOldSite();
  t = await createTestApp({ env: { IMPORT_ALLOW_ADDRESSES: '127.0.0.1', LOG_LEVEL: 'error' } });
  martin = await loginAsStaff(t.app, 'martin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${martin}` } });

/** A file up for its dry run, as the import page sends it (with the form's other fields). */
const upload = (fields: Record<string, string>, name: string, data: Buffer, type = 'application/xml') =>
  uploadSource(t.app, martin, fields, { name, data, type });
const prepare = (fields: Record<string, string>, name: string, data: Buffer, type = 'application/xml') =>
  prepareSource(t.app, martin, fields, { name, data, type });
const run = (id: number) => runToEnd(t.app, martin, id);

/** What the public API answers at `url`, or its status code where it answers no data. */
async function publicData(url: string) {
  const res = await t.app.inject({ url });
  return res.statusCode === 200 ? res.json().data : res.statusCode;
}

/** A moment as a clock in Prague shows it: `2010-10-20 16:08`. */
const prague = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Plain text as a visitor reads it: no tags, no character references left over. */
const RAW = /<\/?[a-z!][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i;

const outcomes = async (id: number) =>
  (await api('GET', `/api/staff/imports/${id}/outcomes?perPage=100`)).json().data as {
    title: string;
    outcome: string;
    path: string;
    problems: string[];
  }[];

const runs = async () => (await api('GET', '/api/staff/imports')).json().meta.total as number;

const ALL_DONE = { conflict: 0, deleted: 0 };

describe('a WordPress 3.0 export (WXR 1.0)', () => {
  const file = fixture('wordpress-wxr-1.0.xml');
  let dry: { id: number; title: string; plan: Record<string, unknown> & { counts: object } };

  it('is read in its old version: three posts, three pages, the page before its parent', async () => {
    dry = await prepare({ source: 'wxr' }, 'valid-wxr-1.0.xml', file);
    expect(dry.title).toBe('Export Dataset');
    expect(dry.plan.counts).toEqual({ created: 6, updated: 0, unchanged: 0, skipped: 0 });
    expect(dry.plan.kinds).toEqual({ article: 3, page: 3 });
    expect(dry.plan.problems).toEqual([]);
    // The posts' categories (not their tags, nor WordPress's "Uncategorized") are named for the mapping.
    expect(dry.plan.categories).toEqual([
      { name: 'alpha', items: 1, target: null },
      { name: 'child', items: 1, target: null },
    ]);
    const done = await run(dry.id);
    expect(done.state).toBe('done');
    expect(done.result).toEqual({ created: 6, updated: 0, unchanged: 0, skipped: 0, ...ALL_DONE, with_problems: 2 });
  });

  it('shows the posts at their moments in Prague, their one paragraph as the perex', async () => {
    const hello = await publicData('/api/blog/posts/hello-world?type=news');
    expect(hello).toMatchObject({
      title: 'Hello world!',
      perex: 'Welcome to WordPress. This is your first post. Edit or delete it, then start blogging!',
      category: null,
    });
    // 14:08:20 UTC on 20 October 2010 is 16:08 in Prague (summer time).
    expect(prague(hello.published_at)).toBe('2010-10-20 16:08');
    const alpha = await publicData('/api/blog/posts/alpha-post?type=news');
    expect(alpha).toMatchObject({ title: 'Alpha post', perex: 'Tagged in roar, news', category: null });
    expect(prague(alpha.published_at)).toBe('2010-10-20 16:09');
    const child = await publicData('/api/blog/posts/child-post?type=news');
    expect(child).toMatchObject({ title: 'Child post', perex: 'Tagged in face, chicken' });
    expect(prague(child.published_at)).toBe('2010-10-20 16:10');
    for (const post of [hello, alpha, child]) expect(post.perex).not.toMatch(RAW);
    // A category the site does not have is named to the office, and the post is imported without it.
    const report = await outcomes(dry.id);
    expect(report.find((o) => o.title === 'Alpha post')?.problems).toEqual([
      'Kategorie „alpha“ na webu není; článek ji nemá.',
    ]);
  });

  it('puts the child page, exported before its parent, under it, at the address it had', async () => {
    const about = await publicData('/api/pages/about');
    expect(about).toMatchObject({
      title: 'About',
      path: '/info/about',
      description:
        'This is an example of a WordPress page, you could edit this to put information about yourself or your site so readers know where you are coming from. You can create as many pages like this one or sub-pages as you like and manage all of your content inside of WordPress.',
    });
    const child = await publicData('/api/pages/child-post');
    expect(child).toMatchObject({ title: 'Child page', path: '/info/parent-page/child-post' });
    expect(child.ancestors.map((a: { title: string }) => a.title)).toEqual(['Parent page']);
    expect(child.body).toContain('Should have lower ID than parent!');
    expect(await find(t.app, '/?p=1')).toBe('/aktuality/hello-world');
    expect(await find(t.app, '/?page_id=8')).toBe('/info/parent-page/child-post');
  });

  it('changes nothing when run again', async () => {
    const again = await prepare({ source: 'wxr' }, 'valid-wxr-1.0.xml', file);
    expect(again.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 6, skipped: 0 });
    const done = await run(again.id);
    expect(done.result).toEqual({ created: 0, updated: 0, unchanged: 6, skipped: 0, ...ALL_DONE, with_problems: 0 });
  });
});

describe('a WooCommerce shop’s export', () => {
  const file = fixture('woocommerce-products.xml');
  const products = ['V-Neck T-Shirt', 'Hoodie', 'T-Shirt'];
  const reason =
    'Ve WordPressu zboží e-shopu WooCommerce: import zboží nepřenáší, zadejte ho v obchodě webu (/sprava/obchod/zbozi).';

  it('names each product skipped with its reason in the dry run, and imports none of them as an article', async () => {
    const dry = await prepare({ source: 'wxr' }, 'sample_products.xml', file);
    expect(dry.title).toBe('WooCommerce Demo Store');
    expect(dry.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 3 });
    expect(dry.plan.problems).toEqual(products.map((title, position) => ({ position, title, problems: [reason] })));
    const done = await run(dry.id);
    expect(done.result).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 3, ...ALL_DONE, with_problems: 0 });
    expect((await outcomes(dry.id)).map((o) => [o.title, o.outcome, o.problems])).toEqual(
      products.map((title) => [title, 'skipped', [reason]]),
    );
    const news = (await publicData('/api/blog/posts?type=news&perPage=100')).map((a: { title: string }) => a.title);
    for (const title of products) expect(news).not.toContain(title);
    expect(await publicData('/api/pages/v-neck-t-shirt')).toBe(404);
    expect(await publicData('/api/blog/posts/hoodie?type=news')).toBe(404);
  });

  it('skips them again, and no more, when run again', async () => {
    const again = await prepare({ source: 'wxr' }, 'sample_products.xml', file);
    expect(again.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 3 });
    expect((await run(again.id)).result).toMatchObject({ created: 0, updated: 0, skipped: 3 });
  });
});

describe('WordPress’s importer test files', () => {
  it('a post of bidirectional, zero-width and combining characters keeps its text, without markup or references', async () => {
    const file = fixture('wordpress-utf-8-challenges.xml');
    const dry = await prepare({ source: 'wxr' }, 'wxr-utf-8-challenges.xml', file);
    // The blog's name, `&#x202E;&#x202D;` written as character references outside CDATA, read as characters.
    expect(dry.title).toBe('My WordPress Website 🚀 \u202E\u202Dمرحبا');
    expect(dry.plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0 });
    const done = await run(dry.id);
    expect(done.result).toMatchObject({ created: 1, skipped: 0 });
    const [outcome] = await outcomes(dry.id);
    // The title as WordPress's importer reads it (its own test says so), its direction marks and all.
    const title = '"The Road \u202ENot\u202C Taken" by Rob\u202Dert \u202EFrost \u202A🌲\u202C';
    expect(outcome).toMatchObject({ title, outcome: 'created' });
    const post = await publicData(`/api/blog/posts/${outcome!.path.split('/').pop()}?type=news`);
    expect(post.title).toBe(title);
    expect(prague(post.published_at)).toBe('2024-06-05 18:04');
    // The excerpt is the perex, as its author wrote it.
    expect(post.perex).toBe('T̷̢̯̭̈h̶̰̾i̵̱̇s̶̰̍ ̵̰̔i̶̱̇s̶̰̍ ̵̰̔a̶̰̅n̶̰̍ ̵̰̔e̶̞̔x̶̰̍c̶̰̒e̶̞̔r̶̰̈p̶̰̒t̶̰̒ ̵̰̔w̶̰̾i̵̱̇t̶̰̒h̶̰̾ ̵̰̔e̶̞̔m̶̰̈o̶̰̍j̶̰̈i̵̱̇ 🚀🌟 ̵̰̔a̶̰̅n̶̰̍d̶̬̽ ̵̰̔R̶̰̈T̶̰̒L̶̰̈ ‮خدسنگ‬ ̵̰̔t̶̰̒e̶̞̔x̶̰̍t̶̰̒‌​‍‎');
    for (const text of [post.title, post.perex]) expect(text).not.toMatch(RAW);
    expect(post.body).toContain('𝓣𝓮𝓼𝓽 𝓜𝓾𝓵𝓽𝓲-𝓑𝔂𝓽𝓮: 🚀🌟💫⭐️🔥💯🎉🎊🌈🦄');
    expect(post.body).toContain('السلام عليكم وﷲ');
    expect(post.body).toContain('T̷̢̯̭̈w̴̰̜̾o̷͉̅ ̵̨͔̔r̶̞̈o̷̰͇̍ä̴́ͅd̶̰̒s̵̞̈́');
    // The block editor's comments are no text.
    expect(post.body).not.toContain('wp:paragraph');
    // `&#xD800;` and its like name no character: they are U+FFFD, as a browser reads them, and no lone
    // half of a surrogate pair reaches the page.
    expect(post.body).toContain('\uFFFD\uFFFD\uFFFD\uFFFD');
    expect(post.body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    // Its `?p=10` at the blog's address (in a folder) leads to it.
    expect(await find(t.app, '/path/?p=10')).toBe(outcome!.path);
    const again = await prepare({ source: 'wxr' }, 'wxr-utf-8-challenges.xml', file);
    expect(again.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 1, skipped: 0 });
  });

  it('a CDATA section with "]]>" inside (which only WordPress’s regular-expression parser reads) leaves no CDATA on the page', async () => {
    const file = fixture('wordpress-crazy-cdata.xml');
    const dry = await prepare({ source: 'wxr' }, 'crazy-cdata.xml', file);
    expect(dry.title).toBeNull();
    expect(dry.plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0 });
    expect((await run(dry.id)).result).toMatchObject({ created: 1, skipped: 0 });
    const [outcome] = await outcomes(dry.id);
    // A second "Hello world!" (of another blog) takes the next free address.
    expect(outcome).toMatchObject({ title: 'Hello world!', path: '/aktuality/hello-world-2', problems: [] });
    const post = await publicData('/api/blog/posts/hello-world-2?type=news');
    expect(prague(post.published_at)).toBe('2012-01-05 15:30');
    // WordPress showed `<![CDATA[ tags ]]>` in the post as a browser does, a comment: no text of it is seen.
    expect(post.perex).toMatch(/^Content with nested\b/);
    for (const text of [post.perex, post.body]) expect(text).not.toMatch(/CDATA|\]\]>/);
    const again = await prepare({ source: 'wxr' }, 'crazy-cdata.xml', file);
    expect(again.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 1, skipped: 0 });
  });

  it('a malformed export is refused with the reason, nothing written', async () => {
    const before = await runs();
    const res = await upload({ source: 'wxr' }, 'malformed.xml', fixture('wordpress-malformed.xml'));
    expect(res.statusCode).toBe(422);
    // Its `<notachanneltag>` is closed by `</channel>` on line 90.
    expect(res.json().errors.file[0]).toMatch(/^Export WordPressu se nedá přečíst: .*notachanneltag.*:90:/);
    expect(await runs()).toBe(before);
  });
});

/** An OpenDocument text, as file-type recognises one (its first entry `mimetype`, stored). */
const odt = (text: string) =>
  Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': strToU8(`<office:document-content><office:text>${text}</office:text></office:document-content>`),
    }),
  );

describe('the example board of the OFN standard “Úřední desky”', () => {
  const OLD = 'https://web.mojeobec.cz';
  let id: number;

  const attachments = [odt('Příloha 1'), odt('Příloha 2')];

  beforeAll(() => {
    for (const [n, body] of attachments.entries())
      site.pages.set(encodeURI(`/úřední_deska/2018-14/přílohy/příloha${n + 1}.odt`), {
        type: 'application/vnd.oasis.opendocument.text',
        body,
      });
  });

  it('asks where its items without the board’s categories go, then imports them to the archive', async () => {
    const data = Buffer.from(fixture('uredni-deska-ofn-priklad.jsonld').toString('utf8').replaceAll(OLD, site.url));
    const dry = await prepare({ source: 'ofn' }, '4.jsonld', data, 'application/ld+json');
    id = dry.id;
    expect(dry.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 2 });
    expect(dry.plan.problems).toEqual([
      {
        position: 0,
        title: 'Podpora spolkového života ve městě',
        problems: ['Neznámá kategorie „(bez kategorie)“: přiřaďte ji některé kategorii webu.'],
      },
      {
        position: 1,
        title: 'Podpora spolkového života ve městě II',
        problems: ['Neznámá kategorie „dotace“: přiřaďte ji některé kategorii webu.'],
      },
    ]);
    const mapped = await api('PUT', `/api/staff/imports/${id}/options`, {
      categories: { '': 'ostatni', dotace: 'rozpocet' },
    });
    expect(mapped.json().data.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    const done = await run(id);
    expect(done.result).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, ...ALL_DONE, with_problems: 0 });
  });

  it('shows each item with its days, numbers, description and documents', async () => {
    // Taken down on 20 February 2019: in the archive.
    const archive = (await publicData('/api/notice-board?archive=true&year=2018&perPage=100')).map(
      (n: { title: string }) => n.title,
    );
    expect(archive).toEqual(
      expect.arrayContaining(['Podpora spolkového života ve městě', 'Podpora spolkového života ve městě II']),
    );
    const second = await publicData('/api/notice-board/podpora-spolkoveho-zivota-ve-meste-ii');
    expect(second).toMatchObject({
      title: 'Podpora spolkového života ve městě II',
      category: { slug: 'rozpocet' },
      originator: 'Městský úřad Vzorov',
      reference_number: 'OV/666/18 Tisj',
      file_mark: 'OV/13/2018-Tisj',
      posted_on: '2018-01-20',
      relevant_until: '2019-02-20',
      archived: true,
      withheld: false,
      document_count: 2,
    });
    expect(second.description).toBe('Program na podporu dobrovolných hasičů v roce 2018');
    expect(second.documents.map((d: { name: string; media_type: string }) => [d.name, d.media_type])).toEqual([
      ['Příloha 1.odt', 'application/vnd.oasis.opendocument.text'],
      ['Příloha 2.odt', 'application/vnd.oasis.opendocument.text'],
    ]);
    const stored = await t.app.inject({ url: second.documents[0].url });
    expect(stored.rawPayload.equals(attachments[0]!)).toBe(true);
    const first = await publicData('/api/notice-board/podpora-spolkoveho-zivota-ve-meste');
    expect(first).toMatchObject({ category: { slug: 'ostatni' }, reference_number: null, document_count: 0 });
  });

  it('changes nothing when run again with the same choices', async () => {
    const data = Buffer.from(fixture('uredni-deska-ofn-priklad.jsonld').toString('utf8').replaceAll(OLD, site.url));
    const again = await prepare({ source: 'ofn' }, '4.jsonld', data, 'application/ld+json');
    const mapped = await api('PUT', `/api/staff/imports/${again.id}/options`, {
      categories: { '': 'ostatni', dotace: 'rozpocet' },
    });
    expect(mapped.json().data.counts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect((await run(again.id)).result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});

describe('a real board of the Ministry of the Interior (MVČR open data)', () => {
  const OLD = 'https://www.mvcr.cz';
  const board = () => Buffer.from(fixture('uredni-deska-mvcr.jsonld').toString('utf8').replaceAll(OLD, site.url));
  const choices = { categories: { '': 'ostatni' }, originator: 'Ministerstvo vnitra' };
  const DOCS = [
    '/soubor/castka-nakladu-platce-hrazena-prijemcem-duchodu.aspx',
    '/soubor/postup-pdf.aspx',
    '/soubor/mv-64192-116-tp-2023.aspx',
    '/soubor/mimoradna-vicedenni-vyluka-isds-od-31-12-2022-do-02-01-2023.aspx',
  ];
  const petition =
    'Petice, kterou občané Městského obvodu Ostrava-Poruba žádají, aby pobočka České pošty na adrese náměstí Družby 1215/2, 708 00 Poruba, nebyla zrušena';
  const pension = 'Částka nákladu plátce hrazená příjemcem důchodu';
  const health =
    'Informace pro občany týkající se stížností proti postupu poskytovatelů (pouze v rezortu Ministerstva vnitra) při poskytování zdravotních služeb nebo činnostem souvisejícím se zdravotními službami podle zákona č. 372/2011 Sb.';
  const outage = 'Mimořádná vícedenní výluka ISDS od 31. prosince 2022 do 02. ledna 2023';

  beforeAll(() => {
    // Its documents are served by ASP.NET pages (`…-pdf.aspx`), as PDFs.
    for (const at of DOCS) site.pages.set(at, { type: 'application/pdf', body: pdf(at) });
  });

  it('skips the item with no day of posting, and imports the others once their category is chosen', async () => {
    const dry = await prepare({ source: 'ofn' }, 'boards-52.jsonld', board(), 'application/ld+json');
    expect(dry.title).toBeNull();
    expect(dry.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 5 });
    const mapped = await api('PUT', `/api/staff/imports/${dry.id}/options`, choices);
    expect(mapped.json().data.counts).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 1 });
    expect(mapped.json().data.problems).toEqual([
      {
        position: 2,
        title: 'Výběrové řízení na pozici generálního ředitele České pošty',
        problems: ['Chybí datum vyvěšení.'],
      },
    ]);
    const done = await run(dry.id);
    expect(done.result).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 1, ...ALL_DONE, with_problems: 0 });
  });

  it('shows its items on the board, each document named as the board names it', async () => {
    // Posted in 2022 and 2023 without a day of taking down: on the board still.
    const listed = [
      ...(await publicData('/api/notice-board?year=2023&perPage=100')),
      ...(await publicData('/api/notice-board?year=2022&perPage=100')),
    ] as { title: string; slug: string; archived: boolean }[];
    const slugOf = (title: string) => listed.find((n) => n.title === title)?.slug;
    for (const title of [petition, pension, health, outage]) expect(slugOf(title), title).toBeDefined();
    expect(listed.every((n) => !n.archived)).toBe(true);

    const notice = await publicData(`/api/notice-board/${slugOf(petition)}`);
    expect(notice).toMatchObject({
      title: petition,
      category: { slug: 'ostatni', name: 'Ostatní' },
      originator: 'Ministerstvo vnitra',
      reference_number: 'MV-64192-116/TP-2023',
      file_mark: null,
      posted_on: '2023-05-24',
      relevant_until: null,
      archived: false,
    });
    // The board names the document by its reference number, whose slash no file name can hold.
    expect(notice.documents).toEqual([
      expect.objectContaining({ name: 'MV-64192-116-TP-2023', media_type: 'application/pdf' }),
    ]);
    const stored = await t.app.inject({ url: notice.documents[0].url });
    expect(stored.rawPayload.equals(pdf('/soubor/mv-64192-116-tp-2023.aspx'))).toBe(true);

    // Documents served by an `.aspx` page keep the board's name, not the page's extension.
    const costs = await publicData(`/api/notice-board/${slugOf(pension)}`);
    expect(costs).toMatchObject({ posted_on: '2022-10-11', reference_number: null });
    expect(costs.documents.map((d: { name: string; media_type: string }) => [d.name, d.media_type])).toEqual([
      ['Částka nákladu plátce hrazená příjemcem důchodu', 'application/pdf'],
    ]);
    const isds = await publicData(`/api/notice-board/${slugOf(outage)}`);
    expect(isds.posted_on).toBe('2022-12-21');
    expect(isds.documents.map((d: { name: string }) => d.name)).toEqual([
      'Mimořádná vícedenní výluka ISDS od 31.12.2022 do 02.01.2023',
    ]);
    const complaints = await publicData(`/api/notice-board/${slugOf(health)}`);
    expect(complaints.documents.map((d: { name: string }) => d.name)).toEqual(['Postup.pdf']);
    for (const item of [notice, costs, isds, complaints]) expect(item.title).not.toMatch(RAW);
    // The board's own page of an item leads to it here.
    expect(await find(t.app, '/clanek/castka-nakladu-platce-hrazena-prijemcem-duchodu.aspx')).toBe(
      `/uredni-deska/${slugOf(pension)}`,
    );
  });

  it('changes nothing when run again with the same choices', async () => {
    const again = await prepare({ source: 'ofn' }, 'boards-52.jsonld', board(), 'application/ld+json');
    const mapped = await api('PUT', `/api/staff/imports/${again.id}/options`, choices);
    expect(mapped.json().data.counts).toEqual({ created: 0, updated: 0, unchanged: 4, skipped: 1 });
    expect((await run(again.id)).result).toMatchObject({ created: 0, updated: 0, unchanged: 4, skipped: 1 });
  });
});

describe('a month of the Registr smluv: Statutární město Opava’s contracts of July 2016', () => {
  const REGISTR = 'https://smlouvy.gov.cz/smlouva/soubor/';
  const dump = () =>
    Buffer.from(
      fixture('registr-smluv-opava-2016-07.xml').toString('utf8').replaceAll(REGISTR, `${site.url}/smlouva/soubor/`),
    );
  const word = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
  const docx = Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'word/document.xml': strToU8('<w:document/>'),
    }),
  );
  const contract = async (subject: string, counterparty: string) => {
    const rows = (await publicData(`/api/contracts?year=2016&perPage=100&q=${encodeURIComponent(counterparty)}`)) as {
      subject: string;
      counterparty: string;
    }[];
    return rows.filter((c) => c.subject === subject && c.counterparty === counterparty);
  };

  beforeAll(() => {
    // The register's attachments, as the old site serves them: Word documents and PDFs.
    for (const [, at = ''] of fixture('registr-smluv-opava-2016-07.xml')
      .toString('utf8')
      .matchAll(/<odkaz>https:\/\/smlouvy\.gov\.cz(\/smlouva\/soubor\/[^<]+)<\/odkaz>/g)) {
      if (at.endsWith('.pdf')) site.pages.set(at, { type: 'application/pdf', body: pdf(at) });
      else site.pages.set(at, { type: 'application/octet-stream', body: at.endsWith('.docx') ? docx : word });
    }
  });

  it('picks the town’s contracts by its IČO, each once, in its valid version', async () => {
    const dry = await prepare({ source: 'registr', ico: '00300535' }, 'dump_2016_07.xml', dump());
    expect(dry.title).toBe('Registr smluv 07/2016');
    // Five records, two of them versions of one contract (the first made invalid by the second): four
    // contracts, none named withdrawn.
    expect(dry.plan.counts).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 0 });
    expect(dry.plan.problems).toEqual([]);
    expect(dry.plan.notes).toEqual([
      {
        position: 1,
        title: 'kupní smlouva',
        notes: [
          'Smluvní strana má v registru smluv více IČO (04048954, 04937139); smlouva zde má jen jedno, proto je IČO prázdné.',
        ],
      },
    ]);
    const done = await run(dry.id);
    expect(done.result).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 0, ...ALL_DONE, with_problems: 4 });
    // Each record's first attachment is its text in Word, which the site's register (PDF only) does not
    // take: the contract comes without a file, and the report says which file to replace.
    expect((await outcomes(dry.id))[0]).toMatchObject({
      title: 'smlouva o poskytnutí účelové dotace z rozpočtu SMO',
      outcome: 'created',
      problems: [
        `Soubor ${site.url}/smlouva/soubor/4633/MMOPP00CWQK8.doc: Soubor musí být PDF. Obsah tohoto souboru mezi ně nepatří.`,
      ],
    });
  });

  it('shows each contract with its party, IČO, subject, day and amounts, and its page in the register', async () => {
    expect(
      await contract('smlouva o poskytnutí účelové dotace z rozpočtu SMO', 'Psychiatrická nemocnice v Opavě'),
    ).toEqual([
      expect.objectContaining({
        counterparty_ico: '00844004',
        kind: 'smlouva',
        signed_on: '2016-07-11',
        value_without_vat: 150000,
        value_with_vat: 150000,
        registry_url: 'https://smlouvy.gov.cz/smlouva/3841',
        file: null,
      }),
    ]);
    expect(await contract('kupní smlouva', 'Městský dopravní podnik Opava, a.s.')).toEqual([
      expect.objectContaining({
        counterparty_ico: '64610250',
        signed_on: '2016-07-14',
        value_without_vat: 71570,
        value_with_vat: 71570,
        registry_url: 'https://smlouvy.gov.cz/smlouva/7917',
      }),
    ]);
    // Published in five versions, the last one valid: one contract, at that version's page.
    expect(
      await contract(
        'dodatek č. 7 ke Smlouvě o budoucí kupní smlouvě a o nájmu pozemků',
        'Opava Development Company, a.s.',
      ),
    ).toEqual([
      expect.objectContaining({
        counterparty_ico: '26704277',
        signed_on: '2016-06-30',
        value_without_vat: null,
        value_with_vat: null,
        registry_url: 'https://smlouvy.gov.cz/smlouva/7913',
      }),
    ]);
    // Two buyers in one party, with their two IČOs in one field.
    expect(await contract('kupní smlouva', 'KP REAL SOLICITATION s.r.o., Venkato Invest s.r.o.')).toEqual([
      expect.objectContaining({
        counterparty_ico: null,
        signed_on: '2016-06-24',
        value_without_vat: 30471600,
        value_with_vat: 30471600,
        registry_url: 'https://smlouvy.gov.cz/smlouva/3845',
      }),
    ]);
  });

  it('changes nothing when run again', async () => {
    const again = await prepare({ source: 'registr', ico: '00300535' }, 'dump_2016_07.xml', dump());
    expect(again.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 4, skipped: 0 });
    expect((await run(again.id)).result).toMatchObject({ created: 0, updated: 0, unchanged: 4, skipped: 0 });
    expect((await publicData('/api/contracts?year=2016&perPage=100')).length).toBe(4);
  });
});
