import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { departments, resources, roleDepartments, roleResources, roles, userRoles } from '../../db/schema';
import { ADMIN_ROLE_CODE } from '@shared/roles';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { assertHoldsResources, assertMayGrantRoles, assertScopeWithin, holderDepartments, holdingsOf, type Holdings } from '../../lib/access';
import { audit } from '../../lib/audit';
import { menuColumns } from '../resource/service';
import type { roleInput, roleMenuSave, roleQuery } from './schemas';
import { contains } from '../../lib/like';
import { readAll } from '../../db/reads';

type RoleRow = typeof roles.$inferSelect;
const toItem = (r: RoleRow, userCount: number) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  dataScope: r.dataScope,
  status: r.status,
  remark: r.remark,
  order: r.order,
  userCount,
  createdAt: r.createdAt.toISOString(),
});

async function userCounts(db: DbOrTx, roleIds: number[]) {
  if (!roleIds.length) return new Map<number, number>();
  const rows = await db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, roleIds)).groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

export async function queryRoles(deps: Deps, q: z.infer<typeof roleQuery>) {
  const where = and(contains(q.name, roles.name), contains(q.code, roles.code), q.status ? eq(roles.status, q.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(roles)
      .where(where)
      .orderBy(asc(roles.order), asc(roles.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(roles).where(where),
  ]);
  const counts = await userCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toItem(r, counts.get(r.id) ?? 0)), total, current: q.current, pageSize: q.pageSize };
}

export async function roleDetail(db: DbOrTx, id: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) throw notFound('Role');
  const [grants, depts, counts] = await readAll(db, [
    () => db.select({ id: roleResources.resourceId }).from(roleResources).where(eq(roleResources.roleId, id)).orderBy(asc(roleResources.resourceId)),
    () =>
      db.select({ id: roleDepartments.departmentId }).from(roleDepartments).where(eq(roleDepartments.roleId, id)).orderBy(asc(roleDepartments.departmentId)),
    () => userCounts(db, [id]),
  ]);
  return { ...toItem(role, counts.get(id) ?? 0), resourceIds: grants.map((g) => g.id), departmentIds: depts.map((d) => d.id) };
}

async function writeDepartments(tx: DbOrTx, roleId: number, input: z.infer<typeof roleInput>) {
  await tx.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
  if (input.dataScope !== 'custom') return;
  if (!input.departmentIds.length) throw badRequest('departmentIds: choose at least one department for a custom data scope', 'departmentIds');
  const found = await tx.select({ id: departments.id }).from(departments).where(inArray(departments.id, input.departmentIds));
  if (found.length !== new Set(input.departmentIds).size) throw badRequest('departmentIds: a department does not exist', 'departmentIds');
  await tx.insert(roleDepartments).values(input.departmentIds.map((departmentId) => ({ roleId, departmentId })));
}

/**
 * Only a role the actor could grant may be edited or deleted (one holding more than them is not theirs to
 * change); a changed data scope must stay within the actor's own for every current holder of the role.
 */
async function assertMayEditRole(tx: DbOrTx, actor: Holdings, roleId: number) {
  await assertMayGrantRoles(tx, actor, [roleId], await holderDepartments(tx, roleId), 'id').catch(() => {
    throw forbidden('id: this role holds permissions or data beyond yours', 'id');
  });
}

async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), exceptId ? ne(roles.id, exceptId) : undefined));
  if (clash) throw conflict(`code: "${code}" is already used by another role`, 'code');
}

export async function createRole(deps: Deps, request: FastifyRequest, input: z.infer<typeof roleInput>) {
  const id = await deps.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    await assertScopeWithin(tx, await holdingsOf(tx, request.user!.id), { dataScope: input.dataScope, customDepartmentIds: input.departmentIds }, []);
    const now = deps.now();
    const [created] = await tx
      .insert(roles)
      .values({
        name: input.name,
        code: input.code,
        dataScope: input.dataScope,
        status: input.status,
        remark: input.remark ?? null,
        order: input.order,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roles.id });
    await writeDepartments(tx, created.id, input);
    await audit(tx, request, { action: 'create', entity: 'role', entityId: created.id, summary: input.name, after: input });
    return created.id;
  });
  return roleDetail(deps.db, id);
}

export async function updateRole(deps: Deps, request: FastifyRequest, id: number, input: z.infer<typeof roleInput>) {
  await deps.db.transaction(async (tx) => {
    const before = await roleDetail(tx, id);
    if (before.code === ADMIN_ROLE_CODE && (input.code !== ADMIN_ROLE_CODE || input.status !== 'active' || input.dataScope !== 'all')) {
      throw badRequest('The administrator role keeps its code, the data scope "all" and the active status', 'code');
    }
    const actor = await holdingsOf(tx, request.user!.id);
    await assertMayEditRole(tx, actor, id);
    await assertScopeWithin(tx, actor, { dataScope: input.dataScope, customDepartmentIds: input.departmentIds }, await holderDepartments(tx, id));
    await assertCodeFree(tx, input.code, id);
    await tx
      .update(roles)
      .set({
        name: input.name,
        code: input.code,
        dataScope: input.dataScope,
        status: input.status,
        remark: input.remark ?? null,
        order: input.order,
        updatedAt: deps.now(),
      })
      .where(eq(roles.id, id));
    await writeDepartments(tx, id, input);
    await audit(tx, request, { action: 'update', entity: 'role', entityId: id, summary: input.name, before, after: input });
  });
  return roleDetail(deps.db, id);
}

export async function deleteRole(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await roleDetail(tx, id);
    if (before.code === ADMIN_ROLE_CODE) throw badRequest('The administrator role cannot be deleted', 'id');
    await assertMayEditRole(tx, await holdingsOf(tx, request.user!.id), id);
    if (before.userCount > 0) {
      throw conflict(`The role "${before.name}" is held by ${before.userCount} account(s); remove it from them first`, 'id');
    }
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, request, { action: 'delete', entity: 'role', entityId: id, summary: before.name, before });
  });
}

/**
 * Grants exactly the given resources of one app (other apps' grants stay); a granted child brings its
 * ancestors so the menu can show it.
 */
export async function saveRoleMenu(deps: Deps, request: FastifyRequest, input: z.infer<typeof roleMenuSave>) {
  await deps.db.transaction(async (tx) => {
    const before = await roleDetail(tx, input.roleId);
    if (before.code === ADMIN_ROLE_CODE) throw badRequest('The administrator role always holds every menu', 'roleId');
    const appResources = await tx.select({ id: resources.id, parentId: resources.parentId }).from(resources).where(eq(resources.appName, input.appName));
    const parentOf = new Map(appResources.map((r) => [r.id, r.parentId]));
    const unknown = input.resourceIds.filter((id) => !parentOf.has(id));
    if (unknown.length) throw badRequest(`resourceIds: no resource ${unknown.join(', ')} in app ${input.appName}`, 'resourceIds');
    const granted = new Set<number>();
    for (const id of input.resourceIds) {
      for (let cur: number | undefined = id; cur && !granted.has(cur); cur = parentOf.get(cur)) granted.add(cur);
    }
    const actor = await holdingsOf(tx, request.user!.id);
    await assertMayEditRole(tx, actor, input.roleId);
    assertHoldsResources(actor, granted, 'resourceIds');
    const appIds = appResources.map((r) => r.id);
    if (appIds.length) await tx.delete(roleResources).where(and(eq(roleResources.roleId, input.roleId), inArray(roleResources.resourceId, appIds)));
    if (granted.size) await tx.insert(roleResources).values([...granted].map((resourceId) => ({ roleId: input.roleId, resourceId })));
    await audit(tx, request, {
      action: 'grant',
      entity: 'role',
      entityId: input.roleId,
      summary: `menus of ${before.name} in ${input.appName}`,
      before: { resourceIds: before.resourceIds },
      after: { resourceIds: [...granted].sort((a, b) => a - b) },
    });
  });
  return roleDetail(deps.db, input.roleId);
}

/** A role's granted resources in one app, flat and in menu order (the app's menu for that role). */
export async function roleMenu(deps: Deps, roleId: number, appName: string) {
  await roleDetail(deps.db, roleId);
  return deps.db
    .select(menuColumns)
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(roleResources.roleId, roleId), eq(resources.appName, appName)))
    .orderBy(asc(resources.parentId), asc(resources.order), asc(resources.id));
}

export async function allRoles(deps: Deps) {
  const rows = await deps.db.select().from(roles).orderBy(asc(roles.order), desc(roles.id)).limit(500);
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, status: r.status }));
}
