import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { defaultPasswordPolicy, passwordProblem } from '@shared/passwordPolicy';
import { refusalOf } from '@/components/VisitorAuth/refusal';
import type { Visitor } from '@/models/visitor';
import { visitorChangePassword, visitorRevokeOtherSessions, visitorRevokeSession, visitorSessions } from '@/services/portal/visitor';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

type Session = DataOf<typeof visitorSessions>[number];
type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** A browser's name and system from its user agent, enough to tell one's devices apart. */
export function deviceOf(userAgent: string | null) {
  if (!userAgent) return '';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /MicroMessenger/i.test(userAgent)
    ? 'WeChat'
    : /Chrome\//.test(userAgent)
    ? 'Chrome'
    : /Firefox\//.test(userAgent)
    ? 'Firefox'
    : /Safari\//.test(userAgent)
    ? 'Safari'
    : '';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
    ? 'Android'
    : /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent)
    ? 'macOS'
    : /Linux/.test(userAgent)
    ? 'Linux'
    : '';
  return [browser, system].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
}

/** The password: the current one, then the new one twice, under the same rules as at registration. */
function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    setBusy(true);
    try {
      await visitorChangePassword({ currentPassword, newPassword }, { skipErrorHandler: true });
      message.success(t('userCentre.password.changed'));
      form.resetFields();
      onChanged();
    } catch (err) {
      const refusal = refusalOf(err, t('visitor.failed'));
      if (refusal.field === 'currentPassword' || refusal.field === 'newPassword') form.setFields([{ name: refusal.field, errors: [refusal.message] }]);
      else message.error(refusal.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<PasswordValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 400 }} data-testid="password-form">
      <Form.Item name="currentPassword" label={t('userCentre.password.current')} rules={[{ required: true, message: t('visitor.password.required') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('visitor.password.new')}
        extra={t('visitor.password.rule')}
        rules={[
          { required: true, message: t('visitor.password.required') },
          {
            validator: (_: unknown, v?: string) =>
              !v || !passwordProblem(v, defaultPasswordPolicy) ? Promise.resolve() : Promise.reject(new Error(t('visitor.password.rule'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('userCentre.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('userCentre.password.confirm.required') },
          ({ getFieldValue }) => ({
            validator: (_: unknown, v?: string) =>
              !v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('userCentre.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('userCentre.password.submit')}
      </Button>
    </Form>
  );
}

/** Where the visitor is signed in: each session's device, address, start and last use; end one or all others. */
function Sessions({ reload }: { reload: number }) {
  const t = useT();
  const { message } = useAntdApp();
  const [sessions, setSessions] = useState<Session[]>();
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      setSessions((await visitorSessions({ skipErrorHandler: true })).data);
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    load();
    // Asked at first and after each change of password (reload), not whenever the texts' functions change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(done);
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    }
    await load();
  };
  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <>
      <Table<Session>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={sessions}
        pagination={false}
        scroll={{ x: 640 }}
        data-testid="sessions"
        columns={[
          {
            title: t('userCentre.sessions.device'),
            dataIndex: 'userAgent',
            render: (ua: string | null, s) => (
              <Space>
                <Tooltip title={ua}>{deviceOf(ua) || t('userCentre.sessions.unknown')}</Tooltip>
                {s.current && <Tag color="green">{t('userCentre.sessions.current')}</Tag>}
              </Space>
            ),
          },
          { title: t('userCentre.sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
          { title: t('userCentre.sessions.created'), dataIndex: 'createdAt', render: when },
          { title: t('userCentre.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: when },
          {
            title: t('userCentre.sessions.action'),
            key: 'action',
            render: (_, s) =>
              s.current ? null : (
                <Popconfirm
                  title={t('userCentre.sessions.revoke.confirm')}
                  onConfirm={() => act(() => visitorRevokeSession({ id: s.id }, { skipErrorHandler: true }), t('userCentre.sessions.revoked'))}
                >
                  <Button size="small" danger data-testid={`revoke-${s.id}`}>
                    {t('userCentre.sessions.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Popconfirm
        title={t('userCentre.sessions.revokeOthers.confirm')}
        onConfirm={() => act(() => visitorRevokeOtherSessions({ skipErrorHandler: true }), t('userCentre.sessions.revokedOthers'))}
        disabled={!others}
      >
        <Button style={{ marginTop: 16 }} disabled={!others} data-testid="revoke-others">
          {t('userCentre.sessions.revokeOthers')}
        </Button>
      </Popconfirm>
    </>
  );
}

/** The security tab: the password, and the sessions signed in with the account. */
export default function SecurityTab(_: { visitor: Visitor }) {
  const t = useT();
  // A new password ends the other sessions: the list is asked again.
  const [reload, setReload] = useState(0);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('userCentre.password.title')} size="small">
        <Typography.Paragraph type="secondary">{t('userCentre.password.desc')}</Typography.Paragraph>
        <PasswordForm onChanged={() => setReload((n) => n + 1)} />
      </Card>
      <Card title={t('userCentre.sessions.title')} size="small">
        <Typography.Paragraph type="secondary">{t('userCentre.sessions.desc')}</Typography.Paragraph>
        <Sessions reload={reload} />
      </Card>
    </Space>
  );
}
