import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { departments, roleDepartments, roleResources, roles, userRoles, users } from '../db/schema';
import { forbidden, notFound } from './errors';
import { readAll } from '../db/reads';

/**
 * Who may see and change what: the one place every area's service asks.
 *
 * - Data scope: a role sees all rows, chosen departments, its holder's department, that department and
 *   below, or only its holder's own rows; a user sees the union over their active roles, and always their
 *   own rows. It applies to lists, details, writes and the targets of actions alike: a target outside the
 *   scope is "not found", and a write may not move a row out of the scope.
 * - Grants: nobody grants a role, a menu or a data scope wider than what they hold themselves, and nobody
 *   acts on an account (or edits a role) that holds more than they do: that would hand them its powers.
 */

/** The departments a user sees (null: every row), plus their own rows. */
export type DataScope = { userId: number; departmentIds: ReadonlySet<number> | null };

type Dept = { id: number; ancestors: string };
type ScopedRole = { id: number; dataScope: string; customDepartmentIds: number[] };

/** A department and everything below it, through the ancestors path ("0,1,4" for a grandchild of 1). */
function withDescendants(all: Dept[], id: number): number[] {
  const self = all.find((d) => d.id === id);
  if (!self) return [];
  const prefix = `${self.ancestors},${id}`;
  return [id, ...all.filter((d) => d.ancestors === prefix || d.ancestors.startsWith(`${prefix},`)).map((d) => d.id)];
}

/** The departments one role shows to a holder in `departmentId`; null when it shows everything. */
function departmentsOfRole(role: ScopedRole, departmentId: number | null, all: Dept[]): Set<number> | null {
  switch (role.dataScope) {
    case 'all':
      return null;
    case 'custom':
      return new Set(role.customDepartmentIds);
    case 'department':
      return new Set(departmentId ? [departmentId] : []);
    case 'department_and_below':
      return new Set(departmentId ? withDescendants(all, departmentId) : []);
    default: // 'self'
      return new Set();
  }
}

function unionOf(sets: (Set<number> | null)[]): Set<number> | null {
  const union = new Set<number>();
  for (const set of sets) {
    if (set === null) return null;
    set.forEach((id) => union.add(id));
  }
  return union;
}

const covers = (outer: ReadonlySet<number> | null, inner: ReadonlySet<number> | null) =>
  outer === null || (inner !== null && [...inner].every((id) => outer.has(id)));

/** Roles with what their scope needs: the custom departments of those that have them (two queries). */
async function scopedRoles(db: DbOrTx, roleIds: number[]): Promise<(ScopedRole & { code: string; name: string; status: string })[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name, status: roles.status, dataScope: roles.dataScope })
    .from(roles)
    .where(inArray(roles.id, roleIds));
  const customIds = rows.filter((r) => r.dataScope === 'custom').map((r) => r.id);
  const custom = customIds.length ? await db.select().from(roleDepartments).where(inArray(roleDepartments.roleId, customIds)) : [];
  return rows.map((r) => ({ ...r, customDepartmentIds: custom.filter((c) => c.roleId === r.id).map((c) => c.departmentId) }));
}

const allDepartments = (db: DbOrTx): Promise<Dept[]> => db.select({ id: departments.id, ancestors: departments.ancestors }).from(departments);

async function activeRoleIds(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id);
}

/** A user's data scope from their active roles, read now (inside the caller's transaction when given one). */
export async function dataScopeOf(db: DbOrTx, userId: number): Promise<DataScope> {
  const [held, [me], all] = await readAll(db, [
    () => activeRoleIds(db, userId).then((ids) => scopedRoles(db, ids)),
    () => db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId)),
    () => allDepartments(db),
  ]);
  return { userId, departmentIds: unionOf(held.map((r) => departmentsOfRole(r, me?.departmentId ?? null, all))) };
}

/** Whether a row with this department and owner is inside the scope. */
export function inScope(scope: DataScope, row: { departmentId?: number | null; ownerId?: number | null }) {
  if (scope.departmentIds === null) return true;
  if (row.ownerId === scope.userId) return true;
  return typeof row.departmentId === 'number' && scope.departmentIds.has(row.departmentId);
}

/**
 * The SQL condition of a list or a look-up whose rows have a department and/or an owner; undefined when
 * the scope is everything. Rows with only an owner (who wrote a log line, who sent a notice) are in scope
 * when their owner's department is (`ownerDepartment: true`).
 */
export function scopeCondition(
  db: DbOrTx,
  scope: DataScope,
  columns: { department?: AnyPgColumn; owner?: AnyPgColumn; ownerDepartment?: boolean },
): SQL | undefined {
  if (scope.departmentIds === null) return undefined;
  const ids = [...scope.departmentIds];
  const conditions: SQL[] = [];
  if (columns.owner) conditions.push(eq(columns.owner, scope.userId));
  if (ids.length && columns.department) conditions.push(inArray(columns.department, ids));
  if (ids.length && columns.owner && columns.ownerDepartment) {
    conditions.push(inArray(columns.owner, db.select({ id: users.id }).from(users).where(inArray(users.departmentId, ids))));
  }
  if (!conditions.length) return sql`false`;
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

/** The resources (menus and buttons with their keys) a user holds through their active roles. */
export async function heldResourceIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: roleResources.resourceId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .innerJoin(roleResources, eq(roleResources.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** What an actor holds, read once for a write: their resources and their scope. */
export type Holdings = { scope: DataScope; resources: Set<number> };
export async function holdingsOf(db: DbOrTx, userId: number): Promise<Holdings> {
  const [scope, resources] = await readAll(db, [() => dataScopeOf(db, userId), () => heldResourceIds(db, userId)]);
  return { scope, resources };
}

/** Refuses resources the actor does not hold: nobody grants a permission they lack. */
export function assertHoldsResources(actor: Holdings, resourceIds: Iterable<number>, field: string) {
  const missing = [...resourceIds].filter((id) => !actor.resources.has(id));
  if (missing.length) throw forbidden(`${field}: you cannot grant menus or permissions you do not hold yourself (${missing.join(', ')})`, field);
}

/**
 * Refuses roles the actor could not grant to holders in `holderDepartmentIds`: a role holding a menu or
 * button the actor lacks, or seeing data outside the actor's own scope for one of those holders.
 */
export async function assertMayGrantRoles(db: DbOrTx, actor: Holdings, roleIds: number[], holderDepartmentIds: (number | null)[], field = 'roleIds') {
  if (!roleIds.length) return;
  const [list, grants, all] = await readAll(db, [
    () => scopedRoles(db, roleIds),
    () => db.select().from(roleResources).where(inArray(roleResources.roleId, roleIds)),
    () => (actor.scope.departmentIds === null ? Promise.resolve([]) : allDepartments(db)),
  ]);
  for (const role of list) {
    if (grants.some((g) => g.roleId === role.id && !actor.resources.has(g.resourceId))) {
      throw forbidden(`${field}: the role "${role.name}" holds permissions you do not have`, field);
    }
    if (holderDepartmentIds.some((d) => !covers(actor.scope.departmentIds, departmentsOfRole(role, d, all)))) {
      throw forbidden(`${field}: the role "${role.name}" sees data outside your data scope`, field);
    }
  }
}

/** Would a role with this data scope, held by these holders, see only what the actor sees? */
export async function assertScopeWithin(
  db: DbOrTx,
  actor: Holdings,
  role: Omit<ScopedRole, 'id'>,
  holderDepartmentIds: (number | null)[],
  field = 'dataScope',
) {
  if (actor.scope.departmentIds === null) return;
  const all = await allDepartments(db);
  const holders = holderDepartmentIds.length ? holderDepartmentIds : [null];
  if (holders.some((d) => !covers(actor.scope.departmentIds, departmentsOfRole({ ...role, id: 0 }, d, all)))) {
    throw forbidden(`${field}: this data scope reaches data outside your own`, field);
  }
}

/** The departments of every holder of a role (for checks on what a role change does to them). */
export async function holderDepartments(db: DbOrTx, roleId: number): Promise<(number | null)[]> {
  const rows = await db
    .selectDistinct({ departmentId: users.departmentId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.departmentId);
}

/**
 * The account an action targets, locked for the write: 404 outside the actor's scope, 403 when it holds
 * a role the actor could not grant (acting on it would hand the actor its powers: a password reset is a
 * take-over).
 */
export async function manageableAccount(tx: DbOrTx, actor: Holdings, accountId: number) {
  const [target] = await tx.select().from(users).where(eq(users.id, accountId)).for('update');
  if (!target || !inScope(actor.scope, { departmentId: target.departmentId, ownerId: target.id })) throw notFound('Account');
  const roleIds = (await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, accountId))).map((r) => r.roleId);
  if (target.id !== actor.scope.userId) {
    await assertMayGrantRoles(tx, actor, roleIds, [target.departmentId], 'id').catch(() => {
      throw forbidden(`id: ${target.username} holds permissions or data beyond yours; ask someone who holds them`, 'id');
    });
  }
  return { ...target, roleIds };
}
