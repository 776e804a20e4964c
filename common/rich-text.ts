import { z } from 'zod';

/** An `<img>` tag, and the value of its alt attribute in any of HTML's three quotings. */
const IMG = /<img\b[^>]*>/gi;
const ALT = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** How many pictures in the HTML nobody who cannot see them would learn anything about. */
export function imagesWithoutAlt(html: string): number {
  return [...html.matchAll(IMG)].filter(([tag]) => {
    const alt = ALT.exec(tag);
    return !alt || !(alt[1] ?? alt[2] ?? alt[3] ?? '').trim();
  }).length;
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
