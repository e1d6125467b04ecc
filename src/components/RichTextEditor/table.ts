import { Extension, mergeAttributes, Node } from '@tiptap/react';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';

/**
 * Tables for the rich-text editor, built on prosemirror-tables (shipped inside @tiptap/pm) instead of
 * adding @tiptap/extension-table to the shared lockfile. Policy texts carry tables (支持标准, 申报材料):
 * without these nodes an edit would silently drop them. thead/tbody are not kept as nodes (header
 * cells are), so a saved table is rows of th/td inside one tbody, which sanitize-html keeps.
 */

/** colspan/rowspan as prosemirror-tables expects them; colwidth is kept in memory only (no resizing UI). */
const cellAttributes = {
  colspan: {
    default: 1,
    parseHTML: (el: HTMLElement) => Number(el.getAttribute('colspan')) || 1,
    renderHTML: (attrs: { colspan?: number }) => (attrs.colspan && attrs.colspan > 1 ? { colspan: attrs.colspan } : {}),
  },
  rowspan: {
    default: 1,
    parseHTML: (el: HTMLElement) => Number(el.getAttribute('rowspan')) || 1,
    renderHTML: (attrs: { rowspan?: number }) => (attrs.rowspan && attrs.rowspan > 1 ? { rowspan: attrs.rowspan } : {}),
  },
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    // Tab moves between cells inside a table and does nothing special elsewhere.
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

/** prosemirror-tables finds its nodes by the `tableRole` of their schema spec. */
const roles: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' };
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema: (extension) => (roles[extension.name] ? { tableRole: roles[extension.name] } : {}),
});

export const tableExtensions = [TableRoles, Table, TableRow, TableHeader, TableCell];

/** A new table: a header row and two body rows of three columns. */
export function newTableHtml(cols = 3, rows = 2): string {
  const cells = (tag: 'th' | 'td') => `<tr>${`<${tag}><p></p></${tag}>`.repeat(cols)}</tr>`;
  return `<table>${cells('th')}${cells('td').repeat(rows)}</table>`;
}
