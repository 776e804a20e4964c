/**
 * A menu as the editor's form shows it: one row per item, a main item (level 0) followed by the
 * items under it (level 1). The form keeps the tree (`value[0].submenu[1]`, as the site does);
 * these rows are how a person moves an item in it, by keyboard or pointer, with or without
 * JavaScript: up and down with what is under it, in under the item before it, out of its parent.
 */
export interface MenuRow {
  text: string;
  link: string;
  level: 0 | 1;
}

/** A menu's tree of two levels: a main item (a footer column: its title) and the links under it. */
export interface MenuTree {
  text: string;
  link: string;
  under: { text: string; link: string }[];
}

export const rowsOf = (tree: MenuTree[]): MenuRow[] =>
  tree.flatMap((item) => [
    { text: item.text, link: item.link, level: 0 as const },
    ...item.under.map((sub) => ({ text: sub.text, link: sub.link, level: 1 as const })),
  ]);

/** The tree of rows: a row under a main one goes under the main row before it. */
export function treeOf(rows: readonly MenuRow[]): MenuTree[] {
  const tree: MenuTree[] = [];
  for (const row of rows) {
    const parent = tree.at(-1);
    if (row.level === 1 && parent) parent.under.push({ text: row.text, link: row.link });
    else tree.push({ text: row.text, link: row.link, under: [] });
  }
  return tree;
}

/** Where a block starts and ends: a main row with the rows under it, or one row under a main one. */
function blockAt(rows: readonly MenuRow[], index: number): [number, number] {
  if (rows[index]!.level === 1) return [index, index + 1];
  let end = index + 1;
  while (end < rows.length && rows[end]!.level === 1) end++;
  return [index, end];
}

/** Where the main row above `index` starts (the parent of a row under it). */
function parentOf(rows: readonly MenuRow[], index: number): number {
  let parent = index - 1;
  while (parent > 0 && rows[parent]!.level === 1) parent--;
  return parent;
}

export type Move = 'up' | 'down' | 'in' | 'out';
export const MOVES: readonly Move[] = ['up', 'down', 'in', 'out'];

/**
 * Moves a row within the tree, always with what is under it: up or down past its sibling (a main
 * row with everything under it past the main row before or after, a row under a main one within
 * that main row); in, under the main row before it (only a main row with nothing under it, as the
 * menu has two levels); out, to a main row of its own right after its parent's block, its siblings
 * staying where they were. A move that cannot be made gives back the same array.
 */
export function moveRow<R extends MenuRow>(rows: R[], index: number, move: Move): R[] {
  if (index < 0 || index >= rows.length) return rows;
  const row = rows[index]!;
  const [start, end] = blockAt(rows, index);
  if (move === 'in') {
    if (row.level === 1 || index === 0 || end > index + 1) return rows;
    return rows.map((r, i) => (i === index ? { ...r, level: 1 } : r));
  }
  if (move === 'out') {
    if (row.level === 0) return rows;
    const [, parentEnd] = blockAt(rows, parentOf(rows, index));
    const without = [...rows.slice(0, index), ...rows.slice(index + 1)];
    const at = parentEnd - 1;
    return [...without.slice(0, at), { ...row, level: 0 }, ...without.slice(at)];
  }
  if (move === 'up') {
    let previous = start - 1;
    if (previous < 0) return rows;
    if (row.level === 1) {
      if (rows[previous]!.level !== 1) return rows;
    } else {
      previous = parentOf(rows, start);
      if (rows[previous]!.level !== 0) return rows;
    }
    return [...rows.slice(0, previous), ...rows.slice(start, end), ...rows.slice(previous, start), ...rows.slice(end)];
  }
  if (end >= rows.length) return rows;
  if (row.level === 1 && rows[end]!.level !== 1) return rows;
  const [, nextEnd] = row.level === 1 ? [end, end + 1] : blockAt(rows, end);
  return [...rows.slice(0, start), ...rows.slice(end, nextEnd), ...rows.slice(start, end), ...rows.slice(nextEnd)];
}

/** Where a row stands, in words for a screen reader: "3. hlavní položka" or "2. položka pod „Úřad“". */
export function placeOf(
  rows: readonly MenuRow[],
  index: number,
  names = { main: 'hlavní položka', under: 'položka pod' },
) {
  const row = rows[index]!;
  if (row.level === 0) {
    const n = rows.slice(0, index + 1).filter((r) => r.level === 0).length;
    return `${n}. ${names.main}`;
  }
  const parent = parentOf(rows, index);
  return `${index - parent}. ${names.under} „${rows[parent]!.text}“`;
}
