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
 * Paragraphs kept as blank lines (WordPress's content, whose "autop" makes them at display; a calendar's
 * description) as `<p>`; a text that has block elements already stays as it is.
 */
export function autop(content: string): string {
  if (/<(p|div|h[1-6]|ul|ol|table|figure|blockquote)[\s>]/i.test(content)) return content;
  return content
    .replace(/<!--\s*\/?wp:[^>]*-->/g, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** Plain text with blank lines between paragraphs (a calendar's description) as HTML. */
export const textToHtml = (text: string) => autop(escapeHtml(text));
