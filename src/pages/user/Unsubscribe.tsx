import { Link, useIntl, useSearchParams } from '@umijs/max';
import { Button, Card, List, Result, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import PublicPage from '@/components/PublicPage';
import { unsubscribe, unsubscribeInfo } from '@/services/portal/visitor';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';

type Info = DataOf<typeof unsubscribeInfo>;

/**
 * `/user/unsubscribe?token=`: where the link at the foot of every subscription e-mail leads. No sign-in: it
 * shows what the link turns off and does so on one click (mail clients that support it unsubscribe without
 * this page, by the List-Unsubscribe header). Asking first keeps link scanners from unsubscribing people.
 */
export default function UnsubscribePage() {
  const t = useT();
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [info, setInfo] = useState<Info>();
  const [state, setState] = useState<'loading' | 'ready' | 'invalid' | 'done'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    unsubscribeInfo({ token }, { skipErrorHandler: true })
      .then((res) => {
        setInfo(res.data);
        setState('ready');
      })
      .catch(() => setState('invalid'));
  }, [token]);

  const confirm = async () => {
    setBusy(true);
    try {
      await unsubscribe({ token }, { skipErrorHandler: true });
      setState('done');
    } catch {
      setState('invalid');
    } finally {
      setBusy(false);
    }
  };

  const manage = (
    <Link to="/user/subscribe" key="manage">
      {t('userCentre.unsubscribe.manage')}
    </Link>
  );

  return (
    <PublicPage title={t('userCentre.unsubscribe.title')}>
      <Card>
        {state === 'loading' ? (
          <Skeleton active />
        ) : state === 'invalid' ? (
          <Result status="warning" title={t('userCentre.unsubscribe.invalid')} subTitle={t('userCentre.unsubscribe.invalidDesc')} extra={manage} />
        ) : state === 'done' ? (
          <Result status="success" title={t('userCentre.unsubscribe.done')} subTitle={t('userCentre.unsubscribe.doneDesc')} extra={manage} />
        ) : (
          <Result
            status="info"
            title={t('userCentre.unsubscribe.title')}
            subTitle={t('userCentre.unsubscribe.desc')}
            extra={[
              <Button key="confirm" type="primary" danger loading={busy} onClick={confirm} data-testid="confirm-unsubscribe">
                {t('userCentre.unsubscribe.confirm')}
              </Button>,
              manage,
            ]}
          >
            <List
              size="small"
              dataSource={info?.subscriptions ?? []}
              renderItem={(s) => (
                <List.Item>
                  {!s.active && <Tag>{t('userCentre.unsubscribe.already')}</Tag>}
                  {intl.locale === 'en-US' ? s.descriptionEn : s.description}
                </List.Item>
              )}
            />
          </Result>
        )}
      </Card>
    </PublicPage>
  );
}
