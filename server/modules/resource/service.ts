import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { resources, roleResources, roles, userRoles } from '../../db/schema';
import type { MenuResource } from './schemas';

/** The columns of a menu resource as the API returns it: every list of resources selects these. */
export const menuColumns = {
  id: resources.id,
  parentId: resources.parentId,
  resourcePath: resources.resourcePath,
  resourceKey: resources.resourceKey,
  resourceName: resources.resourceName,
  resourceIcon: resources.resourceIcon,
  appName: resources.appName,
  type: resources.type,
  order: resources.order,
  visible: resources.visible,
};

/** The flat list of resources the user's active roles grant in one app, in menu order. */
export async function grantedResources(deps: Deps, userId: number, appName: string): Promise<MenuResource[]> {
  return deps.db
    .selectDistinct(menuColumns)
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .innerJoin(roleResources, eq(roleResources.roleId, roles.id))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(userRoles.userId, userId), eq(resources.appName, appName)))
    .orderBy(asc(resources.parentId), asc(resources.order), asc(resources.id));
}
