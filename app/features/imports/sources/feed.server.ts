import { parseFeed } from '@rowanmanning/feed-parser';
import { plainText } from '../../search/service.server.ts';
import { type ArticleItem, type ParsedSource, SourceRefused } from './types.ts';

// News from the former site's RSS 2.0 or Atom feed: each item an article, its enclosure the picture
// above it, the pictures in its text downloaded too.

/** Plain text of the source's HTML, what a perex is made of: scripts and styles are no text. */
export const textOf = (html: string) => plainText(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' '));

const PEREX_LIMIT = 600;

/** The first sentences of a text, whole, up to the perex's limit. */
export function perexOf(text: string): string {
  if (text.length <= PEREX_LIMIT) return text;
  const cut = text.slice(0, PEREX_LIMIT - 1);
  const sentence = cut.lastIndexOf('. ');
  return sentence > 200 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function parseFeedFile(data: Buffer): ParsedSource {
  const xml = data.toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<!doctype html|<html)/i.test(xml))
    throw new SourceRefused('Soubor je webová stránka (HTML), ne kanál RSS nebo Atom.');
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    throw new SourceRefused('Soubor není kanál RSS 2.0 ani Atom.');
  }
  const items = feed.items.map((entry, i): ArticleItem => {
    const problems: string[] = [];
    const title = (entry.title ?? '').trim();
    if (!title) problems.push('Chybí nadpis.');
    const body = entry.content ?? entry.description ?? '';
    const perex = perexOf(textOf(entry.description ?? body));
    if (!perex) problems.push('Chybí text článku.');
    const publishedAt = entry.published ?? entry.updated;
    if (!publishedAt) problems.push('Chybí datum zveřejnění.');
    const key = entry.id ?? entry.url;
    if (!key) problems.push('Chybí identifikátor (guid) i odkaz: článek se nedá poznat při dalším importu.');
    const picture = entry.media.find((m) => (m.mimeType ?? '').startsWith('image/') || m.type === 'image');
    return {
      kind: 'article',
      key: key ?? `polozka-${i + 1}`,
      title: title || `Článek ${i + 1}`,
      oldUrl: entry.url,
      problems,
      notes: [],
      perex,
      body,
      publishedAt,
      image: picture ? { name: picture.title ?? title, url: picture.url } : null,
      categories: entry.categories.flatMap((c) => ((c.label ?? c.term) ? [(c.label ?? c.term ?? '').trim()] : [])),
    };
  });
  return { items, title: feed.title };
}
