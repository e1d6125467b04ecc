import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import DictSelect from '@/components/Dict/DictSelect';
import DictTag from '@/components/Dict/DictTag';
import { deleteGisPoi, queryGisPois } from '@/services/portal/gis';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import PoiForm from './PoiForm';
import type { PoiItem } from './types';

type Dialog = { kind: 'create' } | { kind: 'edit'; poi: PoiItem };

/** The park's points of interest (gates, canteens, parking, substations…): searched by name, kind and whether placed. */
export default function PoiList({ onLocate }: { onLocate: (poi: PoiItem) => void }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('gis:save');
  const canDelete = access.can('gis:delete');

  const remove = async (poi: PoiItem) => {
    try {
      await deleteGisPoi({ id: poi.id }, { skipErrorHandler: true });
    } catch (err) {
      message.error(serverFieldError(err).message || t('gis.common.failed'));
      return;
    }
    message.success(t('gis.common.deleted'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<PoiItem>[] = [
    { title: t('gis.poi.name'), dataIndex: 'keyword', hideInTable: true },
    { title: t('gis.poi.name'), dataIndex: 'name', search: false, sorter: true, width: 200 },
    {
      title: t('gis.poi.kind'),
      dataIndex: 'kind',
      sorter: true,
      width: 120,
      render: (_, p) => <DictTag name="poi_kind" value={p.kind} />,
      renderFormItem: () => <DictSelect name="poi_kind" allowClear />,
    },
    {
      title: t('gis.poi.placed'),
      dataIndex: 'placed',
      width: 140,
      valueType: 'select',
      valueEnum: { true: { text: t('gis.poi.placed.true') }, false: { text: t('gis.poi.placed.false') } },
      render: (_, p) =>
        p.x === null ? (
          <Typography.Text type="secondary">{t('gis.poi.placed.false')}</Typography.Text>
        ) : (
          <a onClick={() => onLocate(p)} title={t('gis.poi.locate')}>
            ({Math.round(p.x)}, {Math.round(p.y ?? 0)})
          </a>
        ),
    },
    { title: t('gis.poi.note'), dataIndex: 'note', search: false, ellipsis: true },
    { title: t('gis.poi.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false, sorter: true, width: 170 },
    {
      title: t('gis.common.actions'),
      valueType: 'option',
      width: 120,
      hideInTable: !canSave && !canDelete,
      render: (_, p) => [
        canSave && (
          <a key="edit" onClick={() => setDialog({ kind: 'edit', poi: p })}>
            {t('gis.common.edit')}
          </a>
        ),
        canDelete && (
          <Popconfirm key="delete" title={t('gis.poi.deleteConfirm', { name: p.name })} onConfirm={() => remove(p)}>
            <Typography.Link type="danger">{t('gis.common.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <>
      <ProTable<PoiItem, API.queryGisPoisParams & { placed?: 'true' | 'false' }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword, kind, placed }, sort) => {
          const [field, order] = Object.entries(sort ?? {})[0] ?? [];
          const res = await queryGisPois({
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            kind: kind || undefined,
            placed: placed || undefined,
            sortField: (field as API.queryGisPoisParams['sortField']) || undefined,
            sortOrder: order ? (order as 'ascend' | 'descend') : undefined,
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('gis.poi.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <PoiForm poi={dialog.kind === 'edit' ? dialog.poi : undefined} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />
      )}
    </>
  );
}
