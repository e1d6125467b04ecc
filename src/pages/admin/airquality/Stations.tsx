import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { ProFormCheckbox, ProFormDigit, ProFormSelect, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Alert, Button, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { POLLUTANTS, POLLUTANT_LABEL } from '@shared/airQuality';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import {
  createAirQualityStationKey,
  deleteAirQualityStation,
  queryAirQualityStations,
  revokeAirQualityStationKey,
  saveAirQualityStation,
} from '@/services/portal/airquality';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { pollutantText } from './shared';

export type Station = Awaited<ReturnType<typeof queryAirQualityStations>>['data']['list'][number];
type StationValues = Pick<Station, 'name' | 'x' | 'y' | 'address' | 'pollutants' | 'status'>;
const STATUS_COLORS = { active: 'success', maintenance: 'warning', retired: 'default' } as const;

/**
 * 空气质量 › 监测站: the stations, where they stand on the site plan, what they measure, their status and their push
 * key (created and shown once, replaced, revoked at once).
 */
export default function Stations() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<{ station?: Station }>();
  const [newKey, setNewKey] = useState<{ name: string; key: string }>();
  const canEdit = access.can('airquality:station');

  const createKey = async (s: Station) => {
    try {
      const res = await createAirQualityStationKey({ id: s.id });
      setNewKey({ name: s.name, key: res.data.key });
      actionRef.current?.reload();
    } catch {
      // The request layer has said why.
    }
  };
  const revokeKey = async (s: Station) => {
    try {
      await revokeAirQualityStationKey({ id: s.id });
      message.success(t('aq.stations.key.revoke'));
      actionRef.current?.reload();
    } catch {
      // The request layer has said why.
    }
  };
  const remove = async (s: Station) => {
    try {
      await deleteAirQualityStation({ id: s.id });
      message.success(t('org.common.deleted'));
      actionRef.current?.reload();
    } catch {
      // The request layer has said why (a station with readings).
    }
  };

  const columns: ProColumns<Station>[] = [
    { title: t('aq.stations.name'), dataIndex: 'name', width: 150 },
    { title: t('aq.stations.position'), dataIndex: 'position', width: 110, render: (_, s) => `${s.x}%, ${s.y}%` },
    { title: t('aq.stations.address'), dataIndex: 'address', ellipsis: true },
    { title: t('aq.stations.pollutants'), dataIndex: 'pollutants', width: 200, render: (_, s) => pollutantText(s.pollutants) },
    {
      title: t('aq.stations.status'),
      dataIndex: 'status',
      width: 90,
      render: (_, s) => <Tag color={STATUS_COLORS[s.status]}>{t(`aq.stations.status.${s.status}`)}</Tag>,
    },
    {
      title: t('aq.stations.key'),
      dataIndex: 'keyHint',
      width: 170,
      render: (_, s) =>
        s.hasKey ? (
          <Space direction="vertical" size={0}>
            <Typography.Text code>…{s.keyHint}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatMoment(s.keyCreatedAt)}
            </Typography.Text>
          </Space>
        ) : s.keyRevokedAt ? (
          <Typography.Text type="warning">{t('aq.stations.key.revoked', { time: formatMoment(s.keyRevokedAt) })}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('aq.stations.key.none')}</Typography.Text>
        ),
    },
    { title: t('aq.stations.readings'), dataIndex: 'readings', width: 90, align: 'right' },
    { title: t('aq.stations.lastHour'), dataIndex: 'lastHour', width: 150, render: (_, s) => formatMoment(s.lastHour) },
    ...(canEdit
      ? [
          {
            title: t('org.common.actions'),
            valueType: 'option' as const,
            width: 240,
            render: (_: unknown, s: Station) => [
              <a key="edit" onClick={() => setEditing({ station: s })}>
                {t('org.common.edit')}
              </a>,
              s.status !== 'retired' &&
                (s.hasKey ? (
                  <Popconfirm key="renew" title={t('aq.stations.key.renew.confirm')} onConfirm={() => createKey(s)}>
                    <a>{t('aq.stations.key.renew')}</a>
                  </Popconfirm>
                ) : (
                  <a key="create" onClick={() => createKey(s)}>
                    {t('aq.stations.key.create')}
                  </a>
                )),
              s.hasKey && (
                <Popconfirm key="revoke" title={t('aq.stations.key.revoke.confirm')} okButtonProps={{ danger: true }} onConfirm={() => revokeKey(s)}>
                  <Typography.Link type="danger">{t('aq.stations.key.revoke')}</Typography.Link>
                </Popconfirm>
              ),
              s.readings === 0 && (
                <Popconfirm key="delete" title={t('aq.stations.delete.confirm')} okButtonProps={{ danger: true }} onConfirm={() => remove(s)}>
                  <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
                </Popconfirm>
              ),
            ],
          },
        ]
      : []),
  ];

  return (
    <>
      <ProTable<Station>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('aq.stations.title')}
        search={false}
        columns={columns}
        pagination={false}
        request={async () => {
          const res = await queryAirQualityStations();
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canEdit
            ? [
                <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                  {t('aq.stations.add')}
                </Button>,
              ]
            : []
        }
      />
      {editing && <StationForm station={editing.station} onClose={() => setEditing(undefined)} onSaved={() => actionRef.current?.reload()} />}
      <Modal
        open={!!newKey}
        title={
          <Space>
            <KeyOutlined />
            {t('aq.stations.key.shown')}
          </Space>
        }
        onCancel={() => setNewKey(undefined)}
        footer={
          <Button type="primary" onClick={() => setNewKey(undefined)}>
            {t('aq.close')}
          </Button>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{newKey?.name}</Typography.Text>
          <Typography.Paragraph copyable code data-testid="aq-new-key" style={{ wordBreak: 'break-all' }}>
            {newKey?.key}
          </Typography.Paragraph>
          <Alert type="warning" showIcon message={t('aq.stations.key.shown.tip')} />
        </Space>
      </Modal>
    </>
  );
}

function StationForm({ station, onClose, onSaved }: { station?: Station; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<StationValues>
      title={t(station ? 'aq.stations.edit' : 'aq.stations.add')}
      width={600}
      initialValues={station ?? { x: 50, y: 50, pollutants: [...POLLUTANTS], status: 'active' }}
      fieldNames={['name', 'x', 'y', 'address', 'pollutants', 'status']}
      save={(values, options) => saveAirQualityStation({ ...values, id: station?.id }, options)}
      successMessage={t(station ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText name="name" label={t('aq.stations.name')} fieldProps={{ maxLength: 64 }} rules={[{ required: true, whitespace: true }]} />
      <Space>
        <ProFormDigit name="x" label={t('aq.stations.x')} min={0} max={100} rules={[{ required: true }]} width="sm" />
        <ProFormDigit name="y" label={t('aq.stations.y')} min={0} max={100} rules={[{ required: true }]} width="sm" />
      </Space>
      <ProFormText name="address" label={t('aq.stations.address')} fieldProps={{ maxLength: 255 }} />
      <ProFormCheckbox.Group
        name="pollutants"
        label={t('aq.stations.pollutants')}
        options={POLLUTANTS.map((p) => ({ label: POLLUTANT_LABEL[p], value: p }))}
        rules={[{ required: true, type: 'array', min: 1 }]}
      />
      <ProFormSelect
        name="status"
        label={t('aq.stations.status')}
        options={(['active', 'maintenance', 'retired'] as const).map((s) => ({ label: t(`aq.stations.status.${s}`), value: s }))}
        rules={[{ required: true }]}
      />
    </EntityModalForm>
  );
}
