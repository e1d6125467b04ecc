import { Tag, Tooltip } from 'antd';
import { ITEM_LABEL, LEVELS, POLLUTANT_LABEL, type Item, type Pollutant } from '@shared/airQuality';
import type { Translate } from '@/utils/i18n';

/** The text colour readable on a level's colour (black on the light ones). */
export const inkOn = (level: number | null) => (level !== null && level <= 3 ? '#000' : '#fff');

/** An AQI as the standard shows it: on its level's colour, with the category beside. */
export function AqiTag({ aqi, level, category, testId }: { aqi: number | null; level: number | null; category: string | null; testId?: string }) {
  if (aqi === null || level === null) return <span data-testid={testId}>–</span>;
  const info = LEVELS[level - 1];
  return (
    <Tooltip title={`${info.levelName} · ${info.advice}`}>
      <Tag color={info.colour} style={{ color: inkOn(level), fontWeight: 600 }} data-testid={testId}>
        {aqi} {category}
      </Tag>
    </Tooltip>
  );
}

export const itemsText = (items: Item[]) => (items.length ? items.map((i) => ITEM_LABEL[i]).join('、') : '–');
export const pollutantText = (list: Pollutant[]) => list.map((p) => POLLUTANT_LABEL[p]).join('、');

/** The levels as filter choices. */
export const levelEnum = (t: Translate) =>
  Object.fromEntries(LEVELS.map((l) => [l.level, { text: `${l.levelName} ${t('aq.level') === 'Level' ? l.categoryEn : l.category}` }]));
