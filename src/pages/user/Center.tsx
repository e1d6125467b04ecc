import { history, useSearchParams } from '@umijs/max';
import { Spin, Tabs } from 'antd';
import type { ComponentType } from 'react';
import PublicPage from '@/components/PublicPage';
import type { Visitor } from '@/models/visitor';
import { useT } from '@/utils/i18n';
import ApplicationsTab from './centre/ApplicationsTab';
import CompanyTab from './centre/CompanyTab';
import CompanyUsersTab from './centre/CompanyUsersTab';
import ConversationsTab from './centre/ConversationsTab';
import InboxTab from './centre/InboxTab';
import MatchesTab from './centre/MatchesTab';
import ProfileTab from './centre/ProfileTab';
import SecurityTab from './centre/SecurityTab';
import SubscriptionsTab from './centre/SubscriptionsTab';
import AppsTab from './centre/AppsTab';
import { SignInPrompt, useSignedInVisitor } from './centre/signIn';

/**
 * One tab of the user centre: `?tab=<key>` (or its own address, `path`, for a screen the spec names), its
 * title's locale key, and the screen it shows the signed-in visitor.
 */
export type CentreTab = { key: string; label: string; path?: string; Component: ComponentType<{ visitor: Visitor }> };

/**
 * The user centre's tabs, in order; the first is the default. A new area adds its tab here (notifications,
 * subscriptions, my matches, my company…) with its texts under `userCentre.tab.<key>`.
 */
export const centreTabs: CentreTab[] = [
  { key: 'profile', label: 'userCentre.tab.profile', Component: ProfileTab },
  { key: 'security', label: 'userCentre.tab.security', Component: SecurityTab },
  { key: 'company', label: 'userCentre.tab.company', Component: CompanyTab },
  { key: 'users', label: 'pages.userList.title', path: '/user/list', Component: CompanyUsersTab },
  { key: 'notifications', label: 'userCentre.tab.notifications', Component: InboxTab },
  { key: 'subscriptions', label: 'pages.subscribe.title', path: '/user/subscribe', Component: SubscriptionsTab },
  { key: 'matches', label: 'userCentre.tab.matches', Component: MatchesTab },
  { key: 'conversations', label: 'userCentre.tab.conversations', Component: ConversationsTab },
  // 我的申报: labelled with the apply screen's title until userCentre has its own key (the tab's texts load lazily).
  { key: 'applications', label: 'userCentre.tab.applications', Component: ApplicationsTab },
  { key: 'apps', label: 'userCentre.tab.apps', Component: AppsTab },
];

/**
 * `/user`: a signed-in visitor's own account, one tab at a time (`?tab=`, so a link opens the right one). Signed
 * out, the screen asks to sign in and opens the visitors' sign-in dialog (the global model's loginModalVisible).
 */
export default function UserCentre({ tab }: { tab?: string }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const { visitor, checking, openSignIn } = useSignedInVisitor();

  const active = centreTabs.find((c) => c.key === (tab ?? searchParams.get('tab'))) ?? centreTabs[0];
  const select = (key: string) => {
    const target = centreTabs.find((c) => c.key === key)!;
    if (target.path) history.push(target.path);
    else if (tab) history.push(`/user?tab=${key}`);
    else {
      const next = new URLSearchParams(searchParams);
      next.set('tab', key);
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <PublicPage
      title={tab ? t(active.label) : t('pages.user.title')}
      content={visitor ? t('userCentre.hello', { name: visitor.displayName || visitor.email || visitor.phone || '' }) : undefined}
    >
      {visitor ? (
        <Tabs
          activeKey={active.key}
          onChange={select}
          destroyOnHidden
          items={centreTabs.map(({ key, label, Component }) => ({ key, label: t(label), children: <Component visitor={visitor} /> }))}
        />
      ) : checking ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <SignInPrompt title={t('userCentre.signIn.title')} desc={t('userCentre.signIn.desc')} onSignIn={openSignIn} />
      )}
    </PublicPage>
  );
}
