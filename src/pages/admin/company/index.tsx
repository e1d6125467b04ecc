import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, Link, useAccess } from '@umijs/max';
import { Button, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { lazy, Suspense, useRef, useState } from 'react';
import { DictSelect, DictTag } from '@/components/Dict';
import { companyDetailAll, queryCompanies } from '@/services/portal/company';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { useUrlFilters } from '@/utils/urlFilters';
import { downloadBlob } from '@/utils/request';
import CompanyImportButton from './components/ImportButton';
import IndustrySelect from './components/IndustrySelect';
import { companyFilters, EXPORT_URL } from './query';
import { COMPANY_STATUS_DICT, INDUSTRY_DICT, QUALIFICATION_DICT, SCALE_DICT, type CompanyDetail, type CompanyFilters, type CompanyItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

// The form and its parts (region cascader, dictionaries) load when a company is created or edited.
const CompanyForm = lazy(() => import('./CompanyForm'));
/** The filters the list takes from its address. */
const URL_FILTERS = ['status', 'industryCode', 'building'] as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; company: CompanyDetail };

/**
 * 企业管理: the park's companies in a dense table, filtered, sorted and paged by the server; the same
 * filters export the list as .xlsx. A company's name opens its page.
 */
export default function CompanyPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const [exporting, setExporting] = useState(false);
  // The filters and order of the list on screen: Export downloads exactly these.
  const shown = useRef<CompanyFilters>({});
  // `?status=` `?industryCode=` `?building=`: the list a dashboard figure counts.
  const fromUrl = useUrlFilters(URL_FILTERS);
  const canSave = access.can('company:save');
  const canExport = access.can('company:export');

  const edit = async (c: CompanyItem) => {
    try {
      const res = await companyDetailAll({ id: c.id });
      setDialog({ kind: 'edit', company: res.data });
    } catch {
      // The request layer has said why.
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadBlob(EXPORT_URL, { params: shown.current });
      message.success(t('company.export.done', { name }));
    } catch {
      // The request layer has said why.
    } finally {
      setExporting(false);
    }
  };

  const select = t('company.select');
  const columns: ProColumns<CompanyItem>[] = [
    {
      title: t('company.name'),
      dataIndex: 'name',
      fixed: 'left',
      width: 240,
      ellipsis: true,
      sorter: true,
      fieldProps: { placeholder: t('company.name.placeholder') },
      render: (_, c) => <Link to={`/admin/company/${c.id}`}>{c.name}</Link>,
    },
    {
      title: t('company.creditCode'),
      dataIndex: 'creditCode',
      width: 190,
      fieldProps: { placeholder: t('company.creditCode.placeholder'), maxLength: 18 },
      render: (_, c) => <Typography.Text copyable={{ text: c.creditCode }}>{c.creditCode}</Typography.Text>,
    },
    { title: t('company.legalPerson'), dataIndex: 'legalPerson', search: false, width: 100, render: (_, c) => c.legalPerson ?? '-' },
    {
      title: t('company.industry'),
      dataIndex: 'industryCode',
      width: 200,
      ellipsis: true,
      renderFormItem: () => <IndustrySelect placeholder={select} />,
      render: (_, c) => <DictTag name={INDUSTRY_DICT} value={c.industryCode} />,
    },
    {
      title: t('company.scale'),
      dataIndex: 'scale',
      width: 80,
      renderFormItem: () => <DictSelect name={SCALE_DICT} allowClear placeholder={select} />,
      render: (_, c) => <DictTag name={SCALE_DICT} value={c.scale} />,
    },
    {
      title: t('company.status'),
      dataIndex: 'status',
      width: 90,
      renderFormItem: () => <DictSelect name={COMPANY_STATUS_DICT} allowClear placeholder={select} />,
      render: (_, c) => <DictTag name={COMPANY_STATUS_DICT} value={c.status} />,
    },
    {
      title: t('company.qualifications'),
      dataIndex: 'qualification',
      width: 220,
      renderFormItem: () => <DictSelect name={QUALIFICATION_DICT} allowClear placeholder={select} />,
      render: (_, c) => <DictTag name={QUALIFICATION_DICT} value={c.qualifications} />,
    },
    {
      title: t('company.building'),
      dataIndex: 'building',
      width: 80,
      fieldProps: { placeholder: t('company.building.placeholder') },
      render: (_, c) => c.building ?? '-',
    },
    { title: t('company.foundedOn'), dataIndex: 'foundedOn', valueType: 'date', search: false, sorter: true, width: 110 },
    {
      title: t('company.registeredCapital.short'),
      dataIndex: 'registeredCapital',
      search: false,
      sorter: true,
      width: 130,
      align: 'right',
      render: (_, c) => (c.registeredCapital === null ? '-' : c.registeredCapital.toLocaleString('zh-CN')),
    },
    { title: t('company.staffCount'), dataIndex: 'staffCount', search: false, sorter: true, width: 100, align: 'right', render: (_, c) => c.staffCount ?? '-' },
    { title: t('company.techStaffCount'), dataIndex: 'techStaffCount', search: false, width: 100, align: 'right', render: (_, c) => c.techStaffCount ?? '-' },
    {
      title: t('company.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 160,
    },
    {
      title: t('company.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 110,
      render: (_, c) => [
        <a key="open" onClick={() => history.push(`/admin/company/${c.id}`)}>
          {t('company.open')}
        </a>,
        canSave && (
          <a key="edit" onClick={() => edit(c)}>
            {t('company.edit.short')}
          </a>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<CompanyItem, CompanyFilters & { current?: number; pageSize?: number; qualification?: string }>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('company.title')}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: !Object.keys(fromUrl).length }}
        form={{ initialValues: fromUrl }}
        scroll={{ x: 2000 }}
        options={{ reload: true, density: true, setting: { draggable: true, checkable: true }, fullScreen: true }}
        columnsState={{ persistenceKey: 'admin-company-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 200] }}
        onRequestError={alreadyShown}
        request={async (params, sort: Record<string, SortOrder>) => {
          const filters = companyFilters(params, sort);
          shown.current = filters;
          const res = await queryCompanies({ current: params.current, pageSize: params.pageSize, ...filters });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          // Shown with company:import; the list reloads with what was imported.
          <CompanyImportButton key="import" onImported={() => actionRef.current?.reload()} />,
          canExport && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportList}>
              {t('company.export')}
            </Button>
          ),
          canSave && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('company.create')}
            </Button>
          ),
        ]}
      />
      {dialog && (
        <Suspense fallback={null}>
          <CompanyForm
            company={dialog.kind === 'edit' ? dialog.company : undefined}
            onClose={() => setDialog(undefined)}
            onSaved={() => actionRef.current?.reload()}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
