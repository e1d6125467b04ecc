import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { assistantCuratedDelete, assistantCuratedQuery } from '@/services/portal/assistantAdmin';
import { useT } from '@/utils/i18n';
import { useRun } from '../policy/shared/useRun';
import type { CuratedDialog, CuratedItem } from './types';

type Filters = { keyword?: string; enabled?: 'true' | 'false' };

/** 标准问答: the curated answers, paged and searched by the server, with their phrasings, sources and who keeps them. */
export default function CuratedList({ canEdit, reloadKey, onOpen }: { canEdit: boolean; reloadKey: number; onOpen: (d: CuratedDialog) => void }) {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const run = useRun(() => actionRef.current?.reload());
  useEffect(() => {
    if (reloadKey) actionRef.current?.reload();
  }, [reloadKey]);

  const columns: ProColumns<CuratedItem>[] = [
    {
      title: t('assistantAdmin.curated.variants'),
      dataIndex: 'keyword',
      width: 260,
      formItemProps: { label: t('assistantAdmin.curated.keyword') },
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{c.variants[0]}</Typography.Text>
          {c.variants.length > 1 && <Typography.Text type="secondary">{t('assistantAdmin.curated.more', { count: c.variants.length })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('assistantAdmin.curated.answer'),
      dataIndex: 'answer',
      search: false,
      // Shown as text: an answer holding HTML shows its tags.
      render: (_, c) => <Typography.Paragraph ellipsis={{ rows: 3, tooltip: c.answer }}>{c.answer}</Typography.Paragraph>,
    },
    {
      title: t('assistantAdmin.curated.sources'),
      dataIndex: 'sources',
      search: false,
      width: 240,
      render: (_, c) => (
        <Space direction="vertical" size={2}>
          {c.sources.map((s, i) =>
            s.title ? (
              <a key={`${s.kind}:${s.id}`} href={s.link} target="_blank" rel="noreferrer">
                [{i + 1}] {s.title}
              </a>
            ) : (
              <Typography.Text key={`${s.kind}:${s.id}`} type="secondary">
                [{i + 1}] {t('assistantAdmin.curated.sourceGone')}
              </Typography.Text>
            ),
          )}
        </Space>
      ),
    },
    {
      title: t('assistantAdmin.curated.enabled'),
      dataIndex: 'enabled',
      width: 90,
      valueType: 'select',
      valueEnum: { true: { text: t('assistantAdmin.curated.status.enabled') }, false: { text: t('assistantAdmin.curated.status.disabled') } },
      render: (_, c) => (
        <Tag color={c.enabled ? 'green' : 'default'}>{t(c.enabled ? 'assistantAdmin.curated.status.enabled' : 'assistantAdmin.curated.status.disabled')}</Tag>
      ),
    },
    { title: t('assistantAdmin.curated.updatedBy'), dataIndex: 'updatedByName', width: 110, search: false },
    { title: t('assistantAdmin.curated.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 160, search: false },
    {
      title: t('assistantAdmin.curated.actions'),
      valueType: 'option',
      width: 120,
      hideInTable: !canEdit,
      render: (_, c) => [
        <a key="edit" onClick={() => onOpen({ item: c })}>
          {t('assistantAdmin.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('assistantAdmin.curated.delete.confirm')}
          okButtonProps={{ danger: true }}
          onConfirm={() => run(() => assistantCuratedDelete({ id: c.id }), t('assistantAdmin.deleted'))}
        >
          <Typography.Link type="danger">{t('assistantAdmin.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <ProTable<CuratedItem, Filters>
      rowKey="id"
      size="small"
      actionRef={actionRef}
      headerTitle={t('assistantAdmin.curated.title')}
      tooltip={t('assistantAdmin.curated.tip')}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={async ({ current, pageSize, keyword, enabled }) => {
        const res = await assistantCuratedQuery({ current, pageSize, keyword: keyword?.trim() || undefined, enabled: enabled || undefined });
        return { data: res.data.list, total: res.data.total, success: true };
      }}
      toolBarRender={() =>
        canEdit
          ? [
              <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => onOpen({})}>
                {t('assistantAdmin.curated.create')}
              </Button>,
            ]
          : []
      }
    />
  );
}
