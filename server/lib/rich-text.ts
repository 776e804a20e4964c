import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the database is sanitised before it leaves the API (DESIGN
 * §5): a closed list of elements and attributes, no scripts, no styles, no
 * event handlers, links only to http(s), mailto, tel and our own paths.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'abbr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'hr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'address',
  ],
  allowedAttributes: {
    a: ['href', 'hreflang', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A link with nothing to read (its picture gone: not downloaded, or not allowed) is announced by
  // a screen reader as a bare "link" (axe's link-name): its tag goes, whatever it held stays (issue 56, D14).
  exclusiveFilter: (frame) =>
    frame.tag === 'a' && !frame.text.trim() && frame.mediaChildren.length === 0 ? 'excludeTag' : false,
  transformTags: {
    // External links open in a new tab and give the new page no handle on ours (spec §2).
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Sanitises, then puts each table in a scrolling box that the keyboard can
 * reach, so a wide table scrolls by itself instead of widening the page.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replaceAll('<table>', '<div class="table-scroll" tabindex="0" role="group" aria-label="Tabulka"><table>')
    .replaceAll('</table>', '</table></div>');
}
