import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { lazy, Suspense, useRef, useState } from 'react';
import { DictSelect, DictTag } from '@/components/Dict';
import { adminDeletePolicy, adminPublishPolicy, adminQueryPolicies, adminUnpublishPolicy } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import { useUrlFilters } from '@/utils/urlFilters';
import {
  LEVEL_COLORS,
  POLICY_LEVELS,
  POLICY_STATUSES,
  STATUS_COLORS,
  SUPPORT_TYPE_DICT,
  WINDOW_COLORS,
  WINDOW_STATUSES,
  type PolicyItem,
  type PolicyLevel,
  type PolicyStatus,
  type WindowStatus,
} from './shared/constants';
import DepartmentSelect from './shared/DepartmentSelect';
import { RegionSelect, RegionText } from '@/components/RegionSelect';
import { TagTreeSelect, useTagTree } from './shared/tags';
import { useRun } from './shared/useRun';
import './index.less';

// The form (with the rich-text editor, 170 KB gzip) loads when first opened, not with the list.
const PolicyForm = lazy(() => import('./PolicyForm'));
const ApplicationSettings = lazy(() => import('./ApplicationSettings'));

type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'apply'; policy: PolicyItem };

/** The table's columns the server sorts by (adminPolicyQuery.sortField). */
const SORTABLE = ['publishDate', 'updatedAt', 'viewCount', 'maxAmount', 'deadline'] as const;
type SortField = (typeof SORTABLE)[number];

type Filters = {
  keyword?: string;
  status?: PolicyStatus;
  level?: PolicyLevel;
  departmentId?: number;
  supportType?: string;
  tagId?: number;
  regionCode?: string;
  windowStatus?: WindowStatus;
  publishFrom?: string;
  publishTo?: string;
};

/** The search form's publish-date range (YYYY-MM-DD strings, both days included) as the query's two bounds. */
export const publishRangeParams = (range?: (string | undefined)[] | null): Pick<Filters, 'publishFrom' | 'publishTo'> => ({
  publishFrom: range?.[0] || undefined,
  publishTo: range?.[1] || undefined,
});

/** The table's search form and sorted column as the query's parameters (empty filters left out). */
export function policyQueryParams(
  params: Filters & { current?: number; pageSize?: number },
  sort: Record<string, SortOrder> = {},
): API.adminQueryPoliciesParams {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  const sorted = SORTABLE.includes(field as SortField);
  return {
    current: params.current,
    pageSize: params.pageSize,
    keyword: params.keyword?.trim() || undefined,
    status: params.status || undefined,
    level: params.level || undefined,
    departmentId: params.departmentId ? Number(params.departmentId) : undefined,
    supportType: params.supportType || undefined,
    tagId: params.tagId ? Number(params.tagId) : undefined,
    regionCode: params.regionCode || undefined,
    windowStatus: params.windowStatus || undefined,
    publishFrom: params.publishFrom || undefined,
    publishTo: params.publishTo || undefined,
    // Without a sorted column: the most recently changed first.
    sortField: sorted ? (field as SortField) : 'updatedAt',
    sortOrder: sorted && order ? (order as 'ascend' | 'descend') : 'descend',
  };
}

/** The filters the list takes from its address. */
const URL_FILTERS = ['status', 'windowStatus'] as const;

/**
 * 政策管理: every policy (drafts, published, taken off) in a dense server-paged table with the filters
 * and sorts of the admin query, and the actions the signed-in user's keys allow: edit (policy:save),
 * publish / unpublish (policy:publish), delete (policy:delete).
 */
export default function PolicyAdminPage() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const tags = useTagTree();
  const canSave = access.can('policy:save');
  const canPublish = access.can('policy:publish');
  const canDelete = access.can('policy:delete');

  const act = useRun(() => actionRef.current?.reload());
  // `?status=` `?windowStatus=`: the list a dashboard figure counts.
  const fromUrl = useUrlFilters(URL_FILTERS);

  const enumOf = <K extends string>(values: readonly K[], prefix: string, colors?: Record<K, string>) =>
    Object.fromEntries(values.map((v) => [v, { text: t(`${prefix}.${v}`), color: colors?.[v] }]));

  const columns: ProColumns<PolicyItem>[] = [
    {
      title: t('policyAdmin.field.title'),
      dataIndex: 'keyword',
      fixed: 'left',
      width: 300,
      fieldProps: { placeholder: t('policyAdmin.list.keyword.placeholder') },
      formItemProps: { label: t('policyAdmin.list.keyword') },
      render: (_, p) => (
        <div className="policy-title-cell">
          <Typography.Text strong ellipsis={{ tooltip: p.title }}>
            {p.title}
          </Typography.Text>
          {p.docNo && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.docNo}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('policyAdmin.field.department'),
      dataIndex: 'departmentId',
      width: 170,
      ellipsis: true,
      renderFormItem: () => <DepartmentSelect />,
      render: (_, p) => p.departmentName,
    },
    {
      title: t('policyAdmin.field.level'),
      dataIndex: 'level',
      width: 80,
      valueType: 'select',
      valueEnum: enumOf(POLICY_LEVELS, 'policyAdmin.level'),
      render: (_, p) => <Tag color={LEVEL_COLORS[p.level]}>{t(`policyAdmin.level.${p.level}`)}</Tag>,
    },
    {
      title: t('policyAdmin.field.region'),
      dataIndex: 'regionCode',
      width: 150,
      ellipsis: true,
      tooltip: t('policyAdmin.list.region.tip'),
      renderFormItem: () => <RegionSelect national levels={2} />,
      render: (_, p) => <RegionText code={p.regionCode} />,
    },
    {
      title: t('policyAdmin.field.supportType'),
      dataIndex: 'supportType',
      width: 100,
      renderFormItem: () => <DictSelect name={SUPPORT_TYPE_DICT} allowClear placeholder={t('policyAdmin.select')} />,
      render: (_, p) => <DictTag name={SUPPORT_TYPE_DICT} value={p.supportType} />,
    },
    {
      title: t('policyAdmin.field.tags'),
      dataIndex: 'tagId',
      width: 200,
      tooltip: t('policyAdmin.list.tag.tip'),
      renderFormItem: () => <TagTreeSelect tree={tags.tree} loading={tags.loading} />,
      render: (_, p) =>
        p.tags.length ? (
          <Tooltip title={p.tags.map((tag) => tag.name).join('、')}>
            <Space size={[0, 4]} wrap>
              {p.tags.slice(0, 3).map((tag) => (
                <Tag key={tag.id} bordered={false}>
                  {tag.name}
                </Tag>
              ))}
              {p.tags.length > 3 && <Tag bordered={false}>+{p.tags.length - 3}</Tag>}
            </Space>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      title: t('policyAdmin.field.maxAmount'),
      dataIndex: 'maxAmount',
      width: 110,
      align: 'right',
      search: false,
      sorter: true,
      render: (_, p) => (p.maxAmount === null ? '-' : `${p.maxAmount.toLocaleString()} ${t('policyAdmin.unit.wan')}`),
    },
    {
      title: t('policyAdmin.list.window'),
      dataIndex: 'windowStatus',
      width: 110,
      valueType: 'select',
      valueEnum: enumOf(WINDOW_STATUSES, 'policyAdmin.windowStatus'),
      render: (_, p) => <Tag color={WINDOW_COLORS[p.windowStatus]}>{t(`policyAdmin.windowStatus.${p.windowStatus}`)}</Tag>,
    },
    {
      title: t('policyAdmin.list.deadline'),
      dataIndex: 'deadline',
      width: 130,
      search: false,
      sorter: true,
      render: (_, p) => {
        if (p.window.kind === 'all_year') return t('policyAdmin.window.kind.all_year');
        if (!p.deadline) return '-';
        return (
          <Space direction="vertical" size={0}>
            <span>{p.deadline}</span>
            {p.daysLeft !== null && p.windowStatus !== 'closed' && (
              <Typography.Text type={p.windowStatus === 'closing_soon' ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
                {t('policyAdmin.list.daysLeft', { n: p.daysLeft })}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    { title: t('policyAdmin.field.publishDate'), dataIndex: 'publishDate', valueType: 'date', width: 110, search: false, sorter: true },
    // Search only: the publish-date range, sent as publishFrom/publishTo.
    {
      title: t('policyAdmin.field.publishDate'),
      dataIndex: 'publishRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (range: string[]) => publishRangeParams(range) },
    },
    {
      title: t('policyAdmin.list.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: enumOf(POLICY_STATUSES, 'policyAdmin.status'),
      render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`policyAdmin.status.${p.status}`)}</Tag>,
    },
    { title: t('policyAdmin.list.views'), dataIndex: 'viewCount', width: 80, align: 'right', search: false, sorter: true },
    {
      title: t('policyAdmin.list.updatedAt'),
      dataIndex: 'updatedAt',
      valueType: 'dateTime',
      width: 160,
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
    },
    {
      title: t('policyAdmin.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 250,
      hideInTable: !canSave && !canPublish && !canDelete,
      render: (_, p) => [
        canSave && (
          <a key="edit" onClick={() => setDialog({ kind: 'edit', id: p.id })}>
            {t('policyAdmin.action.edit')}
          </a>
        ),
        canSave && (
          <a key="apply" onClick={() => setDialog({ kind: 'apply', policy: p })}>
            {t('application.settings.action')}
          </a>
        ),
        canPublish && p.status !== 'published' && (
          <Popconfirm
            key="publish"
            title={t('policyAdmin.publish.confirm', { title: p.title })}
            onConfirm={() => act(() => adminPublishPolicy({ id: p.id }), t('policyAdmin.published'))}
          >
            <a>{t('policyAdmin.action.publish')}</a>
          </Popconfirm>
        ),
        canPublish && p.status === 'published' && (
          <Popconfirm
            key="unpublish"
            title={t('policyAdmin.unpublish.confirm', { title: p.title })}
            onConfirm={() => act(() => adminUnpublishPolicy({ id: p.id }), t('policyAdmin.unpublished'))}
          >
            <a>{t('policyAdmin.action.unpublish')}</a>
          </Popconfirm>
        ),
        p.status === 'published' && (
          <a key="view" href={`/policydetail/${p.id}`} target="_blank" rel="noreferrer">
            {t('policyAdmin.action.view')}
          </a>
        ),
        canDelete && (
          <Popconfirm
            key="delete"
            title={t('policyAdmin.delete.confirm', { title: p.title })}
            description={p.status === 'published' ? t('policyAdmin.delete.published') : undefined}
            okButtonProps={{ danger: true }}
            onConfirm={() => act(() => adminDeletePolicy({ id: p.id }), t('policyAdmin.deleted'))}
          >
            <Typography.Link type="danger">{t('policyAdmin.action.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<PolicyItem, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('policyAdmin.list.title')}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: !Object.keys(fromUrl).length }}
        form={{ initialValues: fromUrl }}
        scroll={{ x: 1900 }}
        columnsState={{ persistenceKey: 'admin-policy-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async (params, sort) => {
          const res = await adminQueryPolicies(policyQueryParams(params, sort));
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('policyAdmin.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog?.kind === 'apply' && (
        <Suspense fallback={<Spin fullscreen />}>
          <ApplicationSettings policy={dialog.policy} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
      {dialog && dialog.kind !== 'apply' && (
        <Suspense fallback={<Spin fullscreen />}>
          <PolicyForm
            policyId={dialog.kind === 'edit' ? dialog.id : undefined}
            onClose={() => setDialog(undefined)}
            onSaved={() => {
              setDialog(undefined);
              actionRef.current?.reload();
            }}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
