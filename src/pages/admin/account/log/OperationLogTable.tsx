import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { AutoComplete, Tag } from 'antd';
import { operationLog } from '@/services/portal/account';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import ChangeDetail from './ChangeDetail';
import { dayRangeColumn } from './dayRange';
import { ACTIONS, ENTITIES, type OperationLogItem } from './types';

type Filters = API.operationLogParams & { dayRange?: [string, string] };

/** The operation log: who did what to which record, when and from where, with before and after. */
export default function OperationLogTable({ entity, entityId }: { entity?: string; entityId?: string }) {
  const t = useT();
  const known = (prefix: string, value: string, list: string[]) => (list.includes(value) ? t(`${prefix}.${value}`) : value);

  const columns: ProColumns<OperationLogItem>[] = [
    { title: t('pages.log.time'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 165 },
    dayRangeColumn<OperationLogItem>(t),
    { title: t('pages.log.username'), dataIndex: 'username', width: 120, render: (_, r) => r.username || '-' },
    {
      title: t('pages.log.action'),
      dataIndex: 'action',
      width: 100,
      renderFormItem: () => (
        <AutoComplete
          allowClear
          placeholder={t('common.selectOrType')}
          options={Object.keys(ACTIONS).map((a) => ({ value: a, label: `${t(`pages.log.action.${a}`)} (${a})` }))}
        />
      ),
      render: (_, r) => <Tag color={ACTIONS[r.action]}>{known('pages.log.action', r.action, Object.keys(ACTIONS))}</Tag>,
    },
    {
      title: t('pages.log.entity'),
      dataIndex: 'entity',
      width: 110,
      initialValue: entity,
      renderFormItem: () => (
        <AutoComplete
          allowClear
          placeholder={t('common.selectOrType')}
          options={ENTITIES.map((e) => ({ value: e, label: `${t(`pages.log.entity.${e}`)} (${e})` }))}
        />
      ),
      render: (_, r) => known('pages.log.entity', r.entity, ENTITIES),
    },
    { title: t('pages.log.entityId'), dataIndex: 'entityId', width: 90, initialValue: entityId, render: (_, r) => r.entityId ?? '-' },
    { title: t('pages.log.summary'), dataIndex: 'summary', search: false, ellipsis: true },
    { title: t('pages.log.ip'), dataIndex: 'ip', search: false, width: 130 },
  ];

  return (
    <ProTable<OperationLogItem, Filters>
      rowKey="id"
      columns={columns}
      // Filters from the address (the 操作记录 link) are shown, not folded away.
      search={{ labelWidth: 'auto', defaultCollapsed: !entity && !entityId }}
      scroll={{ x: 1000 }}
      columnsState={{ persistenceKey: 'admin-oplog-columns', persistenceType: 'localStorage' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      onRequestError={alreadyShown}
      expandable={{
        rowExpandable: (r) => (r.before ?? null) !== null || (r.after ?? null) !== null,
        expandedRowRender: (r) => <ChangeDetail before={r.before} after={r.after} />,
      }}
      request={async ({ current, pageSize, username, action, entity: e, entityId: id, from, to }) => {
        const res = await operationLog({
          current,
          pageSize,
          username: username || undefined,
          action: action || undefined,
          entity: e || undefined,
          entityId: id ? String(id).trim() : undefined,
          from,
          to,
        });
        return { data: res.data.list, total: res.data.total, success: true };
      }}
    />
  );
}
