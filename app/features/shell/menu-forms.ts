import { z } from 'zod';
import type { FooterMenu, MenuItem } from '../../../common/settings.ts';
import { type MenuRow, type MenuTree, MOVES, type Move, moveRow, placeOf, rowsOf } from './menu-rows.ts';
import { bottomMenuInput, menuLink, topMenuInput } from './schemas.ts';

// The menu page's two forms: each menu's tree as Conform's field lists (`value[0].submenu[1].link`,
// as the API names the value, so a refusal of the service lands on its field), read by the API's rules.

const version = z.number().int().min(1).optional();
/** The field Enter was pressed in, for the saved page to put the focus back in it; anything else is none. */
const focus = z
  .string()
  .regex(/^value\[\d{1,3}\](\.(submenu|links)\[\d{1,3}\])?\.(text|link|title)$/)
  .optional()
  .catch(undefined);

export const topMenuForm = z.object({ version, focus, value: topMenuInput });

/** The footer's columns without what the form does not edit (the partner logos, a link's leaving mark). */
export const bottomMenuForm = z.object({
  version,
  focus,
  value: z
    .array(
      z.object({
        title: bottomMenuInput.element.shape.title,
        links: z.array(menuLink).max(20, 'Nejvýš 20 odkazů ve sloupci.'),
      }),
    )
    .max(6, 'Patička může mít nejvýš 6 sloupců.'),
});

// What a form holds while it is being edited, blank rows and all, read without refusing anything: to
// move a row in it.
const loose = z.string().catch('');
const looseLinks = z.array(z.object({ text: loose, link: loose }).catch({ text: '', link: '' })).catch([]);
const topDraft = z
  .array(z.object({ text: loose, link: loose, submenu: looseLinks }).catch({ text: '', link: '', submenu: [] }))
  .catch([]);
const bottomDraft = z.array(z.object({ title: loose, links: looseLinks }).catch({ title: '', links: [] })).catch([]);

/** Each menu: how its parts are called, and its form's value as a tree of rows and back. */
export const MENUS = {
  topmenu: {
    prefix: 'top',
    title: 'Horní menu',
    main: 'hlavní položka',
    under: 'položka pod',
    hint: 'Hlavní položky jsou v liště nahoře; položky pod nimi se rozbalí v nabídce.',
    add: 'Přidat hlavní položku',
    addUnder: (label: string) => `Přidat položku pod „${label}“`,
    mainLabel: 'Text',
    treeOfValue: (value: unknown): MenuTree[] =>
      topDraft.parse(value).map(({ text, link, submenu }) => ({ text, link, under: submenu })),
    valueOfTree: (tree: MenuTree[]) => tree.map(({ text, link, under }) => ({ text, link, submenu: under })),
  },
  bottommenu: {
    prefix: 'bottom',
    title: 'Menu v patičce',
    main: 'sloupec',
    under: 'odkaz ve sloupci',
    hint: 'Každý sloupec patičky má nadpis a pod ním odkazy. Odkaz na jiný web se označí sám.',
    add: 'Přidat sloupec',
    addUnder: (label: string) => `Přidat odkaz do sloupce „${label}“`,
    mainLabel: 'Text (nadpis sloupce)',
    treeOfValue: (value: unknown): MenuTree[] =>
      bottomDraft.parse(value).map(({ title, links }) => ({ text: title, link: '', under: links })),
    valueOfTree: (tree: MenuTree[]) => tree.map(({ text, under }) => ({ title: text, links: under })),
  },
} as const;
export type MenuName = keyof typeof MENUS;

/** The form's rows, as the form holds them now (Conform's value, or the payload sent). */
export const menuRows = (name: MenuName, value: unknown) => rowsOf(MENUS[name].treeOfValue(value));

/** A move button's value: the row (its place among the rows) and the move. */
export const moveValue = (row: number, move: Move) => `${row}:${move}`;

export function moveOf(value: FormDataEntryValue | null): { row: number; move: Move } | null {
  const [, row, move] = (typeof value === 'string' ? value : '').match(/^(\d{1,4}):(\w+)$/) ?? [];
  const found = MOVES.find((m) => m === move);
  return row && found ? { row: Number(row), move: found } : null;
}

const CANNOT: Record<Move, string> = {
  up: 'výš být nemůže',
  down: 'níž být nemůže',
  in: 'zanořit nejde: je první, už je zanořená, nebo má pod sebou položky',
  out: 'už je hlavní položka',
};

/**
 * A row moved with what is under it (`moveRow`), where it now is, and what a screen reader says of
 * it: its new place, or why it cannot move so. The same in the browser and on the server.
 */
export function movedRows(name: MenuName, rows: MenuRow[], row: number, move: Move) {
  const label = rows[row]?.text || 'Nová položka';
  // Each row knows where it stood: a row moved in or out is a new row of another level.
  const placed = rows.map((r, from) => ({ ...r, from }));
  const moved = moveRow(placed, row, move);
  if (moved === placed) return { rows, at: row, said: `„${label}“ ${CANNOT[move]}.` };
  const at = moved.findIndex((r) => r.from === row);
  const place = placeOf(moved, at, MENUS[name]);
  return { rows: moved, at, said: `„${label}“: ${place}. Menu uložíte tlačítkem Uložit.` };
}

/** The top menu as the site keeps it: an item with nothing under it has no submenu. */
export const topMenuOf = (value: z.output<typeof topMenuForm>['value']): MenuItem[] =>
  value.map(({ submenu, ...item }) => (submenu?.length ? { ...item, submenu } : item));

/** Footer columns as the site keeps them: each keeps the partner logos it had at its place. */
export const bottomMenuOf = (value: z.output<typeof bottomMenuForm>['value'], before: FooterMenu[]): FooterMenu[] =>
  value.map((column, i) => ({
    title: column.title,
    links: column.links.map((l) => ({ ...l, leave: /^https?:\/\//.test(l.link) })),
    images: before[i]?.images ?? [],
  }));
