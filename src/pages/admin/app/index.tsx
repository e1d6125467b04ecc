import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Empty, Card } from 'antd';
import { useRef, useState } from 'react';
import { queryApps } from '@/services/portal/app';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import AppForm from './AppForm';
import MenuEditor from './MenuEditor';
import OidcClientForm from './OidcClientForm';
import type { AppItem } from './types';

/** 应用与菜单: the apps, and below them the menu tree of the chosen app. */
export default function AppPage() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [selected, setSelected] = useState<AppItem>();
  const [editing, setEditing] = useState<{ app?: AppItem }>();
  const [oidcOf, setOidcOf] = useState<AppItem>();

  const columns: ProColumns<AppItem>[] = [
    {
      title: t('pages.app.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('pages.app.keyword.placeholder') },
    },
    { title: t('pages.app.appName'), dataIndex: 'appName', search: false, width: 160, copyable: true },
    { title: t('pages.app.appTitle'), dataIndex: 'title', search: false, width: 180 },
    { title: t('pages.app.description'), dataIndex: 'description', search: false, ellipsis: true },
    { title: t('pages.app.menuCount'), dataIndex: 'menuCount', search: false, width: 100, align: 'right' },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 165 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 180,
      render: (_, a) =>
        [
          <a key="menus" onClick={() => setSelected(a)}>
            {t('pages.app.menus')}
          </a>,
          access.can('app:save') && (
            <a key="edit" onClick={() => setEditing({ app: a })}>
              {t('common.edit')}
            </a>
          ),
          access.can('app:save') && a.appName !== 'portal' && (
            <a key="oidc" onClick={() => setOidcOf(a)}>
              {t('pages.app.oidc')}
            </a>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <PageContainer>
      <ProTable<AppItem, API.queryAppsParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('pages.app.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        onRequestError={alreadyShown}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_, rows) => setSelected(rows[0]),
        }}
        tableAlertRender={false}
        onRow={(a) => ({ onClick: () => setSelected(a), style: { cursor: 'pointer' } })}
        request={async ({ current, pageSize, keyword }) => {
          const res = await queryApps({ current, pageSize, keyword: keyword || undefined });
          const list = res.data.list;
          // Keep the chosen app's figures fresh; choose the portal (or the first app) at the start.
          setSelected((prev) => list.find((a) => a.id === prev?.id) ?? prev ?? list.find((a) => a.appName === 'portal') ?? list[0]);
          return { data: list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          access.can('app:save')
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                  {t('pages.app.create')}
                </Button>,
              ]
            : []
        }
      />
      <div style={{ marginTop: 16 }}>
        {selected ? (
          <MenuEditor key={selected.appName} app={selected} canEdit={access.can('app:menu')} onChanged={() => actionRef.current?.reload()} />
        ) : (
          <Card>
            <Empty description={t('pages.app.pickApp')} />
          </Card>
        )}
      </div>
      {oidcOf && <OidcClientForm app={oidcOf} onClose={() => setOidcOf(undefined)} />}
      {editing && <AppForm app={editing.app} onClose={() => setEditing(undefined)} onSaved={() => actionRef.current?.reload()} />}
    </PageContainer>
  );
}
