import { CalendarOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link, useDispatch, useIntl, useSelector } from '@umijs/max';
import { Alert, Button, Segmented, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { monthGridRange } from '@shared/policyCalendar';
import { todayOf } from '@shared/policyWindow';
import OnDemandPicker, { useSelect, useTreeSelect } from '@/components/OnDemandPicker';
import Panel from '@/components/Panel';
import PlainList from '@/components/PlainList';
import { amountText, LevelTag, StatusTag } from '@/components/PolicyCard/labels';
import PublicPage from '@/components/PublicPage';
import type { PolicyState, PublicTag } from '@/models/policy';
import { policyCalendar, policyDepartments } from '@/services/portal/policy';
import { useT } from '@/utils/i18n';
import { pageData, pageDataKey } from '@/utils/pageData';
import { calendarParams, entryTitle, icsHref, type CalendarData, type CalendarEntry } from './entries';
import MonthPanel, { type PanelMode } from './MonthPanel';
import './index.less';

// The list view (antd's Table and RangePicker) loads when the visitor switches to it.
const ListView = lazy(() => import('./ListView'));

type StoreState = { policy: PolicyState };
type View = 'month' | 'list';

const DAY = 'YYYY-MM-DD';
/** The server answers ranges of at most 400 days. */
const MAX_RANGE_DAYS = 400;
const CELL_ITEMS = 3;
/** Policies accepted all year shown before "show all". */
const ALL_YEAR_SHOWN = 10;

/** A window opening (start) or closing (end) on a day: a coloured dot and its text, as antd's status Badge draws them. */
function Mark({ kind, children }: { kind: 'start' | 'end'; children: ReactNode }) {
  return (
    <span className={`calendar-mark calendar-mark-${kind}`}>
      <span className="calendar-mark-dot" aria-hidden="true" />
      {children}
    </span>
  );
}

/**
 * /calender: the application windows. Month view: each day shows the windows opening and closing on it;
 * clicking a day lists them with the windows open that day. List view: the windows of a date range by
 * deadline with their status. Both filter by tag and issuing department; "export .ics" downloads the
 * filtered set, each policy has its own .ics link, and policies accepted all year are listed apart.
 */
export default function PolicyCalendar() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const { tagList, tagSmallMap } = useSelector((s: StoreState) => s.policy);
  const [view, setView] = useState<View>('month');
  const [tagId, setTagId] = useState<number>();
  const [departmentId, setDepartmentId] = useState<number>();
  // Policy dates are China's calendar days: the calendar opens on China's today wherever the visitor is (and on
  // the month the server rendered).
  const [today] = useState(() => dayjs(todayOf(new Date())));
  const [panel, setPanel] = useState<{ date: Dayjs; mode: PanelMode }>({ date: today, mode: 'month' });
  const [listRange, setListRange] = useState<[Dayjs, Dayjs]>([today, today.add(90, 'day')]);
  const [selectedDay, setSelectedDay] = useState<string>();
  const [allYearShown, setAllYearShown] = useState(ALL_YEAR_SHOWN);
  const rendered = useRef(pageData<{ from: string; to: string; data: CalendarData }>(pageDataKey.policyCalendar));
  const [data, setData] = useState<CalendarData | undefined>(rendered.current?.data);
  const [loading, setLoading] = useState(false);
  const [departments, setDepartments] = useState<{ value: number; label: string }[]>([]);

  useEffect(() => {
    dispatch({ type: 'policy/fetchTagList' });
    // The issuing departments that have published policies, with their counts, in the server's order (by level, then name).
    policyDepartments({ skipErrorHandler: true })
      .then((res) => res?.code === 0 && setDepartments(res.data.map((d) => ({ value: d.id, label: `${d.name} (${d.policyCount})` }))))
      .catch(() => undefined);
  }, [dispatch]);

  const [from, to] = useMemo((): [string, string] => {
    if (view === 'list') {
      const end = listRange[1].diff(listRange[0], 'day') > MAX_RANGE_DAYS ? listRange[0].add(MAX_RANGE_DAYS, 'day') : listRange[1];
      return [listRange[0].format(DAY), end.format(DAY)];
    }
    if (panel.mode === 'year') return [panel.date.startOf('year').format(DAY), panel.date.endOf('year').format(DAY)];
    return monthGridRange(panel.date.format(DAY));
  }, [view, listRange, panel]);

  const params = calendarParams(from, to, tagId, departmentId);
  const paramsKey = params.toString();
  useEffect(() => {
    // The month the server rendered is already shown (unless the visitor's first month differs from it).
    const first = rendered.current;
    rendered.current = undefined;
    if (first && paramsKey === calendarParams(first.from, first.to).toString()) return undefined;
    let live = true;
    setLoading(true);
    policyCalendar({ from, to, ...(tagId ? { tagId } : {}), ...(departmentId ? { departmentId } : {}) })
      .then((res) => live && res?.code === 0 && setData(res.data))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [paramsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const entries = data?.entries ?? [];
  const byDay = useMemo(() => {
    const starts = new Map<string, CalendarEntry[]>();
    const ends = new Map<string, CalendarEntry[]>();
    const add = (map: Map<string, CalendarEntry[]>, day: string, e: CalendarEntry) => map.set(day, [...(map.get(day) ?? []), e]);
    for (const e of entries) {
      add(starts, e.startDate, e);
      add(ends, e.endDate, e);
    }
    return { starts, ends };
  }, [entries]);

  const tagTree = tagList.map((big: PublicTag) => ({
    value: big.id,
    title: `${big.name} (${big.policyCount})`,
    isLeaf: big.childCount === 0,
    children: (tagSmallMap[big.id] ?? []).map((s) => ({ value: s.id, title: `${s.name} (${s.policyCount})`, isLeaf: true })),
  }));
  const tagText = tagTree.flatMap((big) => [big, ...big.children]).find((node) => node.value === tagId)?.title ?? '';
  const departmentText = departments.find((d) => d.value === departmentId)?.label ?? '';

  const dayItems = (key: string) => [
    ...(byDay.starts.get(key) ?? []).map((e) => ({ e, kind: 'start' as const })),
    ...(byDay.ends.get(key) ?? []).map((e) => ({ e, kind: 'end' as const })),
  ];
  const dayContent = (day: Dayjs) => {
    const key = day.format(DAY);
    const items = dayItems(key);
    if (!items.length) return null;
    return (
      <ul className="calendar-cell-items" data-day={key}>
        {items.slice(0, CELL_ITEMS).map(({ e, kind }) => (
          <li key={`${kind}-${e.policyId}-${e.startDate}`} title={entryTitle(e)}>
            <Mark kind={kind}>{`${t(`policyFront.calendar.${kind}`)} · ${entryTitle(e)}`}</Mark>
          </li>
        ))}
        {items.length > CELL_ITEMS && <li>{t('policyFront.calendar.more', { count: items.length - CELL_ITEMS })}</li>}
      </ul>
    );
  };
  const dayLabel = (day: Dayjs) => {
    const key = day.format(DAY);
    const count = dayItems(key).length;
    return count ? t('policyFront.calendar.dayLabelWith', { date: key, count }) : key;
  };
  const monthContent = (month: Dayjs) => {
    const prefix = month.format('YYYY-MM');
    const closing = entries.filter((e) => e.endDate.startsWith(prefix)).length;
    return closing ? <Mark kind="end">{t('policyFront.calendar.monthClosing', { count: closing })}</Mark> : null;
  };

  const dayEntries = selectedDay ? entries.filter((e) => e.startDate <= selectedDay && e.endDate >= selectedDay) : [];
  const policyLink = (e: { policyId: number; title: string; batchName?: string | null }) => (
    <Link to={`/policydetail/${e.policyId}`}>{entryTitle({ title: e.title, batchName: e.batchName ?? null })}</Link>
  );
  const allYear = data?.allYear ?? [];

  const exportButton = (
    <Button icon={<DownloadOutlined />} href={`/api/policy/calendar.ics?${paramsKey}`} download data-testid="calendar-export">
      {t('policyFront.calendar.export')}
    </Button>
  );

  return (
    <PublicPage title={t('pages.calender.title')} content={t('pages.calender.desc')} extra={exportButton}>
      <Panel style={{ marginBottom: 16 }}>
        <Space wrap>
          <Segmented
            value={view}
            onChange={(v) => setView(v as View)}
            options={[
              { value: 'month', label: t('policyFront.calendar.monthView') },
              { value: 'list', label: t('policyFront.calendar.listView') },
            ]}
          />
          <OnDemandPicker
            usePicker={useTreeSelect}
            text={tagText}
            placeholder={t('policyFront.calendar.tag')}
            style={{ width: 240 }}
            data-testid="calendar-tag"
          >
            {(TreeSelect, pickerProps) => (
              <TreeSelect
                {...pickerProps}
                style={{ width: 240 }}
                allowClear
                treeData={tagTree}
                value={tagId}
                onChange={(v?: number) => setTagId(v ?? undefined)}
                loadData={async (node) => {
                  await dispatch({ type: 'policy/fetchTagSmallList', payload: node.value });
                }}
              />
            )}
          </OnDemandPicker>
          <OnDemandPicker
            usePicker={useSelect}
            text={departmentText}
            placeholder={t('policyFront.calendar.department')}
            style={{ width: 280 }}
            data-testid="calendar-department"
          >
            {(Select, pickerProps) => (
              <Select
                {...pickerProps}
                style={{ width: 280 }}
                allowClear
                showSearch
                optionFilterProp="label"
                options={departments}
                value={departmentId}
                onChange={(v?: number) => setDepartmentId(v ?? undefined)}
              />
            )}
          </OnDemandPicker>
          <Typography.Text type="secondary">{t('policyFront.calendar.range', { from, to })}</Typography.Text>
        </Space>
        {data?.truncated && (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('policyFront.calendar.truncated', { count: entries.length })} />
        )}
      </Panel>

      {view === 'month' ? (
        <>
          <Panel style={{ marginBottom: 16 }} loading={loading && !data}>
            <MonthPanel
              date={panel.date}
              mode={panel.mode}
              today={today}
              selectedDay={selectedDay}
              locale={intl.locale}
              onPanelChange={(date, mode) => setPanel({ date, mode })}
              onSelectDay={setSelectedDay}
              dayContent={dayContent}
              dayLabel={dayLabel}
              monthContent={monthContent}
            />
          </Panel>
          {selectedDay && (
            <Panel title={t('policyFront.calendar.dayTitle', { date: selectedDay })} style={{ marginBottom: 16 }} className="calendar-day">
              <PlainList
                items={dayEntries}
                rowKey={(e) => `${e.policyId}-${e.startDate}`}
                empty={t('policyFront.calendar.dayEmpty')}
                renderItem={(e) => (
                  <Space wrap>
                    {e.startDate === selectedDay && <Mark kind="start">{t('policyFront.calendar.start')}</Mark>}
                    {e.endDate === selectedDay && <Mark kind="end">{t('policyFront.calendar.end')}</Mark>}
                    {policyLink(e)}
                    <StatusTag status={e.status} />
                    <Typography.Text type="secondary">{t('policyFront.detail.range', { start: e.startDate, end: e.endDate })}</Typography.Text>
                    <a href={icsHref(e.policyId)} download aria-label={t('policyFront.calendar.icsOf', { title: e.title })}>
                      <CalendarOutlined /> .ics
                    </a>
                  </Space>
                )}
              />
            </Panel>
          )}
        </>
      ) : (
        <Suspense fallback={<Skeleton active style={{ marginBottom: 16 }} />}>
          <ListView entries={entries} loading={loading} range={listRange} onRange={setListRange} policyLink={policyLink} />
        </Suspense>
      )}

      <Panel title={t('policyFront.calendar.allYear', { count: allYear.length })} className="calendar-all-year">
        <PlainList
          items={allYear.slice(0, allYearShown)}
          rowKey={(p) => p.policyId}
          empty={t('policyFront.calendar.allYearEmpty')}
          renderItem={(p) => (
            <Space wrap>
              <LevelTag level={p.level} />
              {policyLink({ policyId: p.policyId, title: p.title })}
              <Typography.Text type="secondary">{[p.departmentName, amountText(intl, p.maxAmount)].filter(Boolean).join(' · ')}</Typography.Text>
            </Space>
          )}
        />
        {allYear.length > allYearShown && (
          <Button type="link" onClick={() => setAllYearShown(allYear.length)}>
            {t('policyFront.calendar.allYearMore', { count: allYear.length })}
          </Button>
        )}
      </Panel>
    </PublicPage>
  );
}
