import { ADMIN_ROLE_CODE } from '@shared/roles';
import { eq } from 'drizzle-orm';
import { adminMenu, type AdminMenuEntry } from '../../config/adminMenu';
import type { DbOrTx } from '../db/client';
import { apps, resources, roleResources, roles } from '../db/schema';

export const PORTAL_APP = 'portal';

/**
 * Brings the portal's menu resources in line with config/adminMenu.ts and grants every one of them to
 * the admin role. Runs at every start, so an area added by a later release appears without a manual step;
 * resources an admin added by hand (keys not in the file) are left alone.
 */
export async function syncPortalMenus(tx: DbOrTx) {
  await tx.insert(apps).values({ appName: PORTAL_APP, title: '园区门户', description: 'Park Portal back office and policy front' }).onConflictDoNothing();

  const [adminRole] = await tx
    .insert(roles)
    .values({ name: '超级管理员', code: ADMIN_ROLE_CODE, dataScope: 'all', remark: 'Every menu and button; cannot be deleted' })
    .onConflictDoUpdate({ target: roles.code, set: { dataScope: 'all' } })
    .returning({ id: roles.id });

  // What is there already, read once: an entry that has not changed is not written again (most starts write nothing).
  const stored = new Map(
    (
      await tx
        .select({
          id: resources.id,
          parentId: resources.parentId,
          resourceName: resources.resourceName,
          resourceKey: resources.resourceKey,
          resourcePath: resources.resourcePath,
          resourceIcon: resources.resourceIcon,
          type: resources.type,
          order: resources.order,
        })
        .from(resources)
        .where(eq(resources.appName, PORTAL_APP))
    ).map((r) => [r.resourceKey, r]),
  );

  async function upsert(entry: AdminMenuEntry, parentId: number, order: number, type: 'directory' | 'menu' | 'button') {
    const values = {
      parentId,
      appName: PORTAL_APP,
      resourceName: entry.name,
      resourceKey: entry.key,
      resourcePath: entry.path,
      resourceIcon: entry.icon ?? '',
      type,
      order,
    };
    const now = stored.get(entry.key);
    if (
      now &&
      now.parentId === parentId &&
      now.resourceName === values.resourceName &&
      now.resourcePath === values.resourcePath &&
      now.resourceIcon === values.resourceIcon &&
      now.type === type &&
      now.order === order
    )
      return now.id;
    const [row] = await tx
      .insert(resources)
      .values(values)
      .onConflictDoUpdate({ target: [resources.appName, resources.resourceKey], set: { ...values, updatedAt: new Date() } })
      .returning({ id: resources.id });
    return row.id;
  }

  async function walk(entries: AdminMenuEntry[], parentId: number) {
    for (const [i, entry] of entries.entries()) {
      const id = await upsert(entry, parentId, (i + 1) * 10, entry.children ? 'directory' : 'menu');
      if (entry.children) await walk(entry.children, id);
      for (const [j, button] of (entry.buttons ?? []).entries()) {
        await upsert({ key: button.key, name: button.name, nameEn: button.name, path: '' }, id, (j + 1) * 10, 'button');
      }
    }
  }
  await walk(adminMenu, 0);

  // The admin role holds every resource of the app, including ones added by hand.
  const all = await tx.select({ id: resources.id }).from(resources).where(eq(resources.appName, PORTAL_APP));
  await tx
    .insert(roleResources)
    .values(all.map((r) => ({ roleId: adminRole.id, resourceId: r.id })))
    .onConflictDoNothing();
}
