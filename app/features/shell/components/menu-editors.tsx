import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { bottomMenuForm, MENUS, topMenuForm } from '../menu-forms.ts';
import type { MenuTree } from '../menu-rows.ts';
import { MenuEditor, type MenuResult, type RowFields } from './menu-editor.tsx';

// Each menu's form as Conform's field lists, by its own schema and names (the footer's column has a
// title and links, the top menu's item a text, a link and a submenu), given to the one editor.

interface EditorProps {
  tree: MenuTree[];
  version: number;
  result: MenuResult | undefined;
  focus?: string;
}

const noItem = { text: '', link: '' };

export function TopMenuEditor({ tree, version, result, focus }: EditorProps) {
  const { valueOfTree } = MENUS.topmenu;
  const checks = useFormChecks(topMenuForm, result, {}, { value: valueOfTree(tree) });
  const { conform } = checks;
  const list = checks.fields.value;
  const rows = list.getFieldList().flatMap((item, i): RowFields[] => {
    const { text, link, submenu } = item.getFieldset();
    return [
      {
        key: item.key ?? item.name,
        level: 0,
        text,
        link,
        remove: conform.remove.getButtonProps({ name: list.name, index: i }),
        insertUnder: conform.insert.getButtonProps({ name: submenu.name, defaultValue: noItem }),
      },
      ...submenu.getFieldList().map((sub, j): RowFields => {
        const under = sub.getFieldset();
        return {
          key: sub.key ?? sub.name,
          level: 1,
          text: under.text,
          link: under.link,
          remove: conform.remove.getButtonProps({ name: submenu.name, index: j }),
        };
      }),
    ];
  });
  return (
    <MenuEditor
      name="topmenu"
      result={result}
      focus={focus}
      parts={{
        checks,
        rows,
        value: conform.value?.value,
        saved: tree,
        version,
        insert: conform.insert.getButtonProps({ name: list.name, defaultValue: { ...noItem, submenu: [] } }),
        update: (moved) => conform.update({ name: list.name, value: valueOfTree(moved) }),
      }}
    />
  );
}

export function BottomMenuEditor({ tree, version, result, focus }: EditorProps) {
  const { valueOfTree } = MENUS.bottommenu;
  const checks = useFormChecks(bottomMenuForm, result, {}, { value: valueOfTree(tree) });
  const { conform } = checks;
  const list = checks.fields.value;
  const rows = list.getFieldList().flatMap((column, i): RowFields[] => {
    const { title, links } = column.getFieldset();
    return [
      {
        key: column.key ?? column.name,
        level: 0,
        text: title,
        remove: conform.remove.getButtonProps({ name: list.name, index: i }),
        insertUnder: conform.insert.getButtonProps({ name: links.name, defaultValue: noItem }),
      },
      ...links.getFieldList().map((item, j): RowFields => {
        const under = item.getFieldset();
        return {
          key: item.key ?? item.name,
          level: 1,
          text: under.text,
          link: under.link,
          remove: conform.remove.getButtonProps({ name: links.name, index: j }),
        };
      }),
    ];
  });
  return (
    <MenuEditor
      name="bottommenu"
      result={result}
      focus={focus}
      parts={{
        checks,
        rows,
        value: conform.value?.value,
        saved: tree,
        version,
        insert: conform.insert.getButtonProps({ name: list.name, defaultValue: { title: '', links: [] } }),
        update: (moved) => conform.update({ name: list.name, value: valueOfTree(moved) }),
      }}
    />
  );
}
