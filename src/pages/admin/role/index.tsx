import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { departmentTree } from '@/services/portal/account';
import { deleteRole, queryRoles, roleDetail } from '@/services/portal/role';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import GrantDrawer from './GrantDrawer';
import RoleForm from './RoleForm';
import { ADMIN_ROLE_CODE, DATA_SCOPES, type RoleDetail, type RoleItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create' } | { kind: 'edit'; role: RoleDetail } | { kind: 'grant'; role: RoleItem };

/** 角色管理: roles with their data scope; edit, grant menus and buttons, delete. */
export default function RolePage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const [departments, setDepartments] = useState<API.DepartmentNode[]>([]);

  useEffect(() => {
    // The custom data scope picks departments; without the accounts area the list stays empty.
    departmentTree({ skipErrorHandler: true })
      .then((res) => setDepartments(res.data ?? []))
      .catch(() => undefined);
  }, []);

  const reload = () => actionRef.current?.reload();

  const edit = async (role: RoleItem) => {
    const res = await roleDetail({ id: role.id }).catch(alreadyShown);
    if (res) setDialog({ kind: 'edit', role: res.data });
  };

  const remove = async (role: RoleItem) => {
    try {
      await deleteRole({ id: role.id });
    } catch {
      return; // the request layer has shown why (a role still in use)
    }
    message.success(t('common.deleted'));
    reload();
  };

  const adminTip = (dom: JSX.Element, key: string) => (
    <Tooltip key={key} title={t('pages.role.adminLocked')}>
      {dom}
    </Tooltip>
  );

  const columns: ProColumns<RoleItem>[] = [
    { title: t('pages.role.name'), dataIndex: 'name', width: 160 },
    {
      title: t('pages.role.code'),
      dataIndex: 'code',
      width: 150,
      render: (_, r) => <Tag color={r.code === ADMIN_ROLE_CODE ? 'gold' : undefined}>{r.code}</Tag>,
    },
    {
      title: t('pages.role.dataScope'),
      dataIndex: 'dataScope',
      search: false,
      width: 130,
      valueEnum: Object.fromEntries(DATA_SCOPES.map((s) => [s, { text: t(`pages.role.dataScope.${s}`) }])),
    },
    {
      title: t('pages.role.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: {
        active: { text: t('common.status.active'), status: 'Success' },
        disabled: { text: t('common.status.disabled'), status: 'Default' },
      },
    },
    { title: t('pages.role.userCount'), dataIndex: 'userCount', search: false, width: 90, align: 'right' },
    { title: t('pages.role.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { title: t('common.order'), dataIndex: 'order', search: false, width: 70, align: 'right' },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 165 },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 190,
      render: (_, r) => {
        const isAdmin = r.code === ADMIN_ROLE_CODE;
        return [
          access.can('role:save') && (
            <a key="edit" onClick={() => edit(r)}>
              {t('common.edit')}
            </a>
          ),
          access.can('role:grant') &&
            (isAdmin ? (
              adminTip(<Typography.Link disabled>{t('pages.role.grant')}</Typography.Link>, 'grant')
            ) : (
              <a key="grant" onClick={() => setDialog({ kind: 'grant', role: r })}>
                {t('pages.role.grant')}
              </a>
            )),
          access.can('role:delete') &&
            (isAdmin ? (
              adminTip(<Typography.Link disabled>{t('common.delete')}</Typography.Link>, 'delete')
            ) : (
              <Popconfirm
                key="delete"
                title={t('pages.role.deleteConfirm', { name: r.name })}
                description={r.userCount ? t('pages.role.deleteInUse', { count: r.userCount }) : undefined}
                onConfirm={() => remove(r)}
              >
                <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
              </Popconfirm>
            )),
        ].filter(Boolean);
      },
    },
  ];

  return (
    <PageContainer>
      <ProTable<RoleItem, API.queryRolesParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('pages.role.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1100 }}
        columnsState={{ persistenceKey: 'admin-role-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRequestError={alreadyShown}
        request={async ({ current, pageSize, name, code, status }) => {
          const res = await queryRoles({ current, pageSize, name: name || undefined, code: code || undefined, status: status || undefined });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          access.can('role:save')
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('pages.role.create')}
                </Button>,
              ]
            : []
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <RoleForm role={dialog.kind === 'edit' ? dialog.role : undefined} departments={departments} onClose={() => setDialog(undefined)} onSaved={reload} />
      )}
      {dialog?.kind === 'grant' && <GrantDrawer role={dialog.role} onClose={() => setDialog(undefined)} onSaved={reload} />}
    </PageContainer>
  );
}
