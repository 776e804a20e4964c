import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../server/test/suite.ts';
import { indexedPages } from './service.server.ts';
import { sitemapIndex, sitemapPart } from './sitemap.server.ts';
import {
  parsePart,
  partPath,
  partWindow,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
} from './sitemap-files.ts';

const ORIGIN = 'http://vzorov.test';
// Always a list, even of one: a sitemap index or urlset with a single entry is still one.
const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });

function childrenOf(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml);
  return parsed.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
}

function locsOf(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).urlset.url.map((u: { loc: string }) => u.loc);
}

describe('the sitemap split into files (pure)', () => {
  it('holds 50,000 addresses a file, as the protocol allows', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(partWindow(3)).toEqual({ offset: 100_000, limit: 50_000 });
  });

  it('splits each kind into parts of at most the limit, and a kind without pages into none', () => {
    const kinds = [
      { name: 'sections', count: 3 },
      { name: 'news', count: 5 },
      { name: 'event', count: 0 },
      { name: 'page', count: 4 },
    ];
    expect(sitemapParts(kinds, 2).map(partPath)).toEqual([
      '/sitemap-sections-1.xml',
      '/sitemap-sections-2.xml',
      '/sitemap-news-1.xml',
      '/sitemap-news-2.xml',
      '/sitemap-news-3.xml',
      '/sitemap-page-1.xml',
      '/sitemap-page-2.xml',
    ]);
    expect(sitemapParts(kinds).map(partPath)).toEqual([
      '/sitemap-sections-1.xml',
      '/sitemap-news-1.xml',
      '/sitemap-page-1.xml',
    ]);
    expect(sitemapParts([{ name: 'news', count: 100_001 }]).length).toBe(3);
    expect(partWindow(3, 2)).toEqual({ offset: 4, limit: 2 });
  });

  it('reads a part from its address, and nothing else', () => {
    expect(parsePart('news-2')).toEqual({ kind: 'news', part: 2 });
    for (const name of ['news-0', 'news-02', 'news', '-1', 'news-1-2', 'News-1', 'news-1e3', 'news-99999999999'])
      expect(parsePart(name), name).toBeNull();
  });

  it('writes a valid index and urlset, escaping what XML needs', () => {
    expect(childrenOf(sitemapIndexXml(ORIGIN, [{ kind: 'news', part: 1 }]))).toEqual([`${ORIGIN}/sitemap-news-1.xml`]);
    const urlset = urlsetXml(ORIGIN, ['/', '/uredni-deska?archiv=1&strana=2']);
    expect(urlset).toContain('<loc>http://vzorov.test/uredni-deska?archiv=1&amp;strana=2</loc>');
    expect(locsOf(urlset)).toEqual([`${ORIGIN}/`, `${ORIGIN}/uredni-deska?archiv=1&strana=2`]);
  });
});

const t = suiteApp();
const ctx = () => ({ db: t.app.db, now: t.app.clock() });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the sitemap read from the database, with a small limit', () => {
  it('lists every page once, in parts of at most the limit', async () => {
    const limit = 2;
    const children = childrenOf(await sitemapIndex(ctx(), ORIGIN, limit));
    const parts = children.map((loc) => parsePart(loc.replace(`${ORIGIN}/sitemap-`, '').replace('.xml', ''))!);
    const news = parts.filter((p) => p.kind === 'news');
    expect(news.length).toBeGreaterThan(2);
    const locs: string[] = [];
    for (const part of parts) {
      const here = locsOf((await sitemapPart(ctx(), ORIGIN, part, limit))!);
      expect(here.length, partPath(part)).toBeGreaterThan(0);
      expect(here.length, partPath(part)).toBeLessThanOrEqual(limit);
      locs.push(...here);
    }
    expect(new Set(locs).size).toBe(locs.length);
    // The same addresses as one file a kind holds, and every article the search index has.
    const whole: string[] = [];
    for (const loc of childrenOf(await sitemapIndex(ctx(), ORIGIN))) {
      const part = parsePart(loc.replace(`${ORIGIN}/sitemap-`, '').replace('.xml', ''))!;
      whole.push(...locsOf((await sitemapPart(ctx(), ORIGIN, part))!));
    }
    expect(locs).toEqual(whole);
    const articles = await indexedPages(ctx(), ['news']);
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/aktuality/`)).sort()).toEqual(
      articles.map((a) => ORIGIN + a.url).sort(),
    );
    // One part past the last of a kind is no part.
    const last = news.at(-1)!;
    expect(await sitemapPart(ctx(), ORIGIN, { kind: 'news', part: last.part + 1 }, limit)).toBeNull();
  });
});

describe('GET /sitemap.xml and its parts', () => {
  it('the index lists its parts at the configured address, whatever the Host header says', async () => {
    const res = await get('/sitemap.xml', { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = childrenOf(res.body);
    expect(children).toContain(`${ORIGIN}/sitemap-sections-1.xml`);
    expect(children).toContain(`${ORIGIN}/sitemap-news-1.xml`);
    expect(res.body).not.toContain('evil.example');
  });

  it('each part is a valid urlset of the site’s pages; a part there is not is 404', async () => {
    const children = childrenOf((await get('/sitemap.xml')).body);
    const locs: string[] = [];
    for (const child of children) {
      const res = await get(child.replace(ORIGIN, ''), { host: 'evil.example' });
      expect(res.statusCode, child).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      locs.push(...locsOf(res.body));
    }
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/prohlaseni-o-pristupnosti`);
    expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/aktuality/`))).toBe(true);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}/`))).toEqual([]);
    // Not what a search engine has nothing to do with.
    expect(locs).not.toContain(`${ORIGIN}/ucet`);

    for (const url of [
      '/sitemap-news-2.xml',
      '/sitemap-news-0.xml',
      '/sitemap-news-01.xml',
      '/sitemap-contact-1.xml',
      '/sitemap-nothing-1.xml',
      '/sitemap-.xml',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/public/);
    }
  });
});
