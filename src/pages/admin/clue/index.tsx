import { PageContainer } from '@ant-design/pro-components';
import { useLocation } from '@umijs/max';
import { useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import ClueList from './ClueList';
import { cluesFromUrl } from './types';
import TaskTypes from './TaskTypes';

const TABS = ['mine', 'department', 'all', 'returning', 'taskTypes'] as const;
type Tab = (typeof TABS)[number];

/**
 * 招商线索: my clues, my department's, all within my data scope, those about to return to the pool, the task types.
 * `?tab=` opens a tab; `?stage=`, `?overdue=true` and `?signedFrom=`/`?signedTo=` filter its list (the dashboard links so).
 */
function CluePage() {
  const t = useT();
  const { search } = useLocation();
  const [{ asked, initial }] = useState(() => {
    const params = new URLSearchParams(search);
    return { asked: params.get('tab') as Tab | null, initial: cluesFromUrl(params) };
  });
  const [tab, setTab] = useState<Tab>(asked && TABS.includes(asked) ? asked : 'mine');
  // The filters of the address (a dashboard figure's list) apply to the tab it names, when first shown.
  const initialOf = (key: Tab) => (key === (asked ?? 'mine') ? initial : undefined);
  return (
    <PageContainer tabList={TABS.map((key) => ({ key, tab: t(`clue.tab.${key}`) }))} tabActiveKey={tab} onTabChange={(key) => setTab(key as Tab)}>
      {tab === 'returning' && <ClueList key="returning" scope="all" returning />}
      {tab === 'taskTypes' && <TaskTypes />}
      {(tab === 'mine' || tab === 'department' || tab === 'all') && <ClueList key={tab} scope={tab} initial={initialOf(tab)} />}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function ClueScreen() {
  return (
    <LazyMessages part="clue">
      <CluePage />
    </LazyMessages>
  );
}
