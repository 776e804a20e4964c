import { fold } from '../../../common/fold.ts';

/**
 * A light Czech stemmer for site search. PostgreSQL ships no Czech stemmer, so
 * words are cut to a stem here, on both sides: when a page is indexed and
 * when a query is read. It works on words without diacritics, so "úřední" and
 * "uredni" give the same stem. After the idea of Dolamic & Savoy's light
 * Czech stemmer (2009): only case endings go, which is what finding
 * "popelnic" for "popelnice" needs.
 */

// Lowercase, without diacritics: what the index and the trigram lexicon hold.
export { fold };

/** The words of a text, in order (letters and digits; anything else separates). */
export const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

// Case endings of nouns and adjectives, folded; the longest that fits goes.
const ENDINGS = [
  'atech',
  'atum',
  'etem',
  'ovi',
  'ove',
  'ami',
  'emi',
  'ymi',
  'imi',
  'eho',
  'emu',
  'iho',
  'imu',
  'ych',
  'ich',
  'ach',
  'ech',
  'ata',
  'aty',
  'ete',
  'eti',
  'ou',
  'em',
  'ym',
  'im',
  'am',
  'um',
  'uv',
  'ov',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];

/** Shortest stem kept: "psi" stays, "svozu" becomes "svoz". */
const MIN_STEM = 3;

/** The stem of one folded word. */
export function stem(word: string): string {
  if (/^\d+$/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * Other spellings a stem takes when Czech softens its last consonant before an
 * ending (deska → desce, kniha → knize, sestra → sestře): the query looks for them too.
 */
export function stemVariants(s: string): string[] {
  const variants = [s];
  if (s.endsWith('k')) variants.push(`${s.slice(0, -1)}c`);
  if (s.endsWith('h') || s.endsWith('g')) variants.push(`${s.slice(0, -1)}z`);
  if (s.endsWith('ck')) variants.push(`${s.slice(0, -2)}ct`);
  if (s.endsWith('sk')) variants.push(`${s.slice(0, -2)}st`);
  return variants;
}

const STOPWORDS = new Set(
  'a i k o s u v z ve ze na do od po pro pri za se si je jsou by to ten ta co jak kde kdy ktery ktera ktere nebo ale the'.split(
    ' ',
  ),
);

/** Folded words of a query worth searching for (stopwords go unless nothing else is left). */
export function queryWords(query: string): string[] {
  // Czech folds to ASCII; words in other scripts cannot be in the index anyway.
  const all = words(fold(query.slice(0, 2000)))
    .filter((w) => /^[a-z0-9]+$/.test(w) && w.length <= 40)
    .slice(0, 12);
  const meaningful = all.filter((w) => !STOPWORDS.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, 8);
}

/** The indexed form of a text: its stems, space-separated. */
export const stemText = (text: string) => words(fold(text)).map(stem).join(' ');
