import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { departments, roleDepartments, roles, userRoles, users } from '../db/schema';
import type { AuthUser } from './auth';

/**
 * The rows a user may see in a list whose rows have a department and/or an owner, from the data scopes
 * of the user's active roles (the most generous role wins): all; custom departments; own department;
 * own department and below; self only. Returns undefined when nothing is filtered.
 */
export async function dataScopeCondition(
  db: DbOrTx,
  user: AuthUser,
  columns: { department?: AnyPgColumn; owner?: AnyPgColumn },
): Promise<SQL | undefined> {
  const roleRows = await db
    .select({ id: roles.id, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .where(eq(userRoles.userId, user.id));
  const scopes = new Set(roleRows.map((r) => r.dataScope));
  if (scopes.has('all')) return undefined;

  const conditions: SQL[] = [];
  const [me] = await db
    .select({ departmentId: users.departmentId, ancestors: departments.ancestors })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, user.id));
  const dept = columns.department;

  if (dept && scopes.has('custom')) {
    const customRoleIds = roleRows.filter((r) => r.dataScope === 'custom').map((r) => r.id);
    conditions.push(
      inArray(dept, db.select({ id: roleDepartments.departmentId }).from(roleDepartments).where(inArray(roleDepartments.roleId, customRoleIds))),
    );
  }
  if (dept && me?.departmentId && scopes.has('department')) conditions.push(eq(dept, me.departmentId));
  if (dept && me?.departmentId && scopes.has('department_and_below')) {
    // Descendants carry "<my ancestors>,<my id>" as the start of their own ancestors.
    const prefix = `${me.ancestors ?? '0'},${me.departmentId}`;
    conditions.push(
      or(
        eq(dept, me.departmentId),
        inArray(
          dept,
          db
            .select({ id: departments.id })
            .from(departments)
            .where(or(eq(departments.ancestors, prefix), sql`${departments.ancestors} like ${`${prefix},%`}`)),
        ),
      )!,
    );
  }
  if (columns.owner && (scopes.has('self') || conditions.length === 0)) conditions.push(eq(columns.owner, user.id));
  // With no usable scope at all, nothing is visible.
  if (conditions.length === 0) return sql`false`;
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}
