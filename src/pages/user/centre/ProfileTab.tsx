import { useDispatch } from '@umijs/max';
import { Button, Descriptions, Form, Input, Modal, Space, Switch, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { normaliseContact } from '@shared/contact';
import CodeButton from '@/components/VisitorAuth/CodeButton';
import { refusalOf } from '@/components/VisitorAuth/refusal';
import type { Visitor } from '@/models/visitor';
import { visitorChangeContact, visitorSendContactCode, visitorUpdateProfile } from '@/services/portal/visitor';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

type Channel = 'email' | 'sms';

/** Puts the server's refusal under the field it names (when the form has it), or shows it as a message. */
function useRefusal() {
  const t = useT();
  const { message } = useAntdApp();
  return <V,>(err: unknown, form: FormInstance<V>, fields: (keyof V & string)[]) => {
    const refusal = refusalOf(err, t('visitor.failed'));
    const field = fields.find((f) => f === refusal.field);
    if (field) form.setFields([{ name: field as Parameters<FormInstance<V>['setFields']>[0][number]['name'], errors: [refusal.message] }]);
    else message.error(refusal.message);
  };
}

/** The display name, in a small dialog. */
function NameDialog({ visitor, onClose }: { visitor: Visitor; onClose: () => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const { message } = useAntdApp();
  const refuse = useRefusal();
  const [form] = Form.useForm<{ displayName: string }>();
  const [busy, setBusy] = useState(false);
  const save = async ({ displayName }: { displayName: string }) => {
    setBusy(true);
    try {
      const res = await visitorUpdateProfile({ displayName: displayName ?? '' }, { skipErrorHandler: true });
      dispatch({ type: 'visitor/save', payload: res.data });
      message.success(t('userCentre.saved'));
      onClose();
    } catch (err) {
      refuse(err, form, ['displayName']);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('userCentre.name.edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('userCentre.save')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ displayName: visitor.displayName }} onFinish={save}>
        <Form.Item name="displayName" label={t('userCentre.name')} rules={[{ max: 64, message: t('userCentre.name.max') }]} extra={t('userCentre.name.hint')}>
          <Input autoComplete="name" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A new e-mail address or mobile number, confirmed by the code sent to it. */
function ContactDialog({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const { message } = useAntdApp();
  const refuse = useRefusal();
  const [form] = Form.useForm<{ address: string; code: string }>();
  const [busy, setBusy] = useState(false);
  const what = channel === 'email' ? 'email' : 'phone';
  const save = async (values: { address: string; code: string }) => {
    setBusy(true);
    try {
      const res = await visitorChangeContact(values, { skipErrorHandler: true });
      dispatch({ type: 'visitor/save', payload: res.data });
      message.success(t(`userCentre.${what}.changed`));
      onClose();
    } catch (err) {
      refuse(err, form, ['address', 'code']);
    } finally {
      setBusy(false);
    }
  };
  const addressRules = [
    { required: true, message: t(`userCentre.${what}.required`) },
    {
      validator: (_: unknown, v?: string) =>
        !v || normaliseContact(v)?.channel === channel ? Promise.resolve() : Promise.reject(new Error(t(`userCentre.${what}.invalid`))),
    },
  ];
  return (
    <Modal
      open
      title={t(`userCentre.${what}.change`)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('userCentre.confirm')}
      confirmLoading={busy}
      destroyOnHidden
      data-testid="contact-dialog"
    >
      <Typography.Paragraph type="secondary">{t('userCentre.contact.desc')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item name="address" label={t(`userCentre.${what}.new`)} rules={addressRules}>
          <Input autoComplete={channel === 'email' ? 'email' : 'tel'} inputMode={channel === 'email' ? 'email' : 'numeric'} />
        </Form.Item>
        <Form.Item label={t('visitor.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t('visitor.code.required') }]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label={t('visitor.code')} />
            </Form.Item>
            <CodeButton address={() => form.getFieldValue('address')} send={(address) => visitorSendContactCode({ address }, { skipErrorHandler: true })} />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Whether notices (application results, membership) also come by e-mail: saved as soon as it is switched. */
function EmailNoticesSwitch({ visitor }: { visitor: Visitor }) {
  const t = useT();
  const dispatch = useDispatch();
  const { message } = useAntdApp();
  const [busy, setBusy] = useState(false);
  const change = async (emailNotices: boolean) => {
    setBusy(true);
    try {
      const res = await visitorUpdateProfile({ emailNotices }, { skipErrorHandler: true });
      dispatch({ type: 'visitor/save', payload: res.data });
      message.success(t('userCentre.saved'));
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Switch checked={visitor.emailNotices} loading={busy} onChange={change} aria-label={t('userCentre.emailNotices')} data-testid="email-notices" />
      <Typography.Text type="secondary">{t(visitor.email ? 'userCentre.emailNotices.hint' : 'userCentre.emailNotices.noEmail')}</Typography.Text>
    </Space>
  );
}

/** The profile tab: the display name and the bound e-mail address and mobile number, each changed in a dialog; e-mail notices. */
export default function ProfileTab({ visitor }: { visitor: Visitor }) {
  const t = useT();
  const [editing, setEditing] = useState<'name' | Channel>();
  const close = () => setEditing(undefined);
  const bound = (value: string | null, channel: Channel) => (
    <Space wrap>
      {value ?? <Typography.Text type="secondary">{t('userCentre.unbound')}</Typography.Text>}
      <Button size="small" onClick={() => setEditing(channel)} data-testid={`change-${channel}`}>
        {t(value ? 'userCentre.change' : 'userCentre.bind')}
      </Button>
    </Space>
  );
  return (
    <>
      <Descriptions column={1} bordered size="middle" style={{ maxWidth: 720 }} data-testid="centre-profile">
        <Descriptions.Item label={t('userCentre.name')}>
          <Space wrap>
            {visitor.displayName || <Typography.Text type="secondary">{t('userCentre.name.none')}</Typography.Text>}
            <Button size="small" onClick={() => setEditing('name')} data-testid="edit-name">
              {t('userCentre.edit')}
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('userCentre.email')}>{bound(visitor.email, 'email')}</Descriptions.Item>
        <Descriptions.Item label={t('userCentre.phone')}>{bound(visitor.phone, 'sms')}</Descriptions.Item>
        <Descriptions.Item label={t('userCentre.emailNotices')}>
          <EmailNoticesSwitch visitor={visitor} />
        </Descriptions.Item>
        <Descriptions.Item label={t('userCentre.since')}>{dayjs(visitor.createdAt).format('YYYY-MM-DD')}</Descriptions.Item>
      </Descriptions>
      {editing === 'name' && <NameDialog visitor={visitor} onClose={close} />}
      {(editing === 'email' || editing === 'sms') && <ContactDialog channel={editing} onClose={close} />}
    </>
  );
}
