import { NotificationOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { allNotices } from '@/services/portal/notify';
import { roleOptions } from '@/services/portal/role';
import { useT } from '@/utils/i18n';
import NoticeForm from './NoticeForm';
import { NOTICE_TYPE_COLORS, type NoticeItem } from './types';

/** 通知公告: every notice published, with how many have read it; 发布通知 for those allowed. */
export default function NoticePage() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [creating, setCreating] = useState(false);
  const [roleNames, setRoleNames] = useState<Map<number, string>>(new Map());
  const canSave = access.can('notice:save');

  useEffect(() => {
    roleOptions({ skipErrorHandler: true })
      .then((res) => setRoleNames(new Map((res.data ?? []).map((r) => [r.id, r.name]))))
      .catch(() => undefined);
  }, []);

  const typeText = (type: string) => (['notice', 'message', 'todo'].includes(type) ? t(`org.notice.type.${type}`) : type);

  const columns: ProColumns<NoticeItem>[] = [
    {
      title: t('org.notice.heading'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, n) => (
        <Typography.Text ellipsis={{ tooltip: n.content }} style={{ maxWidth: 360 }}>
          {n.title}
        </Typography.Text>
      ),
    },
    {
      title: t('org.notice.type'),
      dataIndex: 'type',
      width: 90,
      render: (_, n) => <Tag color={NOTICE_TYPE_COLORS[n.type]}>{typeText(n.type)}</Tag>,
    },
    {
      title: t('org.notice.role'),
      dataIndex: 'roleId',
      width: 140,
      render: (_, n) => (n.roleId ? roleNames.get(n.roleId) ?? `#${n.roleId}` : t('org.notice.role.everyone')),
    },
    { title: t('org.common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', width: 170 },
    { title: t('org.notice.readCount'), dataIndex: 'readCount', width: 90, align: 'right' },
  ];

  return (
    <PageContainer>
      <ProTable<NoticeItem, API.allNoticesParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('org.notice.list')}
        columns={columns}
        search={false}
        columnsState={{ persistenceKey: 'admin-notice-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        expandable={{
          expandedRowRender: (n) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{n.content}</Typography.Paragraph>,
        }}
        request={async ({ current, pageSize }) => {
          const res = await allNotices({ current, pageSize });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<NotificationOutlined />} onClick={() => setCreating(true)}>
                  {t('org.notice.create')}
                </Button>,
              ]
            : []
        }
      />
      {creating && <NoticeForm onClose={() => setCreating(false)} onSaved={() => actionRef.current?.reload()} />}
    </PageContainer>
  );
}
