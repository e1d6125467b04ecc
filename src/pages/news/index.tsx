import { Link, useLocation } from '@umijs/max';
import { Alert, Button, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { newsArticlePath, newsHref, NEWS_PAGE_SIZE, parseNewsQuery } from '@shared/news';
import { todayOf } from '@shared/policyWindow';
import LinkPager from '@/components/LinkPager';
import Panel from '@/components/Panel';
import PublicNotFound from '@/components/PublicNotFound';
import PublicPage from '@/components/PublicPage';
import { queryNews } from '@/services/portal/article';
import { useT } from '@/utils/i18n';
import { pageDataKey, useRenderedRecord } from '@/utils/pageData';
import './index.less';

type NewsList = Awaited<ReturnType<typeof queryNews>>['data'];
export type NewsItem = NewsList['list'][number];

/** One article in a list: cover, title, summary, category and China's day of publication. */
export function NewsRow({ item }: { item: NewsItem }) {
  const t = useT();
  return (
    <article className="news-item">
      {item.coverUrl && <img src={item.coverUrl} alt="" loading="lazy" />}
      <Space direction="vertical" size={4} style={{ minWidth: 0 }}>
        <Link to={newsArticlePath(item.id)} className="news-item-title">
          {item.title}
        </Link>
        {item.summary && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {item.summary}
          </Typography.Paragraph>
        )}
        <Space size={8} wrap className="news-meta">
          {item.pinned && <Tag color="red">{t('news.pinned')}</Tag>}
          <Link to={newsHref({ category: item.categorySlug, current: 1 })}>{item.categoryName}</Link>
          <span>{todayOf(new Date(item.publishedAt))}</span>
        </Space>
      </Space>
    </article>
  );
}

/** /news: the park's articles by category, newest first (pinned ones first), rendered on the server too. */
export default function NewsScreen() {
  const t = useT();
  const location = useLocation();
  const query = parseNewsQuery(new URLSearchParams(location.search));
  const { record, failure, retry } = useRenderedRecord<NewsList>(pageDataKey.newsList(query.category, query.current), () =>
    queryNews({ category: query.category ?? undefined, current: query.current, pageSize: NEWS_PAGE_SIZE }, { skipErrorHandler: true }).then((res) => res.data),
  );

  if (failure === 'notFound') return <PublicNotFound />;
  const category = record?.categories.find((c) => c.slug === query.category);
  return (
    <PublicPage title={category ? `${t('pages.news.title')} · ${category.name}` : t('pages.news.title')} content={t('pages.news.desc')}>
      <Panel>
        {failure === 'error' && (
          <Alert type="warning" showIcon message={t('news.loadFailed')} action={<Button onClick={retry}>{t('policyFront.retry')}</Button>} />
        )}
        {record && (
          <nav className="public-link-tabs" aria-label={t('news.categories')}>
            <Link to="/news" aria-current={!query.category ? 'page' : undefined}>
              {t('news.all')}
            </Link>
            {record.categories
              .filter((c) => c.parentId === 0 || c.parentId === category?.id || c.parentId === category?.parentId)
              .map((c) => (
                <Link key={c.slug} to={newsHref({ category: c.slug, current: 1 })} aria-current={c.slug === query.category ? 'page' : undefined}>
                  {c.name}
                </Link>
              ))}
          </nav>
        )}
        {!record && !failure && <Skeleton active paragraph={{ rows: 8 }} />}
        {record && (record.list.length ? record.list.map((item) => <NewsRow key={item.id} item={item} />) : <Empty description={t('news.empty')} />)}
        {record && record.total > NEWS_PAGE_SIZE && (
          <LinkPager
            current={query.current}
            pageSize={NEWS_PAGE_SIZE}
            total={record.total}
            hrefOf={(page) => newsHref({ ...query, current: page })}
            totalText={t('news.total', { n: record.total })}
          />
        )}
      </Panel>
    </PublicPage>
  );
}
