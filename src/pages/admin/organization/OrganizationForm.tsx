import { ProForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { DictSelect } from '@/components/Dict';
import EntityModalForm from '@/components/EntityModalForm';
import { saveOrganization } from '@/services/portal/organization';

import { useT } from '@/utils/i18n';
import { CREDIT_CODE_PATTERN, ORG_TYPE_DICT, type OrganizationItem } from './types';
import { PHONE_PATTERN } from '@shared/phone';

type Values = {
  name: string;
  shortName?: string;
  type: string;
  creditCode?: string;
  contact?: string;
  phone?: string;
  address?: string;
  status: 'active' | 'disabled';
  remark?: string;
};

const FIELDS = ['name', 'shortName', 'type', 'creditCode', 'contact', 'phone', 'address', 'status', 'remark'];

/** Create (no `organization`) or edit an organisation; the server's field errors show under the field. */
export default function OrganizationForm({ organization, onClose, onSaved }: { organization?: OrganizationItem; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const editing = !!organization;

  return (
    <EntityModalForm<Values>
      title={t(editing ? 'org.organization.edit' : 'org.organization.create')}
      width={620}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        organization
          ? {
              name: organization.name,
              shortName: organization.shortName ?? undefined,
              type: organization.type,
              creditCode: organization.creditCode ?? undefined,
              contact: organization.contact ?? undefined,
              phone: organization.phone ?? undefined,
              address: organization.address ?? undefined,
              status: organization.status,
              remark: organization.remark ?? undefined,
            }
          : { status: 'active' }
      }
      fieldNames={FIELDS}
      save={(values, options) =>
        saveOrganization(
          {
            ...values,
            id: organization?.id,
            name: values.name.trim(),
            creditCode: values.creditCode?.trim().toUpperCase() || '',
            phone: values.phone?.trim() || '',
          },
          options,
        )
      }
      successMessage={t(editing ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('org.organization.name')}
        fieldProps={{ maxLength: 128 }}
        rules={[
          { required: true, whitespace: true, message: t('org.organization.name.required') },
          { min: 2, message: t('org.form.min', { min: 2 }) },
        ]}
      />
      <ProFormText name="shortName" label={t('org.organization.shortName')} fieldProps={{ maxLength: 64 }} />
      <ProForm.Item name="type" label={t('org.organization.type')} rules={[{ required: true, message: t('org.organization.type.required') }]}>
        <DictSelect name={ORG_TYPE_DICT} useDefault placeholder={t('org.form.select')} />
      </ProForm.Item>
      <ProFormText
        name="creditCode"
        label={t('org.organization.creditCode')}
        tooltip={t('org.organization.creditCode.tip')}
        fieldProps={{ maxLength: 18 }}
        normalize={(v?: string) => v?.toUpperCase()}
        rules={[
          { len: 18, message: t('org.organization.creditCode.length') },
          { pattern: CREDIT_CODE_PATTERN, message: t('org.organization.creditCode.invalid') },
        ]}
      />
      <ProFormText name="contact" label={t('org.organization.contact')} fieldProps={{ maxLength: 64 }} />
      <ProFormText name="phone" label={t('org.common.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('org.form.phone.invalid') }]} />
      <ProFormText name="address" label={t('org.organization.address')} fieldProps={{ maxLength: 255 }} />
      <ProFormRadio.Group
        name="status"
        label={t('org.common.status')}
        radioType="button"
        options={[
          { label: t('org.status.active'), value: 'active' },
          { label: t('org.status.disabled'), value: 'disabled' },
        ]}
      />
      <ProFormTextArea name="remark" label={t('org.common.remark')} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </EntityModalForm>
  );
}
