import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Card, Col, Empty, Popconfirm, Row, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useForgetDict } from '@/components/Dict';
import { dictDelete, dictRoot } from '@/services/portal/dict';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import ItemTable from './ItemTable';
import TypeForm from './TypeForm';
import type { DictTypeItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create' } | { kind: 'edit'; type: DictTypeItem };

/** 字典管理: dictionary types on the left; the selected type's items, edited in place, on the right. */
export default function DictPage() {
  const t = useT();
  const forgetDict = useForgetDict();
  const access = useAccess();
  const { message } = useAntdApp();
  const typesRef = useRef<ActionType>();
  const [selected, setSelected] = useState<DictTypeItem>();
  const [dialog, setDialog] = useState<Dialog>();
  const canEdit = access.can('dict:update');

  const removeType = async (type: DictTypeItem) => {
    try {
      await dictDelete({ kind: 'type', id: type.id }, { skipErrorHandler: true });
    } catch (err) {
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return;
    }
    message.success(t('org.common.deleted'));
    forgetDict(type.name);
    if (selected?.id === type.id) setSelected(undefined);
    typesRef.current?.reload();
  };

  const columns: ProColumns<DictTypeItem>[] = [
    {
      title: t('org.dict.type.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, d) => (
        <span style={{ opacity: d.status === 'disabled' ? 0.55 : 1 }}>
          {d.title}
          {d.builtIn && (
            <Tag color="blue" bordered={false} style={{ marginInlineStart: 6 }}>
              {t('org.dict.type.builtIn')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: t('org.dict.type.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_, d) => <Typography.Text type="secondary">{d.name}</Typography.Text>,
    },
    { title: t('org.dict.type.itemCount'), dataIndex: 'itemCount', width: 70, align: 'right' },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 100,
      hideInTable: !canEdit,
      render: (_, d) => [
        <a
          key="edit"
          onClick={(e) => {
            e.stopPropagation();
            setDialog({ kind: 'edit', type: d });
          }}
        >
          {t('org.common.edit')}
        </a>,
        d.builtIn ? (
          <Tooltip key="delete" title={t('org.dict.type.builtIn.noDelete')}>
            <Typography.Text type="secondary" style={{ cursor: 'not-allowed' }}>
              {t('org.common.delete')}
            </Typography.Text>
          </Tooltip>
        ) : (
          <Popconfirm
            key="delete"
            title={t('org.dict.type.deleteConfirm', { title: d.title })}
            description={d.itemCount ? t('org.dict.type.deleteItems', { count: d.itemCount }) : undefined}
            onConfirm={() => removeType(d)}
            onPopupClick={(e) => e.stopPropagation()}
          >
            <Typography.Link type="danger" onClick={(e) => e.stopPropagation()}>
              {t('org.common.delete')}
            </Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xxl={7}>
          <ProTable<DictTypeItem, API.dictRootParams>
            rowKey="id"
            actionRef={typesRef}
            headerTitle={t('org.dict.types')}
            columns={columns}
            size="small"
            search={false}
            cardProps={{ bodyStyle: { paddingInline: 8 } }}
            options={{ search: { placeholder: t('org.dict.type.keyword'), allowClear: true }, reload: true, density: false, setting: false }}
            pagination={{ defaultPageSize: 20, size: 'small', showSizeChanger: false }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: selected ? [selected.id] : [],
              onChange: (_keys, rows) => setSelected(rows[0]),
            }}
            tableAlertRender={false}
            onRow={(d) => ({ onClick: () => setSelected(d), style: { cursor: 'pointer' } })}
            request={async ({ current, pageSize, keyword }) => {
              const res = await dictRoot({ current, pageSize, keyword: keyword?.trim() || undefined });
              const list = res.data.list;
              // Keep the selection's details (item count, title) current; pick the first type at first.
              setSelected((s) => (s ? list.find((d) => d.id === s.id) ?? s : list[0]));
              return { data: list, total: res.data.total, success: true };
            }}
            toolBarRender={() =>
              canEdit
                ? [
                    <Button key="create" type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                      {t('org.dict.type.create')}
                    </Button>,
                  ]
                : []
            }
          />
        </Col>
        <Col xs={24} lg={15} xxl={17}>
          {selected ? (
            <ItemTable type={selected} canEdit={canEdit} onChanged={() => typesRef.current?.reload()} />
          ) : (
            <Card size="small">
              <Empty description={t('org.dict.pick')} />
            </Card>
          )}
        </Col>
      </Row>
      {dialog && (
        <TypeForm
          type={dialog.kind === 'edit' ? dialog.type : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => {
            if (dialog.kind === 'edit') forgetDict(dialog.type.name);
            forgetDict(saved.name);
            setSelected(saved);
            typesRef.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
