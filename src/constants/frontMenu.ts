import type { FrontIconName } from './frontIcons';

/**
 * The policy front's screens, shown in the menu to everyone (visitors and staff alike). The admin
 * part of the menu comes from the server's resources.
 */
export type FrontEntry = { path: string; id: string; icon: FrontIconName };

export const frontEntries: FrontEntry[] = [
  { path: '/search', id: 'search', icon: 'SearchOutlined' },
  { path: '/match', id: 'match', icon: 'AimOutlined' },
  { path: '/policyMarket', id: 'policyMarket', icon: 'ShopOutlined' },
  { path: '/news', id: 'news', icon: 'ReadOutlined' },
  { path: '/forum', id: 'forum', icon: 'CommentOutlined' },
  { path: '/highZc', id: 'highZc', icon: 'ExperimentOutlined' },
  { path: '/scaleType', id: 'scaleType', icon: 'BarChartOutlined' },
  { path: '/calender', id: 'calender', icon: 'CalendarOutlined' },
  { path: '/robot', id: 'robot', icon: 'RobotOutlined' },
  { path: '/apply', id: 'apply', icon: 'FormOutlined' },
  { path: '/user', id: 'user', icon: 'UserOutlined' },
];

/** The user centre: in the signed-in visitor's menu rather than in the public top bar. */
export const USER_CENTRE_PATH = '/user';
