import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSources } from '../../../composition/services.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { articles } from '../news/schema.server.ts';
import { rebuildIndex } from './index.server.ts';
import { searchDocuments, searchWords } from './schema.server.ts';
import type { SearchResponse } from './schemas.ts';
import { queryWords, stem, stemText, stemVariants } from './stemmer.ts';

// A fixed day: the rank weighs a result's age, and the demo's articles are of fixed days while its notices
// are dated from the day of seeding, so on the real clock an article aged out of the top three as the
// calendar moved on (as one did on 26 November 2026).
const t = suiteApp({ env: { CLOCK_AT: '2026-12-02T10:00:00+01:00' } });

const rebuild = () => rebuildIndex({ db: t.database.db, now: t.app.clock() }, searchSources);

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json() as SearchResponse;
};
const q = (text: string, more = '') => search(`q=${encodeURIComponent(text)}${more}`);

/**
 * The search-quality table: what a resident types, and the page that must be
 * among the first three results. With and without diacritics, in other word
 * forms, and with typos.
 */
const QUALITY: [query: string, expected: string][] = [
  ['Úřední deska', '/info/uredni-deska-a-vyhlasky'],
  ['uredni deska', '/info/uredni-deska-a-vyhlasky'],
  ['na úřední desce', '/aktuality/uredni-deska-na-obrazovce'],
  ['popelnice', '/aktuality/bioodpad-hnede-popelnice'],
  ['popelnic', '/info/odpady-a-svoz'],
  ['svoz', '/info/odpady-a-svoz'],
  ['svozu odpadu', '/info/odpady-a-svoz'],
  ['svozovy kalendar', '/aktuality/svozovy-kalendar-2026'],
  ['obcansky prukaz', '/aktuality/obcanske-prukazy-platnost'],
  ['občanských průkazů', '/aktuality/obcanske-prukazy-platnost'],
  ['koupaliste', '/aktuality/koupaliste-sezona-2026'],
  ['vanocni trhy', '/aktuality/vanocni-trhy-2026'],
  ['zápis do mateřské školy', '/aktuality/zapis-do-materske-skoly'],
  ['rozpocet', '/aktuality/zastupitelstvo-schvalilo-rozpocet'],
  ['farmarske trhy', '/farmarske-trhy-na-namesti'],
  ['cvičení pro seniory', '/cviceni-pro-seniory'],
  ['pulmaraton', '/galerie/vzorovsky-pulmaraton-2026'],
  ['sberny dvur', '/aktuality/sberny-dvur-zimni-provoz'],
  ['uzavírky', '/aktuality/uzavirka-nadrazni-ulice'],
  ['obradni sin', '/info/obradni-sin'],
  ['čaj se starostkou', '/info/caj-se-starostkou'],
  ['zivot ve meste', '/prehled/zivot-ve-meste'],
  ['rozpoctove opatreni', '/uredni-deska/rozpoctove-opatreni-1-2026'],
  ['záměr prodeje pozemku', '/uredni-deska/zamer-prodeje-pozemku-lipova'],
  ['vyberove rizeni', '/uredni-deska/vyberove-rizeni-referent-stavebniho-uradu'],
  ['přerušení dodávky elektřiny', '/uredni-deska/preruseni-dodavky-elektriny'],
  ['přihlášení psa', '/potrebuji-vyridit/prihlaseni-psa'],
  ['kácení stromů', '/potrebuji-vyridit/kaceni-drevin'],
  ['nájem hrobu', '/potrebuji-vyridit/najem-hroboveho-mista'],
  ['czech point', '/potrebuji-vyridit/czech-point'],
  // Typos.
  ['popelnyce', '/aktuality/bioodpad-hnede-popelnice'],
  ['knihvna', '/aktuality/knihovna-e-knihy'],
  ['zastupitelsvo', '/uredni-deska/pozvanka-14-zasedani-zastupitelstva'],
  ['koupalyste', '/aktuality/koupaliste-sezona-2026'],
];

describe('search quality', () => {
  it.each(QUALITY)('"%s" finds %s in the top three', async (query, expected) => {
    const { data } = await q(query);
    expect(data.slice(0, 3).map((r) => r.url)).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
  });
});

/**
 * The API's behaviour on documents the test puts in itself: articles that
 * share a made-up word no demo text has, so counts and pages are known.
 */
const WORD = 'zlatokorunka';
const ownArticle = (kind: 'news' | 'blog', n: number, publishedAt: Date | null = new Date('2026-01-10T10:00:00Z')) => ({
  kind,
  slug: `test-${WORD}-${kind}-${n}`,
  title: `${kind === 'news' ? 'Zpráva' : 'Zápisek'} ${n}: ${WORD} v parku`,
  perex: `Krátce o tom, kde roste ${WORD}.`,
  body: `<p>Text číslo ${n}. ${'Slova navíc. '.repeat(30)}Na konci ještě jednou ${WORD}.</p>`,
  publishedAt,
});

describe('GET /api/search', () => {
  beforeAll(async () => {
    await t.database.db
      .insert(articles)
      .values([1, 2, 3, 4].map((n) => ownArticle('news', n)).concat([1, 2].map((n) => ownArticle('blog', n))));
    await rebuild();
  });

  it('groups results by type with counts, filters by type, and pages', async () => {
    const all = await q(WORD, '&perPage=3');
    expect(all.meta.counts).toEqual({ news: 4, blog: 2 });
    expect(all.meta.total).toBe(6);
    expect(all.data).toHaveLength(3);
    const blog = await q(WORD, '&type=blog&perPage=50');
    expect(blog.data.map((r) => r.url).sort()).toEqual([
      `/blocek-starostky/test-${WORD}-blog-1`,
      `/blocek-starostky/test-${WORD}-blog-2`,
    ]);
    expect(blog.meta.total).toBe(2);
    expect(blog.meta.counts).toEqual(all.meta.counts);
    const second = await q(WORD, '&perPage=3&page=2');
    expect(second.data).toHaveLength(3);
    expect(second.data.map((r) => r.url)).not.toContain(all.data[0]!.url);
    expect((await q(WORD, '&page=999')).data).toEqual([]);
  });

  it('marks the found words in the title and the snippet, without HTML', async () => {
    const { data } = await q(`${WORD.slice(0, -1)}y`);
    const first = data[0]!;
    expect(first.title_parts.filter((p) => p.match).map((p) => p.text)).toEqual([WORD]);
    expect(first.snippet.some((p) => p.match && p.text === WORD)).toBe(true);
    expect(first.title_parts.map((p) => p.text).join('')).toBe(first.title);
    expect(first.snippet.map((p) => p.text).join('')).not.toContain('<p>');
    expect(first.snippet.map((p) => p.text).join('').length).toBeLessThanOrEqual(240);
  });

  it('says which words it searched for instead of typos', async () => {
    expect((await q('zlatokorunca')).meta.corrected).toBe(WORD);
    expect((await q(WORD)).meta.corrected).toBeNull();
    // A demo word that is also a slug's (/aktuality/bioodpad-hnede-popelnice).
    expect((await q('popelnyce')).meta.corrected).toBe('popelnice');
  });

  it('falls back to any word when no page has them all', async () => {
    const { data } = await q(`${WORD} xylofon`);
    expect(data).toHaveLength(6);
  });

  it('finds by the lexemes it looks up what the prefixes of the words find, for few forms and for many', async () => {
    const { db } = t.database;
    // What a prefix match of every variant of every word finds: the reference the lists must equal.
    const byPrefixes = async (query: string) => {
      const groups = queryWords(query).map((word) => stemVariants(stem(word)));
      const text = groups.map((g) => `(${g.map((v) => (v.length < 3 ? v : `${v}:*`)).join(' | ')})`).join(' & ');
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${searchDocuments} where ${searchDocuments.visibleFrom} <= ${t.app.clock().toISOString()}::timestamptz and ${searchDocuments.terms} @@ to_tsquery('vzorov', ${text})`,
      );
      return rows[0]!.n;
    };
    // The three letters most of the lexicon's words begin with: too many forms to list.
    const { rows } = await db.execute<{ prefix: string; words: number }>(
      sql`select left(${searchWords.word}, 3) as prefix, count(*)::int as words from ${searchWords} group by 1 order by 2 desc limit 1`,
    );
    expect(rows[0]!.words).toBeGreaterThan(40);
    // A word whose stem begins words of several other stems ("oprav": "opravnen", "opraven"…).
    const lexicon = (await db.select({ word: searchWords.word }).from(searchWords)).map((row) => row.word).sort();
    const several = lexicon.find((word) => {
      if (word.length < 5) return false;
      const under = lexicon.filter((other) => other.startsWith(stem(word)));
      return under.length <= 40 && new Set(under.map(stem)).size >= 3;
    });
    expect(several).toBeDefined();
    for (const query of ['úřední deska', 'občanských průkazů', 'svozu odpadu', WORD, several!, rows[0]!.prefix]) {
      const expected = await byPrefixes(query);
      expect(expected, query).toBeGreaterThan(0);
      expect((await q(query)).meta.total, query).toBe(expected);
    }
    // A typo's correction is looked up the same way.
    expect((await q('popelnyce')).meta.total).toBe(await byPrefixes('popelnice'));
  });

  it('answers any query, however odd, with results or nothing, never an error', async () => {
    const odd = [
      '',
      '   ',
      '"',
      "'; drop table articles; --",
      'a & b | !c',
      '😀🎉',
      '<script>',
      'ß'.repeat(50),
      'x'.repeat(2000),
      '%_\\',
    ];
    for (const text of odd) {
      const result = await q(text);
      expect(Array.isArray(result.data), text).toBe(true);
    }
    expect((await q('')).meta.total).toBe(0);
    // An unknown type is a mistake in the request, not a query.
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=a&type=neco' });
    expect(res.statusCode).toBe(422);
  });

  it('does not find what is not published yet, and finds it once it is', async () => {
    const later = ownArticle('news', 5, new Date(t.app.clock().getTime() + 86_400_000));
    await t.database.db.insert(articles).values({ ...later, title: 'Kvakoslav na návsi' });
    await rebuild();
    expect((await q('kvakoslav', '&type=news')).data).toEqual([]);
    await t.database.db
      .update(articles)
      .set({ publishedAt: new Date('2026-02-20T10:00:00+01:00') })
      .where(eq(articles.slug, later.slug));
    await rebuild();
    expect((await q('kvakoslav', '&type=news')).data.map((r) => r.url)).toEqual([`/aktuality/${later.slug}`]);
  });
});

describe('the Czech stemmer', () => {
  it('gives word forms one stem, with or without diacritics', () => {
    expect(stem('popelnice')).toBe(stem('popelnic'));
    expect(stem('svozu')).toBe('svoz');
    expect(stemText('Úřední desce')).toBe(stemText('uredni desce'));
    expect(stem('psi')).toBe('psi');
    expect(stem('2026')).toBe('2026');
  });
});
