import PublicPage from '@/components/PublicPage';
import { history, useDispatch, useSearchParams, useSelector } from '@umijs/max';
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Segmented, Space, Spin, Typography } from 'antd';
import Columns from '@/components/Columns';
import LinkPager from '@/components/LinkPager';
import Panel from '@/components/Panel';
import PlainList from '@/components/PlainList';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import PolicyCard from '@/components/PolicyCard';
import SearchBox from '@/components/PolicyCard/SearchBox';
import type { PolicyState } from '@/models/policy';
import { ActiveFilters, NoResult } from './ActiveFilters';
import FilterPanel from './FilterPanel';
import { emptyNameBook, learnNames } from './labels';
import { activeFilters, PAGE_SIZES, parseQuery, SORTS, toSearchBody, toSearchParams, type SearchQuery, type SearchSort } from '@shared/policySearchQuery';
import { useT } from '@/utils/i18n';
import './index.less';
import { isServerRendered } from '@/utils/pageData';
import { useScrollOnPageChange } from '@/utils/useScrollOnPageChange';

// A phone's filter drawer loads when first opened.
const Drawer = lazy(() => import('antd/es/drawer'));

type StoreState = { policy: PolicyState; loading: { effects: Record<string, boolean | undefined> } };

/**
 * /search: the policy search. The address holds the whole query (see ./query.ts); every change of it runs
 * the search through the policy model (`policy/search`, the answer in `resultSearche`), so back and
 * forward replay searches and a copied address reproduces one. On a phone the filters open in a drawer, so
 * the results come first and do not move when the filters' counts arrive. Which of the two a screen width
 * gets is decided by the stylesheet (./index.less), so the server renders the right one for phones too.
 */
/** Whether two picks of the store hold the same values, field by field. */
function sameFields<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k]);
}

export default function SearchScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(params), [params]);
  const body = useMemo(() => toSearchBody(query), [query]);
  const bodyKey = JSON.stringify(body);
  // The fields this screen shows, compared one by one: another part of the policy model changing does not render it.
  const {
    resultSearche: result,
    lastSearch,
    tagList,
    tagSmallMap,
    areaDict,
  } = useSelector(
    (s: StoreState) => ({
      resultSearche: s.policy.resultSearche,
      lastSearch: s.policy.lastSearch,
      tagList: s.policy.tagList,
      tagSmallMap: s.policy.tagSmallMap,
      areaDict: s.policy.areaDict,
    }),
    sameFields,
  );
  const loading = useSelector((s: StoreState) => !!s.loading.effects['policy/search']);

  useEffect(() => {
    dispatch({ type: 'policy/fetchTagList' });
    dispatch({ type: 'policy/fetchAreaDict' });
  }, [dispatch]);
  useEffect(() => {
    // A server-rendered page already holds this search's answer.
    if (isServerRendered() && result && JSON.stringify(lastSearch) === bodyKey) return;
    dispatch({ type: 'policy/search', payload: body });
  }, [bodyKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // Names of filter values seen so far (a department picked from a facet keeps its name when it drops out).
  const names = useRef(emptyNameBook()).current;
  learnNames(names, result, [...tagList, ...Object.values(tagSmallMap).flat()], areaDict);

  useScrollOnPageChange(query.current, () => document.querySelector('.policy-results')?.scrollIntoView?.({ behavior: 'smooth' }));

  // The filter button shows on phones only (./index.less), so the drawer is only ever opened there.
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can close with its animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Turned wider than a phone (the filter column is back): the open drawer closes. Watched only while it is open,
  // never from a render: reading the width while hydrating made antd's useBreakpoint re-render the whole screen.
  useEffect(() => {
    if (!filtersOpen) return undefined;
    const wide = window.matchMedia('(min-width: 576px)');
    const close = () => wide.matches && setFiltersOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [filtersOpen]);

  const current = !!result && JSON.stringify(lastSearch) === bodyKey;
  const go = (next: SearchQuery) => setParams(toSearchParams(next));

  const filterPanel = (
    <FilterPanel
      query={query}
      result={result}
      tagList={tagList}
      tagSmallMap={tagSmallMap}
      areaDict={areaDict}
      names={names}
      onChange={go}
      onOpenTag={(parentId) => dispatch({ type: 'policy/fetchTagSmallList', payload: parentId })}
    />
  );

  return (
    <PublicPage title={t('pages.search.title')} content={t('pages.search.desc')}>
      <Panel style={{ marginBottom: 16 }}>
        <SearchBox
          value={query.keyword}
          onSearch={(keyword) => go({ ...query, keyword, current: 1 })}
          onPickPolicy={(id) => history.push(`/policydetail/${id}`)}
          onPickTag={(id) => go({ ...query, tagId: [...new Set([...query.tagId, id])], current: 1 })}
        />
      </Panel>
      <Columns gap={16}>
        <Columns.Item xs={24} lg={7} xl={6} className="search-filter-column">
          {filterPanel}
        </Columns.Item>
        <Columns.Item xs={24} lg={17} xl={18}>
          <Panel className="policy-results">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
              <Space direction="vertical" size={4}>
                <Typography.Text data-testid="result-total">
                  {result ? t('policyFront.search.total', { total: result.total }) : t('policyFront.search.searching')}
                </Typography.Text>
                {current && result.tokens.length > 1 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('policyFront.search.tokens', { tokens: result.tokens.map((w) => `「${w}」`).join(' ') })}
                  </Typography.Text>
                )}
              </Space>
              <span className="search-filter-button">
                <Badge count={activeFilters(query).length} size="small">
                  <Button
                    icon={<FilterOutlined />}
                    onClick={() => {
                      setDrawerUsed(true);
                      setFiltersOpen(true);
                    }}
                  >
                    {t('policyFront.filter.title')}
                  </Button>
                </Badge>
              </span>
              <Segmented
                aria-label={t('policyFront.sort.label')}
                value={query.sort}
                onChange={(sort) => go({ ...query, sort: sort as SearchSort, current: 1, order: undefined })}
                options={SORTS.map((s) => ({ value: s, label: t(`policyFront.sort.${s}`) }))}
              />
            </div>
            <ActiveFilters query={query} names={names} onChange={go} />
            <Spin spinning={loading}>
              {current && result.total === 0 ? (
                <NoResult query={query} names={names} result={result} onChange={go} />
              ) : (
                <PlainList
                  className="policy-result-list"
                  items={result?.list ?? []}
                  rowKey={(item) => item.id}
                  empty={loading || !result ? <span /> : undefined}
                  renderItem={(item) => <PolicyCard item={item} onTagClick={(id) => go({ ...query, tagId: [...new Set([...query.tagId, id])], current: 1 })} />}
                />
              )}
            </Spin>
            {!!result?.total && (
              <LinkPager
                current={query.current}
                pageSize={query.pageSize}
                total={result.total}
                pageSizes={PAGE_SIZES}
                hrefOf={(page) => `/search?${toSearchParams({ ...query, current: page })}`}
                onPageSize={(size) => go({ ...query, current: 1, pageSize: size })}
                totalText={t('policyFront.search.total', { total: result.total })}
              />
            )}
          </Panel>
        </Columns.Item>
      </Columns>
      {drawerUsed && (
        <Suspense fallback={null}>
          <Drawer placement="bottom" height="85%" open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('policyFront.filter.title')}>
            {filterPanel}
          </Drawer>
        </Suspense>
      )}
    </PublicPage>
  );
}
