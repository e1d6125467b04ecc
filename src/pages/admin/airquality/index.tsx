import { PageContainer } from '@ant-design/pro-components';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import Alerts from './Alerts';
import Readings from './Readings';
import Stations from './Stations';

// The charts library loads with the charts tab only.
const Charts = lazy(() => import('./Charts'));

type Tab = 'readings' | 'stations' | 'charts' | 'alerts';

/** 环境监测 › 空气质量: the readings (hourly and daily, import, export), the stations and their keys, the charts, the alert rules. */
function AirQuality() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('readings');
  return (
    <PageContainer
      tabList={(['readings', 'charts', 'stations', 'alerts'] as const).map((key) => ({ key, tab: t(`aq.tab.${key}`) }))}
      tabActiveKey={tab}
      onTabChange={(key) => setTab(key as Tab)}
    >
      {tab === 'readings' && <Readings />}
      {tab === 'stations' && <Stations />}
      {tab === 'charts' && (
        <Suspense fallback={<Spin />}>
          <Charts />
        </Suspense>
      )}
      {tab === 'alerts' && <Alerts />}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function AirQualityWithTexts() {
  return (
    <LazyMessages part="airQuality">
      <AirQuality />
    </LazyMessages>
  );
}
