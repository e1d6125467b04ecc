import { PlusOutlined, LockOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { articleStatuses, SUBMITTABLE_ARTICLE_STATUSES, type ArticleStatus } from '@shared/article';
import { newsArticlePath } from '@shared/news';
import { useAntdApp } from '@/components/AntdApp';
import LazyMessages from '@/components/LazyMessages';
import { articleDetail, deleteArticle, offlineArticle, queryArticles, recallArticle, submitArticle } from '@/services/portal/article';
import { formatMoment } from '@/utils/chinaTime';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { categoryOptions } from '../categoryTree';
import type { ArticleDetail } from './ArticleForm';

// The editor (with the rich-text editor) and the revisions (with the comparison) load when opened.
const ArticleForm = lazy(() => import('./ArticleForm'));
const Revisions = lazy(() => import('./Revisions'));

type ArticleItem = Awaited<ReturnType<typeof queryArticles>>['data']['list'][number];
type Filters = { keyword?: string; categoryId?: number; status?: ArticleStatus; live?: 'true' | 'false' };
type Dialog = { kind: 'create' } | { kind: 'edit'; article: ArticleDetail } | { kind: 'revisions'; article: ArticleDetail };

const STATUS_COLORS: Record<ArticleStatus, string> = {
  draft: 'default',
  review: 'processing',
  returned: 'error',
  scheduled: 'purple',
  published: 'success',
  withdrawn: 'warning',
};

/**
 * 文章管理: every article with where it stands (draft, in review, returned, scheduled, published, withdrawn) and
 * whether a revision of it is on the front. Editors write and submit; the article audit workflow decides.
 */
function ArticlesPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('article:save');
  const canPublish = access.can('article:publish');
  const canDelete = access.can('article:delete');

  const open = async (a: ArticleItem, kind: 'edit' | 'revisions') => setDialog({ kind, article: (await articleDetail({ id: a.id })).data });
  /** One action on a row: the server's refusal (in review, locked…) as a message, else a reload. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
    } catch (err) {
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return;
    }
    message.success(done);
    actionRef.current?.reload();
  };

  const columns: ProColumns<ArticleItem>[] = [
    { title: t('article.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('article.keyword.placeholder') } },
    {
      title: t('article.field.title'),
      dataIndex: 'title',
      search: false,
      width: 320,
      fixed: 'left',
      render: (_, a) => (
        <Space size={4} wrap>
          {a.lockedByName && (
            <Tooltip title={t('article.lock.by', { name: a.lockedByName })}>
              <LockOutlined />
            </Tooltip>
          )}
          {/* On the front: the title opens it there. */}
          {a.liveRevision !== null ? (
            <Typography.Link href={newsArticlePath(a.id)} target="_blank" rel="noopener noreferrer">
              {a.title}
            </Typography.Link>
          ) : (
            <Typography.Text>{a.title}</Typography.Text>
          )}
          {a.recommended && <Tag color="gold">{t('article.field.recommended')}</Tag>}
          {a.pinnedUntil && new Date(a.pinnedUntil) > new Date() && <Tag color="red">{t('article.pinned')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('article.field.categoryName'),
      dataIndex: 'categoryId',
      width: 130,
      valueType: 'treeSelect',
      request: categoryOptions,
      fieldProps: { treeDefaultExpandAll: true, allowClear: true },
      render: (_, a) => a.categoryName,
    },
    {
      title: t('article.status'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(articleStatuses.map((s) => [s, { text: t(`article.status.${s}`) }])),
      render: (_, a) => <Tag color={STATUS_COLORS[a.status]}>{t(`article.status.${a.status}`)}</Tag>,
    },
    {
      title: t('article.live'),
      dataIndex: 'live',
      width: 110,
      valueType: 'select',
      valueEnum: { true: { text: t('article.live.yes') }, false: { text: t('article.live.no') } },
      render: (_, a) => (a.liveRevision === null ? '-' : <Tag color="green">{t('article.live.revision', { number: a.liveRevision })}</Tag>),
    },
    { title: t('article.revision'), dataIndex: 'revision', search: false, width: 70, align: 'right' },
    { title: t('article.field.author'), dataIndex: 'author', search: false, width: 90 },
    { title: t('article.viewCount'), dataIndex: 'viewCount', search: false, sorter: true, width: 90, align: 'right' },
    {
      title: t('article.firstPublishedAt'),
      dataIndex: 'firstPublishedAt',
      search: false,
      sorter: true,
      width: 150,
      render: (_, a) => formatMoment(a.firstPublishedAt),
    },
    {
      title: t('article.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 200,
      render: (_, a) => `${formatMoment(a.updatedAt)}${a.updatedByName ? ` · ${a.updatedByName}` : ''}`,
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 230,
      render: (_, a) => [
        canSave && a.status !== 'review' && (
          <a key="edit" onClick={() => open(a, 'edit')}>
            {t('org.common.edit')}
          </a>
        ),
        canSave && SUBMITTABLE_ARTICLE_STATUSES.includes(a.status) && (
          <Popconfirm
            key="submit"
            title={t('article.submit.confirm')}
            onConfirm={() => run(() => submitArticle({ id: a.id }, { skipErrorHandler: true }), t('article.submit.done'))}
          >
            <a>{t('article.submit')}</a>
          </Popconfirm>
        ),
        canSave && a.status === 'review' && (
          <Popconfirm
            key="recall"
            title={t('article.recall.confirm')}
            onConfirm={() => run(() => recallArticle({ id: a.id }, { skipErrorHandler: true }), t('article.recall.done'))}
          >
            <a>{t('article.recall')}</a>
          </Popconfirm>
        ),
        canPublish && (a.liveRevision !== null || a.status === 'scheduled') && (
          <Popconfirm
            key="offline"
            title={t('article.offline.confirm')}
            onConfirm={() => run(() => offlineArticle({ id: a.id }, { skipErrorHandler: true }), t('article.offline.done'))}
          >
            <a>{t('article.offline')}</a>
          </Popconfirm>
        ),
        <a key="revisions" onClick={() => open(a, 'revisions')}>
          {t('article.revisions')}
        </a>,
        canDelete && a.status !== 'review' && (
          <Popconfirm
            key="delete"
            title={t('article.delete.confirm', { title: a.title })}
            okButtonProps={{ danger: true }}
            onConfirm={() => run(() => deleteArticle({ id: a.id }, { skipErrorHandler: true }), t('org.common.deleted'))}
          >
            <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<ArticleItem, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('article.list')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1500 }}
        columnsState={{ persistenceKey: 'admin-article-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword, categoryId, status, live }, sort) => {
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? ['updatedAt', 'descend'];
          const res = await queryArticles({
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            categoryId: categoryId || undefined,
            status: status || undefined,
            live: live || undefined,
            sortField: field as 'updatedAt' | 'firstPublishedAt' | 'viewCount',
            sortOrder: order === 'ascend' ? 'ascend' : 'descend',
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('article.create')}
                </Button>,
              ]
            : []
        }
      />
      <Suspense fallback={null}>
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <ArticleForm
            article={dialog.kind === 'edit' ? dialog.article : undefined}
            onClose={() => setDialog(undefined)}
            onSaved={() => actionRef.current?.reload()}
          />
        )}
        {dialog?.kind === 'revisions' && (
          <Revisions
            article={dialog.article}
            canRestore={canSave && dialog.article.status !== 'review'}
            onClose={() => setDialog(undefined)}
            onRestored={() => {
              message.success(t('article.revisions.restored'));
              setDialog(undefined);
              actionRef.current?.reload();
            }}
          />
        )}
      </Suspense>
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function ArticlesPageWithTexts() {
  return (
    <LazyMessages part="articleEditing">
      <ArticlesPage />
    </LazyMessages>
  );
}
