import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { apps, resources, roleResources, roles } from '../../db/schema';
import { ADMIN_ROLE_CODE } from '@shared/roles';
import { heldResourceIds } from '../../lib/access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { menuColumns } from '../resource/service';
import type { appPost, appQuery, menuInput } from './schemas';
import { contains } from '../../lib/like';

async function menuCounts(db: DbOrTx, appNames: string[]) {
  if (!appNames.length) return new Map<string, number>();
  const rows = await db
    .select({ appName: resources.appName, n: count() })
    .from(resources)
    .where(inArray(resources.appName, appNames))
    .groupBy(resources.appName);
  return new Map(rows.map((r) => [r.appName, r.n]));
}

const toItem = (a: typeof apps.$inferSelect, menuCount: number) => ({
  id: a.id,
  appName: a.appName,
  title: a.title,
  description: a.description,
  menuCount,
  createdAt: a.createdAt.toISOString(),
});

export async function queryApps(deps: Deps, q: z.infer<typeof appQuery>) {
  const where = contains(q.keyword, apps.appName, apps.title);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(apps)
      .where(where)
      .orderBy(asc(apps.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(apps).where(where),
  ]);
  const counts = await menuCounts(
    deps.db,
    rows.map((r) => r.appName),
  );
  return { list: rows.map((r) => toItem(r, counts.get(r.appName) ?? 0)), total, current: q.current, pageSize: q.pageSize };
}

export async function appDetail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  if (!row) throw notFound('App');
  return toItem(row, (await menuCounts(db, [row.appName])).get(row.appName) ?? 0);
}

export async function saveApp(deps: Deps, request: FastifyRequest, input: z.infer<typeof appPost>) {
  const id = await deps.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.appName, input.appName), input.id ? ne(apps.id, input.id) : undefined));
    if (clash) throw conflict(`appName: "${input.appName}" already exists`, 'appName');
    if (!input.id) {
      const [created] = await tx
        .insert(apps)
        .values({ appName: input.appName, title: input.title, description: input.description ?? null })
        .returning({ id: apps.id });
      await audit(tx, request, { action: 'create', entity: 'app', entityId: created.id, summary: input.appName, after: input });
      return created.id;
    }
    const before = await appDetail(tx, input.id);
    if (before.appName !== input.appName) throw badRequest('appName cannot change once the app has been created', 'appName');
    await tx
      .update(apps)
      .set({ title: input.title, description: input.description ?? null, updatedAt: deps.now() })
      .where(eq(apps.id, input.id));
    await audit(tx, request, { action: 'update', entity: 'app', entityId: input.id, summary: input.appName, before, after: input });
    return input.id;
  });
  return appDetail(deps.db, id);
}

/** Every resource of an app, flat, in menu order; the screens build the tree by parentId. */
export async function appMenus(db: DbOrTx, appName: string) {
  return db
    .select(menuColumns)
    .from(resources)
    .where(eq(resources.appName, appName))
    .orderBy(asc(resources.parentId), asc(resources.order), asc(resources.id))
    .limit(5000);
}

async function menuById(db: DbOrTx, id: number) {
  const [row] = await db.select(menuColumns).from(resources).where(eq(resources.id, id));
  if (!row) throw notFound('Menu resource');
  return row;
}

async function validateMenu(tx: DbOrTx, input: z.infer<typeof menuInput>, selfId?: number) {
  const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.appName, input.appName));
  if (!app) throw badRequest(`appName: no app "${input.appName}"`, 'appName');
  const [clash] = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.appName, input.appName), eq(resources.resourceKey, input.resourceKey), selfId ? ne(resources.id, selfId) : undefined));
  if (clash) throw conflict(`resourceKey: "${input.resourceKey}" is already used in this app`, 'resourceKey');
  if (input.type !== 'button' && input.type !== 'directory' && !input.resourcePath.startsWith('/')) {
    throw badRequest('resourcePath: a menu needs a path starting with /', 'resourcePath');
  }
  if (input.parentId === 0) return;
  const all = await tx
    .select({ id: resources.id, parentId: resources.parentId, appName: resources.appName, type: resources.type })
    .from(resources)
    .where(eq(resources.appName, input.appName));
  const byId = new Map(all.map((r) => [r.id, r]));
  const parent = byId.get(input.parentId);
  if (!parent) throw badRequest('parentId: the parent menu does not exist in this app', 'parentId');
  if (parent.type === 'button') throw badRequest('parentId: a button cannot have children', 'parentId');
  // Moving a resource under itself or one of its descendants would make the tree a cycle.
  for (let cur: number | undefined = input.parentId; cur; cur = byId.get(cur)?.parentId) {
    if (cur === selfId) throw badRequest('parentId: a menu cannot be moved under itself or its own children', 'parentId');
  }
}

export async function createMenu(deps: Deps, request: FastifyRequest, input: z.infer<typeof menuInput>) {
  const id = await deps.db.transaction(async (tx) => {
    await validateMenu(tx, input);
    const [created] = await tx.insert(resources).values(input).returning({ id: resources.id });
    // The administrator role holds every resource, including new ones.
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
    if (admin) await tx.insert(roleResources).values({ roleId: admin.id, resourceId: created.id }).onConflictDoNothing();
    await audit(tx, request, { action: 'create', entity: 'menu', entityId: created.id, summary: `${input.appName}/${input.resourceKey}`, after: input });
    return created.id;
  });
  return menuById(deps.db, id);
}

export async function updateMenu(deps: Deps, request: FastifyRequest, id: number, input: z.infer<typeof menuInput>) {
  await deps.db.transaction(async (tx) => {
    const before = await menuById(tx, id);
    if (before.appName !== input.appName) throw badRequest('appName: a menu cannot move to another app', 'appName');
    await validateMenu(tx, input, id);
    // A new key is a new permission for every role holding the resource: only someone who holds both may do that.
    if (input.resourceKey !== before.resourceKey) {
      const held = await heldResourceIds(tx, request.user!.id);
      if (!held.has(id) || !request.user!.permissions.has(input.resourceKey)) {
        throw forbidden('resourceKey: you can only change a key to one you hold, on a menu you hold', 'resourceKey');
      }
    }
    await tx
      .update(resources)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(resources.id, id));
    await audit(tx, request, { action: 'update', entity: 'menu', entityId: id, summary: `${input.appName}/${input.resourceKey}`, before, after: input });
  });
  return menuById(deps.db, id);
}

export async function deleteMenu(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await menuById(tx, id);
    const [child] = await tx.select({ id: resources.id }).from(resources).where(eq(resources.parentId, id)).limit(1);
    if (child) throw conflict('This menu still has children; delete or move them first', 'id');
    await tx.delete(resources).where(eq(resources.id, id));
    await audit(tx, request, { action: 'delete', entity: 'menu', entityId: id, summary: `${before.appName}/${before.resourceKey}`, before });
  });
}
