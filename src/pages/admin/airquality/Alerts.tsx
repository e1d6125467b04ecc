import { PlusOutlined } from '@ant-design/icons';
import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { deleteAirQualityAlertRule, queryAirQualityAlertRules, saveAirQualityAlertRule } from '@/services/portal/airquality';
import { roleOptions } from '@/services/portal/role';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { stationOptions } from './stationOptions';

type Rule = Awaited<ReturnType<typeof queryAirQualityAlertRules>>['data']['list'][number];
type RuleValues = { name: string; stationId: number | null; aqiAbove: number; hours: number; roleIds: number[]; enabled: boolean };

/** 空气质量 › 预警规则: a station's (or any station's) hourly AQI over a value for N hours in a row sends a notice to the chosen roles. */
export default function Alerts() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<{ rule?: Rule }>();
  const [roles, setRoles] = useState<Map<number, string>>(new Map());
  const canSave = access.can('airquality:save');

  useEffect(() => {
    roleOptions().then(
      (res) => setRoles(new Map(res.data.map((r) => [r.id, r.name]))),
      () => undefined,
    );
  }, []);

  const columns: ProColumns<Rule>[] = [
    { title: t('aq.alerts.name'), dataIndex: 'name', width: 160 },
    {
      title: t('aq.alerts.rule'),
      dataIndex: 'rule',
      render: (_, r) =>
        t('aq.alerts.rule', {
          station: r.stationName ?? t('aq.alerts.allStations'),
          aqi: r.aqiAbove,
          hours: r.hours,
          roles: r.roleIds.map((id) => roles.get(id) ?? `#${id}`).join('、'),
        }),
    },
    { title: t('aq.alerts.enabled'), dataIndex: 'enabled', width: 80, render: (_, r) => (r.enabled ? <Tag color="success">✓</Tag> : <Tag>–</Tag>) },
    { title: t('aq.alerts.fired'), dataIndex: 'fired', width: 80, align: 'right' },
    { title: t('aq.alerts.lastFiredAt'), dataIndex: 'lastFiredAt', width: 150, render: (_, r) => formatMoment(r.lastFiredAt) },
    ...(canSave
      ? [
          {
            title: t('org.common.actions'),
            valueType: 'option' as const,
            width: 120,
            render: (_: unknown, r: Rule) => [
              <a key="edit" onClick={() => setEditing({ rule: r })}>
                {t('org.common.edit')}
              </a>,
              <Popconfirm
                key="delete"
                title={t('aq.alerts.delete.confirm')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await deleteAirQualityAlertRule({ id: r.id });
                    message.success(t('org.common.deleted'));
                    actionRef.current?.reload();
                  } catch {
                    // The request layer has said why.
                  }
                }}
              >
                <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
              </Popconfirm>,
            ],
          },
        ]
      : []),
  ];

  return (
    <>
      <ProTable<Rule>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('aq.alerts.title')}
        search={false}
        pagination={false}
        columns={columns}
        request={async () => {
          const res = await queryAirQualityAlertRules();
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                  {t('aq.alerts.add')}
                </Button>,
              ]
            : []
        }
      />
      {editing && (
        <EntityModalForm<RuleValues>
          title={t(editing.rule ? 'aq.alerts.edit' : 'aq.alerts.add')}
          width={560}
          initialValues={editing.rule ?? { aqiAbove: 150, hours: 3, enabled: true, stationId: null, roleIds: [] }}
          fieldNames={['name', 'stationId', 'aqiAbove', 'hours', 'roleIds', 'enabled']}
          save={(values, options) => saveAirQualityAlertRule({ ...values, stationId: values.stationId ?? null, id: editing.rule?.id }, options)}
          successMessage={t('org.common.saved')}
          onClose={() => setEditing(undefined)}
          onSaved={() => actionRef.current?.reload()}
        >
          <ProFormText name="name" label={t('aq.alerts.name')} fieldProps={{ maxLength: 64 }} rules={[{ required: true, whitespace: true }]} />
          <ProFormSelect name="stationId" label={t('aq.alerts.station')} request={stationOptions} placeholder={t('aq.alerts.allStations')} allowClear />
          <ProFormDigit name="aqiAbove" label={t('aq.alerts.aqiAbove')} min={0} max={500} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
          <ProFormDigit name="hours" label={t('aq.alerts.hours')} min={1} max={72} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
          <ProFormSelect
            name="roleIds"
            label={t('aq.alerts.roles')}
            mode="multiple"
            options={[...roles].map(([value, label]) => ({ value, label }))}
            rules={[{ required: true, type: 'array', min: 1 }]}
          />
          <ProFormSwitch name="enabled" label={t('aq.alerts.enabled')} />
        </EntityModalForm>
      )}
    </>
  );
}
