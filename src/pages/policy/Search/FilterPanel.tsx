import { useIntl } from '@umijs/max';
import { Button, Input, Space, Tag, Typography } from 'antd';
import Panel from '@/components/Panel';
import { useEffect, useState, type ReactNode } from 'react';
import type { AreaNode, FacetValue, PublicTag, SearchResult } from '@/models/policy';
import { levelLabel, POLICY_LEVELS, statusLabel, supportTypeLabel, WINDOW_STATUSES } from '@/components/PolicyCard/labels';
import type { NameBook } from './labels';
import RegionFilter from './RegionFilter';
import { toggleValue, type SearchQuery } from '@shared/policySearchQuery';
import { useT } from '@/utils/i18n';

type Option = { value: string; label: string; count?: number };

/**
 * Checkable values of one facet with the number of results each would give. Every value the query
 * already filters by stays visible (with 0 when the answer does not count it) so it can be unticked.
 */
function FacetOptions({
  facet,
  options,
  selected,
  onToggle,
  labelOf = (value) => value,
}: {
  facet: string;
  options: Option[];
  selected: string[];
  onToggle: (value: string) => void;
  /** The name of a picked value the answer does not count. */
  labelOf?: (value: string) => string;
}) {
  const shown = [...options];
  for (const value of selected) if (!shown.some((o) => o.value === value)) shown.push({ value, label: labelOf(value), count: 0 });
  if (!shown.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div data-facet={facet}>
      {shown.map((o) => (
        <Tag.CheckableTag
          key={o.value}
          data-value={o.value}
          checked={selected.includes(o.value)}
          onChange={() => onToggle(o.value)}
          style={{ marginBottom: 6, border: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          {o.label}
          {o.count !== undefined && (
            <span className="facet-count" style={{ marginLeft: 4, opacity: 0.65 }}>
              {o.count}
            </span>
          )}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 6 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {extra}
      </div>
      {children}
    </div>
  );
}

const countOf = (facet: FacetValue[] | undefined, value: string) => facet?.find((f) => f.value === value)?.count;

type Props = {
  query: SearchQuery;
  result: SearchResult | null;
  tagList: PublicTag[];
  tagSmallMap: Record<number, PublicTag[]>;
  areaDict: AreaNode[];
  names: NameBook;
  onChange: (next: SearchQuery) => void;
  onOpenTag: (parentId: number) => void;
};

/**
 * The filters beside the results, each with the counts of the current search (a facet ignores its own
 * filter, so the numbers say what ticking a value would give): window status, level, support type, tags
 * (big tags, then the small tags under a chosen one), departments, regions, publish date and amount.
 */
export default function FilterPanel({ query, result, tagList, tagSmallMap, areaDict, names, onChange, onOpenTag }: Props) {
  const intl = useIntl();
  const facets = result?.facets;
  const t = useT();
  // Typed amounts apply with the button (a half-typed number is not a search).
  const typedAmounts = (): [string, string] => [
    query.amountMin === undefined ? '' : String(query.amountMin),
    query.amountMax === undefined ? '' : String(query.amountMax),
  ];
  const [amount, setAmount] = useState<[string, string]>(typedAmounts);
  useEffect(() => setAmount(typedAmounts()), [query.amountMin, query.amountMax]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A publish date bound from its date box ('' clears it); reversed bounds are put in order by the query's parser. */
  const setPublished = (bound: 'publishFrom' | 'publishTo', date: string) => {
    const next = { ...query, current: 1 };
    delete next[bound];
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) next[bound] = date;
    onChange(next);
  };
  const amountOf = (text: string): number | null => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
  };

  // Big tags picked, or holding a picked small tag, show their small tags below.
  const selectedTags = new Set(query.tagId);
  // A small tag from a shared link names its big tag in the results' tags.
  const parentOf = new Map((result?.list ?? []).flatMap((i) => i.tags).map((tag) => [tag.id, tag.parentId] as const));
  const openGroups = tagList.filter(
    (big) =>
      selectedTags.has(big.id) || (tagSmallMap[big.id] ?? []).some((s) => selectedTags.has(s.id)) || query.tagId.some((id) => parentOf.get(id) === big.id),
  );
  useEffect(() => {
    openGroups.forEach((big) => !tagSmallMap[big.id] && big.childCount > 0 && onOpenTag(big.id));
  }, [openGroups.map((g) => g.id).join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A small tag narrows its big tag: picking it replaces the big one; dropping the last shows the group no more. */
  const toggleSmall = (small: PublicTag) => {
    const next = toggleValue(query, 'tagId', small.id);
    if (small.parentId && !selectedTags.has(small.id)) next.tagId = next.tagId.filter((id) => id !== small.parentId);
    onChange(next);
  };

  const tagCount = (id: number) => countOf(facets?.tagId, String(id));

  return (
    <Panel size="small" title={t('policyFront.filter.title')} className="policy-filters">
      <Section title={t('policyFront.filter.windowStatus')}>
        <FacetOptions
          facet="windowStatus"
          options={WINDOW_STATUSES.map((s) => ({ value: s, label: statusLabel(intl, s), count: facets ? countOf(facets.windowStatus, s) ?? 0 : undefined }))}
          selected={query.windowStatus}
          onToggle={(v) => onChange(toggleValue(query, 'windowStatus', v as SearchQuery['windowStatus'][number]))}
        />
      </Section>
      <Section title={t('policyFront.filter.level')}>
        <FacetOptions
          facet="level"
          options={POLICY_LEVELS.map((l) => ({ value: l, label: levelLabel(intl, l), count: facets ? countOf(facets.level, l) ?? 0 : undefined }))}
          selected={query.level}
          onToggle={(v) => onChange(toggleValue(query, 'level', v as SearchQuery['level'][number]))}
        />
      </Section>
      <Section title={t('policyFront.filter.supportType')}>
        <FacetOptions
          facet="supportType"
          options={(facets?.supportType ?? []).map((f) => ({ value: f.value, label: f.label || supportTypeLabel(intl, f.value), count: f.count }))}
          selected={query.supportType}
          onToggle={(v) => onChange(toggleValue(query, 'supportType', v))}
          labelOf={(v) => names.supportTypes.get(v) ?? supportTypeLabel(intl, v)}
        />
      </Section>
      <Section title={t('policyFront.filter.tagId')}>
        <FacetOptions
          facet="tagId"
          options={tagList.map((big) => ({ value: String(big.id), label: big.name, count: tagCount(big.id) }))}
          selected={query.tagId.filter((id) => tagList.some((big) => big.id === id)).map(String)}
          onToggle={(v) => {
            const id = Number(v);
            // Dropping a big tag drops the small tags picked under it too.
            const smalls = new Set((tagSmallMap[id] ?? []).map((s) => s.id));
            const next = toggleValue(query, 'tagId', id);
            if (!selectedTags.has(id)) onOpenTag(id);
            else next.tagId = next.tagId.filter((x) => !smalls.has(x));
            onChange(next);
          }}
        />
        {openGroups.map((big) =>
          (tagSmallMap[big.id] ?? []).length ? (
            <div key={big.id} data-tag-group={big.id} style={{ marginTop: 4, paddingLeft: 8, borderLeft: '2px solid rgba(5, 5, 5, 0.06)' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('policyFront.filter.smallTags', { name: big.name })}
              </Typography.Text>
              <FacetOptions
                facet={`tag-${big.id}`}
                options={(tagSmallMap[big.id] ?? []).map((s) => ({ value: String(s.id), label: s.name, count: tagCount(s.id) }))}
                selected={query.tagId.filter((id) => (tagSmallMap[big.id] ?? []).some((s) => s.id === id)).map(String)}
                onToggle={(v) => toggleSmall((tagSmallMap[big.id] ?? []).find((s) => String(s.id) === v)!)}
              />
            </div>
          ) : null,
        )}
      </Section>
      <Section title={t('policyFront.filter.departmentId')}>
        <FacetOptions
          facet="departmentId"
          options={(facets?.departmentId ?? []).map((f) => ({ value: f.value, label: f.label, count: f.count }))}
          selected={query.departmentId.map(String)}
          onToggle={(v) => onChange(toggleValue(query, 'departmentId', Number(v)))}
          labelOf={(v) => names.departments.get(Number(v)) ?? t('policyFront.filter.unknownValue', { id: v })}
        />
      </Section>
      <Section title={t('policyFront.filter.regionCode')}>
        <RegionFilter
          areas={areaDict}
          value={query.regionCode}
          nameOf={(code) => names.regions.get(code) ?? code}
          placeholder={t('policyFront.filter.regionPlaceholder')}
          onChange={(codes) => onChange({ ...query, regionCode: codes.slice(0, 50), current: 1 })}
        />
      </Section>
      <Section title={t('policyFront.filter.publishDate')}>
        {/* The browser's own date boxes: its picker on phones, and no date library in the page's first load. */}
        <Space.Compact style={{ width: '100%' }} data-testid="publish-date-filter">
          {(['publishFrom', 'publishTo'] as const).map((bound) => (
            <Input
              key={bound}
              type="date"
              max="9999-12-31"
              value={query[bound] ?? ''}
              onChange={(e) => setPublished(bound, e.target.value)}
              aria-label={t(`policyFront.filter.${bound}`)}
            />
          ))}
        </Space.Compact>
      </Section>
      <Section title={t('policyFront.filter.amount')}>
        <Space.Compact style={{ width: '100%' }}>
          {(['amountMin', 'amountMax'] as const).map((bound, index) => (
            <Input
              key={bound}
              type="number"
              inputMode="decimal"
              min={0}
              max={1e9}
              style={{ width: '40%' }}
              placeholder={t(`policyFront.filter.${bound}`)}
              aria-label={t(`policyFront.filter.${bound}`)}
              value={amount[index]}
              onChange={(e) => setAmount(index === 0 ? [e.target.value, amount[1]] : [amount[0], e.target.value])}
            />
          ))}
          <Button
            style={{ width: '20%' }}
            onClick={() => {
              let [min, max] = amount.map(amountOf);
              if (min !== null && max !== null && min > max) [min, max] = [max, min];
              const next = { ...query, current: 1 };
              delete next.amountMin;
              delete next.amountMax;
              if (min !== null) next.amountMin = min;
              if (max !== null) next.amountMax = max;
              onChange(next);
            }}
          >
            {t('policyFront.filter.apply')}
          </Button>
        </Space.Compact>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('policyFront.filter.amountUnit')}
        </Typography.Text>
      </Section>
    </Panel>
  );
}
