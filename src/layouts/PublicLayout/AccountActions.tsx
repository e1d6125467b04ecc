import { BellOutlined, DashboardOutlined, LogoutOutlined, NotificationOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { history, Link, useDispatch, useIntl, useModel, useSelector } from '@umijs/max';
import { Avatar, Badge, Button, type MenuProps } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import UserMenu from '@/components/UserMenu';
import { USER_CENTRE_PATH } from '@/constants/frontMenu';
import type { VisitorState } from '@/models/visitor';
import { signOut } from '@/utils/signOut';

/*
 * The top bar's parts for someone signed in (staff or a visitor): loaded only for them, so that the pages the server
 * renders for visitors (and search engines) do not carry avatars, badges and menus in their first load.
 */

const NoticeBell = lazy(() => import('@/components/NoticeBell'));

function useSignedIn() {
  const { initialState } = useModel('@@initialState');
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  const unread = useSelector((s: { visitor: VisitorState }) => s.visitor.unread);
  return { user: initialState?.currentUser, resources: initialState?.resources ?? [], visitor, unread };
}

/** Staff's notice bell, or the visitor's inbox with its unread count. */
export function Notices() {
  const intl = useIntl();
  const { user, visitor, unread } = useSignedIn();
  if (user)
    return (
      <Suspense fallback={null}>
        <NoticeBell />
      </Suspense>
    );
  if (!visitor) return null;
  return (
    <Link
      to="/user?tab=notifications"
      className="public-inbox"
      data-testid="visitor-inbox"
      aria-label={intl.formatMessage({ id: 'visitor.inbox.unread' }, { count: unread ?? 0 })}
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined />
      </Badge>
    </Link>
  );
}

/** The signed-in person's menu: their name as the trigger. */
function PersonMenu({ testId, trigger, menu }: { testId: string; trigger: ReactNode; menu: MenuProps }) {
  return (
    <UserMenu menu={menu}>
      <Button type="text" className="public-user" data-testid={testId}>
        {trigger}
      </Button>
    </UserMenu>
  );
}

/** Staff's menu (with the way back to the back office) or the visitor's (user centre, subscriptions, sign-out). */
export function AccountMenu() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { user, resources, visitor } = useSignedIn();
  const backOffice = resources.find((r) => r.type === 'menu' && r.visible !== false && r.resourcePath?.startsWith('/admin/'));
  const menu = user ? (
    <PersonMenu
      testId="current-user"
      trigger={
        <>
          <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
          <span className="public-user-name">{user.name}</span>
        </>
      }
      menu={{
        items: [
          ...(backOffice ? [{ key: backOffice.resourcePath, icon: <DashboardOutlined />, label: intl.formatMessage({ id: 'home.adminAreas' }) }] : []),
          { key: USER_CENTRE_PATH, icon: <UserOutlined />, label: intl.formatMessage({ id: 'pages.user.title' }) },
          { key: '/account/center', icon: <UserOutlined />, label: intl.formatMessage({ id: 'menu.account.center' }) },
          { key: '/account/settings', icon: <SettingOutlined />, label: intl.formatMessage({ id: 'menu.account.settings' }) },
          { type: 'divider' as const },
          { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'menu.logout' }) },
        ],
        onClick: ({ key }) => (key === 'logout' ? signOut() : history.push(key)),
      }}
    />
  ) : visitor ? (
    <PersonMenu
      testId="current-visitor"
      trigger={
        <>
          <Avatar size="small" icon={<UserOutlined />} />
          <span className="public-user-name">{visitor.displayName || visitor.email || visitor.phone}</span>
        </>
      }
      menu={{
        items: [
          { key: USER_CENTRE_PATH, icon: <UserOutlined />, label: intl.formatMessage({ id: 'pages.user.title' }) },
          { key: '/user?tab=notifications', icon: <BellOutlined />, label: intl.formatMessage({ id: 'userCentre.tab.notifications' }) },
          { key: '/user/subscribe', icon: <NotificationOutlined />, label: intl.formatMessage({ id: 'pages.subscribe.title' }) },
          { type: 'divider' as const },
          { key: 'signOut', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'visitor.signOut' }) },
        ],
        onClick: ({ key }) => (key === 'signOut' ? dispatch({ type: 'visitor/signOut' }) : history.push(key)),
      }}
    />
  ) : null;
  return menu;
}
