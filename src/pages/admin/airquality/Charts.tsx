import { Column, Line } from '@ant-design/plots';
import { ProCard } from '@ant-design/pro-components';
import { Empty, Segmented, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { LEVELS, POLLUTANTS, POLLUTANT_LABEL, POLLUTANT_UNIT, cstDay, iaqiOf, type Item, type Pollutant } from '@shared/airQuality';
import { getAirQualityHistory } from '@/services/portal/airquality';
import { useT } from '@/utils/i18n';
import { inkOn, itemsText, pollutantText } from './shared';
import { stationOptions } from './stationOptions';

type History = Awaited<ReturnType<typeof getAirQualityHistory>>['data'];
const DAY = 86_400_000;
const dayBefore = (day: string, n: number) => new Date(Date.parse(day) - n * DAY).toISOString().slice(0, 10);
const hourLabel = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(11, 16);
/** The row an hour's value of each pollutant is read against (as the hourly AQI reads it). */
const HOURLY_ITEM: Record<Pollutant, Item> = { so2: 'so2_1h', no2: 'no2_1h', pm10: 'pm10_24h', co: 'co_1h', o3: 'o3_1h', pm25: 'pm25_24h' };

/**
 * 空气质量 › 图表 (loaded with its tab: the charts library is not in the screen's first load): a station's last 24
 * hours per pollutant, its daily AQI of the last 30 days as a calendar coloured by level, and its pollutants
 * compared by their mean sub-index over the last 24 hours.
 */
export default function Charts() {
  const t = useT();
  const [stations, setStations] = useState<{ label: string; value: number }[]>();
  const [stationId, setStationId] = useState<number>();
  const [pollutant, setPollutant] = useState<Pollutant | 'aqi'>('aqi');
  const [hours, setHours] = useState<History['hours']>();
  const [days, setDays] = useState<History['days']>();

  useEffect(() => {
    stationOptions().then(
      (list) => {
        setStations(list);
        setStationId((id) => id ?? list[0]?.value);
      },
      () => setStations([]),
    );
  }, []);

  useEffect(() => {
    if (!stationId) return;
    const today = cstDay(new Date());
    setHours(undefined);
    setDays(undefined);
    getAirQualityHistory({ stationId, from: dayBefore(today, 1), to: today, granularity: 'hour' }).then(
      (res) => setHours(res.data.hours.slice(-24)),
      () => setHours([]),
    );
    getAirQualityHistory({ stationId, from: dayBefore(today, 29), to: today, granularity: 'day' }).then(
      (res) => setDays(res.data.days),
      () => setDays([]),
    );
  }, [stationId]);

  const line = useMemo(
    () => (hours ?? []).map((h) => ({ hour: hourLabel(h.hour), value: pollutant === 'aqi' ? h.aqi : h[pollutant] })).filter((p) => p.value !== null),
    [hours, pollutant],
  );
  const compare = useMemo(() => {
    const list = hours ?? [];
    return POLLUTANTS.map((p) => {
      const values = list.map((h) => h[p]).filter((v): v is number => v !== null && !(p === 'so2' && v > 800));
      const mean = values.length ? values.reduce((sum, v) => sum + iaqiOf(HOURLY_ITEM[p], v), 0) / values.length : null;
      return { pollutant: POLLUTANT_LABEL[p], iaqi: mean === null ? null : Math.round(mean) };
    }).filter((c) => c.iaqi !== null);
  }, [hours]);

  if (stations && !stations.length) return <Empty />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <Typography.Text>{t('aq.charts.station')}</Typography.Text>
        <Select style={{ width: 220 }} loading={!stations} options={stations} value={stationId} onChange={setStationId} data-testid="aq-chart-station" />
      </Space>
      <ProCard
        title={t('aq.charts.last24')}
        headerBordered
        extra={
          <Segmented<Pollutant | 'aqi'>
            value={pollutant}
            onChange={setPollutant}
            options={[{ value: 'aqi', label: 'AQI' }, ...POLLUTANTS.map((p) => ({ value: p, label: POLLUTANT_LABEL[p] }))]}
          />
        }
      >
        {!hours ? (
          <Spin />
        ) : line.length ? (
          <Line
            data={line}
            xField="hour"
            yField="value"
            height={260}
            axis={{ y: { title: pollutant === 'aqi' ? 'AQI' : POLLUTANT_UNIT[pollutant] } }}
            point={{ shapeField: 'circle', sizeField: 2 }}
          />
        ) : (
          <Empty description={t('aq.charts.noData')} />
        )}
      </ProCard>
      <ProCard split="vertical" gutter={16} ghost>
        <ProCard title={t('aq.charts.calendar')} headerBordered colSpan={{ xs: 24, lg: 14 }}>
          {!days ? <Spin /> : <AqiCalendar days={days} />}
        </ProCard>
        <ProCard title={t('aq.charts.compare')} headerBordered colSpan={{ xs: 24, lg: 10 }}>
          {!hours ? (
            <Spin />
          ) : compare.length ? (
            <Column data={compare} xField="pollutant" yField="iaqi" height={240} label={{ text: 'iaqi', position: 'inside' }} />
          ) : (
            <Empty description={t('aq.charts.noData')} />
          )}
        </ProCard>
      </ProCard>
    </Space>
  );
}

/** 30 days in weeks (Monday first), each day on its level's colour with its AQI; a day without enough data is grey. */
function AqiCalendar({ days }: { days: History['days'] }) {
  const t = useT();
  if (!days.length) return <Empty description={t('aq.charts.noData')} />;
  const firstWeekday = (new Date(`${days[0].day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (History['days'][number] | null)[] = [...Array(firstWeekday).fill(null), ...days];
  return (
    <div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }} data-testid="aq-calendar">
        {['一', '二', '三', '四', '五', '六', '日'].map((d) => (
          <Typography.Text key={d} type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
            {d}
          </Typography.Text>
        ))}
        {cells.map((d, i) =>
          d ? (
            <Tooltip
              key={d.day}
              title={
                d.status === 'ok'
                  ? `${d.day} AQI ${d.aqi} ${d.category} · ${t('aq.primary')}: ${itemsText(d.primary)}`
                  : `${d.day} ${t('aq.insufficient.tip', { missing: pollutantText(d.missing) })}`
              }
            >
              <div
                data-testid={`aq-cal-${d.day}`}
                style={{
                  background: d.colour ?? '#f0f0f0',
                  color: d.status === 'ok' ? inkOn(d.level) : '#8c8c8c',
                  borderRadius: 4,
                  padding: '4px 0',
                  textAlign: 'center',
                  lineHeight: 1.3,
                }}
              >
                <div style={{ fontSize: 11 }}>{d.day.slice(5)}</div>
                <div style={{ fontWeight: 600 }}>{d.status === 'ok' ? d.aqi : '–'}</div>
              </div>
            </Tooltip>
          ) : (
            <div key={`pad-${i}`} />
          ),
        )}
      </div>
      <Space wrap size={4} style={{ marginTop: 8 }}>
        {LEVELS.map((l) => (
          <span key={l.level} style={{ background: l.colour, color: inkOn(l.level), padding: '0 6px', borderRadius: 3, fontSize: 12 }}>
            {l.min}–{l.max} {t('aq.level') === 'Level' ? l.categoryEn : l.category}
          </span>
        ))}
      </Space>
    </div>
  );
}
