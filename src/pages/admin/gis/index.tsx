import { PageContainer } from '@ant-design/pro-components';
import { useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import MapTab from './MapTab';
import type { MapFocus } from './PlanMap';
import PoiList from './PoiList';

const TABS = ['map', 'pois'] as const;
type Tab = (typeof TABS)[number];

/** 园区地图: the site plan with the park's buildings, units, companies, clues' demand and points of interest; the points' list. */
function GisPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('map');
  const [focus, setFocus] = useState<MapFocus>();
  return (
    <PageContainer tabList={TABS.map((key) => ({ key, tab: t(`gis.tab.${key}`) }))} tabActiveKey={tab} onTabChange={(key) => setTab(key as Tab)}>
      {tab === 'map' && <MapTab focusRequest={focus} />}
      {tab === 'pois' && (
        <PoiList
          onLocate={(poi) => {
            setFocus({ key: `poi:${poi.id}`, name: poi.name, x: poi.x ?? 0, y: poi.y ?? 0, seq: Date.now() });
            setTab('map');
          }}
        />
      )}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function GisScreen() {
  return (
    <LazyMessages part="gis">
      <GisPage />
    </LazyMessages>
  );
}
