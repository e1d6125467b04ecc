import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Drawer, Popconfirm, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { loginLockouts, unlockLogin } from '@/services/portal/account';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { LockoutItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

/** Accounts and IP addresses locked after repeated failed logins, each with 解锁. */
export default function LockoutsDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();

  const columns: ProColumns<LockoutItem>[] = [
    {
      title: t('pages.account.lockouts.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (_, l) => <Tag color={l.kind === 'ip' ? 'purple' : 'orange'}>{t(`pages.account.lockouts.kind.${l.kind}`)}</Tag>,
    },
    { title: t('pages.account.lockouts.value'), dataIndex: 'value', copyable: true },
    { title: t('pages.account.lockouts.lockedUntil'), dataIndex: 'lockedUntil', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 80,
      render: (_, l) => [
        <Popconfirm
          key="unlock"
          title={t('pages.account.lockouts.unlockConfirm', { value: l.value })}
          onConfirm={async () => {
            try {
              await unlockLogin(l.kind === 'ip' ? { ip: l.value } : { username: l.value });
            } catch {
              return;
            }
            message.success(t('pages.account.lockouts.unlocked'));
            actionRef.current?.reload();
          }}
        >
          <Typography.Link>{t('pages.account.lockouts.unlock')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <Drawer open width={640} title={t('pages.account.lockouts.title')} onClose={onClose}>
      <ProTable<LockoutItem>
        actionRef={actionRef}
        rowKey={(l) => `${l.kind}:${l.value}`}
        size="small"
        search={false}
        pagination={false}
        onRequestError={alreadyShown}
        columns={columns}
        options={{ reload: true, density: false, setting: false }}
        headerTitle={<Typography.Text type="secondary">{t('pages.account.lockouts.note')}</Typography.Text>}
        request={async () => {
          const res = await loginLockouts();
          return { data: res.data, total: res.data.length, success: true };
        }}
      />
    </Drawer>
  );
}
