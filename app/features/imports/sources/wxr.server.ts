import { XMLParser } from 'fast-xml-parser';
import { formatDateTime } from '../../../../common/dates.ts';
import { escapeHtml } from '../../../../common/html-escape.ts';
import { decodeXml } from '../../../../common/text-encoding.ts';
import { refuseDoctype } from './prolog.server.ts';
import { autop, czechEncoding, leadOf, perexOf, plainTitle, textOf } from './text.server.ts';
import { type ArticleItem, type PageItem, type ParsedSource, type SourceItem, SourceRefused } from './types.ts';

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
const meta = (post: Node, key: string) =>
  str(nodes(post['wp:postmeta']).find((m) => str(m['wp:meta_key']) === key)?.['wp:meta_value']);

/** A moment WordPress wrote as `2019-05-06 14:30:00` in UTC (`_gmt`), or null for its zero date. */
function gmt(value: string): Date | null {
  if (!value || value.startsWith('0000')) return null;
  const at = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

interface Attachment {
  url: string;
  title: string;
  alt: string;
  /** What WordPress shows under it in a gallery (the attachment's excerpt). */
  caption: string;
  parent: string;
}

/**
 * A shortcode's attributes: `ids="1,2" columns=3 link='file'`. A name is matched only where a word
 * begins: from inside a long word with no `=`, the expression would retry the rest of the word at
 * each of its letters.
 */
function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of text.matchAll(/(?<![\w-])([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))/g))
    found[(m[1] ?? '').toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return found;
}

interface Shortcode {
  attrs: string;
  /** What an enclosing shortcode holds up to its `[/name]`; null when it has none. */
  content: string | null;
}

/**
 * Each `[name …]` of the text (with what it holds up to `[/name]`, when `enclosing`) replaced by what
 * `render` makes of it, as WordPress's shortcode parser finds them: case-sensitive, the name whole.
 * Found with indexOf, never a lazy expression, which for each opener without an end would scan to the
 * text's end again (a stranger's `[caption` repeated).
 */
function shortcodes(text: string, name: string, enclosing: boolean, render: (found: Shortcode) => string): string {
  const open = `[${name}`;
  const close = `[/${name}]`;
  const parts: string[] = [];
  let at = 0;
  // Once no `[/name]` follows an opener, none follows any later one either.
  let closes = enclosing;
  for (let start = text.indexOf(open); start !== -1; start = text.indexOf(open, at)) {
    const next = text[start + open.length] ?? '';
    if (next !== ']' && next !== '/' && !/\s/.test(next)) {
      parts.push(text.slice(at, start + open.length));
      at = start + open.length;
      continue;
    }
    const end = text.indexOf(']', start);
    if (end === -1) break;
    const attrs = text.slice(start + open.length, end);
    let content: string | null = null;
    let after = end + 1;
    if (closes && !attrs.endsWith('/')) {
      const closing = text.indexOf(close, end + 1);
      if (closing === -1) closes = false;
      else [content, after] = [text.slice(end + 1, closing), closing + close.length];
    }
    parts.push(text.slice(at, start), render({ attrs: attrs.replace(/\/$/, ''), content }));
    at = after;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

const attr = (text: string) => escapeHtml(text).replaceAll('"', '&quot;');
const picture = (a: Attachment) => `<img src="${attr(a.url)}" alt="${attr(a.alt || a.title)}">`;

/**
 * `[caption]…<img>… Popisek[/caption]` as the figure WordPress shows: the picture over its caption.
 * (The expression is anchored at the start of one caption's content: linear.)
 */
function captions(html: string): string {
  return shortcodes(html, 'caption', true, ({ attrs, content }) => {
    const m = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content ?? '');
    const caption = (m?.[2] ?? '').trim() || attributes(attrs).caption || '';
    if (!m) return caption;
    return `<figure>${m[1]}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
  });
}

/**
 * `[gallery]`'s pictures: by `ids`, or (none named) the post's own attachments, as WordPress takes them.
 * A post's go to its album (`album`), out of the text; a page, which has no album here, shows them as a
 * list. A gallery whose pictures the export does not hold leaves nothing, with a note.
 */
function galleries(
  html: string,
  postId: string,
  attachments: Map<string, Attachment>,
  notes: string[],
  album: Attachment[] | null,
): string {
  return shortcodes(html, 'gallery', false, ({ attrs }) => {
    const ids = attributes(attrs).ids;
    const pictures = ids
      ? ids.split(',').flatMap((id) => {
          const found = attachments.get(id.trim());
          return found ? [found] : [];
        })
      : [...attachments.values()].filter((a) => a.parent === postId);
    const shown = pictures.filter((a) => a.url);
    if (!shown.length) {
      notes.push('Galerie z WordPressu nemá v exportu žádné obrázky; v textu vynechána.');
      return '';
    }
    if (album) {
      album.push(...shown.filter((a) => !album.some((b) => b.url === a.url)));
      return '';
    }
    return `<ul>${shown.map((a) => `<li>${picture(a)}</li>`).join('')}</ul>`;
  });
}

/** What a link to an embedded post or video says instead of its bare address. */
function embedText(url: string): string {
  const host = new URL(url).hostname.replace(/^(www|m|mobile)\./, '');
  if (/^(youtube\.com|youtu\.be)$/.test(host)) return 'Video na YouTube';
  if (host === 'vimeo.com') return 'Video na Vimeu';
  if (/^(twitter\.com|x\.com)$/.test(host)) return 'Příspěvek na síti X';
  if (host === 'facebook.com') return 'Příspěvek na Facebooku';
  if (host === 'instagram.com') return 'Příspěvek na Instagramu';
  if (host === 'wordpress.tv') return 'Video na WordPress.tv';
  if (host === 'flickr.com') return 'Fotografie na Flickru';
  return `${host}${new URL(url).pathname.replace(/\/$/, '')}`;
}

/**
 * An address alone on its line, which WordPress showed as the embedded video or post (`[embed]` too), as
 * a link saying what it leads to: this site embeds nothing from others. (The line expression starts
 * only where a line does: linear.)
 */
function embeds(html: string): string {
  const own = shortcodes(html, 'embed', true, ({ content }) => {
    const url = (content ?? '').trim();
    return /^https?:\/\/[^\s<[]+$/.test(url) ? `\n${url}\n` : url;
  });
  return own.replace(/^([ \t]*)(https?:\/\/[^\s<>"']+)[ \t]*$/gm, (line, indent: string, url: string) => {
    try {
      return `${indent}<a href="${attr(url)}">${escapeHtml(embedText(url))}</a>`;
    } catch {
      return line;
    }
  });
}

/**
 * A link to a picture's own bigger file (`…/photo.jpg?w=604`) or attachment page on the old site: it
 * would lead back there (or, the picture not downloaded, stay empty), so the picture stands alone.
 */
function toPictureItself(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href, 'http://old.invalid/');
  } catch {
    return false;
  }
  return (
    /\.(jpe?g|png|gif|webp|avif|bmp|tiff?)$/i.test(url.pathname) ||
    url.searchParams.has('attachment_id') ||
    url.pathname.includes('/attachment/')
  );
}

/** The post's text as WordPress showed it: shortcodes done, embeds as links, its paragraph rule. */
function content(
  raw: string,
  postId: string,
  attachments: Map<string, Attachment>,
  notes: string[],
  album: Attachment[] | null,
): string {
  const done = galleries(captions(embeds(raw)), postId, attachments, notes, album);
  return autop(done, { unlinks: toPictureItself });
}

/**
 * The post's address on the old site. WordPress.com writes a page under another with a slash too many
 * (`https://…com//greek/…`), which its server answered as the single-slash address browsers were given.
 */
function oldAddress(link: string): string | null {
  if (!/^https?:\/\//.test(link)) return null;
  try {
    const url = new URL(link);
    url.pathname = url.pathname.replace(/\/{2,}/g, '/');
    return url.href;
  } catch {
    return null;
  }
}

/** An address without the slashes it ends with (`/+$` would retry a long run of them from each). */
function withoutEndSlashes(address: string): string {
  let end = address.length;
  while (end > 0 && address[end - 1] === '/') end--;
  return address.slice(0, end);
}

/** The day a post without a title was written, in its derived title: „Příspěvek z 5. 9. 2009“. */
const czechDate = (at: Date) => `${at.getUTCDate()}. ${at.getUTCMonth() + 1}. ${at.getUTCFullYear()}`;

/**
 * WordPress's own post types that are no content of their own: an attachment (a post's picture), a menu
 * item, a revision, the site's styles and templates; and a WooCommerce product's variation, which goes
 * with its product.
 */
const NOT_CONTENT = new Set([
  'attachment',
  'revision',
  'nav_menu_item',
  'custom_css',
  'customize_changeset',
  'oembed_cache',
  'user_request',
  'wp_block',
  'wp_template',
  'wp_template_part',
  'wp_global_styles',
  'wp_navigation',
  'wp_font_family',
  'wp_font_face',
  'product_variation',
]);

/** Why an item of a plugin's post type is not imported: the town's shop takes its goods by hand. */
function otherContent(type: string): string {
  if (type === 'product')
    return 'Ve WordPressu zboží e-shopu WooCommerce: import zboží nepřenáší, zadejte ho v obchodě webu (/sprava/obchod/zbozi).';
  return `Ve WordPressu obsah typu „${type}“ z doplňku, ne příspěvek ani stránka: neimportuje se.`;
}

interface State {
  draft: boolean;
  warning: string | null;
  problem?: string;
}

/**
 * The state a post had, and what comes of it here. A scheduled post stays scheduled (the news editor
 * schedules); a page cannot be scheduled on this site, so a scheduled one comes as a draft, its day named.
 */
function stateOf(status: string, password: string, type: string, written: Date | null): State {
  if (password) return { draft: true, warning: 'Ve WordPressu chráněno heslem, importováno jako koncept.' };
  if (status === 'future' && type === 'page') {
    const when = written ? ` na ${formatDateTime(written.toISOString())}` : '';
    return {
      draft: true,
      warning: `Ve WordPressu naplánováno ke zveřejnění${when}; stránku zde naplánovat nelze, proto je importována jako koncept. Zveřejněte ji v ten den.`,
    };
  }
  if (status === 'publish' || status === 'future') return { draft: false, warning: null };
  if (status === 'draft' || status === 'auto-draft')
    return { draft: true, warning: 'Ve WordPressu koncept, importováno jako koncept.' };
  if (status === 'pending')
    return { draft: true, warning: 'Ve WordPressu čekalo na schválení, importováno jako koncept.' };
  if (status === 'private')
    return { draft: true, warning: 'Ve WordPressu soukromé (jen pro přihlášené), importováno jako koncept.' };
  return { draft: true, warning: null, problem: `Ve WordPressu ve stavu „${status}“: neimportuje se.` };
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
  const items = posts.flatMap((post, i): { item: SourceItem; depth: number }[] => {
    const type = str(post['wp:post_type']);
    if (type !== 'post' && type !== 'page') {
      // A plugin's content (a WooCommerce shop's products) is named skipped with why, never dropped
      // unsaid nor made an article; WordPress's own workings (attachments, menus, revisions) are no
      // content and are left out.
      if (!type || NOT_CONTENT.has(type)) return [];
      const title = plainTitle(str(post.title)) || `Položka ${i + 1}`;
      const skipped: PageItem = {
        kind: 'page',
        key: keyOf(str(post['wp:post_id']) || String(i)),
        title,
        oldUrl: null,
        problems: [otherContent(type)],
        notes: [],
        description: '',
        body: '',
        slug: '',
        published: false,
        parentKey: null,
      };
      return [{ item: skipped, depth: 0 }];
    }
    const id = str(post['wp:post_id']);
    const status = str(post['wp:status']);
    const written = gmt(str(post['wp:post_date_gmt'])) ?? gmt(str(post['wp:post_date']));
    const state = stateOf(status, str(post['wp:post_password']), type, written);
    const problems: string[] = state.problem ? [state.problem] : [];
    // What the office should check of an item imported all the same: named in the dry run and the report.
    const notes: string[] = state.warning ? [state.warning] : [];
    if (!id) problems.push('Chybí wp:post_id: položka se nedá poznat při dalším importu.');
    const album: Attachment[] = [];
    const html = content(str(post['content:encoded']), id, attachments, notes, type === 'post' ? album : null);
    const excerpt = textOf(str(post['excerpt:encoded']));
    const link = str(post.link);
    let title = plainTitle(str(post.title));
    if (!title) {
      title = written ? `${type === 'page' ? 'Stránka' : 'Příspěvek'} z ${czechDate(written)}` : `Položka ${i + 1}`;
      notes.push(`Ve WordPressu bez nadpisu: dostal nadpis „${title}“, upravte ho.`);
    }
    const common = {
      key: keyOf(id || String(i)),
      title,
      oldUrl: oldAddress(link),
      // WordPress answers its own `?p=ID` at the blog's address (`/blog/?p=7` in a folder), not the network's.
      alsoAt: id && blog ? [`${blog}/?${type === 'page' ? 'page_id' : 'p'}=${id}`] : [],
      problems,
      notes,
    };
    if (type === 'page') {
      const parent = str(post['wp:post_parent']);
      let slug = str(post['wp:post_name']);
      try {
        // WordPress keeps a non-Latin address percent-encoded (`%ce%b5%cf%80…`): the words are wanted.
        slug = decodeURIComponent(slug);
      } catch {}
      const page: PageItem = {
        ...common,
        kind: 'page',
        body: html,
        description: perexOf(excerpt || textOf(html)).slice(0, 400),
        slug,
        published: !state.draft,
        parentKey: parent && parent !== '0' && pageParents.has(parent) ? keyOf(parent) : null,
      };
      return [{ item: page, depth: depthOf(id) }];
    }
    const thumbnail = attachments.get(meta(post, '_thumbnail_id'));
    if (!written && !state.draft) problems.push('Chybí datum zveřejnění.');
    // An excerpt is the perex as the author wrote it; without one the opening paragraph is, and leaves
    // the text below it.
    const lead = excerpt ? { perex: perexOf(excerpt), body: html } : leadOf(html);
    let perex = lead.perex;
    if (!perex) {
      perex = title;
      notes.push('Článek nemá žádný text (jen obrázek nebo nic): perex je jeho nadpis, upravte ho.');
    }
    const article: ArticleItem = {
      ...common,
      kind: 'article',
      perex,
      body: lead.body,
      publishedAt: written,
      draft: state.draft,
      featured: str(post['wp:is_sticky']) === '1',
      image: thumbnail?.url ? { name: thumbnail.alt || thumbnail.title || title, url: thumbnail.url } : null,
      // Its gallery's pictures: the album is described by their alt texts (none: the office describes them).
      album: album.length ? { pictures: album.map((a) => ({ name: a.alt, url: a.url, caption: a.caption })) } : null,
      categories: nodes(post.category)
        .filter((c) => c['@domain'] === 'category')
        .map((c) => plainTitle(str(c)))
        .filter((name) => name && name !== 'Uncategorized' && name !== 'Nezařazené'),
    };
    return [{ item: article, depth: 0 }];
  });
  // Stable: the file's order, each page after the page it is under.
  items.sort((a, b) => a.depth - b.depth);
  // The blog's name as WordPress wrote it, its character references (`&#x202E;`) read as the items' titles are.
  return { items: items.map((i) => i.item), title: plainTitle(str(channel.title)) || null, origin: blog };
}
