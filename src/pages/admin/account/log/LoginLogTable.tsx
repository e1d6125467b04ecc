import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tag, Tooltip } from 'antd';
import { loginLog } from '@/services/portal/account';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { dayRangeColumn } from './dayRange';
import { LOGIN_REASONS, type LoginLogItem } from './types';

/** The login log: every attempt, successful or not, with the reason of a failure. */
export default function LoginLogTable() {
  const t = useT();
  const columns: ProColumns<LoginLogItem>[] = [
    { title: t('pages.log.time'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 165 },
    dayRangeColumn<LoginLogItem>(t),
    { title: t('pages.log.username'), dataIndex: 'username', width: 140, render: (_, r) => r.username || '-' },
    { title: t('pages.log.ip'), dataIndex: 'ip', width: 140, render: (_, r) => r.ip || '-' },
    {
      title: t('pages.log.result'),
      dataIndex: 'success',
      width: 90,
      valueType: 'select',
      valueEnum: { true: { text: t('pages.log.success') }, false: { text: t('pages.log.failure') } },
      render: (_, r) => <Tag color={r.success ? 'success' : 'error'}>{t(r.success ? 'pages.log.success' : 'pages.log.failure')}</Tag>,
    },
    {
      title: t('pages.log.reason'),
      dataIndex: 'reason',
      search: false,
      width: 150,
      render: (_, r) => (r.reason ? (LOGIN_REASONS.includes(r.reason) ? t(`pages.log.reason.${r.reason}`) : r.reason) : '-'),
    },
    {
      title: t('pages.log.userAgent'),
      dataIndex: 'userAgent',
      search: false,
      ellipsis: true,
      render: (_, r) => (r.userAgent ? <Tooltip title={r.userAgent}>{r.userAgent}</Tooltip> : '-'),
    },
  ];

  return (
    <ProTable<LoginLogItem, API.loginLogParams & { dayRange?: [string, string] }>
      rowKey="id"
      columns={columns}
      search={{ labelWidth: 'auto' }}
      scroll={{ x: 900 }}
      columnsState={{ persistenceKey: 'admin-loginlog-columns', persistenceType: 'localStorage' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      onRequestError={alreadyShown}
      request={async ({ current, pageSize, username, ip, success, from, to }) => {
        const res = await loginLog({
          current,
          pageSize,
          username: username || undefined,
          ip: ip || undefined,
          success: success === undefined || success === null ? undefined : (String(success) as 'true' | 'false'),
          from,
          to,
        });
        return { data: res.data.list, total: res.data.total, success: true };
      }}
    />
  );
}
