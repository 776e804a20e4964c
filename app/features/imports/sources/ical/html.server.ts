import { Parser } from 'htmlparser2';
import { counted, shortened } from './values.server.ts';

// A description in HTML: walked once, its markup and words kept, its pictures without a description named.

/** Pictures without a description named one by one; any more are counted. */
const NAMED_PICTURES = 5;

/** The start of a tag a DESCRIPTION written in HTML has (Google's and many plugins' habit). */
const TAG_START = /<(?:p|br|div|a|b|strong|i|em|u|ul|ol|li|img|span|h[1-6]|table)[\s/>]/i;

/**
 * Markup in a DESCRIPTION rather than text that mentions a tag: a known tag closed somewhere after.
 * One search and one look for `>`, never a pattern that runs to the end of the text from each `<`.
 */
export function looksHtml(description: string): boolean {
  const tag = TAG_START.exec(description);
  return !!tag && description.includes('>', tag.index);
}

/** Elements whose content is no part of the event's text: a document's head, scripts, styles. */
const UNSEEN = new Set(['head', 'title', 'script', 'style', 'template']);
/** Elements without an end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
/** Elements whose end ends a line: the text gets a space there (two paragraphs' words stay apart). */
const BREAKS = new Set([
  ...['br', 'p', 'div', 'li', 'dd', 'dt', 'td', 'th', 'tr', 'blockquote', 'pre'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);
/** A tag's or attribute's name written back; another (Outlook's `o:p`, a stray quote) is left out. */
const NAME = /^[a-z][a-z0-9-]*$/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

export interface Html {
  /** The markup kept: the body's, without comments, scripts and pictures nobody described. */
  body: string;
  /** Its words, for the perex and for telling an edited occurrence. */
  text: string;
  /** Pictures in it, described or not. */
  pictures: number;
  /** Where each picture left out for want of a description was (its `src`). */
  undescribed: string[];
}

/**
 * HTML of a calendar walked once by htmlparser2, whose tokenizer reads anything in one pass (an unclosed
 * comment or tag, long runs of whitespace), where a regular expression over a stranger's markup can take
 * quadratic time. A whole document (Outlook's) gives its body. A picture without a description is left
 * out: a made-up one would tell a reader who cannot see it nothing, and the clerk is told to add it.
 */
export function walkHtml(html: string): Html {
  const out: string[] = [];
  const words: string[] = [];
  const undescribed: string[] = [];
  let pictures = 0;
  let unseen = 0;
  let ended = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (ended) return;
        if (name === 'body') {
          // What came before the body (a head never closed, stray text) is none of it.
          out.length = 0;
          words.length = 0;
          undescribed.length = 0;
          pictures = 0;
          unseen = 0;
          return;
        }
        if (UNSEEN.has(name)) unseen++;
        if (unseen || name === 'html' || !NAME.test(name)) return;
        if (name === 'img') {
          pictures++;
          if (!attributes.alt?.trim()) {
            undescribed.push(attributes.src?.trim() ?? '');
            return;
          }
        }
        const written = Object.entries(attributes)
          .filter(([attribute]) => NAME.test(attribute))
          .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`);
        out.push(`<${name}${written.join('')}>`);
      },
      ontext(data) {
        if (ended || unseen) return;
        out.push(escapeHtml(data));
        words.push(data);
      },
      onclosetag(name) {
        if (ended) return;
        if (name === 'body') ended = true;
        else if (UNSEEN.has(name)) unseen = Math.max(0, unseen - 1);
        else if (!unseen && name !== 'html' && NAME.test(name)) {
          if (BREAKS.has(name)) words.push(' ');
          if (!VOID.has(name)) out.push(`</${name}>`);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { body: out.join('').trim(), text: words.join('').replace(/\s+/g, ' ').trim(), pictures, undescribed };
}

/** The pictures left out for want of a description, named for the clerk to put back, described. */
export function pictureNotes(undescribed: string[]): string[] {
  const notes = undescribed
    .slice(0, NAMED_PICTURES)
    .map(
      (src) =>
        `Obrázek ${src ? shortened(src, 120) : 'v popisu akce'} nemá ve zdroji textový popis (alt), proto převzat nebyl: vložte ho v editoru akce i s popisem toho, co je na něm.`,
    );
  const more = undescribed.length - notes.length;
  if (more > 0)
    notes.push(
      counted(
        more,
        'Další obrázek bez textového popisu (alt) převzat nebyl.',
        'Další %d obrázky bez textového popisu (alt) převzaty nebyly.',
        'Dalších %d obrázků bez textového popisu (alt) převzato nebylo.',
      ),
    );
  return notes;
}
