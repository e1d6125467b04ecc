import { ProFormDigit, ProFormRadio, ProFormText, ProFormTextArea, ProFormTreeSelect } from '@ant-design/pro-components';
import EntityModalForm from '@/components/EntityModalForm';
import { createDepartment, departmentDetail, updateDepartment } from '@/services/portal/organization';

import { useT } from '@/utils/i18n';
import { departmentTreeSelectProps, toTreeSelectData, type DepartmentNode } from './shared';
import { PHONE_PATTERN } from '@shared/phone';

export type DepartmentDetail = Awaited<ReturnType<typeof departmentDetail>>['data'];

type Values = {
  parentId?: number;
  name: string;
  order?: number;
  leader?: string;
  phone?: string;
  email?: string;
  status: 'active' | 'disabled';
  remark?: string;
};

const FIELDS = ['parentId', 'name', 'order', 'leader', 'phone', 'email', 'status', 'remark'];

/**
 * Create a department (under `parentId`, 0 or none for the top level) or edit one (`department`).
 * The parent of an existing department changes through 移动, not here.
 */
export default function DepartmentForm({
  tree,
  parentId,
  department,
  onClose,
  onSaved,
}: {
  tree: DepartmentNode[];
  parentId?: number;
  department?: DepartmentDetail;
  onClose: () => void;
  onSaved: (saved: DepartmentDetail) => void;
}) {
  const t = useT();
  const editing = !!department;

  return (
    <EntityModalForm<Values, DepartmentDetail>
      title={t(editing ? 'org.department.edit' : parentId ? 'org.department.createChild' : 'org.department.createRoot')}
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        department
          ? {
              name: department.name,
              order: department.order,
              leader: department.leader ?? undefined,
              phone: department.phone ?? undefined,
              email: department.email ?? undefined,
              status: department.status,
              remark: department.remark ?? undefined,
            }
          : { parentId: parentId || undefined, order: 0, status: 'active' }
      }
      fieldNames={FIELDS}
      save={async ({ parentId: parent, ...values }, options) => {
        const common = { ...values, name: values.name.trim(), phone: values.phone?.trim() || '', email: values.email?.trim() || '' };
        const res = department
          ? await updateDepartment({ ...common, id: department.id }, options)
          : await createDepartment({ ...common, parentId: parent ?? 0 }, options);
        return res.data;
      }}
      successMessage={t(editing ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {!editing && (
        <ProFormTreeSelect
          name="parentId"
          label={t('org.department.parent')}
          placeholder={t('org.department.parent.root')}
          fieldProps={{ ...departmentTreeSelectProps, treeData: toTreeSelectData(tree, undefined, t('org.status.disabled')) }}
        />
      )}
      <ProFormText
        name="name"
        label={t('org.department.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('org.department.name.required') }]}
      />
      <ProFormDigit name="order" label={t('org.common.order')} min={0} max={9999} fieldProps={{ precision: 0 }} tooltip={t('org.common.order.tip')} />
      <ProFormText name="leader" label={t('org.department.leader')} fieldProps={{ maxLength: 64 }} />
      <ProFormText name="phone" label={t('org.common.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('org.form.phone.invalid') }]} />
      <ProFormText name="email" label={t('org.common.email')} rules={[{ type: 'email', message: t('org.form.email.invalid') }]} />
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
