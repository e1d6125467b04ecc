import { PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Tabs } from 'antd';
import { useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import CuratedForm from './CuratedForm';
import CuratedList from './CuratedList';
import HitTest from './HitTest';
import Report from './Report';
import Usage from './Usage';
import type { CuratedDialog } from './types';
import { useT } from '@/utils/i18n';

/**
 * 政策问答 (issue #21, staff side): the hit test, curated answers, the report of questions declined or voted down,
 * and usage figures. The curated-answer dialog opens from any tab (a report row or a hit test prefills the question).
 */
function AssistantAdminPage() {
  const t = useT();
  const access = useAccess();
  const canEdit = access.can('assistant:edit');
  const [tab, setTab] = useState('hitTest');
  const [dialog, setDialog] = useState<CuratedDialog>();
  const [saved, setSaved] = useState(0);
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden={false}
        items={[
          { key: 'hitTest', label: t('assistantAdmin.tab.hitTest'), children: <HitTest canEdit={canEdit} onOpen={setDialog} /> },
          { key: 'curated', label: t('assistantAdmin.tab.curated'), children: <CuratedList canEdit={canEdit} reloadKey={saved} onOpen={setDialog} /> },
          { key: 'report', label: t('assistantAdmin.tab.report'), children: <Report canEdit={canEdit} onOpen={setDialog} /> },
          { key: 'usage', label: t('assistantAdmin.tab.usage'), children: <Usage /> },
        ]}
      />
      {dialog && (
        <CuratedForm
          dialog={dialog}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setSaved((n) => n + 1);
            setTab('curated');
          }}
        />
      )}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function AssistantAdminScreen() {
  return (
    <LazyMessages part="assistantAdmin">
      <AssistantAdminPage />
    </LazyMessages>
  );
}
