import { XMLParser } from 'fast-xml-parser';
import { refuseDoctype } from './prolog.server.ts';
import { autop, perexOf, textOf } from './text.server.ts';
import { type ArticleItem, type PageItem, type ParsedSource, type SourceItem, SourceRefused } from './types.ts';

// A WordPress export (WXR, "WordPress eXtended RSS"): published posts become news articles, published
// pages content pages; attachments give the posts' featured pictures.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  cdataPropName: false,
  isArray: (name) => ['item', 'category', 'wp:postmeta'].includes(name),
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
});

type Node = Record<string, unknown>;
const str = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : value && typeof value === 'object' && '#text' in value
        ? str(value['#text'])
        : '';
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);

/** A moment WordPress wrote as `2019-05-06 14:30:00` in UTC (`_gmt`), or null for its zero date. */
function gmt(value: string): Date | null {
  if (!value || value.startsWith('0000')) return null;
  const at = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function parseWxr(data: Buffer): ParsedSource {
  const xml = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!/<wp:wxr_version>/.test(xml.slice(0, 20_000)))
    throw new SourceRefused('Soubor není export WordPressu (WXR): chybí značka wp:wxr_version.');
  refuseDoctype(xml, /<rss[\s>]/, 'Soubor není export WordPressu (WXR): deklaruje DOCTYPE, který WordPress nepíše.');
  let channel: Node;
  try {
    const root: Node = parser.parse(xml, true);
    const rss = root.rss;
    channel = isNode(rss) && isNode(rss.channel) ? rss.channel : {};
  } catch (error) {
    throw new SourceRefused(`Export WordPressu se nedá přečíst: ${error instanceof Error ? error.message : ''}`);
  }
  const site = str(channel['wp:base_site_url']) || str(channel.link);
  const posts = nodes(channel.item);
  const attachments = new Map(
    posts
      .filter((p) => str(p['wp:post_type']) === 'attachment')
      .map((p) => [str(p['wp:post_id']), { url: str(p['wp:attachment_url']), title: str(p.title) }]),
  );
  const items = posts.flatMap((post, i): SourceItem[] => {
    const type = str(post['wp:post_type']);
    if (type !== 'post' && type !== 'page') return [];
    const id = str(post['wp:post_id']);
    const title = str(post.title).trim();
    const status = str(post['wp:status']);
    const problems: string[] = [];
    if (!title) problems.push('Chybí nadpis.');
    if (status !== 'publish')
      problems.push(
        `Ve WordPressu ${status === 'draft' ? 'koncept' : `ve stavu „${status}“`}: převádí se jen zveřejněné.`,
      );
    if (!id) problems.push('Chybí wp:post_id: položka se nedá poznat při dalším importu.');
    const body = autop(str(post['content:encoded']));
    const excerpt = textOf(str(post['excerpt:encoded']));
    const link = str(post.link);
    const common = {
      key: `${site}#${id || i}`,
      title: title || `Položka ${i + 1}`,
      oldUrl: /^https?:\/\//.test(link) ? link : null,
      alsoAt: id && site ? [`${site}/?${type === 'page' ? 'page_id' : 'p'}=${id}`] : [],
      problems,
      notes: [],
      body,
    };
    if (type === 'page') {
      const page: PageItem = {
        ...common,
        kind: 'page',
        description: perexOf(excerpt || textOf(body)).slice(0, 400),
        slug: str(post['wp:post_name']),
      };
      return [page];
    }
    const thumbnail = nodes(post['wp:postmeta']).find((m) => str(m['wp:meta_key']) === '_thumbnail_id');
    const picture = thumbnail ? attachments.get(str(thumbnail['wp:meta_value'])) : undefined;
    const publishedAt = gmt(str(post['wp:post_date_gmt'])) ?? gmt(str(post['wp:post_date']));
    if (!publishedAt && status === 'publish') problems.push('Chybí datum zveřejnění.');
    const article: ArticleItem = {
      ...common,
      kind: 'article',
      perex: perexOf(excerpt || textOf(body)),
      publishedAt,
      image: picture?.url ? { name: picture.title || title, url: picture.url } : null,
      categories: nodes(post.category)
        .filter((c) => c['@domain'] === 'category')
        .map((c) => str(c).trim())
        .filter((name) => name && name !== 'Uncategorized' && name !== 'Nezařazené'),
    };
    return [article];
  });
  return { items, title: str(channel.title) || null };
}
