import { useForgetDict } from '@/components/Dict';
import { dictCreate, dictDelete, dictList, dictUpdate } from '@/services/portal/dict';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { EditableProTable, type ActionType, type EditableFormInstance, type ProColumns } from '@ant-design/pro-components';
import { isTagColor, tagColorOrNone } from '@shared/tagColor';
import { Input, Popconfirm, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type Key } from 'react';
import ColorSelect, { ColorDot, ColorPreview } from './ColorSelect';
import { isNewRow, type DictItemRow, type DictTypeItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

/** The item fields edited in the table, with their column titles; a server error naming one marks that cell. */
const FIELD_TITLES: Record<string, string> = {
  label: 'org.dict.item.label',
  value: 'org.dict.item.value',
  parentValue: 'org.dict.item.parentValue',
  order: 'org.common.order',
  color: 'org.dict.item.color',
  isDefault: 'org.dict.item.isDefault',
  status: 'org.common.status',
  remark: 'org.common.remark',
};

let nextTempId = -1;

/**
 * The items of one dictionary type, edited in place: 添加字典项 adds a row at the bottom, 编辑 opens a
 * row, 保存 creates or updates it. A duplicate value is refused in the value cell; deleting an item
 * that records still use (or changing its value) is refused with the server's message — disable it
 * instead. Every change makes the dict model forget this type, so every picker reloads it.
 */
export default function ItemTable({ type, canEdit, onChanged }: { type: DictTypeItem; canEdit: boolean; onChanged: () => void }) {
  const t = useT();
  const forgetDict = useForgetDict();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const formRef = useRef<EditableFormInstance<DictItemRow>>();
  const [editableKeys, setEditableKeys] = useState<Key[]>([]);
  const [parentValue, setParentValue] = useState<string>();

  useEffect(() => {
    setEditableKeys([]);
    setParentValue(undefined);
  }, [type.id]);

  const changed = () => {
    forgetDict(type.name);
    onChanged();
    actionRef.current?.reload();
  };

  const save = async (key: Key, row: DictItemRow) => {
    const body = {
      typeId: type.id,
      label: String(row.label ?? '').trim(),
      value: String(row.value ?? '').trim(),
      parentValue: row.parentValue ? String(row.parentValue).trim() || undefined : undefined,
      order: Number(row.order ?? 0),
      color: row.color || undefined,
      isDefault: !!row.isDefault,
      status: row.status ?? 'active',
      remark: row.remark ? String(row.remark).trim() || undefined : undefined,
    };
    try {
      if (isNewRow(row)) await dictCreate({ kind: 'item', ...body }, { skipErrorHandler: true });
      else await dictUpdate({ kind: 'item', id: row.id, ...body }, { skipErrorHandler: true });
    } catch (err) {
      const { field, message: text } = serverFieldError(err);
      // The cell it names turns red (its text shows when the cell is clicked): say it at once too.
      // The editable form names a cell [rowKey, dataIndex].
      const cell = [String(key), field] as unknown as keyof DictItemRow;
      const title = field ? FIELD_TITLES[field] : undefined;
      if (title) formRef.current?.setFields([{ name: cell, errors: [text || t(title)] }]);
      message.error(title && text ? `${t(title)}: ${text}` : text || t('org.common.failed'));
      // Throwing keeps the row open for correction.
      throw err;
    }
    message.success(t(isNewRow(row) ? 'org.common.created' : 'org.common.saved'));
    changed();
  };

  /** Deletes a saved item; false when the server refused (its message is shown). */
  const remove = async (row: DictItemRow): Promise<boolean> => {
    try {
      await dictDelete({ kind: 'item', id: row.id }, { skipErrorHandler: true });
    } catch (err) {
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return false;
    }
    message.success(t('org.common.deleted'));
    changed();
    return true;
  };

  const columns: ProColumns<DictItemRow>[] = [
    {
      title: t('org.dict.item.label'),
      dataIndex: 'label',
      width: 160,
      formItemProps: {
        rules: [
          {
            required: true,
            whitespace: true,
            message: t('org.dict.item.label.required'),
          },
          { max: 128, message: t('org.form.max', { max: 128 }) },
        ],
      },
      render: (_, r) => <ColorPreview color={r.color} label={r.label} />,
    },
    {
      title: t('org.dict.item.value'),
      dataIndex: 'value',
      width: 130,
      tooltip: t('org.dict.item.value.tip'),
      formItemProps: {
        rules: [
          {
            required: true,
            whitespace: true,
            message: t('org.dict.item.value.required'),
          },
          { max: 64, message: t('org.form.max', { max: 64 }) },
        ],
      },
      render: (_, r) => <Typography.Text code>{r.value}</Typography.Text>,
    },
    {
      title: t('org.dict.item.parentValue'),
      dataIndex: 'parentValue',
      width: 110,
      tooltip: t('org.dict.item.parentValue.tip'),
      formItemProps: {
        rules: [{ max: 64, message: t('org.form.max', { max: 64 }) }],
      },
    },
    {
      title: t('org.common.order'),
      dataIndex: 'order',
      valueType: 'digit',
      width: 90,
      fieldProps: {
        min: 0,
        max: 99999,
        precision: 0,
        style: { width: '100%' },
      },
    },
    {
      title: t('org.dict.item.color'),
      dataIndex: 'color',
      width: 150,
      renderFormItem: () => <ColorSelect placeholder={t('org.dict.item.color.none')} style={{ width: '100%' }} />,
      formItemProps: {
        rules: [
          {
            validator: async (_: unknown, value?: string | null) => {
              if (value && !isTagColor(value)) throw new Error(t('org.dict.item.color.invalid'));
            },
          },
        ],
      },
      render: (_, r) =>
        tagColorOrNone(r.color) ? (
          <span>
            <ColorDot color={r.color} />
            {r.color}
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: t('org.dict.item.isDefault'),
      dataIndex: 'isDefault',
      valueType: 'switch',
      width: 80,
      tooltip: t('org.dict.item.isDefault.tip'),
      render: (_, r) => (r.isDefault ? <Tag color="gold">{t('org.dict.item.default')}</Tag> : '-'),
    },
    {
      title: t('org.common.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 100,
      valueEnum: {
        active: { text: t('org.status.active'), status: 'Success' },
        disabled: { text: t('org.status.disabled'), status: 'Default' },
      },
      formItemProps: {
        rules: [{ required: true, message: t('org.form.select') }],
      },
    },
    {
      title: t('org.common.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      formItemProps: {
        rules: [{ max: 500, message: t('org.form.max', { max: 500 }) }],
      },
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      hideInTable: !canEdit,
      render: (_, row, __, action) => [
        <a key="edit" onClick={() => action?.startEditable?.(row.id)}>
          {t('org.common.edit')}
        </a>,
        <Popconfirm key="delete" title={t('org.dict.item.deleteConfirm', { label: row.label })} onConfirm={() => remove(row)}>
          <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <EditableProTable<DictItemRow, API.dictListParams>
      rowKey="id"
      actionRef={actionRef}
      editableFormRef={formRef}
      headerTitle={
        <span>
          {type.title} <Typography.Text type="secondary">({type.name})</Typography.Text>
        </span>
      }
      columns={columns}
      params={{ typeId: type.id, parentValue }}
      size="small"
      scroll={{ x: 1050 }}
      columnsState={{
        persistenceKey: 'admin-dict-item-columns',
        persistenceType: 'localStorage',
      }}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
      }}
      options={{
        search: { placeholder: t('org.dict.item.keyword'), allowClear: true },
        reload: true,
        density: true,
        setting: true,
      }}
      toolBarRender={() => [
        <Input
          key="parentValue"
          size="middle"
          allowClear
          style={{ width: 140 }}
          placeholder={t('org.dict.item.parentValue.filter')}
          onPressEnter={(e) => setParentValue((e.target as HTMLInputElement).value.trim() || undefined)}
          onChange={(e) => !e.target.value && setParentValue(undefined)}
        />,
      ]}
      request={async ({ current, pageSize, keyword, typeId, parentValue: parent }) => {
        const res = await dictList({
          typeId: Number(typeId),
          current,
          pageSize,
          keyword: keyword?.trim() || undefined,
          parentValue: parent,
        });
        return { data: res.data.list, total: res.data.total, success: true };
      }}
      recordCreatorProps={
        canEdit
          ? {
              position: 'bottom',
              creatorButtonText: t('org.dict.item.add'),
              record: (_index: number, rows: DictItemRow[]) => ({
                id: nextTempId--,
                typeId: type.id,
                label: '',
                value: '',
                parentValue: parentValue ?? '',
                order: rows.reduce((max, r) => Math.max(max, Number(r.order) || 0), 0) + 10,
                color: '',
                isDefault: false,
                status: 'active',
                remark: '',
              }),
            }
          : false
      }
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        onSave: async (key, row) => save(key as Key, row),
        onDelete: async (_key, row) => {
          if (isNewRow(row)) return;
          if (!(await remove(row))) throw new Error('refused');
        },
        actionRender: (row, _config, dom) => (isNewRow(row) ? [dom.save, dom.cancel] : [dom.save, dom.delete, dom.cancel]),
      }}
    />
  );
}
