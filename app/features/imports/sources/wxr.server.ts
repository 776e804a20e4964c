import { XMLParser } from 'fast-xml-parser';
import { decodeXml } from '../../../../common/text-encoding.ts';
import { refuseDoctype } from './prolog.server.ts';
import { czechEncoding, plainTitle, textOf } from './text.server.ts';
import { type ParsedSource, SourceRefused } from './types.ts';
import { isNode, meta, type Node, nodes, str } from './wxr/nodes.server.ts';
import { itemOf } from './wxr/post.server.ts';
import type { Attachment } from './wxr/post-text.server.ts';

// A WordPress export (WXR, "WordPress eXtended RSS"): posts become news articles, pages content pages in
// their tree; attachments give the posts' featured pictures and their galleries. What the old site
// showed only to some (a password, a draft) comes as a draft, never public.

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

/** An address without the slashes it ends with (`/+$` would retry a long run of them from each). */
function withoutEndSlashes(address: string): string {
  let end = address.length;
  while (end > 0 && address[end - 1] === '/') end--;
  return address.slice(0, end);
}

export function parseWxr(data: Buffer): ParsedSource {
  // In the encoding its XML declaration names: WordPress writes its blog's charset there.
  const xml = decodeXml(data, czechEncoding).text.replace(/^\uFEFF/, '');
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
  const keyOf = (id: string) => `${site}#${id}`;
  // The blog, not the site: every WordPress.com and multisite export has the same base_site_url.
  const blog = withoutEndSlashes(str(channel['wp:base_blog_url']) || str(channel.link) || site);
  const posts = nodes(channel.item);
  const attachments = new Map(
    posts
      .filter((p) => str(p['wp:post_type']) === 'attachment')
      .map((p): [string, Attachment] => [
        str(p['wp:post_id']),
        {
          url: str(p['wp:attachment_url']),
          title: plainTitle(str(p.title)),
          alt: plainTitle(meta(p, '_wp_attachment_image_alt')),
          caption: textOf(str(p['excerpt:encoded'])),
          parent: str(p['wp:post_parent']),
        },
      ]),
  );
  // A page's depth in the tree of the file's pages: a parent is imported before its pages.
  const pageParents = new Map(
    posts.filter((p) => str(p['wp:post_type']) === 'page').map((p) => [str(p['wp:post_id']), str(p['wp:post_parent'])]),
  );
  const depthOf = (id: string) => {
    let depth = 0;
    for (let at = pageParents.get(id); at && at !== '0' && pageParents.has(at) && depth < 50; at = pageParents.get(at))
      depth++;
    return depth;
  };
  const file = { keyOf, blog, attachments, pageParents, depthOf };
  const items = posts.flatMap((post, i) => itemOf(post, i, file));
  // Stable: the file's order, each page after the page it is under.
  items.sort((a, b) => a.depth - b.depth);
  // The blog's name as WordPress wrote it, its character references (`&#x202E;`) read as the items' titles are.
  return { items: items.map((i) => i.item), title: plainTitle(str(channel.title)) || null, origin: blog };
}
