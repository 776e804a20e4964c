import type { FooterMenu, MenuItem } from '../../../common/settings.ts';

/**
 * A menu as the editor's form shows it: one row per item, a main item (level 0) followed by the
 * items under it (level 1). A tree of two levels becomes a list a person can read, fill in and
 * reorder with buttons, by keyboard or pointer, with or without JavaScript.
 */
export interface MenuRow {
  text: string;
  link: string;
  level: 0 | 1;
}

export const topMenuRows = (menu: MenuItem[]): MenuRow[] =>
  menu.flatMap((item) => [
    { text: item.text, link: item.link, level: 0 as const },
    ...(item.submenu ?? []).map((sub) => ({ text: sub.text, link: sub.link, level: 1 as const })),
  ]);

/** A footer column is a title row (no link) with its links under it. */
export const bottomMenuRows = (menu: FooterMenu[]): MenuRow[] =>
  menu.flatMap((column) => [
    { text: column.title, link: '', level: 0 as const },
    ...column.links.map((l) => ({ text: l.text, link: l.link, level: 1 as const })),
  ]);

/** The rows of a submitted form (`<prefix>.<i>.text|link|level|remove`), without removed and blank ones. */
export function readRows(form: FormData, prefix: string): { rows: MenuRow[]; indexes: number[] } {
  const rows: MenuRow[] = [];
  const indexes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const text = form.get(`${prefix}.${i}.text`);
    if (text === null) break;
    const link = String(form.get(`${prefix}.${i}.link`) ?? '').trim();
    if (form.get(`${prefix}.${i}.remove`) || (String(text).trim() === '' && link === '')) continue;
    rows.push({ text: String(text).trim(), link, level: form.get(`${prefix}.${i}.level`) === '1' ? 1 : 0 });
    indexes.push(i);
  }
  return { rows, indexes };
}

/** Where a block starts and ends: a main row with the rows under it, or one row under a main one. */
function blockAt(rows: MenuRow[], index: number): [number, number] {
  if (rows[index]!.level === 1) return [index, index + 1];
  let end = index + 1;
  while (end < rows.length && rows[end]!.level === 1) end++;
  return [index, end];
}

/**
 * Moves a row one place up or down among its siblings: a main row with everything under it past
 * the main row before or after, a row under a main one within that main row. At an end, nothing moves.
 */
export function moveRow(rows: MenuRow[], index: number, direction: 'up' | 'down'): MenuRow[] {
  if (index < 0 || index >= rows.length) return rows;
  const level = rows[index]!.level;
  const [start, end] = blockAt(rows, index);
  if (direction === 'up') {
    let previous = start - 1;
    if (previous < 0) return rows;
    if (level === 1) {
      if (rows[previous]!.level !== 1) return rows;
    } else {
      while (previous > 0 && rows[previous]!.level === 1) previous--;
      if (rows[previous]!.level !== 0) return rows;
    }
    return [...rows.slice(0, previous), ...rows.slice(start, end), ...rows.slice(previous, start), ...rows.slice(end)];
  }
  if (end >= rows.length) return rows;
  if (level === 1 && rows[end]!.level !== 1) return rows;
  const [, nextEnd] = level === 1 ? [end, end + 1] : blockAt(rows, end);
  return [...rows.slice(0, start), ...rows.slice(end, nextEnd), ...rows.slice(start, end), ...rows.slice(nextEnd)];
}

/** Each row's path in the setting's value, so an error of the value finds its row (`-` for none). */
type Paths = string[];

export function topMenuOf(rows: MenuRow[]): { value: MenuItem[]; paths: Paths } {
  const value: MenuItem[] = [];
  const paths: Paths = [];
  for (const row of rows) {
    const parent = value.at(-1);
    if (row.level === 1 && parent) {
      parent.submenu ??= [];
      paths.push(`value.${value.length - 1}.submenu.${parent.submenu.length}`);
      parent.submenu.push({ text: row.text, link: row.link });
    } else {
      paths.push(`value.${value.length}`);
      value.push({ text: row.text, link: row.link });
    }
  }
  return { value, paths };
}

/** Footer columns from rows; each column keeps the partner logos it had at its place. */
export function bottomMenuOf(rows: MenuRow[], before: FooterMenu[]): { value: FooterMenu[]; paths: Paths } {
  const value: FooterMenu[] = [];
  const paths: Paths = [];
  for (const row of rows) {
    const column = value.at(-1);
    if (row.level === 1 && column) {
      paths.push(`value.${value.length - 1}.links.${column.links.length}`);
      column.links.push({ text: row.text, link: row.link, leave: /^https?:\/\//.test(row.link) });
    } else {
      paths.push(`value.${value.length}`);
      value.push({ title: row.text, links: [], images: before[value.length]?.images ?? [] });
    }
  }
  return { value, paths };
}
