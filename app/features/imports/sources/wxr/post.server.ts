import { formatDateTime } from '../../../../../common/dates.ts';
import { leadOf, perexOf, plainTitle, textOf } from '../text.server.ts';
import type { ArticleItem, PageItem, SourceItem } from '../types.ts';
import { gmt, meta, type Node, nodes, str } from './nodes.server.ts';
import { type Attachment, content } from './post-text.server.ts';

// One post of the export as an item: an article, a page in its tree, or another post type named skipped.

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

/** What the making of each post's item needs of the whole export. */
export interface Export {
  keyOf: (id: string) => string;
  /** The blog's address, without the slashes it ends with. */
  blog: string;
  attachments: Map<string, Attachment>;
  /** Each page's parent, by the pages' ids. */
  pageParents: Map<string, string>;
  depthOf: (id: string) => number;
}

type Placed = { item: SourceItem; depth: number };

/**
 * A plugin's content (a WooCommerce shop's products) is named skipped with why, never dropped unsaid
 * nor made an article; WordPress's own workings (attachments, menus, revisions) are no content and are
 * left out.
 */
function otherItem(post: Node, i: number, type: string, file: Export): Placed[] {
  const { keyOf } = file;
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

/** A post of the export (the `i`-th of its items) as the site's item, in its depth of the pages' tree. */
export function itemOf(post: Node, i: number, file: Export): Placed[] {
  const { keyOf, blog, attachments, pageParents, depthOf } = file;
  const type = str(post['wp:post_type']);
  if (type !== 'post' && type !== 'page') return otherItem(post, i, type, file);
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
}
