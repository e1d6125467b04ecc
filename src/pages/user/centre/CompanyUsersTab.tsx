import { UserAddOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Form, Input, Modal, Popconfirm, Radio, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { normaliseContact } from '@shared/contact';
import { useCallback, useEffect, useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import type { Visitor } from '@/models/visitor';
import {
  companyUsers,
  inviteCompanyUser,
  removeCompanyUser,
  revokeCompanyInvitation,
  setCompanyUserRole,
  transferCompanyAdmin,
} from '@/services/portal/visitor';
import { serverFieldError } from '@/utils/formRules';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

type Users = DataOf<typeof companyUsers>;
type Member = Users['members'][number];

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' }) : '–');

/** Its texts load with it (src/locales/load.ts `account`): visitors who never open it do not download them. */
export default function CompanyUsersTab(props: { visitor: Visitor }) {
  return (
    <LazyMessages part="account">
      <CompanyUsersTabContent {...props} />
    </LazyMessages>
  );
}

/**
 * 用户列表 (`/user/list`): the company's people. Its administrators invite colleagues (e-mail or mobile, 7 days,
 * once), make one administrator or member, hand their own role over and remove users; the server keeps the
 * company at least one administrator.
 */
function CompanyUsersTabContent({ visitor }: { visitor: Visitor }) {
  const t = useT();
  const { message } = useAntdApp();
  const [users, setUsers] = useState<Users>();
  const [state, setState] = useState<'loading' | 'ready' | 'outside' | 'failed'>('loading');
  const [inviting, setInviting] = useState(false);

  const load = useCallback(async () => {
    try {
      setUsers((await companyUsers({ skipErrorHandler: true })).data);
      setState('ready');
    } catch (err) {
      setState(serverFieldError(err).status === 403 ? 'outside' : 'failed');
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  if (state === 'loading') return <Skeleton active />;
  if (state === 'outside') {
    return (
      <Result
        status="info"
        title={t('companyAccount.users.outside')}
        extra={
          <Button type="primary" onClick={() => history.push('/user?tab=company')}>
            {t('companyAccount.claim.title')}
          </Button>
        }
      />
    );
  }
  if (state === 'failed' || !users)
    return <Result status="error" title={t('companyAccount.loadFailed')} extra={<Button onClick={load}>{t('companyAccount.retry')}</Button>} />;

  const isAdmin = users.myRole === 'admin';
  const act = async (action: () => Promise<{ data: Users } | unknown>, done: string) => {
    try {
      const res = (await action()) as { data?: Users };
      if (res?.data && 'members' in res.data) setUsers(res.data);
      else await load();
      message.success(t(done));
    } catch (err) {
      message.error(serverFieldError(err).message || t('companyAccount.failed'));
    }
  };
  const quiet = { skipErrorHandler: true };

  return (
    <div data-testid="company-users">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Text type="secondary">{isAdmin ? t('companyAccount.users.introAdmin') : t('companyAccount.users.intro')}</Typography.Text>
        {isAdmin && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('companyAccount.invite')}
          </Button>
        )}
      </Space>
      <Table<Member>
        rowKey="visitorId"
        size="middle"
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={users.members}
        columns={[
          {
            key: 'name',
            title: t('companyAccount.users.name'),
            render: (_, m) => (
              <Space>
                {m.displayName || m.email || m.phone}
                {m.visitorId === visitor.id && <Tag>{t('companyAccount.users.me')}</Tag>}
              </Space>
            ),
          },
          { key: 'contact', title: t('companyAccount.users.contact'), render: (_, m) => [m.email, m.phone].filter(Boolean).join(' / ') },
          {
            key: 'role',
            title: t('companyAccount.users.role'),
            render: (_, m) => <Tag color={m.role === 'admin' ? 'gold' : 'default'}>{t(`companyAccount.role.${m.role}`)}</Tag>,
          },
          { key: 'joinedAt', title: t('companyAccount.users.joinedAt'), render: (_, m) => day(m.joinedAt) },
          { key: 'lastLoginAt', title: t('companyAccount.users.lastLoginAt'), render: (_, m) => day(m.lastLoginAt) },
          {
            key: 'actions',
            title: t('companyAccount.actions'),
            hidden: !isAdmin,
            render: (_, m) =>
              m.visitorId === visitor.id ? null : (
                <Space size={12} wrap>
                  {m.role === 'member' ? (
                    <a onClick={() => act(() => setCompanyUserRole({ visitorId: m.visitorId, role: 'admin' }, quiet), 'companyAccount.users.saved')}>
                      {t('companyAccount.users.makeAdmin')}
                    </a>
                  ) : (
                    <a onClick={() => act(() => setCompanyUserRole({ visitorId: m.visitorId, role: 'member' }, quiet), 'companyAccount.users.saved')}>
                      {t('companyAccount.users.makeMember')}
                    </a>
                  )}
                  <Popconfirm
                    title={t('companyAccount.users.transferConfirm', { name: m.displayName || m.email || m.phone || '' })}
                    onConfirm={() => act(() => transferCompanyAdmin({ visitorId: m.visitorId }, quiet), 'companyAccount.users.transferred')}
                  >
                    <a>{t('companyAccount.users.transfer')}</a>
                  </Popconfirm>
                  <Popconfirm
                    title={t('companyAccount.users.removeConfirm', { name: m.displayName || m.email || m.phone || '' })}
                    onConfirm={() => act(() => removeCompanyUser({ visitorId: m.visitorId }, quiet), 'companyAccount.users.removed')}
                  >
                    <Typography.Link type="danger">{t('companyAccount.users.remove')}</Typography.Link>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {isAdmin && users.invitations.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('companyAccount.invitations')}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={users.invitations}
            columns={[
              { key: 'address', title: t('companyAccount.users.contact'), dataIndex: 'address' },
              { key: 'role', title: t('companyAccount.users.role'), render: (_, i) => t(`companyAccount.role.${i.role}`) },
              { key: 'invitedBy', title: t('companyAccount.invitedBy'), dataIndex: 'invitedBy' },
              { key: 'expiresAt', title: t('companyAccount.expiresAt'), render: (_, i) => day(i.expiresAt) },
              {
                key: 'actions',
                title: t('companyAccount.actions'),
                render: (_, i) => (
                  <Popconfirm
                    title={t('companyAccount.revokeConfirm')}
                    onConfirm={() => act(() => revokeCompanyInvitation({ id: i.id }, quiet), 'companyAccount.revoked')}
                  >
                    <a>{t('companyAccount.revoke')}</a>
                  </Popconfirm>
                ),
              },
            ]}
          />
        </>
      )}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={() => {
            setInviting(false);
            load();
          }}
        />
      )}
    </div>
  );
}

function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ address: string; role: 'admin' | 'member' }>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: { address: string; role: 'admin' | 'member' }) => {
    setSaving(true);
    try {
      await inviteCompanyUser(v, { skipErrorHandler: true });
      message.success(t('companyAccount.invited', { address: v.address }));
      onInvited();
    } catch (err) {
      const { field, message: text } = serverFieldError(err);
      if (field === 'address') form.setFields([{ name: 'address', errors: [text ?? ''] }]);
      else message.error(text || t('companyAccount.failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('companyAccount.invite')}
      okText={t('companyAccount.invite.send')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('companyAccount.invite.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'member' }}>
        <Form.Item
          name="address"
          label={t('companyAccount.invite.address')}
          rules={[
            { required: true, message: t('companyAccount.invite.required') },
            { validator: async (_, v: string) => (v && !normaliseContact(v) ? Promise.reject(new Error(t('companyAccount.invite.invalid'))) : undefined) },
          ]}
        >
          <Input maxLength={128} placeholder={t('companyAccount.invite.placeholder')} />
        </Form.Item>
        <Form.Item name="role" label={t('companyAccount.users.role')}>
          <Radio.Group
            options={[
              { value: 'member', label: t('companyAccount.role.member') },
              { value: 'admin', label: t('companyAccount.role.admin') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
