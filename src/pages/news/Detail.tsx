import { Link, useParams } from '@umijs/max';
import { Alert, Button, Skeleton, Space, Tag, Typography } from 'antd';
import Columns from '@/components/Columns';
import { newsArticlePath, newsHref } from '@shared/news';
import { todayOf } from '@shared/policyWindow';
import Panel from '@/components/Panel';
import PublicNotFound from '@/components/PublicNotFound';
import PublicPage from '@/components/PublicPage';
import RichText from '@/components/RichText';
import { newsDetail } from '@/services/portal/article';
import { useT } from '@/utils/i18n';
import { pageDataKey, useRenderedRecord } from '@/utils/pageData';
import './index.less';

type Article = Awaited<ReturnType<typeof newsDetail>>['data'];
/** The ids the route accepts: what the server renders (shared/news.ts). */
const ID = /^[1-9][0-9]{0,8}$/;

/** /news/:id: one article on the front with its category's other recent articles, rendered on the server too. */
export default function NewsDetailScreen() {
  const t = useT();
  const { id: rawId = '' } = useParams<{ id: string }>();
  const id = ID.test(rawId) ? Number(rawId) : 0;
  const {
    record: article,
    failure,
    retry,
  } = useRenderedRecord<Article>(pageDataKey.newsArticle(id), id ? () => newsDetail({ id }, { skipErrorHandler: true }).then((res) => res.data) : undefined);

  if (failure === 'notFound') return <PublicNotFound />;
  if (failure === 'error') {
    return (
      <PublicPage title={t('pages.news.title')}>
        <Alert type="warning" showIcon message={t('news.loadFailed')} action={<Button onClick={retry}>{t('policyFront.retry')}</Button>} />
      </PublicPage>
    );
  }
  if (!article) {
    return (
      <PublicPage title={t('pages.news.title')}>
        <Panel>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Panel>
      </PublicPage>
    );
  }
  const meta = [
    todayOf(new Date(article.publishedAt)),
    article.author && t('news.author', { name: article.author }),
    article.source && t('news.source', { name: article.source }),
    t('news.views', { n: article.viewCount }),
  ].filter(Boolean);
  return (
    <PublicPage
      title={article.title}
      content={
        <Space size={8} wrap className="news-meta">
          <Link to={newsHref({ category: article.categorySlug, current: 1 })}>{article.categoryName}</Link>
          {meta.map((m) => (
            <span key={m as string}>{m}</span>
          ))}
        </Space>
      }
    >
      <Columns gap={16}>
        <Columns.Item xs={24} lg={17}>
          <Panel>
            {article.summary && (
              <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
                {article.summary}
              </Typography.Paragraph>
            )}
            <RichText html={article.contentHtml} testId="news-content" />
            {article.tags.length > 0 && (
              <Space size={4} wrap style={{ marginTop: 16 }}>
                {article.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Space>
            )}
          </Panel>
        </Columns.Item>
        <Columns.Item xs={24} lg={7}>
          <Panel title={t('news.related')}>
            {article.related.length ? (
              <nav aria-label={t('news.related')}>
                {article.related.map((r) => (
                  <div key={r.id} style={{ padding: '6px 0' }}>
                    <Link to={newsArticlePath(r.id)}>{r.title}</Link>
                    <div className="news-meta">{todayOf(new Date(r.publishedAt))}</div>
                  </div>
                ))}
              </nav>
            ) : (
              <Typography.Text type="secondary">{t('news.noRelated')}</Typography.Text>
            )}
          </Panel>
        </Columns.Item>
      </Columns>
    </PublicPage>
  );
}
