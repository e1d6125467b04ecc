import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Drawer, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { accountSessions, revokeAccountSessions } from '@/services/portal/account';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { AccountItem, SessionItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

/** The account's live sessions (tokens), with a forced logout per session and for all of them. */
export default function SessionsDrawer({ account, onClose }: { account: AccountItem; onClose: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [count, setCount] = useState(0);

  const revoke = async (sessionId?: number) => {
    try {
      await revokeAccountSessions({ userId: account.id, ...(sessionId ? { sessionId } : {}) });
    } catch {
      return;
    }
    message.success(t('pages.account.sessions.revoked'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<SessionItem>[] = [
    {
      title: t('pages.account.sessions.ip'),
      dataIndex: 'ip',
      width: 140,
      render: (_, s) => (
        <>
          {s.ip || '-'} {s.current && <Tag color="blue">{t('pages.account.sessions.current')}</Tag>}
        </>
      ),
    },
    {
      title: t('pages.account.sessions.userAgent'),
      dataIndex: 'userAgent',
      ellipsis: true,
    },
    { title: t('pages.account.sessions.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', width: 160 },
    { title: t('pages.account.sessions.lastSeenAt'), dataIndex: 'lastSeenAt', valueType: 'dateTime', width: 160 },
    { title: t('pages.account.sessions.expiresAt'), dataIndex: 'expiresAt', valueType: 'dateTime', width: 160 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 90,
      render: (_, s) => [
        <Popconfirm key="revoke" title={t('pages.account.sessions.revokeConfirm')} onConfirm={() => revoke(s.id)}>
          <Typography.Link type="danger">{t('pages.account.sessions.revoke')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <Drawer open width={960} title={t('pages.account.sessions.title', { name: account.realName || account.username })} onClose={onClose}>
      <ProTable<SessionItem>
        actionRef={actionRef}
        rowKey="id"
        size="small"
        search={false}
        pagination={false}
        onRequestError={alreadyShown}
        columns={columns}
        options={{ reload: true, density: false, setting: false }}
        request={async () => {
          const res = await accountSessions({ userId: account.id });
          setCount(res.data.length);
          return { data: res.data, total: res.data.length, success: true };
        }}
        toolBarRender={() => [
          <Popconfirm key="all" title={t('pages.account.sessions.revokeAllConfirm')} onConfirm={() => revoke()} disabled={!count}>
            <Button danger disabled={!count}>
              {t('pages.account.sessions.revokeAll')}
            </Button>
          </Popconfirm>,
        ]}
      />
    </Drawer>
  );
}
