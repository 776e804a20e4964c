/** Tags the editor writes for the ones it reads: what it turns into another is not lost. */
const SAME: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's' };
const IGNORED = new Set(['div', 'span', 'tbody', 'thead', 'colgroup', 'col', 'br']);
const tagsOf = (html: string) =>
  new Set(
    [...html.toLowerCase().matchAll(/<([a-z][a-z0-9]*)/g)]
      .map(([, tag = '']) => SAME[tag] ?? tag)
      .filter((tag) => !IGNORED.has(tag)),
  );

/** Tags in the saved HTML the editor cannot show; editing those texts as HTML loses nothing. */
export function tagsTheEditorDrops(before: string, after: string): string[] {
  const kept = tagsOf(after);
  return [...tagsOf(before)].filter((tag) => !kept.has(tag));
}
