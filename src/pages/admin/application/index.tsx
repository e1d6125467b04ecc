import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import { Badge, Button, Space, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useRef, useState } from 'react';
import { applicationSummary, queryApplications } from '@/services/portal/application';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { useUrlFilters } from '@/utils/urlFilters';
import { downloadBlob } from '@/utils/request';
import DepartmentSelect from '../policy/shared/DepartmentSelect';
import { INSTANCE_STATUS_BADGES } from '../workflow/inbox/status';
import DetailDrawer from './DetailDrawer';
import PolicySelect from './PolicySelect';
import Summary, { SUMMARY_TOP } from './Summary';
import {
  APPLICATION_STATUSES,
  EXPORT_URL,
  applicationQuery,
  filtersOf,
  yuan,
  type ApplicationItem,
  type ApplicationQuery,
  type ApplicationSummary,
  type SearchValues,
} from './types';
import { useAntdApp } from '@/components/AntdApp';

/** The filters the list takes from its address. */
const URL_FILTERS = ['status'] as const;

/**
 * 政策申报: the applications companies submitted, filtered, sorted and paged by the server, with the approved
 * money under the same filters on top; the same filters and order export the list as .xlsx. A row opens the
 * application, where a reviewer with a task on it acts. `?id=` opens one directly (the inbox links here).
 */
export default function ApplicationScreen() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || undefined;
  // `?status=`: the list a dashboard figure counts.
  const fromUrl = useUrlFilters(URL_FILTERS);
  // The filters and order of the list on screen: the export and the summary follow them.
  const [query, setQuery] = useState<ApplicationQuery>();
  const [summary, setSummary] = useState<ApplicationSummary>();
  const [summaryLoading, setSummaryLoading] = useState(false);
  // Bumped after a review, when the approved amounts may have changed.
  const [acted, setActed] = useState(0);
  const [exporting, setExporting] = useState(false);
  const canExport = access.can('application:export');

  // Compared by value: paging or sorting alone asks the table again but leaves the summary as it is.
  const filterKey = query ? JSON.stringify(filtersOf(query)) : undefined;
  useEffect(() => {
    if (!filterKey) return;
    let live = true;
    setSummaryLoading(true);
    applicationSummary({ ...JSON.parse(filterKey), top: SUMMARY_TOP })
      .then((res) => live && setSummary(res.data))
      .catch(alreadyShown)
      .finally(() => live && setSummaryLoading(false));
    return () => {
      live = false;
    };
  }, [filterKey, acted]);

  const open = (id?: number) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', String(id));
    else next.delete('id');
    setParams(next);
  };
  const changed = () => {
    actionRef.current?.reload();
    setActed((n) => n + 1);
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadBlob(EXPORT_URL, { params: query });
      message.success(t('application.export.done', { name }));
    } catch {
      // The request layer has said why.
    } finally {
      setExporting(false);
    }
  };

  const columns: ProColumns<ApplicationItem>[] = [
    {
      title: t('application.company'),
      dataIndex: 'keyword',
      fixed: 'left',
      width: 240,
      formItemProps: { label: t('application.keyword') },
      fieldProps: { placeholder: t('application.keyword.placeholder'), maxLength: 64 },
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => open(r.id)}>{r.companyName}</Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.creditCode}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('application.policy'),
      dataIndex: 'policyId',
      width: 260,
      // Choosing a policy needs policy:query (the select searches the policy list).
      search: access.can('policy:query') ? undefined : false,
      renderFormItem: () => <PolicySelect />,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text ellipsis={{ tooltip: r.policyTitle }} style={{ maxWidth: 240 }}>
            {r.policyTitle}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.departmentName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('application.department'),
      dataIndex: 'departmentId',
      hideInTable: true,
      search: access.can('policy-department:query') ? undefined : false,
      renderFormItem: () => <DepartmentSelect placeholder={t('application.department.placeholder')} />,
    },
    { title: t('application.amount'), dataIndex: 'amount', search: false, width: 130, align: 'right', render: (_, r) => yuan(r.amount) },
    {
      title: t('application.approvedAmount'),
      dataIndex: 'approvedAmount',
      search: false,
      sorter: true,
      width: 130,
      align: 'right',
      render: (_, r) => yuan(r.approvedAmount),
    },
    {
      title: t('application.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, { text: t(`application.status.${s}`) }])),
      render: (_, r) => <Badge status={INSTANCE_STATUS_BADGES[r.status]} text={t(`application.status.${r.status}`)} />,
    },
    {
      title: t('application.currentStep'),
      dataIndex: 'currentStepName',
      search: false,
      width: 140,
      ellipsis: true,
      render: (_, r) => r.currentStepName ?? '-',
    },
    {
      title: t('application.submittedAt'),
      dataIndex: 'submittedAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 160,
    },
    // Search only: the submitted-day range, sent as submittedFrom/submittedTo.
    {
      title: t('application.submittedAt'),
      dataIndex: 'submittedRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (range: string[]) => ({ submittedFrom: range?.[0] || undefined, submittedTo: range?.[1] || undefined }) },
    },
    {
      title: t('application.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 80,
      render: (_, r) => (
        <a key="open" onClick={() => open(r.id)}>
          {t('application.open')}
        </a>
      ),
    },
  ];

  return (
    <PageContainer>
      <Summary summary={summary} loading={summaryLoading} />
      <ProTable<ApplicationItem, SearchValues>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('application.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        form={{ initialValues: fromUrl }}
        scroll={{ x: 1300 }}
        columnsState={{ persistenceKey: 'admin-application-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRequestError={alreadyShown}
        request={async ({ current, pageSize, ...values }, sort: Record<string, SortOrder>) => {
          const next = applicationQuery(values, sort);
          setQuery(next);
          const res = await queryApplications({ current, pageSize, ...next });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          canExport && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportList}>
              {t('application.export')}
            </Button>
          ),
        ]}
      />
      {openId && <DetailDrawer key={openId} id={openId} onClose={() => open(undefined)} onChanged={changed} />}
    </PageContainer>
  );
}
