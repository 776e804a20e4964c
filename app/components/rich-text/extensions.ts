import Image from '@tiptap/extension-image';
import { ListItem } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * Tab leaves the text, as it does everywhere else on a page (WCAG 2.1.2): lists bind it to indenting,
 * which would trap a keyboard user inside. The toolbar indents. Tables keep it within their cells.
 */
function withoutTab<T extends Record<string, unknown>>(shortcuts: T | undefined): Omit<T, 'Tab' | 'Shift-Tab'> {
  const { Tab: _tab, 'Shift-Tab': _shiftTab, ...rest } = shortcuts ?? ({} as T);
  return rest;
}

/** What the editor knows: its document's schema, shared by the editor and the accessibility check's tests. */
export const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    listItem: false,
    listKeymap: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
  }),
  ListItem.extend({
    addKeyboardShortcuts() {
      return withoutTab(this.parent?.());
    },
  }),
  Table.extend({
    addKeyboardShortcuts() {
      // In a table Tab and Shift+Tab go from cell to cell; past the last cell, or before the first,
      // they leave the text as everywhere else, so a table never traps the keyboard.
      return {
        ...withoutTab(this.parent?.()),
        Tab: () => this.editor.isActive('table') && this.editor.commands.goToNextCell(),
        'Shift-Tab': () => this.editor.isActive('table') && this.editor.commands.goToPreviousCell(),
      };
    },
  }).configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  Image,
];
