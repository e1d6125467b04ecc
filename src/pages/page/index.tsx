import { useParams } from '@umijs/max';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { todayOf } from '@shared/policyWindow';
import { SLUG_PATTERN } from '@shared/slug';
import Panel from '@/components/Panel';
import PublicPage from '@/components/PublicPage';
import RichText from '@/components/RichText';
import { publicSitePage } from '@/services/portal/article';
import { useT } from '@/utils/i18n';
import { pageData, pageDataKey } from '@/utils/pageData';

// Its picture loads only for a page that is not there; memoised so a server-rendered 404 hydrates once it arrives.
const Exception404 = lazy(() => import('@/pages/exception/404'));
const NotFound = memo(function NotFound() {
  return (
    <Suspense fallback={null}>
      <Exception404 />
    </Suspense>
  );
});

type SitePage = Awaited<ReturnType<typeof publicSitePage>>['data'];

const statusOf = (err: unknown) => (err as { response?: { status?: number } })?.response?.status;

/** /page/:slug: one of the park's single pages (about, contact, terms, privacy…), rendered on the server too. */
export default function SitePageScreen() {
  const t = useT();
  const { slug: rawSlug = '' } = useParams<{ slug: string }>();
  const slug = SLUG_PATTERN.test(rawSlug) ? rawSlug : '';
  // A server-rendered page starts with what it was rendered with (null: no such page).
  const rendered = pageData<SitePage | null>(pageDataKey.sitePage(slug));
  const [page, setPage] = useState<SitePage | undefined>(rendered ?? undefined);
  const [failure, setFailure] = useState<'notFound' | 'error' | undefined>(rendered === null || !slug ? 'notFound' : undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && pageData(pageDataKey.sitePage(slug)) !== undefined) return undefined;
    let live = true;
    setPage(undefined);
    setFailure(undefined);
    if (!slug) {
      setFailure('notFound');
      return undefined;
    }
    publicSitePage({ slug }, { skipErrorHandler: true })
      .then((res) => live && setPage(res.data))
      .catch((err) => live && setFailure(statusOf(err) === 404 ? 'notFound' : 'error'));
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  if (failure === 'notFound') return <NotFound />;
  if (failure === 'error') {
    return (
      <PublicPage title={t('sitePage.title')}>
        <Alert
          type="warning"
          showIcon
          message={t('sitePage.loadFailed')}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('policyFront.retry')}</Button>}
        />
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
