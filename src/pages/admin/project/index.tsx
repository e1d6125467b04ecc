import { PageContainer } from '@ant-design/pro-components';
import { useLocation } from '@umijs/max';
import { useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import Flows from './Flows';
import ProjectList from './ProjectList';
import { projectsFromUrl } from './types';

const TABS = ['projects', 'flows'] as const;
type Tab = (typeof TABS)[number];

/**
 * 招商项目: the projects with their category tree, and the schedule flows. `?id=` opens a project (an overdue notice
 * links so); `?tab=` and the list's filters (`?status=`, `?signedFrom=`, `?hasOverdueMilestone=true`…) filter it (the
 * projects dashboard links so).
 */
function ProjectPage() {
  const t = useT();
  const { search } = useLocation();
  const [{ opened, initial }] = useState(() => {
    const params = new URLSearchParams(search);
    const id = Number(params.get('id'));
    return { opened: Number.isInteger(id) && id > 0 ? id : undefined, initial: projectsFromUrl(params) };
  });
  const [tab, setTab] = useState<Tab>('projects');
  return (
    <PageContainer tabList={TABS.map((key) => ({ key, tab: t(`project.tab.${key}`) }))} tabActiveKey={tab} onTabChange={(key) => setTab(key as Tab)}>
      {tab === 'projects' ? <ProjectList opened={opened} initial={initial} /> : <Flows />}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function ProjectScreen() {
  return (
    <LazyMessages part="project">
      <ProjectPage />
    </LazyMessages>
  );
}
