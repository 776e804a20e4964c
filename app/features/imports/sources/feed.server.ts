import { parseFeed } from '@rowanmanning/feed-parser';
import { decodeXml } from '../../../../common/text-encoding.ts';
import { absolute } from '../addresses.ts';
import { czechEncoding, perexOf, textOf, wellFormed } from './text.server.ts';
import { type ArticleItem, type ParsedSource, SourceRefused } from './types.ts';

// News from the former site's RSS 2.0 or Atom feed: each item an article, its enclosure the picture
// above it, the pictures in its text downloaded too.

const isAbsolute = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * Reads the feed in the encoding its declaration (or byte order mark) names, and its links as whole
 * addresses: the parser reads them against the feed's xml:base and its own link; what is still
 * relative (a feed whose link is relative too, or that has none) against the address the feed was
 * downloaded from (`address`). An item whose address stays relative is kept, and says why its old
 * address will not lead here.
 */
export function parseFeedFile(data: Buffer, address?: string | null): ParsedSource {
  const { text, encoding } = decodeXml(data, czechEncoding);
  const xml = text.replace(/^\uFEFF/, '');
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
  const items = feed.items.map((entry, i): ArticleItem => {
    const problems: string[] = [];
    const notes: string[] = [];
    const title = (entry.title ?? '').trim();
    if (!title) problems.push('Chybí nadpis.');
    // Well-formed, so that what reads it next (its pictures' and documents' addresses) meets no opener
    // without its end.
    const body = wellFormed(entry.content ?? entry.description ?? '');
    const perex = perexOf(textOf(entry.description ?? body));
    if (!perex) problems.push('Chybí text článku.');
    const publishedAt = entry.published ?? entry.updated;
    if (!publishedAt) problems.push('Chybí datum zveřejnění.');
    const key = entry.id ?? entry.url;
    if (!key) problems.push('Chybí identifikátor (guid) i odkaz: článek se nedá poznat při dalším importu.');
    const link = entry.url ? absolute(entry.url, base) : null;
    const oldUrl = isAbsolute(link) ? link : null;
    if (entry.url && !oldUrl)
      notes.push(
        `Odkaz článku „${entry.url}“ je relativní a kanál neuvádí adresu webu, ke které patří: stará adresa na článek nepovede a obrázky s relativní adresou se nestáhnou. Importujte kanál z jeho adresy.`,
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
