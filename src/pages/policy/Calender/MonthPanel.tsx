import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '@/utils/i18n';

export type PanelMode = 'month' | 'year';

const DAY = 'YYYY-MM-DD';
const WEEKS = 6;

/** The 42 days a month's grid shows: from the Monday on or before its first day (China's weeks start on Monday). */
export function gridDays(month: Dayjs): Dayjs[] {
  const first = month.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return Array.from({ length: WEEKS * 7 }, (_, i) => start.add(i, 'day'));
}

export type MonthPanelProps = {
  /** A day of the month (or year) shown. */
  date: Dayjs;
  mode: PanelMode;
  today: Dayjs;
  selectedDay?: string;
  locale: string;
  onPanelChange: (date: Dayjs, mode: PanelMode) => void;
  onSelectDay: (day: string) => void;
  /** What a day shows under its number. */
  dayContent: (day: Dayjs) => ReactNode;
  /** A day's description for screen readers (its number alone says little). */
  dayLabel: (day: Dayjs) => string;
  monthContent: (month: Dayjs) => ReactNode;
};

/**
 * The calendar's month and year panels, drawn like antd's full-screen Calendar: a month as six weeks of day cells,
 * a year as twelve month cells, with the previous and next month or year, today, and the month/year switch. Its own
 * rather than antd's Calendar, which brings the date picker's panels, Select and Radio (about 45 KB gzip) into the
 * page's first load.
 */
export default function MonthPanel({
  date,
  mode,
  today,
  selectedDay,
  locale,
  onPanelChange,
  onSelectDay,
  dayContent,
  dayLabel,
  monthContent,
}: MonthPanelProps) {
  const t = useT();
  const unit = mode === 'month' ? 'month' : 'year';
  // Month and weekday names in the visitor's language (UTC: a calendar day, wherever the code runs).
  const title = new Intl.DateTimeFormat(locale, mode === 'month' ? { year: 'numeric', month: 'long', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const utc = (d: Dayjs) => Date.UTC(d.year(), d.month(), d.date());
  const days = gridDays(date);
  const todayKey = today.format(DAY);

  const pick = (day: Dayjs) => {
    // A day of the month before or after moves the panel there, as a paper calendar is turned.
    if (!day.isSame(date, 'month')) onPanelChange(day, 'month');
    onSelectDay(day.format(DAY));
  };

  return (
    <div className={`calendar-panel calendar-panel-${mode}`}>
      <div className="calendar-panel-head">
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label={t(`policyFront.calendar.prev.${mode}`)}
          onClick={() => onPanelChange(date.subtract(1, unit), mode)}
        />
        <h2 className="calendar-panel-title" aria-live="polite">
          {title.format(utc(date))}
        </h2>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label={t(`policyFront.calendar.next.${mode}`)}
          onClick={() => onPanelChange(date.add(1, unit), mode)}
        />
        <Button size="small" onClick={() => onPanelChange(today, mode)} disabled={date.isSame(today, unit)}>
          {t('policyFront.calendar.today')}
        </Button>
        <Segmented
          size="small"
          className="calendar-panel-mode"
          value={mode}
          onChange={(m) => onPanelChange(date, m as PanelMode)}
          options={[
            { value: 'month', label: t('policyFront.calendar.modeMonth') },
            { value: 'year', label: t('policyFront.calendar.modeYear') },
          ]}
        />
      </div>
      {mode === 'month' ? (
        <table className="calendar-grid calendar-month">
          <thead>
            <tr>
              {days.slice(0, 7).map((d) => (
                <th key={d.day()} scope="col">
                  {weekday.format(utc(d))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: WEEKS }, (_, week) => (
              <tr key={week}>
                {days.slice(week * 7, week * 7 + 7).map((d) => {
                  const key = d.format(DAY);
                  const classes = [
                    'calendar-cell',
                    !d.isSame(date, 'month') && 'calendar-cell-outside',
                    key === todayKey && 'calendar-cell-today',
                    key === selectedDay && 'calendar-cell-selected',
                  ];
                  return (
                    // The whole cell is the target; its button (the date) gives the keyboard and screen readers a way in.
                    <td key={key} className={classes.filter(Boolean).join(' ')} onClick={() => pick(d)}>
                      <button type="button" className="calendar-cell-date" aria-label={dayLabel(d)} aria-pressed={key === selectedDay}>
                        {d.date()}
                      </button>
                      <div className="calendar-cell-content">{dayContent(d)}</div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table className="calendar-grid calendar-year">
          <tbody>
            {[0, 1, 2].map((row) => (
              <tr key={row}>
                {[0, 1, 2, 3].map((col) => {
                  const month = date.startOf('year').add(row * 4 + col, 'month');
                  const current = month.isSame(today, 'month');
                  return (
                    <td key={col} className={current ? 'calendar-cell calendar-cell-today' : 'calendar-cell'} onClick={() => onPanelChange(month, 'month')}>
                      <button type="button" className="calendar-cell-date">
                        {monthName.format(utc(month))}
                      </button>
                      <div className="calendar-cell-content">{monthContent(month)}</div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
