import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { departments, roles, sessions, userRoles, users } from '../../db/schema';
import { ADMIN_ROLE_CODE } from '@shared/roles';
import { assertMayGrantRoles, dataScopeOf, holdingsOf, manageableAccount, scopeCondition, type Holdings } from '../../lib/access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { contains } from '../../lib/like';
import { audit } from '../../lib/audit';
import { workflowsRelyingOn } from '../workflow/service';
import { subtreeIds } from '../organization/service';
import { endProviderSessions, tellAppsOfSignOut, type SignOutNotice } from '../sso/service';
import { checkPassword } from './passwords';
import type { AccountItem, accountQuery, accountSave } from './schemas';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const page = <T>(list: T[], total: number, current: number, pageSize: number) => ({ list, total, current, pageSize });

/** Role summaries of many users in one query (no N+1). */
async function rolesOf(db: DbOrTx, userIds: number[]) {
  const map = new Map<number, { id: number; code: string; name: string }[]>();
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.order), asc(roles.id));
  for (const { userId, ...role } of rows) map.set(userId, [...(map.get(userId) ?? []), role]);
  return map;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  realName: users.realName,
  phone: users.phone,
  email: users.email,
  avatar: users.avatar,
  departmentId: users.departmentId,
  departmentName: departments.name,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  provinceCode: users.provinceCode,
  cityCode: users.cityCode,
  address: users.address,
  signature: users.signature,
};

type AccountRow = { [K in keyof typeof accountColumns]: unknown } & { id: number; lastLoginAt: Date | null; createdAt: Date };

function toItem(row: AccountRow, roleMap: Map<number, { id: number; code: string; name: string }[]>): AccountItem {
  return {
    id: row.id,
    username: row.username as string,
    realName: row.realName as string,
    phone: row.phone as string | null,
    email: row.email as string | null,
    avatar: row.avatar as string | null,
    departmentId: row.departmentId as number | null,
    departmentName: row.departmentName as string | null,
    roles: roleMap.get(row.id) ?? [],
    status: row.status as 'active' | 'disabled',
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function queryAccounts(deps: Deps, request: FastifyRequest, q: z.infer<typeof accountQuery>) {
  const { db } = deps;
  const scope = await dataScopeOf(db, request.user!.id);
  const where: (SQL | undefined)[] = [scopeCondition(db, scope, { department: users.departmentId, owner: users.id })];
  where.push(contains(q.name, users.username, users.realName), contains(q.phone, users.phone));
  if (q.status) where.push(eq(users.status, q.status));
  if (q.departmentId) {
    // The department and everything below it.
    const [d] = await db.select({ ancestors: departments.ancestors }).from(departments).where(eq(departments.id, q.departmentId));
    where.push(d ? inArray(users.departmentId, subtreeIds(db, q.departmentId, d.ancestors)) : sql`false`);
  }
  if (q.roleId) where.push(inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, q.roleId))));
  const condition = and(...where.filter(Boolean));
  const sortColumn = { username: users.username, realName: users.realName, createdAt: users.createdAt, lastLoginAt: users.lastLoginAt }[q.sortField];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(condition)
      .orderBy(q.sortOrder === 'ascend' ? asc(sortColumn) : desc(sortColumn), desc(users.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(users).where(condition),
  ]);
  const roleMap = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return page(
    rows.map((r) => toItem(r as AccountRow, roleMap)),
    total,
    q.current,
    q.pageSize,
  );
}

export async function accountDetail(deps: Deps, request: FastifyRequest, id: number) {
  const { db } = deps;
  const scope = scopeCondition(db, await dataScopeOf(db, request.user!.id), { department: users.departmentId, owner: users.id });
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.id, id), scope));
  if (!row) throw notFound('Account');
  const roleMap = await rolesOf(db, [id]);
  return {
    ...toItem(row as AccountRow, roleMap),
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    address: row.address,
    signature: row.signature,
  };
}

async function assertRolesExist(tx: DbOrTx, roleIds: number[]) {
  if (!roleIds.length) return;
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size) throw badRequest('roleIds: a role does not exist', 'roleIds');
}

/** The account's department must exist and lie in the actor's scope (an account outside it could not be managed again). */
async function assertDepartmentAssignable(tx: DbOrTx, actor: Holdings, departmentId: number | null | undefined) {
  if (departmentId) {
    const [d] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
    if (!d) throw badRequest('departmentId: the department does not exist', 'departmentId');
  }
  if (actor.scope.departmentIds !== null && !(departmentId && actor.scope.departmentIds.has(departmentId))) {
    throw forbidden('departmentId: choose a department within your data scope', 'departmentId');
  }
}

/** Active users holding the admin role other than `exceptUserId`: there must always be one. */
async function otherActiveAdmins(tx: DbOrTx, exceptUserId: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.code, ADMIN_ROLE_CODE), eq(users.status, 'active'), ne(users.id, exceptUserId)));
  return n;
}

async function isAdmin(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.code, ADMIN_ROLE_CODE)));
  return !!row;
}

/**
 * Ends the user's portal sessions (but `exceptSessionId`) and, with them, their sign-ins to apps through the
 * portal; returns the apps to tell once the transaction is committed (tellAppsOfSignOut).
 */
export async function revokeSessions(tx: DbOrTx, userId: number, now: Date, reason: string, exceptSessionId?: number): Promise<SignOutNotice[]> {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
  return endProviderSessions(tx, { kind: 'staff', id: userId });
}

const sameSet = (a: number[], b: number[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/** Nobody changes their own roles, department or status: another administrator does that. */
function assertNotOwnPowers(before: { departmentId: number | null; status: string; roleIds: number[] }, input: z.infer<typeof accountSave>) {
  if (!sameSet(before.roleIds, input.roleIds)) throw forbidden('roleIds: you cannot change your own roles', 'roleIds');
  if ((input.departmentId ?? null) !== before.departmentId)
    throw forbidden('departmentId: you cannot move your own account to another department', 'departmentId');
  if (input.status !== before.status) throw forbidden('status: you cannot enable or disable your own account', 'status');
}

export async function saveAccount(deps: Deps, request: FastifyRequest, input: z.infer<typeof accountSave>) {
  let signedOut: SignOutNotice[] = [];
  const now = deps.now();
  const actorId = request.user!.id;
  const id = await deps.db.transaction(async (tx) => {
    const actor = await holdingsOf(tx, actorId);
    // The target first: one outside the scope is not found, whatever else the request says.
    const before = input.id ? await manageableAccount(tx, actor, input.id) : null;
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, input.id ? ne(users.id, input.id) : undefined));
    if (clash) throw conflict(`username: "${input.username}" is already taken`, 'username');
    await assertRolesExist(tx, input.roleIds);
    if (before?.id === actorId) assertNotOwnPowers(before, input);
    else {
      if (!before || (input.departmentId ?? null) !== before.departmentId) await assertDepartmentAssignable(tx, actor, input.departmentId);
      // Every role the account ends up with, for its (new) department: an added role must be grantable, and
      // a kept one must still fit when the account moves.
      await assertMayGrantRoles(tx, actor, input.roleIds, [input.departmentId ?? null]);
    }
    const fields = {
      username: input.username,
      realName: input.realName,
      phone: input.phone ?? null,
      email: input.email ?? null,
      departmentId: input.departmentId ?? null,
      status: input.status,
      updatedAt: now,
    };

    if (!before) {
      if (!input.password) throw badRequest('body.password: is required', 'password');
      await checkPassword(tx, input.password, input.username);
      const [created] = await tx
        .insert(users)
        .values({ ...fields, passwordHash: await hashPassword(input.password), createdAt: now, passwordChangedAt: now })
        .returning({ id: users.id });
      if (input.roleIds.length) await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId: created.id, roleId })));
      await audit(tx, request, {
        action: 'create',
        entity: 'account',
        entityId: created.id,
        summary: input.username,
        after: { ...fields, roleIds: input.roleIds },
      });
      return created.id;
    }

    const adminRole = (await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE)))[0]?.id;
    const losesAdmin = before.roleIds.includes(adminRole) && (!input.roleIds.includes(adminRole) || input.status !== 'active');
    if (losesAdmin && (await otherActiveAdmins(tx, before.id)) === 0) {
      throw conflict('This is the last active administrator; give another account the admin role first', 'roleIds');
    }
    await tx.update(users).set(fields).where(eq(users.id, before.id));
    await tx.delete(userRoles).where(eq(userRoles.userId, before.id));
    if (input.roleIds.length) await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId: before.id, roleId })));
    if (before.status === 'active' && input.status === 'disabled') signedOut = await revokeSessions(tx, before.id, now, 'disabled');
    const { passwordHash: _omit, roleIds: beforeRoles, ...beforeFields } = before;
    await audit(tx, request, {
      action: 'update',
      entity: 'account',
      entityId: before.id,
      summary: input.username,
      before: { ...beforeFields, roleIds: beforeRoles },
      after: { ...fields, roleIds: input.roleIds },
    });
    return before.id;
  });
  await tellAppsOfSignOut(deps, request, { kind: 'staff', id }, signedOut);
  return accountDetail(deps, request, id);
}

export async function setAccountStatus(deps: Deps, request: FastifyRequest, id: number, status: 'active' | 'disabled') {
  const current = await accountDetail(deps, request, id);
  return saveAccount(deps, request, {
    id,
    username: current.username,
    realName: current.realName,
    phone: current.phone,
    email: current.email,
    departmentId: current.departmentId,
    roleIds: current.roles.map((r) => r.id),
    status,
  });
}

export async function resetPassword(deps: Deps, request: FastifyRequest, id: number, password: string) {
  const signedOut = await deps.db.transaction(async (tx) => {
    const user = await manageableAccount(tx, await holdingsOf(tx, request.user!.id), id);
    // Without the current password a stolen session could lock its owner out: one's own goes through /password.
    if (user.id === request.user!.id) throw forbidden('id: change your own password in your account settings', 'id');
    await checkPassword(tx, password, user.username);
    const now = deps.now();
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, id));
    const notices = await revokeSessions(tx, id, now, 'password_reset');
    await audit(tx, request, { action: 'update', entity: 'account', entityId: id, summary: `reset password of ${user.username}` });
    return notices;
  });
  await tellAppsOfSignOut(deps, request, { kind: 'staff', id }, signedOut);
}

export async function deleteAccount(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    if (id === request.user!.id) throw badRequest('You cannot delete your own account', 'id');
    const user = await manageableAccount(tx, await holdingsOf(tx, request.user!.id), id);
    if ((await isAdmin(tx, id)) && (await otherActiveAdmins(tx, id)) === 0) {
      throw conflict('This is the last active administrator and cannot be deleted', 'id');
    }
    const relied = await workflowsRelyingOn(tx, id);
    if (relied.workflows.length) {
      throw conflict(
        `This account is the fallback administrator or escalation target of workflow ${relied.workflows
          .map((n) => `"${n}"`)
          .join(', ')}: choose someone else there first, or disable the account`,
        'id',
      );
    }
    if (relied.tasks > 0) throw conflict(`This account has ${relied.tasks} workflow task(s) on record: disable it instead of deleting it`, 'id');
    await tx.delete(users).where(eq(users.id, id));
    const { passwordHash: _omit, ...before } = user;
    await audit(tx, request, { action: 'delete', entity: 'account', entityId: id, summary: user.username, before });
  });
}

export async function listSessions(deps: Deps, request: FastifyRequest, userId: number) {
  await accountDetail(deps, request, userId);
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gte(sessions.expiresAt, deps.now())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows.map((s) => ({
    id: s.id,
    ip: s.ip,
    userAgent: s.userAgent,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    current: s.id === request.user!.sessionId,
  }));
}

export async function revokeUserSessions(deps: Deps, request: FastifyRequest, userId: number, sessionId?: number) {
  const signedOut = await deps.db.transaction(async (tx) => {
    await manageableAccount(tx, await holdingsOf(tx, request.user!.id), userId);
    const now = deps.now();
    if (sessionId) {
      const [s] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      if (!s) throw notFound('Session');
      await tx.update(sessions).set({ revokedAt: now, revokedReason: 'forced' }).where(eq(sessions.id, sessionId));
    }
    // One session ended leaves the others, and the sign-ins to apps, alone; all of them end those too.
    const notices = sessionId ? [] : await revokeSessions(tx, userId, now, 'forced');
    await audit(tx, request, { action: 'revoke', entity: 'session', entityId: sessionId ?? null, summary: `forced logout of user ${userId}` });
    return notices;
  });
  await tellAppsOfSignOut(deps, request, { kind: 'staff', id: userId }, signedOut);
}
