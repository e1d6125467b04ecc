import type { useIntl } from '@umijs/max';
import type { AreaNode, PublicTag, SearchResult } from '@/models/policy';
import { formatNumber, levelLabel, statusLabel, supportTypeLabel } from '@/components/PolicyCard/labels';
import type { FilterKey, SearchQuery } from '@shared/policySearchQuery';

type Intl = ReturnType<typeof useIntl>;

/** Names of the values a query filters by, gathered from everything the screen has loaded. */
export type NameBook = {
  tags: Map<number, string>;
  departments: Map<number, string>;
  regions: Map<string, string>;
  supportTypes: Map<string, string>;
};

export const emptyNameBook = (): NameBook => ({ tags: new Map(), departments: new Map(), regions: new Map(), supportTypes: new Map() });

/** Adds what a search answer, the tag lists and the region tree name to the book (kept across searches). */
export function learnNames(book: NameBook, result: SearchResult | null, tags: PublicTag[], areas: AreaNode[]) {
  for (const t of tags) book.tags.set(t.id, t.name);
  const walk = (nodes: AreaNode[]) =>
    nodes.forEach((n) => {
      book.regions.set(n.code, n.name);
      walk(n.children ?? []);
    });
  walk(areas);
  if (!result) return book;
  for (const f of result.facets.tagId) book.tags.set(Number(f.value), f.label);
  for (const f of result.facets.departmentId) book.departments.set(Number(f.value), f.label);
  for (const f of result.facets.supportType) book.supportTypes.set(f.value, f.label);
  for (const item of result.list) {
    book.departments.set(item.departmentId, item.departmentName);
    for (const t of item.tags) book.tags.set(t.id, t.name);
  }
  return book;
}

/** "级别" and "市级、区级": a filter's name and its values as the visitor would say them. */
export function describeFilter(intl: Intl, q: SearchQuery, key: FilterKey, book: NameBook): { name: string; values: string } {
  const name = intl.formatMessage({ id: `policyFront.filter.${key}` });
  const join = (values: string[]) => values.join(intl.formatMessage({ id: 'policyFront.listSeparator' }));
  const unknown = (id: number | string) => intl.formatMessage({ id: 'policyFront.filter.unknownValue' }, { id });
  switch (key) {
    case 'level':
      return { name, values: join(q.level.map((v) => levelLabel(intl, v))) };
    case 'windowStatus':
      return { name, values: join(q.windowStatus.map((v) => statusLabel(intl, v))) };
    case 'supportType':
      return { name, values: join(q.supportType.map((v) => book.supportTypes.get(v) ?? supportTypeLabel(intl, v))) };
    case 'tagId':
      return { name, values: join(q.tagId.map((v) => book.tags.get(v) ?? unknown(v))) };
    case 'departmentId':
      return { name, values: join(q.departmentId.map((v) => book.departments.get(v) ?? unknown(v))) };
    case 'regionCode':
      return { name, values: join(q.regionCode.map((v) => book.regions.get(v) ?? v)) };
    case 'publishDate':
      return {
        name,
        values:
          q.publishFrom && q.publishTo
            ? `${q.publishFrom} ~ ${q.publishTo}`
            : q.publishFrom
            ? intl.formatMessage({ id: 'policyFront.filter.since' }, { date: q.publishFrom })
            : intl.formatMessage({ id: 'policyFront.filter.until' }, { date: q.publishTo }),
      };
    case 'amount':
    default:
      return {
        name,
        values:
          q.amountMin !== undefined && q.amountMax !== undefined
            ? intl.formatMessage({ id: 'policyFront.filter.amountBetween' }, { min: formatNumber(q.amountMin), max: formatNumber(q.amountMax) })
            : q.amountMin !== undefined
            ? intl.formatMessage({ id: 'policyFront.filter.amountAtLeast' }, { min: formatNumber(q.amountMin) })
            : intl.formatMessage({ id: 'policyFront.filter.amountAtMost' }, { max: formatNumber(q.amountMax ?? 0) }),
      };
  }
}

/**
 * How many policies the search finds without this filter, when the facets tell exactly: each facet is
 * counted ignoring its own filter and a policy has one level, one support type and one window status, so
 * their counts add up. Tags (a policy has several) and departments (only the top ones are counted) do not.
 */
export function countWithout(result: SearchResult | null, key: FilterKey): number | undefined {
  if (!result || (key !== 'level' && key !== 'supportType' && key !== 'windowStatus')) return undefined;
  return result.facets[key].reduce((sum, f) => sum + f.count, 0);
}
