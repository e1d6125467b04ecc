import { CalendarOutlined, DownloadOutlined } from '@ant-design/icons';
import PublicPage from '@/components/PublicPage';
import { Link, useDispatch, useIntl, useSelector } from '@umijs/max';
import { Alert, Badge, Button, Calendar, DatePicker, List, Segmented, Select, Space, Table, TreeSelect, Typography } from 'antd';
import Panel from '@/components/Panel';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { monthGridRange } from '@shared/policyCalendar';
import { todayOf } from '@shared/policyWindow';
import { amountText, LevelTag, StatusTag } from '@/components/PolicyCard/labels';
import type { PolicyState, PublicTag } from '@/models/policy';
import { policyCalendar, policyDepartments } from '@/services/portal/policy';
import styles from './Calender.less';
import { useT } from '@/utils/i18n';
import { pageData, pageDataKey } from '@/utils/pageData';

type CalendarData = Awaited<ReturnType<typeof policyCalendar>>['data'];
export type CalendarEntry = CalendarData['entries'][number];
type StoreState = { policy: PolicyState };
type View = 'month' | 'list';

const DAY = 'YYYY-MM-DD';
/** The server answers ranges of at most 400 days. */
const MAX_RANGE_DAYS = 400;
const CELL_ITEMS = 3;
const ALL_YEAR_PAGE = 10;

/** The list's entries: by deadline, then start, then policy. */
export const byDeadline = (entries: CalendarEntry[]) =>
  [...entries].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.startDate.localeCompare(b.startDate) || a.policyId - b.policyId);

/** The query string of the calendar calls and its .ics export. */
export function calendarParams(from: string, to: string, tagId?: number, departmentId?: number) {
  const p = new URLSearchParams({ from, to });
  if (tagId) p.set('tagId', String(tagId));
  if (departmentId) p.set('departmentId', String(departmentId));
  return p;
}

const entryTitle = (e: { title: string; batchName: string | null }) => (e.batchName ? `${e.title}（${e.batchName}）` : e.title);
const icsHref = (policyId: number) => `/api/policy/detail.ics?id=${policyId}`;

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
  const [panel, setPanel] = useState<{ date: Dayjs; mode: 'month' | 'year' }>({ date: today, mode: 'month' });
  const [listRange, setListRange] = useState<[Dayjs, Dayjs]>([today, today.add(90, 'day')]);
  const [selectedDay, setSelectedDay] = useState<string>();
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

  const dateCell = (day: Dayjs) => {
    const key = day.format(DAY);
    const items = [
      ...(byDay.starts.get(key) ?? []).map((e) => ({ e, kind: 'start' as const })),
      ...(byDay.ends.get(key) ?? []).map((e) => ({ e, kind: 'end' as const })),
    ];
    if (!items.length) return null;
    return (
      <ul className={styles.cell} data-day={key}>
        {items.slice(0, CELL_ITEMS).map(({ e, kind }) => (
          <li key={`${kind}-${e.policyId}-${e.startDate}`} title={entryTitle(e)}>
            <Badge status={kind === 'start' ? 'processing' : 'error'} text={`${t(`policyFront.calendar.${kind}`)} · ${entryTitle(e)}`} />
          </li>
        ))}
        {items.length > CELL_ITEMS && <li>{t('policyFront.calendar.more', { count: items.length - CELL_ITEMS })}</li>}
      </ul>
    );
  };
  const monthCell = (month: Dayjs) => {
    const prefix = month.format('YYYY-MM');
    const closing = entries.filter((e) => e.endDate.startsWith(prefix)).length;
    return closing ? <Badge status="error" text={t('policyFront.calendar.monthClosing', { count: closing })} /> : null;
  };

  const dayEntries = selectedDay ? entries.filter((e) => e.startDate <= selectedDay && e.endDate >= selectedDay) : [];
  const policyLink = (e: { policyId: number; title: string; batchName?: string | null }) => (
    <Link to={`/policydetail/${e.policyId}`}>{entryTitle({ title: e.title, batchName: e.batchName ?? null })}</Link>
  );

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
          <TreeSelect
            style={{ width: 240 }}
            allowClear
            placeholder={t('policyFront.calendar.tag')}
            aria-label={t('policyFront.calendar.tag')}
            treeData={tagTree}
            value={tagId}
            onChange={(v) => setTagId(v ?? undefined)}
            loadData={async (node) => {
              await dispatch({ type: 'policy/fetchTagSmallList', payload: node.value });
            }}
            data-testid="calendar-tag"
          />
          <Select
            style={{ width: 280 }}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('policyFront.calendar.department')}
            aria-label={t('policyFront.calendar.department')}
            options={departments}
            value={departmentId}
            onChange={(v) => setDepartmentId(v ?? undefined)}
            data-testid="calendar-department"
          />
          {view === 'list' && (
            <DatePicker.RangePicker allowClear={false} value={listRange} onChange={(range) => range?.[0] && range[1] && setListRange([range[0], range[1]])} />
          )}
          <Typography.Text type="secondary">{t('policyFront.calendar.range', { from, to })}</Typography.Text>
        </Space>
        {data?.truncated && (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('policyFront.calendar.truncated', { count: entries.length })} />
        )}
      </Panel>

      {view === 'month' ? (
        <>
          <Panel style={{ marginBottom: 16 }} loading={loading && !data}>
            <Calendar
              defaultValue={today}
              onPanelChange={(date, mode) => setPanel({ date, mode })}
              onSelect={(date, info) => {
                if (info?.source === 'date') setSelectedDay(date.format(DAY));
              }}
              cellRender={(current, info) => (info.type === 'date' ? dateCell(current) : info.type === 'month' ? monthCell(current) : info.originNode)}
            />
          </Panel>
          {selectedDay && (
            <Panel title={t('policyFront.calendar.dayTitle', { date: selectedDay })} style={{ marginBottom: 16 }} className="calendar-day">
              <List
                size="small"
                dataSource={dayEntries}
                locale={{ emptyText: t('policyFront.calendar.dayEmpty') }}
                renderItem={(e) => (
                  <List.Item
                    actions={[
                      <a key="ics" href={icsHref(e.policyId)} download>
                        <CalendarOutlined /> .ics
                      </a>,
                    ]}
                  >
                    <Space wrap>
                      {e.startDate === selectedDay && <Badge status="processing" text={t('policyFront.calendar.start')} />}
                      {e.endDate === selectedDay && <Badge status="error" text={t('policyFront.calendar.end')} />}
                      {policyLink(e)}
                      <StatusTag status={e.status} />
                      <Typography.Text type="secondary">{t('policyFront.detail.range', { start: e.startDate, end: e.endDate })}</Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            </Panel>
          )}
        </>
      ) : (
        <Panel style={{ marginBottom: 16 }} title={t('policyFront.calendar.listTitle', { count: entries.length })}>
          <Table<CalendarEntry>
            className="calendar-list"
            size="small"
            loading={loading}
            rowKey={(e) => `${e.policyId}-${e.startDate}`}
            dataSource={byDeadline(entries)}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            scroll={{ x: 900 }}
            columns={[
              { key: 'endDate', title: t('policyFront.calendar.deadline'), dataIndex: 'endDate', width: 110 },
              { key: 'title', title: t('policyFront.calendar.policy'), render: (_, e) => policyLink(e) },
              {
                key: 'range',
                title: t('policyFront.detail.window'),
                width: 200,
                render: (_, e) => t('policyFront.detail.range', { start: e.startDate, end: e.endDate }),
              },
              { key: 'status', title: t('policyFront.calendar.status'), width: 100, render: (_, e) => <StatusTag status={e.status} /> },
              { key: 'department', title: t('policyFront.detail.department'), dataIndex: 'departmentName', width: 200 },
              { key: 'level', title: t('policyFront.filter.level'), width: 80, render: (_, e) => <LevelTag level={e.level} /> },
              { key: 'amount', title: t('policyFront.detail.maxAmount'), width: 130, render: (_, e) => amountText(intl, e.maxAmount) || '—' },
              {
                key: 'ics',
                title: t('policyFront.calendar.ics'),
                width: 80,
                render: (_, e) => (
                  <a href={icsHref(e.policyId)} download aria-label={t('policyFront.calendar.icsOf', { title: e.title })}>
                    <CalendarOutlined /> .ics
                  </a>
                ),
              },
            ]}
          />
        </Panel>
      )}

      <Panel title={t('policyFront.calendar.allYear', { count: data?.allYear.length ?? 0 })} className="calendar-all-year">
        <List
          size="small"
          dataSource={data?.allYear ?? []}
          pagination={(data?.allYear.length ?? 0) > ALL_YEAR_PAGE ? { pageSize: ALL_YEAR_PAGE, size: 'small', showSizeChanger: false } : false}
          locale={{ emptyText: t('policyFront.calendar.allYearEmpty') }}
          renderItem={(p) => (
            <List.Item>
              <Space wrap>
                <LevelTag level={p.level} />
                {policyLink({ policyId: p.policyId, title: p.title })}
                <Typography.Text type="secondary">{[p.departmentName, amountText(intl, p.maxAmount)].filter(Boolean).join(' · ')}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Panel>
    </PublicPage>
  );
}
