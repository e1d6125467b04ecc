import { useIntl } from '@umijs/max';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import type { SearchResult } from '@/models/policy';
import { countWithout, describeFilter, type NameBook } from './labels';
import { activeFilters, clearFilters, dropFilter, type SearchQuery } from '@shared/policySearchQuery';
import { useT } from '@/utils/i18n';

type Props = { query: SearchQuery; names: NameBook; onChange: (next: SearchQuery) => void };

/** The filters in force, each a closable tag, above the results. */
export function ActiveFilters({ query, names, onChange }: Props) {
  const intl = useIntl();
  const keys = activeFilters(query);
  if (!keys.length) return null;
  return (
    <Space size={[4, 4]} wrap className="active-filters">
      {keys.map((key) => {
        const { name, values } = describeFilter(intl, query, key, names);
        return (
          <Tag key={key} closable data-filter={key} onClose={() => onChange(dropFilter(query, key))}>
            {name}：{values}
          </Tag>
        );
      })}
      <Button type="link" size="small" onClick={() => onChange(clearFilters(query))}>
        {intl.formatMessage({ id: 'policyFront.filter.clearAll' })}
      </Button>
    </Space>
  );
}

/**
 * Nothing found: say which filters are in force and offer to drop each with one click (with the number
 * of results that gives, when the facets tell it exactly), to drop the keyword, or to clear every filter.
 */
export function NoResult({ query, names, onChange, result }: Props & { result: SearchResult | null }) {
  const intl = useIntl();
  const keys = activeFilters(query);
  const t = useT();
  return (
    <Empty
      className="policy-no-result"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Space direction="vertical" size={8} style={{ maxWidth: 560 }}>
          <Typography.Text strong>{t('policyFront.noResult.title')}</Typography.Text>
          {keys.length > 0 ? (
            <>
              <Typography.Text type="secondary">{t('policyFront.noResult.tryDropping')}</Typography.Text>
              <Space direction="vertical" size={4}>
                {keys.map((key) => {
                  const { name, values } = describeFilter(intl, query, key, names);
                  const count = countWithout(result, key);
                  return (
                    <Button key={key} size="small" data-drop={key} onClick={() => onChange(dropFilter(query, key))}>
                      {t('policyFront.noResult.drop', { filter: `${name}：${values}` })}
                      {count !== undefined && count > 0 && ` ${t('policyFront.noResult.wouldFind', { count })}`}
                    </Button>
                  );
                })}
              </Space>
              <Button type="primary" size="small" data-drop="all" onClick={() => onChange(clearFilters(query))}>
                {t('policyFront.filter.clearAll')}
              </Button>
            </>
          ) : (
            <Typography.Text type="secondary">{t('policyFront.noResult.fewerWords')}</Typography.Text>
          )}
          {query.keyword && (
            <Button type="link" size="small" data-drop="keyword" onClick={() => onChange({ ...query, keyword: '', current: 1 })}>
              {t('policyFront.noResult.dropKeyword', { keyword: query.keyword })}
            </Button>
          )}
        </Space>
      }
    />
  );
}
