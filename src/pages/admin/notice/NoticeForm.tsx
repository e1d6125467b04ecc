import { ModalForm, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { useEffect, useState } from 'react';
import { createNotice } from '@/services/portal/notify';
import { roleOptions } from '@/services/portal/role';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { NOTICE_TYPES, type NoticeType } from './types';

type Values = { title: string; content: string; type: NoticeType; roleId?: number };

type RoleOption = Awaited<ReturnType<typeof roleOptions>>['data'][number];

/** 发布通知: to everyone, or only to the holders of one role. */
export default function NoticeForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [roles, setRoles] = useState<RoleOption[]>([]);

  useEffect(() => {
    // Without the roles area the audience stays "everyone".
    roleOptions({ skipErrorHandler: true })
      .then((res) => setRoles(res.data ?? []))
      .catch(() => undefined);
  }, []);

  return (
    <ModalForm<Values>
      form={form}
      open
      title={t('org.notice.create')}
      width={600}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      modalProps={{ maskClosable: false, destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('org.notice.publish') } }}
      onOpenChange={(open) => !open && onClose()}
      initialValues={{ type: 'notice' }}
      onFinish={async (values) => {
        try {
          await createNotice(
            { title: values.title.trim(), content: values.content.trim(), type: values.type, roleId: values.roleId || undefined },
            { skipErrorHandler: true },
          );
        } catch (err) {
          applyServerError(form, err, ['title', 'content', 'type', 'roleId'], (text) => message.error(text));
          return false;
        }
        message.success(t('org.notice.published'));
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="title"
        label={t('org.notice.heading')}
        fieldProps={{ maxLength: 128, showCount: true }}
        rules={[{ required: true, whitespace: true, message: t('org.notice.heading.required') }]}
      />
      <ProFormTextArea
        name="content"
        label={t('org.notice.content')}
        fieldProps={{ maxLength: 5000, showCount: true, rows: 6 }}
        rules={[{ required: true, whitespace: true, message: t('org.notice.content.required') }]}
      />
      <ProFormRadio.Group
        name="type"
        label={t('org.notice.type')}
        radioType="button"
        options={NOTICE_TYPES.map((type) => ({ label: t(`org.notice.type.${type}`), value: type }))}
      />
      <ProFormSelect
        name="roleId"
        label={t('org.notice.role')}
        placeholder={t('org.notice.role.everyone')}
        tooltip={t('org.notice.role.tip')}
        options={roles.map((r) => ({ label: r.name, value: r.id, disabled: r.status === 'disabled' }))}
        fieldProps={{ allowClear: true, showSearch: true, optionFilterProp: 'label' }}
      />
    </ModalForm>
  );
}
