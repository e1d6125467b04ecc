import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import { deleteArticleCategory, queryArticleCategories } from '@/services/portal/article';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import CategoryForm from './CategoryForm';
import { CATEGORY_MAX_DEPTH, toTree, type CategoryNode } from './types';

type Dialog = { kind: 'create'; parentId?: number } | { kind: 'edit'; category: CategoryNode };

/** 文章分类: the category tree of the park's articles, with where each shows and whether it skips audit. */
export default function ArticleCategoryPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('article-category:save');
  const canDelete = access.can('article-category:delete');

  const remove = async (category: CategoryNode) => {
    try {
      await deleteArticleCategory({ id: category.id }, { skipErrorHandler: true });
    } catch (err) {
      // Refused while it still holds subcategories: the server says how many.
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return;
    }
    message.success(t('org.common.deleted'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<CategoryNode>[] = [
    { title: t('article.category.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('article.category.keyword.placeholder') } },
    { title: t('article.category.name'), dataIndex: 'name', search: false, width: 240 },
    { title: t('article.category.slug'), dataIndex: 'slug', search: false, width: 180, render: (_, c) => <Typography.Text code>{c.slug}</Typography.Text> },
    { title: t('org.common.order'), dataIndex: 'order', search: false, width: 80, align: 'right' },
    {
      title: t('article.category.visible'),
      dataIndex: 'visible',
      width: 110,
      valueType: 'select',
      valueEnum: {
        true: { text: t('article.category.visible.shown'), status: 'Success' },
        false: { text: t('article.category.visible.hidden'), status: 'Default' },
      },
    },
    {
      title: t('article.category.skipAudit'),
      dataIndex: 'skipAudit',
      search: false,
      width: 110,
      render: (_, c) => (c.skipAudit ? <Tag color="orange">{t('article.category.skipAudit.yes')}</Tag> : <Tag>{t('article.category.skipAudit.no')}</Tag>),
    },
    { title: t('article.category.description'), dataIndex: 'description', search: false, ellipsis: true },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 190,
      hideInTable: !canSave && !canDelete,
      render: (_, c) =>
        [
          canSave && c.depth < CATEGORY_MAX_DEPTH && (
            <a key="child" onClick={() => setDialog({ kind: 'create', parentId: c.id })}>
              {t('article.category.addChild')}
            </a>
          ),
          canSave && (
            <a key="edit" onClick={() => setDialog({ kind: 'edit', category: c })}>
              {t('org.common.edit')}
            </a>
          ),
          canDelete && (
            <Popconfirm
              key="delete"
              title={t('article.category.deleteConfirm', { name: c.name })}
              description={c.childCount ? t('article.category.deleteHeld', { count: c.childCount }) : undefined}
              onConfirm={() => remove(c)}
            >
              <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <PageContainer>
      <ProTable<CategoryNode, API.queryArticleCategoriesParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('article.category.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 960 }}
        // The whole tree is one answer (the server keeps at most a few hundred categories): no pages.
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        request={async ({ keyword, visible }) => {
          const res = await queryArticleCategories({ keyword: keyword?.trim() || undefined, visible: visible || undefined });
          const nodes = toTree(res.data.list);
          setExpanded(res.data.list.filter((c) => res.data.list.some((d) => d.parentId === c.id)).map((c) => c.id));
          return { data: nodes, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          <Space key="actions">
            <Button onClick={() => setExpanded([])}>{t('article.category.collapse')}</Button>
            {canSave && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                {t('article.category.create')}
              </Button>
            )}
          </Space>,
        ]}
      />
      {dialog && (
        <CategoryForm
          category={dialog.kind === 'edit' ? dialog.category : undefined}
          parentId={dialog.kind === 'create' ? dialog.parentId : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={() => actionRef.current?.reload()}
        />
      )}
    </PageContainer>
  );
}
