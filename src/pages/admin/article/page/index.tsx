import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Tag, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { sitePagePath } from '@shared/slug';
import { querySitePages, sitePageDetail } from '@/services/portal/article';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';

// The editor (with the rich-text editor) loads when a page is opened.
const PageForm = lazy(() => import('./PageForm'));
type PageDetail = Awaited<ReturnType<typeof sitePageDetail>>['data'];

type PageItem = Awaited<ReturnType<typeof querySitePages>>['data']['list'][number];
type Dialog = { kind: 'create' } | { kind: 'edit'; page: PageDetail };

/** 单页管理: the park's standing pages (about, contact, terms, privacy…) at /page/<slug>, and which the footer links. */
export default function SitePagesPage() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('page:save');

  const columns: ProColumns<PageItem>[] = [
    { title: t('article.page.title'), dataIndex: 'title', width: 200 },
    {
      title: t('article.page.address'),
      dataIndex: 'slug',
      width: 200,
      render: (_, p) => (
        <Typography.Link href={sitePagePath(p.slug)} target="_blank" rel="noopener noreferrer">
          {sitePagePath(p.slug)}
        </Typography.Link>
      ),
    },
    { title: t('article.page.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('article.page.inFooter'),
      dataIndex: 'inFooter',
      width: 100,
      render: (_, p) => (p.inFooter ? <Tag color="blue">{t('article.page.inFooter.yes')}</Tag> : <Tag>{t('article.page.inFooter.no')}</Tag>),
    },
    { title: t('org.common.order'), dataIndex: 'order', width: 80, align: 'right' },
    {
      title: t('article.page.updated'),
      dataIndex: 'updatedAt',
      width: 200,
      render: (_, p) => `${formatMoment(p.updatedAt)}${p.updatedByName ? ` · ${p.updatedByName}` : ''}`,
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 90,
      hideInTable: !canSave,
      render: (_, p) => [
        <a key="edit" onClick={() => sitePageDetail({ id: p.id }).then((res) => setDialog({ kind: 'edit', page: res.data }))}>
          {t('org.common.edit')}
        </a>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<PageItem>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('article.page.list')}
        columns={columns}
        search={false}
        scroll={{ x: 960 }}
        // The park keeps a few dozen pages at most (the server's limit): one answer, no pages.
        pagination={false}
        request={async () => {
          const res = await querySitePages();
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('article.page.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <PageForm page={dialog.kind === 'edit' ? dialog.page : undefined} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />
        </Suspense>
      )}
    </PageContainer>
  );
}
