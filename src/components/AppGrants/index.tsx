import { Empty, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { refusalOf } from '@/components/VisitorAuth/refusal';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

/** An app the account let sign it in through the portal (the grants calls of visitors and of staff). */
export type AppGrant = { clientId: string; appName: string; title: string; scopes: string[]; grantedAt: string };

/**
 * The park's apps an account let sign it in through the portal (at /auth), each withdrawn in one click: its
 * tokens stop working at once and the app asks again next time. Visitors see it in the user centre, staff
 * in their account settings; each passes its own calls.
 */
export default function AppGrants({ load, revoke }: { load: () => Promise<AppGrant[]>; revoke: (clientId: string) => Promise<unknown> }) {
  const t = useT();
  const { message } = useAntdApp();
  const [grants, setGrants] = useState<AppGrant[]>();

  const refresh = () =>
    load()
      .then(setGrants)
      .catch((err) => message.error(refusalOf(err, t('visitor.failed')).message));
  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const withdraw = async (clientId: string) => {
    try {
      await revoke(clientId);
      message.success(t('userCentre.apps.revoked'));
      await refresh();
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    }
  };

  return (
    <Table<AppGrant>
      rowKey="clientId"
      loading={!grants}
      dataSource={grants}
      pagination={false}
      locale={{ emptyText: <Empty description={t('userCentre.apps.empty')} /> }}
      columns={[
        { title: t('userCentre.apps.app'), dataIndex: 'title' },
        {
          title: t('userCentre.apps.scopes'),
          dataIndex: 'scopes',
          render: (scopes: string[]) => (
            <Space wrap>
              {scopes.map((s) => (
                <Tag key={s}>{t(`sso.scope.${s}`)}</Tag>
              ))}
            </Space>
          ),
        },
        { title: t('userCentre.apps.grantedAt'), dataIndex: 'grantedAt', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
        {
          title: t('common.actions'),
          render: (_, g) => (
            <Popconfirm title={t('userCentre.apps.revoke.confirm', { app: g.title })} onConfirm={() => withdraw(g.clientId)}>
              <a>{t('userCentre.apps.revoke')}</a>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
