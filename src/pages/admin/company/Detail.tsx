import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useParams, useSearchParams } from '@umijs/max';
import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { DictTag } from '@/components/Dict';
import { companyDetailAll, updateCompany } from '@/services/portal/company';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { updateBody, type Collections } from './body';
import CompanyUsers from '@/pages/admin/membership/CompanyUsers';
import CompanyForm from './CompanyForm';
import FiguresTab from './tabs/FiguresTab';
import IpTab from './tabs/IpTab';
import { PartnersEditor, QualificationsEditor } from './tabs/lists';
import ProfileTab from './tabs/ProfileTab';
import { PostsTab, TenancyTab } from './tabs/ReadOnlyTabs';
import { COMPANY_STATUS_DICT, COMPANY_TABS, QUALIFICATION_DICT, type CompanyDetail } from './types';
import { useAntdApp } from '@/components/AntdApp';

type TabKey = (typeof COMPANY_TABS)[number];

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message?: string } | { state: 'ready'; company: CompanyDetail };

/**
 * A company's page (/admin/company/:id, a link to share; ?tab= opens a tab): profile and contacts,
 * figures by year, IP, qualifications, customers, suppliers, recruitment posts and tenancy, all from
 * one detailall answer. Each list saves through /update and the page shows what the server returns.
 */
export default function CompanyDetailPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as TabKey | null;
  const tab: TabKey = requested && COMPANY_TABS.includes(requested) ? requested : 'profile';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const canSave = access.can('company:save');

  const fetchDetail = useCallback(async () => {
    if (!Number.isInteger(id) || id <= 0) {
      setLoad({ state: 'missing' });
      return;
    }
    setLoad({ state: 'loading' });
    try {
      const res = await companyDetailAll({ id }, { skipErrorHandler: true });
      setLoad({ state: 'ready', company: res.data });
    } catch (err) {
      const { status, message: text } = serverFieldError(err);
      setLoad(status === 404 ? { state: 'missing' } : { state: 'failed', message: text });
    }
  }, [id]);

  useEffect(() => {
    fetchDetail();
  }, [fetchDetail]);

  if (load.state === 'loading') {
    return (
      <PageContainer title={false}>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </PageContainer>
    );
  }
  if (load.state !== 'ready') {
    const back = (
      <Button type="primary" onClick={() => history.push('/admin/company')}>
        {t('company.backToList')}
      </Button>
    );
    return (
      <PageContainer title={false}>
        {load.state === 'missing' ? (
          <Result status="404" title={t('company.missing')} extra={back} />
        ) : (
          <Result
            status="error"
            title={t('company.loadFailed')}
            subTitle={load.message}
            extra={[
              <Button key="retry" onClick={fetchDetail}>
                {t('company.retry')}
              </Button>,
              back,
            ]}
          />
        )}
      </PageContainer>
    );
  }

  const company = load.company;

  /** Saves some of the company's lists; a refusal is shown and rethrown so the edited row stays open. */
  const saveLists = async (lists: Collections) => {
    try {
      const res = await updateCompany(updateBody(company, lists), { skipErrorHandler: true });
      setLoad({ state: 'ready', company: res.data });
      message.success(t('company.saved'));
    } catch (err) {
      message.error(serverFieldError(err).message || t('company.saveFailed'));
      throw err;
    }
  };

  const content: Record<TabKey, React.ReactNode> = {
    profile: <ProfileTab company={company} canEdit={canSave} onSaveContacts={(contacts) => saveLists({ contacts })} />,
    figures: <FiguresTab figures={company.figures} canEdit={canSave} onSave={(figures) => saveLists({ figures })} />,
    ip: <IpTab ip={company.ip} canEdit={canSave} onSave={(ip) => saveLists({ ip })} />,
    qualifications: (
      <QualificationsEditor qualifications={company.qualificationDetails} canEdit={canSave} onSave={(qualifications) => saveLists({ qualifications })} />
    ),
    customers: <PartnersEditor kind="customer" partners={company.customers} canEdit={canSave} onSave={(customers) => saveLists({ customers })} />,
    suppliers: <PartnersEditor kind="supplier" partners={company.suppliers} canEdit={canSave} onSave={(suppliers) => saveLists({ suppliers })} />,
    posts: <PostsTab companyId={company.id} posts={company.recruitPosts} />,
    tenancy: <TenancyTab tenancies={company.tenancies} />,
    users: access.can('membership:query') ? <CompanyUsers companyId={company.id} /> : null,
  };
  const counts: Partial<Record<TabKey, number>> = {
    figures: company.figures.length,
    qualifications: company.qualificationDetails.length,
    customers: company.customers.length,
    suppliers: company.suppliers.length,
    posts: company.recruitPosts.length,
    tenancy: company.tenancies.length,
  };

  return (
    <PageContainer
      title={company.name}
      subTitle={<Typography.Text type="secondary">{company.creditCode}</Typography.Text>}
      tags={
        <Space size={4}>
          <DictTag name={COMPANY_STATUS_DICT} value={company.status} />
          {company.qualifications.length > 0 && <DictTag name={QUALIFICATION_DICT} value={company.qualifications} />}
        </Space>
      }
      onBack={() => history.push('/admin/company')}
      backIcon={<ArrowLeftOutlined />}
      extra={
        canSave && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('company.edit')}
          </Button>
        )
      }
      tabList={COMPANY_TABS.filter((key) => key !== 'users' || access.can('membership:query')).map((key) => ({
        key,
        tab: counts[key] === undefined ? t(`company.tab.${key}`) : `${t(`company.tab.${key}`)} (${counts[key]})`,
      }))}
      tabActiveKey={tab}
      onTabChange={(key) => {
        const next = new URLSearchParams(searchParams);
        next.set('tab', key);
        setSearchParams(next, { replace: true });
      }}
    >
      <Card>{content[tab]}</Card>
      {editing && <CompanyForm company={company} onClose={() => setEditing(false)} onSaved={(saved) => setLoad({ state: 'ready', company: saved })} />}
    </PageContainer>
  );
}
