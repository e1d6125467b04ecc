import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import DatavForm from './DatavForm';
import LayoutEditor from './LayoutEditor';
import SiteForm from './SiteForm';

const TABS = ['site', 'layout', 'datav'] as const;
type Tab = (typeof TABS)[number];

/**
 * 站点配置: the site's name, logo, contact, filing numbers and search-engine defaults, which the front's header,
 * footer and page titles read; the public home page's layout (`?tab=layout`); the big screen's panels (`?tab=datav`).
 */
function WebConfigPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'site';
  return (
    <PageContainer
      tabList={TABS.map((key) => ({ key, tab: t(`cms.webconfig.tab.${key}`) }))}
      tabActiveKey={tab}
      onTabChange={(key) => setSearchParams({ tab: key }, { replace: true })}
    >
      {tab === 'site' ? <SiteForm /> : tab === 'layout' ? <LayoutEditor /> : <DatavForm />}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function WebConfigPageWithTexts() {
  return (
    <LazyMessages part="cms">
      <WebConfigPage />
    </LazyMessages>
  );
}
