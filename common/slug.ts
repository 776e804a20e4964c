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
