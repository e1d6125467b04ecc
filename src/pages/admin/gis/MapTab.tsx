import { AimOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Alert, AutoComplete, Button, Card, Checkbox, Empty, Input, List, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MARKER_KINDS, type MarkerKind } from '@shared/gis';
import { useAntdApp } from '@/components/AntdApp';
import DictSelect from '@/components/Dict/DictSelect';
import { useDictItems } from '@/components/Dict/useDictItems';
import { queryGisMarkers, saveGisPosition, searchGisPlaces } from '@/services/portal/gis';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import PlanModal from './PlanModal';
import type { MapFocus, PlanMapHandle } from './PlanMap';
import { colorOf, KIND_COLORS, MOVABLE, type Marker, type MarkerAnswer, type PlaceHit } from './types';

// Leaflet and its styles load with the map itself, never with another screen.
const PlanMap = lazy(() => import('./PlanMap'));

type Filters = { kinds: MarkerKind[]; building?: string; vacancy?: 'vacant' | 'occupied'; status?: string; poiKind?: string; keyword?: string };

/** A dictionary's value → label, for the popups and the legend. */
function useLabels(name: string) {
  const { items } = useDictItems(name);
  return useMemo(() => new Map(items.map((i) => [i.value, i.label])), [items]);
}

/** The map tab: the site plan with its markers, filters and a legend, the name search, the edit mode and the plan upload. */
export default function MapTab({ focusRequest }: { focusRequest?: MapFocus }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const canSave = access.can('gis:save');
  const mapRef = useRef<PlanMapHandle>(null);
  const [filters, setFilters] = useState<Filters>({ kinds: [...MARKER_KINDS] });
  const [answer, setAnswer] = useState<MarkerAnswer>();
  // The kinds the caller may see, from an answer to every kind: the legend keeps an unticked kind so it can be ticked again.
  const [allowedKinds, setAllowedKinds] = useState<readonly MarkerKind[]>(MARKER_KINDS);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [buildings, setBuildings] = useState<string[]>([]);
  const [focus, setFocus] = useState<MapFocus | undefined>(focusRequest);
  const [hits, setHits] = useState<PlaceHit[]>([]);
  const searchSeq = useRef(0);
  const rental = useLabels('rental_status');
  const usage = useLabels('unit_usage');
  const poiKinds = useLabels('poi_kind');
  const stages = useLabels('clue_stage');
  const companyStatus = useLabels('company_status');

  useEffect(() => setFocus(focusRequest), [focusRequest]);

  useEffect(() => {
    queryGisMarkers({ kinds: 'building', placed: 'all' }).then(
      (res) => setBuildings(res.data.markers.map((m) => m.name)),
      () => undefined,
    );
  }, [reloads]);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    const { kinds, ...rest } = filters;
    queryGisMarkers({ ...rest, kinds: kinds.join(',') || 'building', placed: editing ? 'all' : 'true' })
      .then((res) => {
        if (!alive) return;
        setAnswer(res.data);
        if (kinds.length === MARKER_KINDS.length) setAllowedKinds(res.data.kinds);
      })
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [filters, editing, reloads]);

  const shown = useMemo(() => (answer ? answer.markers.filter((m) => filters.kinds.includes(m.kind)) : []), [answer, filters.kinds]);
  const unplaced = useMemo(() => shown.filter((m) => m.x === null && MOVABLE.includes(m.kind)), [shown]);

  const describe = useCallback(
    (m: Marker) => {
      const lines: string[] = [t(`gis.kind.${m.kind}`)];
      if (m.kind === 'building') {
        lines.push(t('gis.marker.units', { count: m.unitCount ?? 0, vacant: m.vacantCount ?? 0, area: Math.round(m.vacantArea ?? 0) }));
      } else if (m.kind === 'unit') {
        lines.push(`${m.building ?? ''} · ${usage.get(m.usage ?? '') ?? m.usage ?? ''} · ${rental.get(m.status ?? '') ?? m.status ?? ''}`);
        lines.push(t('gis.marker.area', { area: m.area ?? 0 }));
        if (m.tenant) lines.push(t('gis.marker.tenant', { name: m.tenant }));
      } else if (m.kind === 'company') {
        lines.push(`${companyStatus.get(m.status ?? '') ?? m.status ?? ''}`);
        if (m.unitCode) lines.push(t('gis.marker.unit', { code: `${m.building ?? ''} ${m.unitCode}` }));
      } else if (m.kind === 'clue') {
        lines.push(stages.get(m.status ?? '') ?? m.status ?? '');
        const wants = { usage: usage.get(m.usage ?? '') ?? m.usage ?? '', area: m.area ?? 0 };
        lines.push(m.unitCode ? t('gis.marker.clue', { ...wants, code: `${m.building ?? ''} ${m.unitCode}` }) : t('gis.marker.clue.none', wants));
      } else if (m.kind === 'project') {
        lines.push(t(`gis.projectStage.${m.status}`));
        lines.push(m.unitCode ? t('gis.marker.unit', { code: `${m.building ?? ''} ${m.unitCode}` }) : t('gis.marker.project.none'));
      } else {
        lines.push(poiKinds.get(m.status ?? '') ?? m.status ?? '');
        if (m.note) lines.push(m.note);
      }
      return { title: m.name, lines };
    },
    [t, rental, usage, poiKinds, stages, companyStatus],
  );

  const place = async (m: Marker, position: { x: number; y: number } | null) => {
    try {
      await saveGisPosition(
        {
          kind: m.kind as 'building' | 'unit' | 'poi',
          ...(m.kind === 'building' ? { building: m.name } : { id: m.id! }),
          x: position?.x ?? null,
          y: position?.y ?? null,
        },
        { skipErrorHandler: true },
      );
      message.success(t('gis.edit.saved'));
    } catch (err) {
      message.error(serverFieldError(err).message || t('gis.common.failed'));
    }
    setReloads((n) => n + 1);
  };

  const search = (keyword: string) => {
    const seq = ++searchSeq.current;
    if (!keyword.trim()) return setHits([]);
    searchGisPlaces({ keyword: keyword.trim(), pageSize: 10 }).then(
      (res) => seq === searchSeq.current && setHits(res.data.list),
      () => undefined,
    );
  };
  const goTo = (key: string) => {
    const hit = hits.find((h) => h.key === key);
    if (!hit) return;
    if (hit.x === null || hit.y === null) {
      message.info(`${hit.name}: ${t('gis.search.unplaced')}`);
      return;
    }
    // A company is shown per tenancy (company:id:unit); the search names it by id: open the first of its markers.
    const marker = hit.kind === 'company' ? shown.find((m) => m.kind === 'company' && m.id === hit.id) : undefined;
    setFocus({ key: marker?.key ?? hit.key, name: hit.name, x: hit.x, y: hit.y, seq: Date.now() });
  };

  const truncated = answer?.counts.filter((c) => c.truncated) ?? [];
  const plan = answer?.plan;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <AutoComplete
            style={{ width: 320 }}
            options={hits.map((h) => ({
              value: h.key,
              label: (
                <Space>
                  <Tag color={colorOf({ kind: h.kind, status: null })}>{t(`gis.kind.${h.kind}`)}</Tag>
                  <span>{h.name}</span>
                  <Typography.Text type="secondary">{h.kind === 'poi' ? poiKinds.get(h.detail ?? '') ?? h.detail : h.detail}</Typography.Text>
                  {h.x === null && <Typography.Text type="warning">{t('gis.search.unplaced')}</Typography.Text>}
                </Space>
              ),
            }))}
            onSearch={search}
            onSelect={(key: string) => goTo(key)}
          >
            <Input.Search placeholder={t('gis.search.placeholder')} allowClear aria-label={t('gis.search.placeholder')} />
          </AutoComplete>
          <Select
            style={{ width: 140 }}
            allowClear
            placeholder={t('gis.filter.building.all')}
            value={filters.building}
            options={buildings.map((b) => ({ label: b, value: b }))}
            onChange={(building) => setFilters((f) => ({ ...f, building }))}
          />
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('gis.filter.vacancy')}
            value={filters.vacancy}
            options={(['vacant', 'occupied'] as const).map((v) => ({ label: t(`gis.filter.vacancy.${v}`), value: v }))}
            onChange={(vacancy) => setFilters((f) => ({ ...f, vacancy }))}
          />
          <DictSelect
            name="rental_status"
            style={{ width: 130 }}
            allowClear
            placeholder={t('gis.filter.status')}
            value={filters.status}
            onChange={(status) => setFilters((f) => ({ ...f, status: status || undefined }))}
          />
          <DictSelect
            name="poi_kind"
            style={{ width: 140 }}
            allowClear
            placeholder={t('gis.filter.poiKind')}
            value={filters.poiKind}
            onChange={(poiKind) => setFilters((f) => ({ ...f, poiKind: poiKind || undefined }))}
          />
          <Input.Search
            style={{ width: 180 }}
            allowClear
            placeholder={t('gis.filter.keyword')}
            onSearch={(keyword) => setFilters((f) => ({ ...f, keyword: keyword.trim() || undefined }))}
          />
          {canSave && (
            <>
              <Switch checkedChildren={<EditOutlined />} checked={editing} onChange={setEditing} aria-label={t('gis.edit')} />
              <span>{t('gis.edit')}</span>
              <Button icon={<PictureOutlined />} onClick={() => setPlanOpen(true)}>
                {t('gis.plan.upload')}
              </Button>
            </>
          )}
        </Space>
        <div style={{ marginTop: 8 }}>
          <Space wrap>
            <Typography.Text type="secondary">{t('gis.legend')}</Typography.Text>
            <Checkbox.Group
              value={filters.kinds}
              onChange={(kinds) => setFilters((f) => ({ ...f, kinds: MARKER_KINDS.filter((k) => kinds.includes(k)) }))}
              options={allowedKinds.map((k) => ({
                value: k,
                label: (
                  <Space size={4}>
                    <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: k === 'poi' ? 2 : 5, background: KIND_COLORS[k] }} />
                    {t(`gis.kind.${k}`)}
                    {answer?.counts.some((c) => c.kind === k) && (
                      <Typography.Text type="secondary">({answer.counts.find((c) => c.kind === k)!.total})</Typography.Text>
                    )}
                  </Space>
                ),
              }))}
            />
            {(['available', 'expiring', 'leased'] as const).map((s) => (
              <Space key={s} size={4}>
                <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: colorOf({ kind: 'unit', status: s }) }} />
                <Typography.Text type="secondary">{rental.get(s) ?? s}</Typography.Text>
              </Space>
            ))}
          </Space>
        </div>
      </Card>
      {truncated.map((c) => (
        <Alert
          key={c.kind}
          type="warning"
          showIcon
          message={t('gis.counts.truncated', { kind: t(`gis.kind.${c.kind}`), shown: answer!.markers.filter((m) => m.kind === c.kind).length, total: c.total })}
        />
      ))}
      {editing && <Alert type="info" showIcon message={t('gis.edit.hint')} />}
      <Spin spinning={loading}>
        {!plan ? (
          answer && (
            <Card>
              <Empty description={t('gis.noPlan')}>
                <Typography.Paragraph type="secondary">{t('gis.noPlan.hint')}</Typography.Paragraph>
                {canSave && (
                  <Button type="primary" icon={<PictureOutlined />} onClick={() => setPlanOpen(true)}>
                    {t('gis.plan.upload')}
                  </Button>
                )}
              </Empty>
            </Card>
          )
        ) : (
          <div style={{ display: 'flex', gap: 12 }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Suspense fallback={<div style={{ minHeight: 420 }} />}>
                <PlanMap ref={mapRef} plan={plan} markers={shown} editable={editing} describe={describe} onMove={(m, p) => place(m, p)} focus={focus} />
              </Suspense>
            </div>
            {editing && (
              <Card
                size="small"
                title={t('gis.edit.unplaced', { count: unplaced.length })}
                style={{ width: 280 }}
                styles={{ body: { maxHeight: 480, overflow: 'auto' } }}
              >
                <List
                  size="small"
                  dataSource={unplaced}
                  renderItem={(m) => (
                    <List.Item
                      actions={[
                        <Button
                          key="place"
                          size="small"
                          type="link"
                          icon={<AimOutlined />}
                          onClick={() => {
                            const center = mapRef.current?.center();
                            if (center) place(m, center);
                          }}
                        >
                          {t('gis.edit.place')}
                        </Button>,
                      ]}
                    >
                      <Space size={4}>
                        <Tag color={KIND_COLORS[m.kind]}>{t(`gis.kind.${m.kind}`)}</Tag>
                        {m.name}
                      </Space>
                    </List.Item>
                  )}
                />
              </Card>
            )}
          </div>
        )}
      </Spin>
      {planOpen && (
        <PlanModal
          onClose={() => setPlanOpen(false)}
          onSaved={() => {
            setPlanOpen(false);
            setReloads((n) => n + 1);
          }}
        />
      )}
    </Space>
  );
}
