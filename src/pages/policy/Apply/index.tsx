import { useSearchParams } from '@umijs/max';
import { Spin } from 'antd';
import LazyMessages from '@/components/LazyMessages';
import Panel from '@/components/Panel';
import PublicPage from '@/components/PublicPage';
import { SignInPrompt, useSignedInVisitor } from '@/pages/user/centre/signIn';
import { useT } from '@/utils/i18n';
import ApplicationDetail from './ApplicationDetail';
import ApplicationList from './ApplicationList';
import ApplyForm from './ApplyForm';

const idOf = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/**
 * `/apply`: a company's policy applications, for its signed-in people. `?policyId=N` is the policy's form (the
 * policy page's 在线申报 opens it), `?application=ID` one application with its review (the workflow's notices
 * link there), and no parameter the company's applications. The texts load with the screen (`apply`).
 */
export default function ApplyScreen() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { visitor, checking, openSignIn } = useSignedInVisitor();
  const policyId = idOf(searchParams.get('policyId'));
  const applicationId = idOf(searchParams.get('application'));

  const content = () => {
    if (!visitor) return <SignInPrompt title={t('apply.signIn.title')} desc={t('apply.signIn.desc')} onSignIn={openSignIn} />;
    // Keyed by the visitor: another one signing in sees their own company's.
    if (policyId) return <ApplyForm key={`${visitor.id}:${policyId}`} policyId={policyId} />;
    if (applicationId) return <ApplicationDetail key={`${visitor.id}:${applicationId}`} id={applicationId} />;
    return (
      <Panel title={t('apply.myApplications')}>
        <ApplicationList key={visitor.id} />
      </Panel>
    );
  };

  return (
    <PublicPage title={t('pages.apply.title')} content={t('pages.apply.desc')}>
      {checking ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : <LazyMessages part="apply">{content()}</LazyMessages>}
    </PublicPage>
  );
}
