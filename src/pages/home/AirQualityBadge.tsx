import { getLocale } from '@umijs/max';
import { Typography } from 'antd';
import { useT } from '@/utils/i18n';
import type { ParkAirQuality } from './types';

/** The time of day of an instant in China Standard Time (HH:mm), the park's clock. */
const cstTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(11, 16);

/**
 * The park's air quality now (HJ 633: the latest hourly AQI of its stations) on its level's colour, linked from
 * nothing: a figure for visitors. Not shown while no station reports.
 */
export default function AirQualityBadge({ park }: { park: ParkAirQuality }) {
  const t = useT();
  if (park.aqi === null || !park.colour || !park.hour) return null;
  const light = (park.level ?? 6) <= 3;
  const category = getLocale() === 'en-US' ? park.categoryEn : park.category;
  return (
    <div className="home-aqi" data-testid="home-aqi">
      <Typography.Text type="secondary">{t('home.aqi.title')}</Typography.Text>
      <span className="home-aqi-value" style={{ background: park.colour, color: light ? '#000' : '#fff' }}>
        AQI {park.aqi} {category}
      </span>
      <Typography.Text type="secondary">{t('home.aqi.at', { time: cstTime(park.hour) })}</Typography.Text>
    </div>
  );
}
