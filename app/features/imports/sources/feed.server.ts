import { parseFeed } from '@rowanmanning/feed-parser';
import { perexOf, textOf } from './text.server.ts';
import { type ArticleItem, type ParsedSource, SourceRefused } from './types.ts';

// News from the former site's RSS 2.0 or Atom feed: each item an article, its enclosure the picture
// above it, the pictures in its text downloaded too.

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
