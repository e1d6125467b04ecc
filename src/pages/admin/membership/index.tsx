import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { useT } from '@/utils/i18n';
import ChangesTable from './ChangesTable';
import ClaimsTable from './ClaimsTable';

const TABS = ['claims', 'changes'] as const;
type Tab = (typeof TABS)[number];

/**
 * 认领与变更审核: what companies' people ask of the park. Claims to act for a company (approve, or refuse with a
 * reason), and changes to a company's record decided field by field. Pending ones first; `?tab=` opens a tab.
 */
export default function MembershipPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'claims';
  return (
    <PageContainer
      tabList={TABS.map((key) => ({ key, tab: t(`membership.${key}`) }))}
      tabActiveKey={tab}
      onTabChange={(key) => setSearchParams({ tab: key }, { replace: true })}
    >
      {tab === 'claims' ? <ClaimsTable /> : <ChangesTable />}
    </PageContainer>
  );
}
