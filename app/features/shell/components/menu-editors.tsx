import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { bottomMenuForm, MENUS, type MenuName, topMenuForm } from '../menu-forms.ts';
import type { MenuTree } from '../menu-rows.ts';
import { MenuEditor, type MenuParts, type MenuResult, type RowFields } from './menu-editor.tsx';

// Each menu's form as Conform's field lists, by its own schema and names (the footer's column has a
// title and links, the top menu's item a text, a link and a submenu), given to the one editor.

interface EditorProps {
  tree: MenuTree[];
  version: number;
  result: MenuResult | undefined;
  focus?: string;
}

const noItem = { text: '', link: '' };

type Item = typeof noItem;

/** A main row as its menu's form names it: its text, its link if it has one, and the list of items under it. */
interface MainFields {
  key: string;
  text: RowFields['text'];
  link?: RowFields['link'];
  under: FieldMetadata<Item[] | undefined>;
}

/** What the editor uses of Conform's form: the intents on its lists, and its value now. */
type ListIntents = Pick<FormMetadata, 'insert' | 'remove' | 'update'> & { value?: { value?: unknown } };

/** A main row's value in either menu's form (an item of the top menu, a column of the footer). */
interface MainValue {
  text?: string;
  link?: string;
  submenu?: Item[];
  title?: string;
  links?: Item[];
}

/**
 * The editor's rows from a menu's field list: each main row, with the buttons that remove it and add
 * an item under it, and then the items under it, each a text and a link.
 */
function treeRows(conform: ListIntents, list: string, mains: MainFields[]): RowFields[] {
  return mains.flatMap(({ under, ...main }, i): RowFields[] => [
    {
      ...main,
      level: 0,
      remove: conform.remove.getButtonProps({ name: list, index: i }),
      insertUnder: conform.insert.getButtonProps({ name: under.name, defaultValue: noItem }),
    },
    ...under.getFieldList().map((item, j): RowFields => {
      const { text, link } = item.getFieldset();
      return {
        key: item.key ?? item.name,
        level: 1,
        text,
        link,
        remove: conform.remove.getButtonProps({ name: under.name, index: j }),
      };
    }),
  ]);
}

/**
 * What the one editor takes from a menu's form: its rows, the value it holds now, and the buttons and
 * the update on its list of main rows (a new one is `newMain`).
 */
function menuParts(
  name: MenuName,
  checks: MenuParts['checks'] & { conform: ListIntents },
  list: string,
  mains: MainFields[],
  { tree, version, newMain }: { tree: MenuTree[]; version: number; newMain: MainValue },
): MenuParts {
  const { conform } = checks;
  return {
    checks,
    rows: treeRows(conform, list, mains),
    value: conform.value?.value,
    saved: tree,
    version,
    insert: conform.insert.getButtonProps<MainValue[]>({ name: list, defaultValue: newMain }),
    update: (moved) => conform.update<MainValue[]>({ name: list, value: MENUS[name].valueOfTree(moved) }),
  };
}

export function TopMenuEditor({ tree, version, result, focus }: EditorProps) {
  const checks = useFormChecks(topMenuForm, result, {}, { value: MENUS.topmenu.valueOfTree(tree) });
  const list = checks.fields.value;
  const mains = list.getFieldList().map((item): MainFields => {
    const { text, link, submenu } = item.getFieldset();
    return { key: item.key ?? item.name, text, link, under: submenu };
  });
  const parts = menuParts('topmenu', checks, list.name, mains, { tree, version, newMain: { ...noItem, submenu: [] } });
  return <MenuEditor name="topmenu" result={result} focus={focus} parts={parts} />;
}

export function BottomMenuEditor({ tree, version, result, focus }: EditorProps) {
  const checks = useFormChecks(bottomMenuForm, result, {}, { value: MENUS.bottommenu.valueOfTree(tree) });
  const list = checks.fields.value;
  const mains = list.getFieldList().map((column): MainFields => {
    const { title, links } = column.getFieldset();
    return { key: column.key ?? column.name, text: title, under: links };
  });
  const parts = menuParts('bottommenu', checks, list.name, mains, { tree, version, newMain: { title: '', links: [] } });
  return <MenuEditor name="bottommenu" result={result} focus={focus} parts={parts} />;
}
