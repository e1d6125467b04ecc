import { Button, Drawer, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { linkStaffIdentity, staffIdentities, unlinkStaffIdentity } from '@/services/portal/sso';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import type { AccountItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Identity = DataOf<typeof staffIdentities>[number];
type Values = { subject: string; issuer?: string };

/** The error envelope of a refused call, for the form's field. */
const refusalOf = (err: unknown) => (err as { response?: { data?: { errorMessage?: string; message?: string; field?: string } } }).response?.data ?? {};

/**
 * 统一身份认证: the identities of the identity platform (OIDC_ISSUER) linked to a staff account. Staff sign in
 * through the platform only with an identity linked here; linking hands its holder the account, so the server
 * allows it only on accounts the admin may manage, never their own.
 */
export default function IdentitiesDrawer({ account, onClose }: { account: AccountItem; onClose: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [list, setList] = useState<Identity[]>();
  const [busy, setBusy] = useState(false);

  const load = () => staffIdentities({ userId: account.id }).then((res) => setList(res.data), onClose);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account.id]);

  const link = async (values: Values) => {
    setBusy(true);
    try {
      await linkStaffIdentity({ userId: account.id, subject: values.subject.trim(), issuer: values.issuer?.trim() || undefined }, { skipErrorHandler: true });
      message.success(t('pages.account.identities.linked'));
      form.resetFields();
      await load();
    } catch (err) {
      const refusal = refusalOf(err);
      const text = refusal.errorMessage || refusal.message || t('sso.failed');
      if (refusal.field === 'subject' || refusal.field === 'issuer') form.setFields([{ name: refusal.field, errors: [text] }]);
      else message.error(text);
    } finally {
      setBusy(false);
    }
  };
  const unlink = async (id: number) => {
    await unlinkStaffIdentity({ id });
    message.success(t('pages.account.identities.unlinked'));
    await load();
  };

  return (
    <Drawer open width={760} title={t('pages.account.identities.title', { name: account.realName || account.username })} onClose={onClose}>
      <Typography.Paragraph type="secondary">{t('pages.account.identities.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="inline" onFinish={link} style={{ marginBottom: 16 }}>
        <Form.Item name="subject" rules={[{ required: true, whitespace: true, message: t('pages.account.identities.subject.required') }]}>
          <Input placeholder={t('pages.account.identities.subject')} style={{ width: 240 }} maxLength={255} />
        </Form.Item>
        <Form.Item name="issuer">
          <Input placeholder={t('pages.account.identities.issuer')} style={{ width: 260 }} maxLength={255} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('pages.account.identities.link')}
        </Button>
      </Form>
      <Table<Identity>
        rowKey="id"
        size="small"
        loading={!list}
        dataSource={list}
        pagination={false}
        columns={[
          { title: t('pages.account.identities.subject'), dataIndex: 'subject' },
          { title: t('pages.account.identities.issuer'), dataIndex: 'issuer', ellipsis: true },
          {
            title: t('pages.account.identities.lastSignInAt'),
            dataIndex: 'lastSignInAt',
            render: (v: string | null) => (v ? new Date(v).toLocaleString() : '-'),
          },
          {
            title: t('common.actions'),
            render: (_, i) => (
              <Space>
                <Popconfirm title={t('pages.account.identities.unlinkConfirm')} onConfirm={() => unlink(i.id)}>
                  <Typography.Link type="danger">{t('pages.account.identities.unlink')}</Typography.Link>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
