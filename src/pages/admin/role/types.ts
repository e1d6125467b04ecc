import type { queryRoles, roleDetail, roleResourceTree } from '@/services/portal/role';

export type RoleItem = Awaited<ReturnType<typeof queryRoles>>['data']['list'][number];
export type RoleDetail = Awaited<ReturnType<typeof roleDetail>>['data'];
export type Resource = Awaited<ReturnType<typeof roleResourceTree>>['data'][number];
export type DataScope = RoleItem['dataScope'];

export const DATA_SCOPES: DataScope[] = ['all', 'custom', 'department', 'department_and_below', 'self'];

/** The administrator role: always holds every menu, cannot be deleted or re-granted. */
export const ADMIN_ROLE_CODE = 'admin';

/** Tag colours of the resource types. */
export const TYPE_COLORS: Record<Resource['type'], string> = { directory: 'geekblue', menu: 'green', button: 'orange' };
