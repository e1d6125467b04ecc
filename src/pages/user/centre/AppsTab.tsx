import { App, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { refusalOf } from '@/components/VisitorAuth/refusal';
import { mySsoGrants, revokeMySsoGrant } from '@/services/portal/sso';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';

type Grant = DataOf<typeof mySsoGrants>[number];

/**
 * 已授权应用: the park's apps the visitor let sign them in through the portal (at /auth), each withdrawn in one
 * click: its tokens stop working at once and the app asks again next time.
 */
export default function AppsTab() {
  const t = useT();
  const { message } = App.useApp();
  const [grants, setGrants] = useState<Grant[]>();

  const load = () =>
    mySsoGrants({ skipErrorHandler: true })
      .then((res) => setGrants(res.data))
      .catch((err) => message.error(refusalOf(err, t('visitor.failed')).message));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const revoke = async (clientId: string) => {
    try {
      await revokeMySsoGrant({ clientId }, { skipErrorHandler: true });
      message.success(t('userCentre.apps.revoked'));
      await load();
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    }
  };

  return (
    <Table<Grant>
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
            <Popconfirm title={t('userCentre.apps.revoke.confirm', { app: g.title })} onConfirm={() => revoke(g.clientId)}>
              <a>{t('userCentre.apps.revoke')}</a>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
