import { ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useEffect, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { createNotice } from '@/services/portal/notify';
import { roleOptions } from '@/services/portal/role';
import { useT } from '@/utils/i18n';
import { NOTICE_TYPES, type NoticeType } from './types';

type Values = { title: string; content: string; type: NoticeType; roleId?: number };

const FIELDS = ['title', 'content', 'type', 'roleId'];

type RoleOption = Awaited<ReturnType<typeof roleOptions>>['data'][number];

/** 发布通知: to everyone, or only to the holders of one role. */
export default function NoticeForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [roles, setRoles] = useState<RoleOption[]>([]);

  useEffect(() => {
    // Without the roles area the audience stays "everyone".
    roleOptions({ skipErrorHandler: true })
      .then((res) => setRoles(res.data ?? []))
      .catch(() => undefined);
  }, []);

  return (
    <EntityModalForm<Values>
      title={t('org.notice.create')}
      width={600}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      submitter={{ searchConfig: { submitText: t('org.notice.publish') } }}
      initialValues={{ type: 'notice' }}
      fieldNames={FIELDS}
      save={(values, options) =>
        createNotice({ title: values.title.trim(), content: values.content.trim(), type: values.type, roleId: values.roleId || undefined }, options)
      }
      successMessage={t('org.notice.published')}
      onClose={onClose}
      onSaved={onSaved}
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
    </EntityModalForm>
  );
}
