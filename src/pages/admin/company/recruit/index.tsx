import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import { recruitTypes } from '@/services/portal/company';
import { useT } from '@/utils/i18n';
import PostTable from './PostTable';
import TypeTable from './TypeTable';
import type { RecruitType } from './types';

/**
 * 招聘管理: the companies' recruitment posts and the types they are filed under. ?companyId= opens
 * the posts of one company (the link on a company's page).
 */
export default function RecruitPage() {
  const t = useT();
  const access = useAccess();
  const canSave = access.can('recruit:save');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'types' ? 'types' : 'posts';
  const [types, setTypes] = useState<RecruitType[]>([]);
  const [typeFilter, setTypeFilter] = useState<number>();

  const loadTypes = useCallback(async () => {
    try {
      const res = await recruitTypes();
      setTypes(res.data as RecruitType[]);
    } catch {
      // The request layer has said why; the type filter stays empty.
    }
  }, []);
  useEffect(() => {
    loadTypes();
  }, [loadTypes]);

  const switchTo = (key: string) => {
    const next = new URLSearchParams(searchParams);
    if (key === 'types') next.set('tab', 'types');
    else next.delete('tab');
    setSearchParams(next, { replace: true });
  };

  return (
    <PageContainer
      tabList={[
        { key: 'posts', tab: t('recruit.tab.posts') },
        { key: 'types', tab: t('recruit.tab.types') },
      ]}
      tabActiveKey={tab}
      onTabChange={switchTo}
    >
      {tab === 'posts' ? (
        <PostTable types={types} canSave={canSave} initial={{ companyId: Number(searchParams.get('companyId')) || undefined, typeId: typeFilter }} />
      ) : (
        <TypeTable
          canSave={canSave}
          onChanged={loadTypes}
          onShowPosts={(type) => {
            setTypeFilter(type.id);
            switchTo('posts');
          }}
        />
      )}
    </PageContainer>
  );
}
