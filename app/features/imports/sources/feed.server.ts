import { parseFeed } from '@rowanmanning/feed-parser';
import { escapeHtml } from '../../../../common/html-escape.ts';
import { decodeXml } from '../../../../common/text-encoding.ts';
import { absolute } from '../addresses.ts';
import { czechEncoding, perexOf, textOf, wellFormed } from './text.server.ts';
import { type ArticleItem, type ParsedSource, SourceRefused } from './types.ts';

// News from the former site's RSS 2.0 or Atom feed: each item an article, its enclosure the picture
// above it, the pictures in its text downloaded too.

const isAbsolute = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

type Entry = ReturnType<typeof parseFeed>['items'][number];
type XmlElement = Entry['element'];

// --- Character references read once ---
//
// The parser (fast-xml-parser) reads XML's named references (`&lt;`, `&amp;`) but leaves numeric ones
// (`&#39;`) as they are, and its `content` and `description` then decode references once more: a post's
// `#&amp;lt;Hat&amp;gt;` (HTML for the text "#<Hat>") became a tag and vanished from the article,
// TypePad's XHTML `<code>&lt;body&gt;</code>` too. Here the numeric references are read before the
// parser, and an item's text is taken from its element as XML reads it, once.

/** The characters whose numeric references stay references: XML would read them as markup. */
const MARKUP: Record<number, string> = { 34: '&quot;', 38: '&amp;', 39: '&apos;', 60: '&lt;', 62: '&gt;' };
/** Characters XML allows (a reference to another one stays as written). */
const allowed = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

/**
 * The document with its numeric character references written as the characters (those of markup as
 * named references): the same document to XML, whose every reference the parser now reads. In CDATA, of
 * HTML, `&#8217;` and `’` are the same text too.
 */
const numericReferencesRead = (xml: string) =>
  xml.replace(/&#(?:x([0-9a-f]{1,6})|([0-9]{1,7}));/gi, (reference, hex?: string, decimal?: string) => {
    const c = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return MARKUP[c] ?? (allowed(c) ? String.fromCodePoint(c) : reference);
  });

/** HTML elements without an end tag. */
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/** Atom's XHTML written back as HTML, its text escaped again (the parser read it). */
function xhtml(nodes: (XmlElement | string)[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtml(node);
      const attributes = Object.entries(node.attributes)
        .filter(([name]) => name !== 'xmlns' && !name.startsWith('xmlns:'))
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return VOID.has(node.name)
        ? `<${node.name}${attributes}>`
        : `<${node.name}${attributes}>${xhtml(node.children)}</${node.name}>`;
    })
    .join('');
}

/** An element's text as HTML: Atom's `xhtml` written back, any other (RSS, Atom's `html`) as it is. */
function htmlOf(element: XmlElement | null | undefined): string | null {
  if (!element) return null;
  const div = element.getAttribute('type') === 'xhtml' ? element.findElementWithName('div') : null;
  return (div ? xhtml(div.children) : element.textContent).trim() || null;
}

/** An item's text and its summary, as the parser finds them (RSS's content:encoded, Atom's content). */
function textsOf(entry: Entry, atom: boolean): { content: string | null; summary: string | null } {
  const element = entry.element;
  const encoded = element.findElementWithName('encoded');
  const summary = htmlOf(element.findElementWithName(atom ? 'summary' : 'description'));
  const content = atom
    ? htmlOf(element.findElementWithName('content'))
    : htmlOf(encoded?.namespace === 'content' ? encoded : null);
  return { content, summary };
}

/** A picture of 1×1 pixel (in the HTML `wellFormed` writes): a counter of the feed's readers, FeedBurner's. */
const withoutCounters = (html: string) =>
  html.replace(/<img\b[^>]*>/g, (tag) => (/\swidth="1"/.test(tag) && /\sheight="1"/.test(tag) ? '' : tag));

/**
 * Where an item was on the site: FeedBurner links each to its counter (`feedproxy.google.com/~r/…`) and
 * names the item's own address in feedburner:origLink.
 */
function linkOf(entry: Entry): string | null {
  const original = entry.element.findElementWithName('origlink');
  return (original?.namespace === 'feedburner' && original.textContentAsUrl) || entry.url;
}

/**
 * Reads the feed in the encoding its declaration (or byte order mark) names, and its links as whole
 * addresses: the parser reads them against the feed's xml:base and its own link; what is still
 * relative (a feed whose link is relative too, or that has none) against the address the feed was
 * downloaded from (`address`). An item whose address stays relative is kept, and says why its old
 * address will not lead here.
 */
export function parseFeedFile(data: Buffer, address?: string | null): ParsedSource {
  const { text, encoding } = decodeXml(data, czechEncoding);
  const xml = numericReferencesRead(text.replace(/^\uFEFF/, ''));
  if (/^\s*(<!doctype html|<html)/i.test(xml))
    throw new SourceRefused('Soubor je webová stránka (HTML), ne kanál RSS nebo Atom.');
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    throw new SourceRefused('Soubor není kanál RSS 2.0 ani Atom.');
  }
  const download = isAbsolute(address) ? address : null;
  const self = absolute(feed.self ?? '', download);
  const site = absolute(feed.url ?? '', isAbsolute(self) ? self : download);
  const base = [site, self, download].find(isAbsolute) ?? null;
  const atom = feed.meta.type === 'atom';
  const items = feed.items.map((entry, i): ArticleItem => {
    const problems: string[] = [];
    const notes: string[] = [];
    const title = (entry.title ?? '').trim();
    if (!title) problems.push('Chybí nadpis.');
    // Well-formed, so that what reads it next (its pictures' and documents' addresses) meets no opener
    // without its end.
    const texts = textsOf(entry, atom);
    const body = withoutCounters(wellFormed(texts.content ?? texts.summary ?? ''));
    const perex = perexOf(textOf(texts.summary ?? body));
    if (!perex) problems.push('Chybí text článku.');
    const publishedAt = entry.published ?? entry.updated;
    if (!publishedAt) problems.push('Chybí datum zveřejnění.');
    const key = entry.id ?? entry.url;
    if (!key) problems.push('Chybí identifikátor (guid) i odkaz: článek se nedá poznat při dalším importu.');
    const url = linkOf(entry);
    const link = url ? absolute(url, base) : null;
    const oldUrl = isAbsolute(link) ? link : null;
    if (url && !oldUrl)
      notes.push(
        `Odkaz článku „${url}“ je relativní a kanál neuvádí adresu webu, ke které patří: stará adresa na článek nepovede a obrázky s relativní adresou se nestáhnou. Importujte kanál z jeho adresy.`,
      );
    const picture = entry.media.find((m) => (m.mimeType ?? '').startsWith('image/') || m.type === 'image');
    const pictureUrl = picture ? (absolute(picture.url, oldUrl ?? base) ?? picture.url) : null;
    return {
      kind: 'article',
      key: key ?? `polozka-${i + 1}`,
      title: title || `Článek ${i + 1}`,
      oldUrl,
      problems,
      notes,
      perex,
      body,
      publishedAt,
      image: picture && pictureUrl ? { name: picture.title ?? title, url: pictureUrl } : null,
      categories: entry.categories.flatMap((c) => ((c.label ?? c.term) ? [(c.label ?? c.term ?? '').trim()] : [])),
    };
  });
  return { items, title: feed.title, encoding };
}
