import { ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea, ProFormTreeSelect } from '@ant-design/pro-components';
import { Alert, TreeSelect } from 'antd';
import EntityModalForm from '@/components/EntityModalForm';
import { createRole, updateRole } from '@/services/portal/role';
import { ROLE_CODE_PATTERN } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { ADMIN_ROLE_CODE, DATA_SCOPES, type DataScope, type RoleDetail } from './types';

type Values = {
  name: string;
  code: string;
  dataScope: DataScope;
  departmentIds?: number[];
  status: 'active' | 'disabled';
  order?: number;
  remark?: string;
};

const FIELDS = ['name', 'code', 'dataScope', 'departmentIds', 'status', 'order', 'remark'];

/**
 * Create (no `role`) or edit a role. The departments are asked for only with the custom data
 * scope. The administrator role keeps its code, the data scope 全部数据 and the active status.
 */
export default function RoleForm({
  role,
  departments,
  onClose,
  onSaved,
}: {
  role?: RoleDetail;
  departments: API.DepartmentNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const isAdmin = role?.code === ADMIN_ROLE_CODE;

  return (
    <EntityModalForm<Values>
      name="roleForm"
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      title={t(role ? 'pages.role.edit' : 'pages.role.create')}
      initialValues={
        role
          ? {
              name: role.name,
              code: role.code,
              dataScope: role.dataScope,
              departmentIds: role.departmentIds,
              status: role.status,
              order: role.order,
              remark: role.remark ?? undefined,
            }
          : { dataScope: 'self', status: 'active', order: 0, departmentIds: [] }
      }
      fieldNames={FIELDS}
      save={(values, options) => {
        const body = {
          ...values,
          departmentIds: values.dataScope === 'custom' ? values.departmentIds ?? [] : [],
          order: values.order ?? 0,
          remark: values.remark ?? '',
        };
        return role ? updateRole({ ...body, id: role.id }, options) : createRole(body, options);
      }}
      successMessage={t(role ? 'common.saved' : 'common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {isAdmin && <Alert type="warning" showIcon message={t('pages.role.adminNote')} style={{ marginBottom: 16 }} />}
      <ProFormText
        name="name"
        label={t('pages.role.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('pages.role.name.required') }]}
      />
      <ProFormText
        name="code"
        label={t('pages.role.code')}
        disabled={isAdmin}
        fieldProps={{ maxLength: 64 }}
        tooltip={t('pages.role.code.tip')}
        rules={[
          { required: true, message: t('pages.role.code.required') },
          { min: 2, message: t('pages.role.code.pattern') },
          { pattern: ROLE_CODE_PATTERN, message: t('pages.role.code.pattern') },
        ]}
      />
      <ProFormSelect
        name="dataScope"
        label={t('pages.role.dataScope')}
        disabled={isAdmin}
        allowClear={false}
        tooltip={t('pages.role.dataScope.tip')}
        options={DATA_SCOPES.map((s) => ({ value: s, label: t(`pages.role.dataScope.${s}`) }))}
        rules={[{ required: true }]}
      />
      <ProFormDependency name={['dataScope']}>
        {({ dataScope }) =>
          dataScope === 'custom' && (
            <ProFormTreeSelect
              name="departmentIds"
              label={t('pages.role.departments')}
              rules={[{ required: true, type: 'array', min: 1, message: t('pages.role.departments.required') }]}
              fieldProps={{
                treeData: departments,
                fieldNames: { label: 'name', value: 'id', children: 'children' },
                multiple: true,
                treeCheckable: true,
                showCheckedStrategy: TreeSelect.SHOW_ALL,
                treeDefaultExpandAll: true,
                treeNodeFilterProp: 'name',
                maxTagCount: 'responsive',
              }}
            />
          )
        }
      </ProFormDependency>
      <ProFormRadio.Group
        name="status"
        label={t('pages.role.status')}
        radioType="button"
        disabled={isAdmin}
        options={[
          { label: t('common.status.active'), value: 'active' },
          { label: t('common.status.disabled'), value: 'disabled' },
        ]}
      />
      <ProFormDigit name="order" label={t('common.order')} min={0} max={9999} fieldProps={{ precision: 0 }} />
      <ProFormTextArea name="remark" label={t('pages.role.remark')} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </EntityModalForm>
  );
}
