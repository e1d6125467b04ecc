import { CarryOutOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useT } from '@/utils/i18n';
import { refreshTaskCount, useTaskCount } from './store';

/** How often the count is asked for while the header is shown. */
export const TASK_POLL_MS = 60_000;

/**
 * The header's to-do badge: how many approval tasks wait for the signed-in staff member (red when some are
 * overdue), refreshed every minute while the tab is visible; a click opens the inbox. Nothing for a visitor.
 */
export default function TaskCount() {
  const { initialState } = useModel('@@initialState');
  if (!initialState?.currentUser) return null;
  return <Counter key={initialState.currentUser.id} />;
}

function Counter() {
  const t = useT();
  const { todo, overdue } = useTaskCount();
  useEffect(() => {
    refreshTaskCount();
    const timer = window.setInterval(() => {
      if (!document.hidden) refreshTaskCount();
    }, TASK_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  const label = overdue ? t('workflow.inbox.badge.overdue', { count: todo, overdue }) : t('workflow.inbox.badge', { count: todo });
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} data-testid="task-count" onClick={() => history.push('/admin/tasks')}>
        <Badge count={todo} size="small" overflowCount={99} color={overdue ? undefined : '#1677ff'}>
          <CarryOutOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
