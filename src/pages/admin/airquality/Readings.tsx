import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProFormDateTimePicker, ProFormDigit, ProFormSelect, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { POLLUTANTS, POLLUTANT_LABEL, POLLUTANT_UNIT, type Pollutant } from '@shared/airQuality';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { deleteAirQualityReading, queryAirQuality, saveAirQualityReading } from '@/services/portal/airquality';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { downloadBlob } from '@/utils/request/download';
import ImportModal from './ImportModal';
import { AqiTag, itemsText, levelEnum, pollutantText } from './shared';
import { stationOptions } from './stationOptions';

type ListData = Awaited<ReturnType<typeof queryAirQuality>>['data'];
export type HourRow = ListData['list'][number];
export type DayRow = ListData['days'][number];
type Granularity = 'hour' | 'day';
type Filters = { stationId?: number; range?: [string, string]; level?: number; primary?: Pollutant; source?: string };

const EXPORT_URL = '/apiv2/env/admin/airquality/export';

/** The list's query from the screen's filters. */
function queryOf(granularity: Granularity, f: Filters & { current?: number; pageSize?: number }, sort: Record<string, 'ascend' | 'descend' | null>) {
  const [field, order] = Object.entries(sort).find(([, o]) => o) ?? [];
  return {
    granularity,
    stationId: f.stationId,
    from: f.range?.[0]?.slice(0, 10),
    to: f.range?.[1]?.slice(0, 10),
    level: f.level,
    primary: f.primary,
    source: f.source as 'push' | 'import' | 'manual' | 'seed' | undefined,
    sortField: (field === 'aqi' ? 'aqi' : 'hour') as 'aqi' | 'hour',
    sortOrder: (order ?? 'descend') as 'ascend' | 'descend',
    current: f.current,
    pageSize: f.pageSize,
  };
}

const valueColumns = <T extends Record<string, unknown>>(keys: { key: string; title: string }[]): ProColumns<T>[] =>
  keys.map(({ key, title }) => ({ title, dataIndex: key, search: false, width: 80, align: 'right', render: (_, r) => (r[key] ?? '–') as string }));

/**
 * 空气质量 › 监测数据: hourly readings of every station (or one station's daily AQI by HJ 633 and GB 3095's validity
 * rules), filtered by station, dates, level, primary pollutant and source, sorted and paged by the server; export
 * of what is shown, import of a day or a month, an hour entered or corrected by hand.
 */
export default function Readings() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [granularity, setGranularity] = useState<Granularity>('hour');
  const shown = useRef<ReturnType<typeof queryOf>>();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const canSave = access.can('airquality:save');
  const canImport = access.can('airquality:import');

  const filterColumns: ProColumns<HourRow & DayRow>[] = [
    {
      title: t('aq.station'),
      dataIndex: 'stationId',
      hideInTable: true,
      valueType: 'select',
      request: stationOptions,
      fieldProps: { 'data-testid': 'aq-station-filter' },
    },
    { title: t('aq.range'), dataIndex: 'range', hideInTable: true, valueType: 'dateRange' },
    { title: t('aq.level'), dataIndex: 'level', hideInTable: true, valueType: 'select', valueEnum: levelEnum(t) },
    {
      title: t('aq.primary'),
      dataIndex: 'primary',
      hideInTable: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(POLLUTANTS.map((p) => [p, { text: POLLUTANT_LABEL[p] }])),
    },
  ];

  const hourColumns: ProColumns<HourRow>[] = [
    { title: t('aq.station'), dataIndex: 'stationName', search: false, width: 130 },
    { title: t('aq.hour'), dataIndex: 'hour', search: false, sorter: true, defaultSortOrder: 'descend', width: 150, render: (_, r) => formatMoment(r.hour) },
    ...valueColumns<HourRow>(POLLUTANTS.map((p) => ({ key: p, title: POLLUTANT_LABEL[p] }))),
    {
      title: t('aq.aqi'),
      dataIndex: 'aqi',
      search: false,
      sorter: true,
      width: 120,
      render: (_, r) => <AqiTag aqi={r.aqi} level={r.level} category={r.category} />,
    },
    { title: t('aq.primary'), dataIndex: 'primaryText', search: false, width: 120, render: (_, r) => itemsText(r.primary) },
    {
      title: t('aq.source'),
      dataIndex: 'source',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(['push', 'import', 'manual', 'seed'].map((s) => [s, { text: t(`aq.source.${s}`) }])),
      render: (_, r) => <Tag>{t(`aq.source.${r.source}`)}</Tag>,
    },
    { title: t('aq.version'), dataIndex: 'aqiVersion', search: false, width: 110 },
    ...(canSave
      ? [
          {
            title: t('org.common.actions'),
            valueType: 'option' as const,
            width: 70,
            render: (_: unknown, r: HourRow) => (
              <Popconfirm
                key="delete"
                title={t('aq.delete.confirm')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await deleteAirQualityReading({ stationId: r.stationId, hour: r.hour });
                    actionRef.current?.reload();
                  } catch {
                    // The request layer has said why.
                  }
                }}
              >
                <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  const dayColumns: ProColumns<DayRow>[] = [
    { title: t('aq.station'), dataIndex: 'stationName', search: false, width: 130 },
    { title: t('aq.day'), dataIndex: 'day', search: false, sorter: true, defaultSortOrder: 'descend', width: 110 },
    { title: t('aq.validHours'), dataIndex: 'hours', search: false, width: 80, align: 'right' },
    {
      title: t('aq.aqi'),
      dataIndex: 'aqi',
      search: false,
      sorter: true,
      width: 130,
      render: (_, d) =>
        d.status === 'ok' ? (
          <AqiTag aqi={d.aqi} level={d.level} category={d.category} testId={`aq-day-${d.day}`} />
        ) : (
          <Tooltip title={t('aq.insufficient.tip', { missing: pollutantText(d.missing) })}>
            <Tag data-testid={`aq-day-${d.day}`}>{t('aq.insufficient')}</Tag>
          </Tooltip>
        ),
    },
    {
      title: t('aq.primary'),
      dataIndex: 'primaryText',
      search: false,
      width: 120,
      render: (_, d) => <span data-testid={`aq-primary-${d.day}`}>{itemsText(d.primary)}</span>,
    },
    { title: t('aq.exceeding'), dataIndex: 'exceedingText', search: false, width: 140, render: (_, d) => itemsText(d.exceeding) },
    ...valueColumns<DayRow>([
      { key: 'so2', title: 'SO₂' },
      { key: 'no2', title: 'NO₂' },
      { key: 'pm10', title: 'PM10' },
      { key: 'co', title: 'CO' },
      { key: 'o3_1h', title: t('aq.o3_1h') },
      { key: 'o3_8h', title: t('aq.o3_8h') },
      { key: 'pm25', title: 'PM2.5' },
    ]),
    { title: t('aq.version'), dataIndex: 'aqiVersion', search: false, width: 110 },
  ];

  const exportList = async () => {
    if (!shown.current) return;
    setExporting(true);
    try {
      const { current: _c, pageSize: _p, ...params } = shown.current;
      await downloadBlob(EXPORT_URL, { params });
    } catch {
      // The request layer has said why.
    } finally {
      setExporting(false);
    }
  };

  const toolbar = [
    <Segmented<Granularity>
      key="granularity"
      value={granularity}
      options={[
        { value: 'hour', label: t('aq.granularity.hour') },
        { value: 'day', label: t('aq.granularity.day') },
      ]}
      onChange={(g) => {
        setGranularity(g);
        actionRef.current?.reloadAndRest?.();
      }}
    />,
    <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportList}>
      {t('aq.export')}
    </Button>,
    canImport && (
      <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
        {t('aq.import')}
      </Button>
    ),
    canSave && (
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('aq.add')}
      </Button>
    ),
  ].filter(Boolean);

  const common = {
    actionRef,
    search: { labelWidth: 'auto' as const },
    toolBarRender: () => toolbar,
    headerTitle: <Typography.Text type="secondary">{t('aq.unit')}</Typography.Text>,
    scroll: { x: 1300 },
    pagination: { defaultPageSize: 20, showSizeChanger: true },
  };

  return (
    <>
      {granularity === 'hour' ? (
        <ProTable<HourRow, Filters>
          key="hour"
          rowKey="id"
          {...common}
          columns={[...(filterColumns as ProColumns<HourRow>[]), ...hourColumns]}
          request={async (params, sort) => {
            const q = queryOf('hour', params, sort);
            shown.current = q;
            const res = await queryAirQuality(q);
            return { data: res.data.list, total: res.data.total, success: true };
          }}
        />
      ) : (
        <ProTable<DayRow, Filters>
          key="day"
          rowKey="day"
          {...common}
          columns={[...(filterColumns as ProColumns<DayRow>[]), ...dayColumns]}
          request={async (params, sort) => {
            const q = queryOf('day', params, sort);
            shown.current = q;
            if (!q.stationId) {
              message.info(t('aq.station.choose'));
              return { data: [], total: 0, success: true };
            }
            const res = await queryAirQuality(q);
            return { data: res.data.days, total: res.data.total, success: true };
          }}
        />
      )}
      {importing && <ImportModal onClose={() => setImporting(false)} onImported={() => actionRef.current?.reload()} />}
      {adding && <ReadingForm onClose={() => setAdding(false)} onSaved={() => actionRef.current?.reload()} />}
    </>
  );
}

type ReadingValues = { stationId: number; hour: string } & Partial<Record<Pollutant, number>>;

/** An hour entered or corrected by hand: checked by the server as a station's push. */
function ReadingForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<ReadingValues, { aqi: number | null }>
      title={t('aq.add.title')}
      width={560}
      fieldNames={['stationId', 'hour', ...POLLUTANTS]}
      // The picker's "YYYY-MM-DD HH:00" has no offset: the server reads it as China Standard Time, the park's clock.
      save={(values, options) => saveAirQualityReading(values, options).then((res) => res.data)}
      successMessage={(saved) => `AQI ${saved.aqi ?? '–'}`}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormSelect name="stationId" label={t('aq.station')} request={stationOptions} rules={[{ required: true }]} />
      <ProFormDateTimePicker
        name="hour"
        label={t('aq.hour')}
        tooltip={t('aq.add.hour.tip')}
        fieldProps={{ format: 'YYYY-MM-DD HH:00', showTime: { format: 'HH' } }}
        rules={[{ required: true }]}
      />
      <Space wrap>
        {POLLUTANTS.map((p) => (
          <ProFormDigit
            key={p}
            name={p}
            label={`${POLLUTANT_LABEL[p]} (${POLLUTANT_UNIT[p]})`}
            min={0}
            fieldProps={{ precision: p === 'co' ? 1 : 0 }}
            width="xs"
          />
        ))}
      </Space>
    </EntityModalForm>
  );
}
