import { history, useDispatch, useSearchParams, useSelector } from '@umijs/max';
import { Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import PublicPage from '@/components/PublicPage';
import type { VisitorState } from '@/models/visitor';
import { acceptInvitation, invitationInfo } from '@/services/portal/visitor';
import { serverFieldError } from '@/utils/formRules';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';

type Info = DataOf<typeof invitationInfo>;

export default function InvitationPage() {
  return (
    <LazyMessages part="account">
      <InvitationContent />
    </LazyMessages>
  );
}

/**
 * `/user/invitation?token=`: where an invitation to a company leads. It says which company and who invited, asks
 * the visitor to sign in (or register) with the address it was sent to, and accepts on one click.
 */
function InvitationContent() {
  const t = useT();
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  const [info, setInfo] = useState<Info>();
  const [state, setState] = useState<'loading' | 'ready' | 'invalid'>('loading');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    invitationInfo({ token }, { skipErrorHandler: true })
      .then((res) => {
        setInfo(res.data);
        setState('ready');
      })
      .catch(() => setState('invalid'));
  }, [token]);

  const accept = async () => {
    setBusy(true);
    try {
      await acceptInvitation({ token }, { skipErrorHandler: true });
      history.push('/user/list');
    } catch (err) {
      setRefusal(serverFieldError(err).message || t('companyAccount.failed'));
    } finally {
      setBusy(false);
    }
  };

  const open = info?.state === 'open';
  return (
    <PublicPage title={t('companyAccount.invitation.title')}>
      <Card>
        {state === 'loading' ? (
          <Skeleton active />
        ) : state === 'invalid' || !info ? (
          <Result status="warning" title={t('companyAccount.invitation.invalid')} />
        ) : (
          <Result
            status={open ? 'info' : 'warning'}
            title={open ? t('companyAccount.invitation.join', { name: info.companyName }) : t(`companyAccount.invitation.${info.state}`)}
            subTitle={refusal ?? (open && !visitor ? t('companyAccount.invitation.signIn', { address: info.address }) : undefined)}
            extra={
              open &&
              (visitor ? (
                <Button type="primary" loading={busy} onClick={accept} data-testid="accept-invitation">
                  {t('companyAccount.invitation.accept')}
                </Button>
              ) : (
                [
                  <Button key="in" type="primary" onClick={() => dispatch({ type: 'global/changeLoginModalVisible', payload: true })}>
                    {t('companyAccount.invitation.signInButton')}
                  </Button>,
                  <Button key="up" onClick={() => dispatch({ type: 'global/changeLogonModalVisible', payload: true })}>
                    {t('companyAccount.invitation.register')}
                  </Button>,
                ]
              ))
            }
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('companyAccount.invitation.company')}>{info.companyName}</Descriptions.Item>
              <Descriptions.Item label={t('companyAccount.invitedBy')}>{info.invitedBy ?? '–'}</Descriptions.Item>
              <Descriptions.Item label={t('companyAccount.users.role')}>{t(`companyAccount.role.${info.role}`)}</Descriptions.Item>
              <Descriptions.Item label={t('companyAccount.invitation.sentTo')}>{info.address}</Descriptions.Item>
            </Descriptions>
          </Result>
        )}
      </Card>
    </PublicPage>
  );
}
