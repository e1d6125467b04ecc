import { history, useDispatch, useModel, useSearchParams, useSelector } from '@umijs/max';
import { Alert, Button, Card, List, Result, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { externalOidcFinish, ssoInteraction, ssoInteractionFinish } from '@/services/portal/sso';
import { getToken, getVisitorToken, setToken, setVisitorToken } from '@/utils/token';
import { landingPath, safeReturnPath } from '@/utils/returnPath';
import { useReloadInitialState } from '@/utils/initialState';
import { loginPath } from '@/utils/signOut';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import type { VisitorState } from '@/models/visitor';

const VisitorAuth = lazy(() => import('@/components/VisitorAuth'));

type Details = DataOf<typeof ssoInteraction>;

/** The server's refusal text, else the fallback. */
function refusalText(err: unknown, fallback: string): { status?: number; text: string } {
  const response = (err as { response?: { status?: number; data?: { errorMessage?: string; message?: string } } }).response;
  return { status: response?.status, text: response?.data?.errorMessage || response?.data?.message || fallback };
}

const centred = { maxWidth: 520, margin: '64px auto', padding: '0 16px' };

/**
 * `/auth?uid=`: an app of the park asks to sign the user in through the portal. The signed-in account (a
 * visitor's session, else staff's) sees which app asks for what and approves or denies; a consent given before
 * continues without asking. Signed out, the screen offers both sign-ins and comes back here.
 */
function Consent({ uid }: { uid: string }) {
  const t = useT();
  const dispatch = useDispatch();
  const visitor = useSelector((s: { visitor?: VisitorState }) => s.visitor?.current);
  const [details, setDetails] = useState<Details>();
  const [error, setError] = useState<string>();
  const [signedOut, setSignedOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const token = getVisitorToken() || getToken();
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;

  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      const res = await ssoInteractionFinish({ uid, approve }, { headers, skipErrorHandler: true });
      window.location.assign(res.data.returnTo);
    } catch (err) {
      setError(refusalText(err, t('sso.failed')).text);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!token) {
      setSignedOut(true);
      return;
    }
    setSignedOut(false);
    ssoInteraction({ uid }, { headers, skipErrorHandler: true })
      .then((res) => {
        setDetails(res.data);
        // Agreed before: continue without asking again.
        if (res.data.remembered) void decide(true);
      })
      .catch((err) => {
        const refusal = refusalText(err, t('sso.failed'));
        if (refusal.status === 401) setSignedOut(true);
        else setError(refusal.text);
      });
    // A visitor signing in through the dialog below brings a token: ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, token, visitor?.id]);

  if (error) return <Result status="warning" title={t('sso.consent.title')} subTitle={error} />;
  if (signedOut) {
    const here = `/auth?uid=${encodeURIComponent(uid)}`;
    return (
      <Card style={centred} title={t('sso.consent.title')}>
        <Typography.Paragraph>{t('sso.consent.signIn')}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" onClick={() => dispatch({ type: 'global/changeLoginModalVisible', payload: true })}>
            {t('sso.consent.visitorSignIn')}
          </Button>
          <Button onClick={() => history.push(loginPath(here))}>{t('sso.consent.staffSignIn')}</Button>
        </Space>
        <Suspense fallback={null}>
          <VisitorAuth />
        </Suspense>
      </Card>
    );
  }
  if (!details || details.remembered) return <Spin size="large" style={{ display: 'block', margin: '120px auto' }} tip={t('auth.title')} />;
  return (
    <Card style={centred} title={t('sso.consent.title')} data-testid="sso-consent">
      <Typography.Title level={4}>{t('sso.consent.asks', { app: details.app.title })}</Typography.Title>
      {details.app.description && <Typography.Paragraph type="secondary">{details.app.description}</Typography.Paragraph>}
      <List
        size="small"
        bordered
        dataSource={details.scopes}
        renderItem={(scope) => (
          <List.Item>
            <Space>
              <Tag>{scope}</Tag>
              {t(`sso.scope.${scope}`)}
            </Space>
          </List.Item>
        )}
      />
      <Alert
        style={{ margin: '16px 0' }}
        type="info"
        showIcon
        message={t(details.account.kind === 'visitor' ? 'sso.consent.asVisitor' : 'sso.consent.asStaff', { name: details.account.name })}
        description={t('sso.consent.remember')}
      />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={() => decide(false)} disabled={busy}>
          {t('sso.consent.deny')}
        </Button>
        <Button type="primary" onClick={() => decide(true)} loading={busy}>
          {t('sso.consent.approve')}
        </Button>
      </Space>
    </Card>
  );
}

/** `/auth?code=&state=` (or `?error=&state=`): the identity platform sent the browser back; the server finishes the sign-in. */
function ExternalCallback() {
  const t = useT();
  const { setInitialState } = useModel('@@initialState');
  const reloadInitialState = useReloadInitialState(setInitialState);
  const [error, setError] = useState<string>();

  useEffect(() => {
    externalOidcFinish({ callback: window.location.search }, { skipErrorHandler: true })
      .then(async (res) => {
        const { audience, token, reurl } = res.data;
        let landing = '/';
        if (audience === 'visitor') setVisitorToken(token);
        else {
          setToken(token);
          landing = landingPath((await reloadInitialState()).resources);
        }
        history.replace(safeReturnPath(reurl, window.location.origin, landing));
      })
      .catch((err) => setError(refusalText(err, t('sso.failed')).text));
    // Once: the answer's state works only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error) {
    return (
      <Result
        status="warning"
        title={t('sso.external.failed')}
        subTitle={error}
        extra={
          <Button type="primary" onClick={() => history.replace('/')}>
            {t('sso.external.home')}
          </Button>
        }
      />
    );
  }
  return <Spin size="large" style={{ display: 'block', margin: '120px auto' }} tip={t('auth.title')} />;
}

/** A hand-off with `token` (and optionally `reurl`): the token is kept and the user continues. */
function TokenHandOff({ token }: { token: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const reloadInitialState = useReloadInitialState(setInitialState);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setToken(token);
    reloadInitialState()
      .then((state) => history.replace(safeReturnPath(params.get('reurl'), window.location.origin, landingPath(state.resources))))
      .catch(() => setFailed(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (failed) return <Missing />;
  return (
    <div style={{ padding: 120, textAlign: 'center' }}>
      <Spin size="large" tip={t('auth.title')}>
        <div style={{ height: 80 }} />
      </Spin>
    </div>
  );
}

function Missing() {
  const t = useT();
  return (
    <Result
      status="403"
      title={t('auth.title')}
      subTitle={t('auth.missing')}
      extra={
        <Button type="primary" onClick={() => history.push('/portal/adminlogin')}>
          {t('login.submit')}
        </Button>
      }
    />
  );
}

/**
 * The authorisation screen (outside the main layout), for single sign-on in both directions: an app asking to
 * sign the user in (`uid`), the identity platform's answer (`state` with `code` or `error`), or a token hand-off.
 */
export default function Auth() {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  if (uid) return <Consent uid={uid} />;
  if (params.get('state') && (params.get('code') || params.get('error'))) return <ExternalCallback />;
  if (token) return <TokenHandOff token={token} />;
  return <Missing />;
}
