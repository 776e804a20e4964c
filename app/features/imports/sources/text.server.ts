import { escapeHtml } from '../../../../server/lib/mail.ts';
import { plainText } from '../../search/service.server.ts';

// Text as the sources give it, made into what the site's items take.

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

/**
 * A perex made of the text's opening paragraph, and the text without it: the article shows its perex
 * right above the text, where the same paragraph again would read twice. A long opening paragraph, one
 * with a picture or only a link, stays in the text and the perex is the text's first sentences.
 */
export function leadOf(html: string): { perex: string; body: string } {
  const first = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>\s*/i.exec(html);
  const lead = first ? textOf(first[1] ?? '') : '';
  // A paragraph that is only a link (an embedded video's) says nothing of the article.
  const only = (first?.[1] ?? '').trim();
  const linkAlone = /^<a\b[^>]*>[^<]*<\/a>$/i.test(only);
  if (first && lead && lead.length <= PEREX_LIMIT && !linkAlone && !/<(img|iframe|video|figure)\b/i.test(only))
    return { perex: lead, body: html.slice(first[0].length) };
  return { perex: perexOf(textOf(html)), body: html };
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
};

/** Character references as WordPress writes them in titles (`&#039;`, `&#8211;`, `&amp;`) as the characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi, (entity, dec, hex, name) => {
    if (name) return NAMED[name.toLowerCase()] ?? entity;
    const code = dec ? Number(dec) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
  });
}

/** A title as plain text: WordPress lets one hold markup (`Title <em>With</em>`) and references. */
export const plainTitle = (title: string) =>
  decodeEntities(title.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** WordPress's block-level elements (wpautop's `$allblocks`): a paragraph never wraps one. */
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';
const OPENING = new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi');
const CLOSING = new RegExp(`(</${BLOCKS}>)`, 'gi');
const P_BEFORE_BLOCK = new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)`, 'gi');
const P_AFTER_BLOCK = new RegExp(`(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi');
const BR_AFTER_BLOCK = new RegExp(`(</?${BLOCKS}[^>]*>)\\s*<br>`, 'gi');
const BR_BEFORE_BLOCK = /<br>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi;

/**
 * WordPress's own paragraph rule (wpautop), which its themes apply to a classic post's text when
 * shown: text separated by a blank line is a paragraph, a single line break a `<br>`, block elements
 * stand on their own, also where the text mixes them with bare lines. A text of blocks (the block
 * editor's, marked by its comments) is already HTML and only loses the comments.
 */
export function autop(content: string): string {
  if (/<!--\s*\/?wp:/.test(content)) return content.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '').trim();
  if (!content.trim()) return '';
  // What a <pre> holds keeps its lines; newlines inside a tag are no breaks.
  const pres: string[] = [];
  let text = content
    .replace(/\r\n?/g, '\n')
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => `<pre data-kept="${pres.push(pre) - 1}"></pre>`)
    .replace(/<[^>]*>/g, (tag) => tag.replace(/\s*\n\s*/g, ' '))
    .replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n')
    .replace(OPENING, '\n\n$1')
    .replace(CLOSING, '$1\n\n');
  text = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block}</p>\n`)
    .join('')
    .replace(/<p>\s*<\/p>/g, '')
    .replace(P_BEFORE_BLOCK, '$1')
    .replace(P_AFTER_BLOCK, '$1')
    .replace(/<br\s*\/?>/gi, '<br>')
    .replace(/(?<!<br>)\s*\n(?!$)/g, '<br>\n')
    .replace(BR_AFTER_BLOCK, '$1')
    .replace(BR_BEFORE_BLOCK, '$1')
    .replace(/\n<\/p>/g, '</p>');
  // A block that opened in one paragraph and closed in the next leaves a `</p>` that opens nothing.
  let open = false;
  text = text.replace(/<(\/?)p(?:\s[^>]*)?>/gi, (tag, closing: string) => {
    if (!closing) open = true;
    else if (!open) return '';
    else open = false;
    return tag;
  });
  return text.replace(/<pre data-kept="(\d+)"><\/pre>/g, (_, i: string) => pres[Number(i)] ?? '').trim();
}

/** Plain text with blank lines between paragraphs (a calendar's description) as HTML. */
export const textToHtml = (text: string) =>
  escapeHtml(text)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * The text once its pictures were placed: a picture that did not download left the text, and with it
 * goes what held only the picture (a link around it, its paragraph, a figure's frame, a gallery's
 * item); a caption whose picture is gone stays as a paragraph.
 */
export function withoutEmptyLinks(html: string): string {
  return html
    .replace(/<a\b[^>]*>\s*<\/a>/gi, '')
    .replace(/<p\b[^>]*>(?:\s|&nbsp;|\u00a0)*<\/p>/gi, '')
    .replace(/<dt\b[^>]*>\s*<\/dt>/gi, '')
    .replace(/<dl\b[^>]*>\s*<\/dl>/gi, '')
    .replace(/<li>\s*<\/li>/gi, '')
    .replace(/<ul>\s*<\/ul>/gi, '')
    .replace(
      /<figure\b[^>]*>\s*(?:<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>)?\s*<\/figure>/gi,
      (_, caption?: string) => (caption?.trim() ? `<p>${caption.trim()}</p>` : ''),
    )
    .trim();
}
