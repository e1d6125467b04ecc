import type { appMenus, queryApps } from '@/services/portal/app';

export type AppItem = Awaited<ReturnType<typeof queryApps>>['data']['list'][number];
export type MenuItem = Awaited<ReturnType<typeof appMenus>>['data'][number];
export type MenuType = MenuItem['type'];

export const MENU_TYPES: MenuType[] = ['directory', 'menu', 'button'];
export const TYPE_COLORS: Record<MenuType, string> = { directory: 'geekblue', menu: 'green', button: 'orange' };
