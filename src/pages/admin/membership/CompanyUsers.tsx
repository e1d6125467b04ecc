import { useAccess } from '@umijs/max';
import { Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { queryCompanyUsers, staffRemoveCompanyUser, staffSetCompanyUserRole } from '@/services/portal/membership';
import { formatMoment } from '@/utils/chinaTime';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import ChangesTable from './ChangesTable';
import ClaimsTable from './ClaimsTable';
import type { CompanyUser } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Users = Awaited<ReturnType<typeof queryCompanyUsers>>['data'];

/**
 * A company's page, tab 用户与认领: its users on the public front (staff may set a role or remove one; the company
 * keeps an administrator), open invitations, and its claims and change requests with the same review as the
 * review screen.
 */
export default function CompanyUsers({ companyId }: { companyId: number }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const [users, setUsers] = useState<Users>();
  const canReview = access.can('membership:review');

  const load = useCallback(() => {
    queryCompanyUsers({ companyId })
      .then((res) => setUsers(res.data))
      .catch(() => undefined);
  }, [companyId]);
  useEffect(load, [load]);

  const act = async (action: () => Promise<{ data: Users }>) => {
    try {
      setUsers((await action()).data);
      message.success(t('membership.saved'));
    } catch (err) {
      message.error(serverFieldError(err).message || t('membership.failed'));
    }
  };
  const quiet = { skipErrorHandler: true };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('membership.users')}>
        <Table<CompanyUser>
          rowKey="visitorId"
          size="small"
          loading={!users}
          pagination={false}
          dataSource={users?.members ?? []}
          locale={{ emptyText: t('membership.users.none') }}
          columns={[
            { key: 'name', title: t('membership.users.name'), render: (_, m) => m.displayName || '–' },
            { key: 'contact', title: t('membership.users.contact'), render: (_, m) => [m.email, m.phone].filter(Boolean).join(' / ') },
            {
              key: 'role',
              title: t('membership.users.role'),
              render: (_, m) => <Tag color={m.role === 'admin' ? 'gold' : 'default'}>{t(`companyAccount.role.${m.role}`)}</Tag>,
            },
            { key: 'joinedAt', title: t('membership.users.joinedAt'), render: (_, m) => formatMoment(m.joinedAt) },
            { key: 'lastLoginAt', title: t('membership.users.lastLoginAt'), render: (_, m) => formatMoment(m.lastLoginAt) },
            {
              key: 'actions',
              title: t('membership.actions'),
              hidden: !canReview,
              render: (_, m) => (
                <Space size={12}>
                  <a
                    onClick={() =>
                      act(() => staffSetCompanyUserRole({ companyId, visitorId: m.visitorId, role: m.role === 'admin' ? 'member' : 'admin' }, quiet))
                    }
                  >
                    {m.role === 'admin' ? t('companyAccount.users.makeMember') : t('companyAccount.users.makeAdmin')}
                  </a>
                  <Popconfirm
                    title={t('companyAccount.users.removeConfirm', { name: m.displayName || m.email || m.phone || '' })}
                    onConfirm={() => act(() => staffRemoveCompanyUser({ companyId, visitorId: m.visitorId }, quiet))}
                  >
                    <Typography.Link type="danger">{t('companyAccount.users.remove')}</Typography.Link>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
        {!!users?.invitations.length && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('membership.users.invitations', {
              list: users.invitations.map((i) => `${i.address}（${t(`companyAccount.role.${i.role}`)}，${formatMoment(i.expiresAt)}）`).join('；'),
            })}
          </Typography.Paragraph>
        )}
      </Card>
      <ClaimsTable companyId={companyId} />
      <ChangesTable companyId={companyId} />
    </Space>
  );
}
