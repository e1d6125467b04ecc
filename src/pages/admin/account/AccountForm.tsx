import { ProFormRadio, ProFormSelect, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import EntityModalForm from '@/components/EntityModalForm';
import PasswordFields from '@/components/PasswordFields';
import { saveAccount } from '@/services/portal/account';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { AccountItem, RoleOption } from './types';
import { PHONE_PATTERN } from '@shared/phone';

type Values = {
  username: string;
  password?: string;
  confirm?: string;
  realName: string;
  phone?: string;
  email?: string;
  departmentId?: number;
  roleIds?: number[];
  status: 'active' | 'disabled';
};

const FIELDS = ['username', 'password', 'realName', 'phone', 'email', 'departmentId', 'roleIds', 'status'];

/**
 * Create (no `account`) or edit an account. The username is fixed once created and the password
 * is set only on creation (afterwards: 重置密码). A duplicate username (409) or a password the
 * policy refuses (422) shows under its field. In one's own account the roles, department and status are
 * shown but locked: another administrator changes them (the server refuses it too).
 */
export default function AccountForm({
  account,
  self = false,
  departments,
  roles,
  onClose,
  onSaved,
}: {
  account?: AccountItem;
  /** The account is the signed-in user's own. */
  self?: boolean;
  departments: API.DepartmentNode[];
  roles: RoleOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const editing = !!account;

  return (
    <EntityModalForm<Values>
      name="accountForm"
      title={t(editing ? 'pages.account.edit' : 'pages.account.create')}
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        account
          ? {
              username: account.username,
              realName: account.realName,
              phone: account.phone ?? undefined,
              email: account.email ?? undefined,
              departmentId: account.departmentId ?? undefined,
              roleIds: account.roles.map((r) => r.id),
              status: account.status,
            }
          : { status: 'active', roleIds: [] }
      }
      fieldNames={FIELDS}
      save={({ confirm: _confirm, ...values }, options) =>
        saveAccount(
          {
            ...values,
            id: account?.id,
            username: values.username.trim(),
            password: editing ? undefined : values.password,
            phone: values.phone ?? '',
            email: values.email ?? '',
            roleIds: values.roleIds ?? [],
          },
          options,
        )
      }
      successMessage={t(editing ? 'common.saved' : 'common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="username"
        label={t('pages.account.username')}
        disabled={editing}
        fieldProps={{ autoComplete: 'off', maxLength: USERNAME_MAX }}
        rules={[
          { required: true, message: t('pages.account.username.required') },
          { min: USERNAME_MIN, max: USERNAME_MAX, message: t('pages.account.username.length', { min: USERNAME_MIN, max: USERNAME_MAX }) },
          { pattern: USERNAME_PATTERN, message: t('pages.account.username.pattern') },
        ]}
      />
      {!editing && <PasswordFields name="password" confirmName="confirm" label={t('pages.account.password')} />}
      <ProFormText
        name="realName"
        label={t('pages.account.realName')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('pages.account.realName.required') }]}
      />
      <ProFormText name="phone" label={t('pages.account.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('form.phone.invalid') }]} />
      <ProFormText name="email" label={t('pages.account.email')} rules={[{ type: 'email', message: t('form.email.invalid') }]} />
      <ProFormTreeSelect
        name="departmentId"
        label={t('pages.account.department')}
        disabled={self}
        tooltip={self ? t('pages.account.ownPowersLocked') : undefined}
        fieldProps={{
          treeData: departments,
          fieldNames: { label: 'name', value: 'id', children: 'children' },
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'name',
          allowClear: true,
        }}
      />
      <ProFormSelect
        name="roleIds"
        label={t('pages.account.roles')}
        disabled={self}
        tooltip={self ? t('pages.account.ownPowersLocked') : undefined}
        mode="multiple"
        options={roles.map((r) => ({ label: r.name, value: r.id, disabled: r.status === 'disabled' }))}
        fieldProps={{ optionFilterProp: 'label' }}
      />
      <ProFormRadio.Group
        name="status"
        label={t('pages.account.status')}
        disabled={self}
        tooltip={self ? t('pages.account.ownPowersLocked') : undefined}
        radioType="button"
        options={[
          { label: t('common.status.active'), value: 'active' },
          { label: t('common.status.disabled'), value: 'disabled' },
        ]}
      />
    </EntityModalForm>
  );
}
