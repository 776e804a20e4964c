/**
 * The sitemaps.org protocol's ceiling for one file: 50,000 addresses (and 50 MB, which ours never
 * near: a line is the address and 26 characters of tags, so 50 MB would take addresses of about a
 * thousand characters, and the site's are a few dozen).
 */
export const SITEMAP_URL_LIMIT = 50_000;

/** One kind of page the sitemap lists, with how many the site has now. */
export interface SitemapKind {
  name: string;
  count: number;
}

/** One file of the sitemap: a kind's part, counted from 1. */
export interface SitemapPart {
  kind: string;
  part: number;
}

/** A part's own address: at the root, as the protocol wants for a file that lists the whole site. */
export const partPath = ({ kind, part }: SitemapPart) => `/sitemap-${kind}-${part}.xml`;

/** The part an address's name means (`news-2` of `/sitemap-news-2.xml`), or null: no part 0, no leading zeros. */
export function parsePart(name: string): SitemapPart | null {
  const match = /^([a-z]+)-([1-9]\d{0,8})$/.exec(name);
  if (!match) return null;
  const [, kind = '', part = ''] = match;
  return { kind, part: Number(part) };
}

/** Every file of the sitemap, kind by kind: as many parts of a kind as `limit` addresses per file take. */
export const sitemapParts = (kinds: readonly SitemapKind[], limit = SITEMAP_URL_LIMIT): SitemapPart[] =>
  kinds.flatMap(({ name, count }) =>
    Array.from({ length: Math.ceil(count / limit) }, (_, i) => ({ kind: name, part: i + 1 })),
  );

/** Where a part starts in its kind's list, and how many addresses it holds at most. */
export const partWindow = (part: number, limit = SITEMAP_URL_LIMIT) => ({ offset: (part - 1) * limit, limit });

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

const xml = (root: string, lines: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n');

/**
 * The index (`/sitemap.xml`): the address of every part. No `<lastmod>`: the search index, which the
 * parts are read from, keeps when a page is dated (an event's day, which may lie ahead), not when it
 * last changed, and a wrong one would do more harm than none.
 */
export const sitemapIndexXml = (origin: string, parts: readonly SitemapPart[]) =>
  xml(
    'sitemapindex',
    parts.map((part) => `  <sitemap><loc>${escapeXml(origin + partPath(part))}</loc></sitemap>`),
  );

/** One part: its addresses (paths on the site, made absolute with the configured origin). */
export const urlsetXml = (origin: string, paths: readonly string[]) =>
  xml(
    'urlset',
    paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
  );
