import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess, useSearchParams } from '@umijs/max';
import { DictTag } from '@/components/Dict';
import { queryCustomers, querySuppliers } from '@/services/portal/company';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { INDUSTRY_DICT, type PartnerItem } from '../types';
import CompanySelect from './CompanySelect';

type Filters = { current?: number; pageSize?: number; companyId?: number; name?: string };

/**
 * 客户管理 / 供应商管理: every company's customers or suppliers in one list, by company or by
 * counterparty name (?companyId= preselects a company). They are edited on the company's page.
 */
export default function PartnerList({ kind }: { kind: 'customer' | 'supplier' }) {
  const t = useT();
  const access = useAccess();
  const [searchParams] = useSearchParams();
  const companyId = Number(searchParams.get('companyId')) || undefined;
  const canOpen = access.can('company:query');
  const tab = `${kind}s`;

  const columns: ProColumns<PartnerItem>[] = [
    {
      title: t('company.partner.company'),
      dataIndex: 'companyId',
      width: 240,
      ellipsis: true,
      initialValue: companyId,
      // Finding a company needs company:query; without it the filter is left out.
      search: canOpen ? undefined : false,
      renderFormItem: () => <CompanySelect placeholder={t('company.partner.company.placeholder')} />,
      render: (_, p) => (canOpen ? <Link to={`/admin/company/${p.companyId}?tab=${tab}`}>{p.companyName}</Link> : p.companyName),
    },
    { title: t(`company.${kind}.name`), dataIndex: 'name', width: 240, ellipsis: true, fieldProps: { placeholder: t('company.partner.name.placeholder') } },
    {
      title: t('company.industry'),
      dataIndex: 'industryCode',
      search: false,
      width: 180,
      render: (_, p) => <DictTag name={INDUSTRY_DICT} value={p.industryCode} />,
    },
    { title: t('company.partner.contact'), dataIndex: 'contact', search: false, width: 100, render: (_, p) => p.contact ?? '-' },
    { title: t('company.phone'), dataIndex: 'phone', search: false, width: 130, render: (_, p) => p.phone ?? '-' },
    {
      title: t('company.partner.annualAmount'),
      dataIndex: 'annualAmount',
      search: false,
      width: 140,
      align: 'right',
      render: (_, p) => (p.annualAmount === null ? '-' : p.annualAmount.toLocaleString('zh-CN')),
    },
    { title: t('company.partner.since'), dataIndex: 'since', search: false, width: 100, render: (_, p) => p.since ?? '-' },
  ];

  const query = kind === 'customer' ? queryCustomers : querySuppliers;
  return (
    <PageContainer>
      <ProTable<PartnerItem, Filters>
        rowKey="id"
        size="small"
        headerTitle={t(`company.${kind}.title`)}
        tooltip={t('company.partner.tip')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1200 }}
        options={{ reload: true, density: true, setting: true }}
        columnsState={{ persistenceKey: `admin-${kind}-columns`, persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRequestError={alreadyShown}
        request={async ({ current, pageSize, companyId: company, name }) => {
          // Without the company filter on screen, the company of the address still applies.
          const chosen = company ? Number(company) : canOpen ? undefined : companyId;
          const res = await query({ current, pageSize, companyId: chosen, name: name?.trim() || undefined });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
      />
    </PageContainer>
  );
}
