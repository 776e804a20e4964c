import { z } from 'zod';

/**
 * The tags of some HTML as the regular expression `/<NAME[^>]*>/g` finds them, from a `<` followed by
 * `name` to the first `>` after it (all tags, comments and doctypes if no name is given), as
 * `[start, end]`: the indices of the `<` and the `>`. In one pass: such a regular expression, tried from
 * every `<` of a text with thousands of them and no `>` (`'<img '` again and again, `'<!--'` without
 * `-->`), read the rest of the text from each of them, and one such text stalled the server for over a
 * minute. `name` must match a bounded length (no `*` or `+`), as it is tried after every `<`.
 */
export function* htmlTags(html: string, name?: RegExp): Generator<[start: number, end: number]> {
  const sticky = name && new RegExp(name.source, `${name.flags.replace(/[gy]/g, '')}y`);
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (sticky) {
      sticky.lastIndex = at + 1;
      if (!sticky.test(html)) continue;
    }
    const end = html.indexOf('>', at + 1);
    // No tag that starts later is closed either.
    if (end === -1) return;
    yield [at, end];
    at = end;
  }
}

/**
 * The value of a tag's alt attribute in any of HTML's three quotings. Each of its runs is followed by what
 * the run cannot match, so it reads a tag a bounded number of times over whatever its attributes, and the
 * tags it is tried on do not overlap.
 */
const ALT = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** How many pictures in the HTML nobody who cannot see them would learn anything about. */
export function imagesWithoutAlt(html: string): number {
  let count = 0;
  for (const [start, end] of htmlTags(html, /img\b/i)) {
    const alt = ALT.exec(html.slice(start, end + 1));
    if (!alt || !(alt[1] ?? alt[2] ?? alt[3] ?? '').trim()) count++;
  }
  return count;
}

/**
 * Rich text as the editors send it: HTML the server sanitises when it is saved and served, whose
 * every picture must be described (issue 13). The editor asks for the description when a picture
 * is inserted; this also catches HTML typed into the plain text box without JavaScript.
 */
export const richTextSchema = z
  .string()
  .max(200_000, 'Text je příliš dlouhý.')
  .refine((html) => imagesWithoutAlt(html) === 0, {
    message: 'Každý obrázek v textu potřebuje popis pro ty, kdo ho nevidí (atribut alt).',
  });
