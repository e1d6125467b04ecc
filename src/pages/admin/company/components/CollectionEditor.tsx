import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useT } from '@/utils/i18n';

export type Keyed<T> = T & { key: string };

/** Where the form of an EditableProTable keeps the row being edited: [rowKey]. */
export type RowPath = (string | number)[];

/**
 * The row's form path from the config a column's `formItemProps` function receives: typed as a
 * string, it is the path array at run time.
 */
export function rowPath(config: { rowKey?: unknown }): RowPath {
  const { rowKey } = config;
  if (Array.isArray(rowKey)) return rowKey as RowPath;
  return rowKey === undefined || rowKey === null ? [] : [rowKey as string];
}

/** The key of the row being edited, from the same config. */
export const editedKey = (config: { rowKey?: unknown }) => {
  const path = rowPath(config);
  return path[path.length - 1];
};

/**
 * One list of a company (figures, contacts, qualifications, customers, suppliers) as an inline
 * editable table. A saved, added or deleted row sends the whole list through `onSave` (the server
 * replaces the company's list in one transaction); when that fails the row stays open with what was
 * typed. The table always shows `rows` as the server last returned them.
 */
export default function CollectionEditor<T extends object>({
  rows,
  keyOf,
  columns,
  newRow,
  onSave,
  canEdit,
  max,
  addText,
  empty,
  scrollX,
  testId,
}: {
  rows: T[];
  /** A stable key of a saved row (its id or year). */
  keyOf: (row: T) => string;
  columns: ProColumns<Keyed<T>>[];
  newRow: (rows: T[]) => T;
  onSave: (rows: T[]) => Promise<void>;
  canEdit: boolean;
  /** The most rows the server takes. */
  max: number;
  addText: string;
  empty?: ReactNode;
  scrollX?: number;
  testId?: string;
}) {
  const t = useT();
  const [editableKeys, setEditableKeys] = useState<Key[]>([]);
  const fresh = useRef(0);
  const value = useMemo(() => rows.map((r) => ({ ...r, key: keyOf(r) })), [rows, keyOf]);

  /** The row as the list wants it: without the table's bookkeeping. */
  const plain = (row: Keyed<T>): T => {
    const { key: _key, index: _index, ...rest } = row as Keyed<T> & { index?: number };
    return rest as unknown as T;
  };

  const withActions: ProColumns<Keyed<T>>[] = [
    ...columns,
    {
      title: t('company.actions'),
      valueType: 'option',
      width: 110,
      fixed: 'right',
      hideInTable: !canEdit,
      render: (_, row, __, action) => [
        <a key="edit" onClick={() => action?.startEditable?.(row.key)}>
          {t('company.edit.row')}
        </a>,
      ],
    },
  ];

  return (
    <div data-testid={testId}>
      <EditableProTable<Keyed<T>>
        rowKey="key"
        size="small"
        columns={withActions}
        value={value}
        // The list shown is the server's: edits reach it only through onSave.
        onChange={() => undefined}
        search={false}
        options={false}
        pagination={false}
        scroll={scrollX ? { x: scrollX } : undefined}
        locale={empty ? { emptyText: empty } : undefined}
        maxLength={max}
        recordCreatorProps={
          canEdit
            ? {
                position: 'bottom',
                newRecordType: 'cache',
                creatorButtonText: addText,
                record: () => ({ ...newRow(rows), key: `new-${(fresh.current += 1)}` }),
              }
            : false
        }
        editable={{
          type: 'single',
          editableKeys,
          onChange: setEditableKeys,
          saveText: t('company.row.save'),
          cancelText: t('company.row.cancel'),
          deleteText: t('company.row.delete'),
          deletePopconfirmMessage: t('company.row.deleteConfirm'),
          onSave: async (key, row) => {
            const saved = plain(row);
            const known = value.some((r) => r.key === key);
            await onSave(known ? value.map((r) => (r.key === key ? saved : plain(r))) : [...value.map(plain), saved]);
          },
          onDelete: async (key) => {
            if (!value.some((r) => r.key === key)) return;
            await onSave(value.filter((r) => r.key !== key).map(plain));
          },
          actionRender: (row, _config, dom) => (value.some((r) => r.key === row.key) ? [dom.save, dom.delete, dom.cancel] : [dom.save, dom.cancel]),
        }}
      />
    </div>
  );
}
