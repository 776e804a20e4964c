import { escapeHtml } from '../../../../../common/html-escape.ts';
import { autop } from '../text.server.ts';

// A post's text as WordPress showed it: its shortcodes (captions, galleries, embeds) done, its paragraphs.

export interface Attachment {
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
export function content(
  raw: string,
  postId: string,
  attachments: Map<string, Attachment>,
  notes: string[],
  album: Attachment[] | null,
): string {
  const done = galleries(captions(embeds(raw)), postId, attachments, notes, album);
  return autop(done, { unlinks: toPictureItself });
}
