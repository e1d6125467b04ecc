import { PageContainer } from '@ant-design/pro-components';
import { useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import ForumBoards from './Boards';
import ForumPosts from './Posts';
import ForumWords from './Words';

type Tab = 'posts' | 'boards' | 'words';

/** 论坛管理: moderation of threads and replies (with readers' reports and held posts), the boards, the sensitive words. */
function ForumAdmin() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('posts');
  return (
    <PageContainer
      tabList={(['posts', 'boards', 'words'] as const).map((key) => ({ key, tab: t(`forumAdmin.tab.${key}`) }))}
      tabActiveKey={tab}
      onTabChange={(key) => setTab(key as Tab)}
    >
      {tab === 'posts' && <ForumPosts />}
      {tab === 'boards' && <ForumBoards />}
      {tab === 'words' && <ForumWords />}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function ForumAdminWithTexts() {
  return (
    <LazyMessages part="forumModeration">
      <ForumAdmin />
    </LazyMessages>
  );
}
