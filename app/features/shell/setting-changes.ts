import { settingSchemas } from '../../../common/settings.ts';
import type { EditableSettingName as EditableSetting } from './schemas.ts';

/**
 * What a save of a setting changed, in the words the audit log shows the office (issue 56, D29):
 * the contact block field by field, a menu or the opening hours as the items added, removed and
 * changed, never the stored JSON.
 */
export type SettingChanges = Record<string, string>;

const DAYS = ['', 'Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'];
const LIMIT = 300;
const cut = (text: string) => (text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text);
const linkText = (link: { text: string; url: string } | undefined) => (link ? `${link.text} (${link.url})` : '');

/** A setting as labelled lines: a menu item's path to its link, a group of hours to its days. */
function linesOf(name: EditableSetting, stored: unknown): Map<string, string> | null {
  const lines = new Map<string, string>();
  switch (name) {
    case 'topmenu': {
      const menu = settingSchemas.topmenu.safeParse(stored);
      if (!menu.success) return null;
      for (const item of menu.data) {
        lines.set(item.text, item.link);
        for (const sub of item.submenu ?? []) lines.set(`${item.text} › ${sub.text}`, sub.link);
      }
      return lines;
    }
    case 'bottommenu': {
      const columns = settingSchemas.bottommenu.safeParse(stored);
      if (!columns.success) return null;
      for (const column of columns.data) {
        lines.set(column.title, `${column.links.length} odkazů`);
        for (const link of column.links) lines.set(`${column.title} › ${link.text}`, link.link);
        for (const image of column.images) lines.set(`${column.title} › obrázek ${image.title}`, image.url);
      }
      return lines;
    }
    case 'openinghours': {
      const groups = settingSchemas.openinghours.safeParse(stored);
      if (!groups.success) return null;
      for (const group of groups.data) {
        const days = group.rows.map((row) => `${DAYS[row.day]} ${row.hours}`).join(', ');
        lines.set(group.title, [days, group.note].filter(Boolean).join('; '));
      }
      return lines;
    }
    default:
      return null;
  }
}

/** The fields of a record-like setting, each as one line of text. */
function fieldsOf(name: EditableSetting, stored: unknown): Record<string, string> {
  switch (name) {
    case 'townhall': {
      const townhall = settingSchemas.townhall.safeParse(stored);
      if (!townhall.success || !townhall.data) return {};
      const { social, agency, ...plain } = townhall.data;
      return {
        ...plain,
        social: linkText({ text: social.text, url: social.url }),
        agency: linkText({ text: agency.name, url: agency.url }),
      };
    }
    case 'intropopup': {
      const popup = settingSchemas.intropopup.safeParse(stored);
      if (!popup.success || !popup.data) return {};
      return { title: popup.data.title, text: popup.data.text, link: linkText(popup.data.link) };
    }
    case 'openinghoursinfo': {
      const note = settingSchemas.openinghoursinfo.safeParse(stored);
      return note.success && note.data ? { note: note.data } : {};
    }
    default:
      return {};
  }
}

const listed = (keys: string[]) => cut(keys.join(', '));

/** The changes between the stored value and the saved one, as the audit summary's fields. */
export function settingChanges(name: EditableSetting, before: unknown, after: unknown): SettingChanges {
  const old = linesOf(name, before);
  const now = linesOf(name, after);
  if (now) {
    const was = old ?? new Map<string, string>();
    const added = [...now.keys()].filter((key) => !was.has(key));
    const removed = [...was.keys()].filter((key) => !now.has(key));
    const changed = [...now].flatMap(([key, text]) =>
      was.has(key) && was.get(key) !== text ? [`${key}: z ${was.get(key)} na ${text}`] : [],
    );
    const common = (lines: Map<string, string>, other: Map<string, string>) =>
      [...lines.keys()].filter((key) => other.has(key) && !key.includes(' › '));
    const order = common(was, now);
    const reordered = order.join('\u0000') !== common(now, was).join('\u0000');
    return {
      ...(added.length ? { added: listed(added) } : {}),
      ...(removed.length ? { removed: listed(removed) } : {}),
      ...(changed.length ? { changed: cut(changed.join('; ')) } : {}),
      ...(reordered ? { position: `${listed(order)} → ${listed(common(now, was))}` } : {}),
    };
  }
  const was = fieldsOf(name, before);
  const is = fieldsOf(name, after);
  const changes: SettingChanges = {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if ((was[field] ?? '') !== (is[field] ?? ''))
      changes[field] = `${cut(was[field] || '—')} → ${cut(is[field] || '—')}`;
  }
  return changes;
}
