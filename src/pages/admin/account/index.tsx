import { LockOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess, useModel } from '@umijs/max';
import { Avatar, Button, Col, Popconfirm, Row, Space, Switch, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { deleteAccount, departmentTree, queryAccounts, setAccountStatus } from '@/services/portal/account';
import { roleOptions } from '@/services/portal/role';
import { alreadyShown } from '@/utils/formRules';
import DepartmentTree from '@/components/DepartmentTree';
import { useT } from '@/utils/i18n';
import { accountSort } from './query';
import type { AccountItem, RoleOption } from './types';
import { useAntdApp } from '@/components/AntdApp';

// The dialogs and drawers load when opened, not with the list.
const AccountForm = lazy(() => import('./AccountForm'));
const ResetPasswordForm = lazy(() => import('./ResetPasswordForm'));
const SessionsDrawer = lazy(() => import('./SessionsDrawer'));
const IdentitiesDrawer = lazy(() => import('./IdentitiesDrawer'));
const LockoutsDrawer = lazy(() => import('./LockoutsDrawer'));

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; account: AccountItem }
  | { kind: 'password'; account: AccountItem }
  | { kind: 'sessions'; account: AccountItem }
  | { kind: 'identities'; account: AccountItem }
  | { kind: 'lockouts' };

/** 账号管理: the department tree on the left, the accounts of the chosen department on the right. */
export default function AccountPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id;
  const actionRef = useRef<ActionType>();
  const [departments, setDepartments] = useState<API.DepartmentNode[]>([]);
  const [departmentsLoading, setDepartmentsLoading] = useState(true);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [departmentId, setDepartmentId] = useState<number>();
  const pickDepartment = (id?: number) => {
    setDepartmentId(id);
    actionRef.current?.setPageInfo?.({ current: 1 });
  };
  const [dialog, setDialog] = useState<Dialog>();
  const [switching, setSwitching] = useState<number>();

  const canSave = access.can('account:save');

  useEffect(() => {
    departmentTree()
      .then((res) => setDepartments(res.data ?? []))
      .catch(() => undefined)
      .finally(() => setDepartmentsLoading(false));
    roleOptions()
      .then((res) => setRoles(res.data ?? []))
      .catch(() => undefined);
  }, []);

  const reload = () => actionRef.current?.reload();

  const changeStatus = async (account: AccountItem, active: boolean) => {
    setSwitching(account.id);
    try {
      await setAccountStatus({ id: account.id, status: active ? 'active' : 'disabled' });
      message.success(t(active ? 'pages.account.enabled' : 'pages.account.disabled'));
      reload();
    } catch {
      // The request layer has shown the reason (e.g. you cannot disable yourself).
    } finally {
      setSwitching(undefined);
    }
  };

  const remove = async (account: AccountItem) => {
    try {
      await deleteAccount({ id: account.id });
    } catch {
      return; // the request layer has shown why (the last administrator, yourself)
    }
    message.success(t('common.deleted'));
    reload();
  };

  const columns: ProColumns<AccountItem>[] = [
    {
      title: t('pages.account.keyword'),
      dataIndex: 'name',
      hideInTable: true,
      fieldProps: { placeholder: t('pages.account.keyword.placeholder') },
    },
    {
      title: t('pages.account.username'),
      dataIndex: 'username',
      sorter: true,
      search: false,
      fixed: 'left',
      width: 150,
      render: (_, a) => (
        <Space size={6}>
          <Avatar size="small" src={a.avatar || undefined} icon={<UserOutlined />} />
          <span>{a.username}</span>
        </Space>
      ),
    },
    { title: t('pages.account.realName'), dataIndex: 'realName', sorter: true, search: false, width: 110 },
    { title: t('pages.account.department'), dataIndex: 'departmentName', search: false, width: 130, ellipsis: true },
    {
      title: t('pages.account.roles'),
      dataIndex: 'roles',
      search: false,
      width: 180,
      render: (_, a) =>
        a.roles.length ? (
          <Space size={[0, 4]} wrap>
            {a.roles.map((r) => (
              <Tag key={r.id} color={r.code === 'admin' ? 'gold' : 'blue'}>
                {r.name}
              </Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('pages.account.role'),
      dataIndex: 'roleId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: roles.map((r) => ({ label: r.name, value: r.id })), showSearch: true, optionFilterProp: 'label' },
    },
    { title: t('pages.account.phone'), dataIndex: 'phone', width: 130 },
    { title: t('pages.account.email'), dataIndex: 'email', search: false, ellipsis: true, width: 190 },
    {
      title: t('pages.account.status'),
      dataIndex: 'status',
      width: 120,
      valueType: 'select',
      valueEnum: {
        active: { text: t('common.status.active'), status: 'Success' },
        disabled: { text: t('common.status.disabled'), status: 'Default' },
      },
      render: (dom, a) => (
        <Space size={8}>
          {dom}
          {canSave && (
            <Switch
              size="small"
              checked={a.status === 'active'}
              loading={switching === a.id}
              disabled={a.id === me}
              title={a.id === me ? t('pages.account.cannotDisableSelf') : undefined}
              onChange={(checked) => changeStatus(a, checked)}
            />
          )}
        </Space>
      ),
    },
    { title: t('pages.account.lastLoginAt'), dataIndex: 'lastLoginAt', valueType: 'dateTime', sorter: true, search: false, width: 165 },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', sorter: true, search: false, width: 165 },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 300,
      render: (_, a) =>
        [
          canSave && (
            <a key="edit" onClick={() => setDialog({ kind: 'edit', account: a })}>
              {t('common.edit')}
            </a>
          ),
          canSave && a.id !== me && (
            <a key="password" onClick={() => setDialog({ kind: 'password', account: a })}>
              {t('pages.account.resetPassword')}
            </a>
          ),
          access.can('account:session') && (
            <a key="sessions" onClick={() => setDialog({ kind: 'sessions', account: a })}>
              {t('pages.account.sessions')}
            </a>
          ),
          canSave && a.id !== me && (
            <a key="identities" onClick={() => setDialog({ kind: 'identities', account: a })}>
              {t('pages.account.identities')}
            </a>
          ),
          access.can('log:query') && (
            <Link key="log" to={`/admin/log?entity=account&entityId=${a.id}`}>
              {t('pages.account.log')}
            </Link>
          ),
          access.can('account:delete') && a.id !== me && (
            <Popconfirm key="delete" title={t('pages.account.deleteConfirm', { name: a.username })} onConfirm={() => remove(a)}>
              <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7} lg={6} xxl={5}>
          {/* Picking a department lists its accounts and those below it (the server includes them); picking it again, or 全部, lists everyone. */}
          <DepartmentTree
            departments={departments}
            loading={departmentsLoading}
            title={t('pages.account.departments')}
            searchPlaceholder={t('pages.account.searchDepartment')}
            extra={
              <Button size="small" type="link" disabled={departmentId === undefined} onClick={() => pickDepartment(undefined)}>
                {t('pages.account.allDepartments')}
              </Button>
            }
            selectedId={departmentId}
            onSelect={pickDepartment}
            deselectable
          />
        </Col>
        <Col xs={24} md={17} lg={18} xxl={19}>
          <ProTable<AccountItem, API.queryAccountsParams & { name?: string }>
            rowKey="id"
            actionRef={actionRef}
            headerTitle={t('pages.account.title')}
            columns={columns}
            params={{ departmentId }}
            search={{ labelWidth: 'auto' }}
            scroll={{ x: 1400 }}
            columnsState={{ persistenceKey: 'admin-account-columns', persistenceType: 'localStorage' }}
            pagination={{ defaultPageSize: 20, showSizeChanger: true }}
            onRequestError={alreadyShown}
            request={async (params, sort) => {
              const { current, pageSize, name, phone, roleId, status, departmentId: department } = params;
              const res = await queryAccounts({
                current,
                pageSize,
                name: name || undefined,
                phone: phone || undefined,
                roleId: roleId ? Number(roleId) : undefined,
                status: status || undefined,
                departmentId: department,
                ...accountSort(sort as Record<string, 'ascend' | 'descend' | null>),
              });
              return { data: res.data.list, total: res.data.total, success: true };
            }}
            toolBarRender={() =>
              [
                access.can('account:unlock') && (
                  <Button key="lockouts" icon={<LockOutlined />} onClick={() => setDialog({ kind: 'lockouts' })}>
                    {t('pages.account.lockouts')}
                  </Button>
                ),
                canSave && (
                  <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                    {t('pages.account.create')}
                  </Button>
                ),
              ].filter(Boolean)
            }
          />
        </Col>
      </Row>

      <Suspense fallback={null}>
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <AccountForm
            account={dialog.kind === 'edit' ? dialog.account : undefined}
            self={dialog.kind === 'edit' && dialog.account.id === me}
            departments={departments}
            roles={roles}
            onClose={() => setDialog(undefined)}
            onSaved={reload}
          />
        )}
        {dialog?.kind === 'password' && <ResetPasswordForm account={dialog.account} onClose={() => setDialog(undefined)} />}
        {dialog?.kind === 'sessions' && <SessionsDrawer account={dialog.account} onClose={() => setDialog(undefined)} />}
        {dialog?.kind === 'identities' && <IdentitiesDrawer account={dialog.account} onClose={() => setDialog(undefined)} />}
        {dialog?.kind === 'lockouts' && <LockoutsDrawer onClose={() => setDialog(undefined)} />}
      </Suspense>
    </PageContainer>
  );
}
