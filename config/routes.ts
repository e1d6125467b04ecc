import { adminScreens } from './adminMenu';

/**
 * The route table: every route of the portal, exact and lazily loaded (Umi splits each page into its own
 * chunk), plus one route per admin area of config/adminMenu.ts. `access: 'canRoute'` makes the
 * layout show the 403 page to a user whose menu resources do not include the path.
 */
/**
 * Pages below an admin screen (a record's own page, a link to share). They are children of the
 * screen's route without an access of their own: Umi then checks the parent's, so whoever may open
 * the screen may open them.
 */
const subPages: Record<string, { path: string; name: string; component: string }[]> = {
  '/admin/company': [{ path: '/admin/company/:id', name: 'Company', component: './admin/company/Detail' }],
};

const adminRoutes = adminScreens().map((screen) => {
  const component = screen.component ?? './admin/AreaHome';
  const below = subPages[screen.path];
  return {
    path: screen.path,
    name: screen.nameEn,
    access: 'canRoute',
    hideInMenu: true,
    ...(below ? { routes: [{ path: screen.path, component }, ...below] } : { component }),
  };
});

export default [
  { path: '/portal/adminlogin', component: './Login', layout: false, title: 'login' },
  { path: '/login', component: './Login', layout: false, title: 'login' },
  { path: '/auth', component: './Auth', layout: false },
  { path: '/account/center', component: './account/Center', access: 'isSignedIn' },
  { path: '/account/settings', component: './account/Settings', access: 'isSignedIn' },
  // Every staff member's approval inbox (the header's to-do badge opens it): no menu permission needed.
  { path: '/admin/tasks', component: './admin/workflow/inbox', access: 'isSignedIn' },
  // The park's big screen for a lobby display: signed out, full screen, without the front's or the back office's shell.
  { path: '/datav', component: './datav', layout: false },
  { path: '/exception', component: './exception' },
  { path: '/exception/403', component: './exception/403' },
  { path: '/exception/404', component: './exception/404' },
  { path: '/exception/500', component: './exception/500' },
  ...adminRoutes,
  // The policy front, in the website shell (top bar and footer) instead of the back office's side menu.
  {
    path: '/',
    component: '@/layouts/PublicLayout',
    layout: false,
    routes: [
      { path: '/', component: './home' },
      { path: '/search', component: './policy/Search' },
      { path: '/match', component: './policy/Match' },
      { path: '/matchNow', component: './policy/MatchNow' },
      { path: '/pping', component: './policy/Pping' },
      { path: '/ppResult', component: './policy/PpResult' },
      { path: '/user', component: './user/Center' },
      { path: '/user/subscribe', component: './user/Subscribe' },
      { path: '/user/list', component: './user/List' },
      { path: '/user/unsubscribe', component: './user/Unsubscribe' },
      { path: '/user/invitation', component: './user/Invitation' },
      { path: '/calender', component: './policy/Calender' },
      { path: '/policydetail/:id', component: './policy/Detail' },
      { path: '/page/:slug', component: './page' },
      { path: '/news', component: './news' },
      { path: '/news/:id', component: './news/Detail' },
      { path: '/forum', component: './forum' },
      { path: '/forum/:id', component: './forum/Detail' },
      { path: '/scaleType', component: './policy/ScaleType' },
      { path: '/highZc', component: './policy/HighZc' },
      { path: '/robot', component: './robot' },
      { path: '/apply', component: './policy/Apply' },
      { path: '/policyMarket', component: './policy/Market' },
      { path: '*', component: './exception/404' },
    ],
  },
];
