/** "Vánoční trhy 2026!" → "vanocni-trhy-2026": ASCII, lowercase, dashes, at most 80 characters. */
export function slugify(text: string): string {
  return (
    text
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
