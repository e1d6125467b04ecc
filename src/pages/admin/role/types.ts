import type { queryRoles, roleDetail, roleResourceTree } from '@/services/portal/role';

export type RoleItem = Awaited<ReturnType<typeof queryRoles>>['data']['list'][number];
export type RoleDetail = Awaited<ReturnType<typeof roleDetail>>['data'];
export type Resource = Awaited<ReturnType<typeof roleResourceTree>>['data'][number];
export { ADMIN_ROLE_CODE, DATA_SCOPES, type DataScope } from '@shared/roles';

/** Tag colours of the resource types. */
export const TYPE_COLORS: Record<Resource['type'], string> = { directory: 'geekblue', menu: 'green', button: 'orange' };
