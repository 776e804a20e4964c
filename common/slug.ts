import transliterate from '@sindresorhus/transliterate';

/** Letters of other scripts than Latin (Greek, Cyrillic…), which a slug spells in Latin. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/gu;

/**
 * "Vánoční trhy 2026!" → "vanocni-trhy-2026", "Επίπεδο 2" → "epipedo-2": ASCII, lowercase, dashes, at
 * most 80 characters. Latin letters lose their marks as they always did; only other scripts are
 * transliterated, so the addresses of Czech titles stay what they were.
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(OTHER_SCRIPT, (run) => transliterate(run))
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'akce'
  );
}

/** A slug made of the words, unique where `taken` looks: `-2`, `-3`… when taken. */
export async function freeSlug(taken: (slug: string) => Promise<boolean>, words: string) {
  const base = slugify(words);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}
