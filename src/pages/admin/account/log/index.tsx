import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { useT } from '@/utils/i18n';
import LoginLogTable from './LoginLogTable';
import OperationLogTable from './OperationLogTable';

/**
 * 操作日志 and 登录日志 as the page's tabs. `?entity=account&entityId=7` (the accounts screen's
 * 操作记录 link) opens the operation log filtered to that record; `?tab=login` the login log.
 */
export default function LogPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const entity = searchParams.get('entity') ?? undefined;
  const entityId = searchParams.get('entityId') ?? undefined;
  const tab = searchParams.get('tab') === 'login' ? 'login' : 'operation';

  return (
    <PageContainer
      tabActiveKey={tab}
      tabList={[
        { key: 'operation', tab: t('pages.log.operation') },
        { key: 'login', tab: t('pages.log.login') },
      ]}
      onTabChange={(key) => {
        const next = new URLSearchParams(searchParams);
        if (key === 'login') next.set('tab', 'login');
        else next.delete('tab');
        setSearchParams(next, { replace: true });
      }}
    >
      {tab === 'operation' ? (
        // A new filter in the address starts the table afresh with it.
        <OperationLogTable key={`${entity ?? ''}:${entityId ?? ''}`} entity={entity} entityId={entityId} />
      ) : (
        <LoginLogTable />
      )}
    </PageContainer>
  );
}
