import { useParams } from '@umijs/max';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { todayOf } from '@shared/policyWindow';
import { SLUG_PATTERN } from '@shared/slug';
import Panel from '@/components/Panel';
import PublicNotFound from '@/components/PublicNotFound';
import PublicPage from '@/components/PublicPage';
import RichText from '@/components/RichText';
import { publicSitePage } from '@/services/portal/article';
import { useT } from '@/utils/i18n';
import { pageDataKey, useRenderedRecord } from '@/utils/pageData';

type SitePage = Awaited<ReturnType<typeof publicSitePage>>['data'];

/** /page/:slug: one of the park's single pages (about, contact, terms, privacy…), rendered on the server too. */
export default function SitePageScreen() {
  const t = useT();
  const { slug: rawSlug = '' } = useParams<{ slug: string }>();
  const slug = SLUG_PATTERN.test(rawSlug) ? rawSlug : '';
  // A server-rendered page starts with what it was rendered with (null: no such page).
  const {
    record: page,
    failure,
    retry,
  } = useRenderedRecord<SitePage>(
    pageDataKey.sitePage(slug),
    slug ? () => publicSitePage({ slug }, { skipErrorHandler: true }).then((res) => res.data) : undefined,
  );

  if (failure === 'notFound') return <PublicNotFound />;
  if (failure === 'error') {
    return (
      <PublicPage title={t('sitePage.title')}>
        <Alert type="warning" showIcon message={t('sitePage.loadFailed')} action={<Button onClick={retry}>{t('policyFront.retry')}</Button>} />
      </PublicPage>
    );
  }
  if (!page) {
    return (
      <PublicPage title={t('sitePage.title')}>
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      </PublicPage>
    );
  }
  return (
    <PublicPage
      title={page.title}
      // China's calendar day of the last change, the same on the server and in the browser.
      content={<Typography.Text type="secondary">{t('sitePage.updatedOn', { date: todayOf(new Date(page.updatedAt)) })}</Typography.Text>}
    >
      <Panel>
        <RichText html={page.contentHtml} testId="site-page-content" />
      </Panel>
    </PublicPage>
  );
}
