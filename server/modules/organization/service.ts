import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { departments, jobs, memberJobs, members, organizations, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { dataScopeOf, inScope, scopeCondition, type DataScope } from '../../lib/access';
import { audit } from '../../lib/audit';
import type * as s from './schemas';
import type { DepartmentNode } from './schemas';
import { contains } from '../../lib/like';

const iso = (d: Date) => d.toISOString();

// ---------- organisations ----------

type OrgRow = typeof organizations.$inferSelect;
const toOrg = ({ updatedAt: _u, ...r }: OrgRow) => ({ ...r, createdAt: iso(r.createdAt) });

export async function queryOrganizations(deps: Deps, q: z.infer<typeof s.organizationQuery>) {
  const where = and(
    contains(q.name, organizations.name, organizations.shortName),
    q.type ? eq(organizations.type, q.type) : undefined,
    q.status ? eq(organizations.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { list: rows.map(toOrg), total, current: q.current, pageSize: q.pageSize };
}

export async function organizationDetail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound('Organisation');
  return toOrg(row);
}

export async function saveOrganization(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.organizationPost>) {
  const id = await deps.db.transaction(async (tx) => {
    const { id: existingId, ...fields } = input;
    const values = {
      ...fields,
      shortName: fields.shortName ?? null,
      creditCode: fields.creditCode ?? null,
      contact: fields.contact ?? null,
      phone: fields.phone ?? null,
      address: fields.address ?? null,
      regionCode: fields.regionCode ?? null,
      remark: fields.remark ?? null,
    };
    if (!existingId) {
      const [row] = await tx.insert(organizations).values(values).returning();
      await audit(tx, request, { action: 'create', entity: 'organization', entityId: row.id, summary: row.name, after: row });
      return row.id;
    }
    const before = await organizationDetail(tx, existingId);
    const [row] = await tx
      .update(organizations)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(organizations.id, existingId))
      .returning();
    await audit(tx, request, { action: 'update', entity: 'organization', entityId: existingId, summary: row.name, before, after: row });
    return existingId;
  });
  return organizationDetail(deps.db, id);
}

// ---------- departments ----------

/** The whole department tree (a few hundred rows at most), built in one pass. */
export async function departmentTree(deps: Deps): Promise<DepartmentNode[]> {
  const rows = await deps.db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name, order: departments.order, status: departments.status })
    .from(departments)
    .orderBy(asc(departments.order), asc(departments.id));
  const nodes = new Map<number, DepartmentNode>(rows.map((r) => [r.id, { ...r }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function departmentById(db: DbOrTx, id: number, scope?: DataScope) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row || (scope && !inScope(scope, { departmentId: row.id }))) throw notFound('Department');
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

/** Ids of a department and every department below it, through the ancestors path (one indexed query). */
export function subtreeIds(db: DbOrTx, departmentId: number, ancestors: string) {
  const prefix = `${ancestors},${departmentId}`;
  return db
    .select({ id: departments.id })
    .from(departments)
    .where(or(eq(departments.id, departmentId), eq(departments.ancestors, prefix), sql`${departments.ancestors} like ${`${prefix},%`}`));
}

/**
 * A department write stays inside the actor's data scope: the department it changes and the parent it goes
 * under must be in scope before, and the department after (read again, as the tree has changed).
 */
async function assertStillInScope(tx: DbOrTx, request: FastifyRequest, departmentId: number) {
  if (!inScope(await dataScopeOf(tx, request.user!.id), { departmentId })) {
    throw forbidden('parentId: the department would be outside your data scope', 'parentId');
  }
}

async function parentInScope(tx: DbOrTx, scope: DataScope, parentId: number) {
  if (!parentId) {
    if (scope.departmentIds !== null) throw forbidden('parentId: only a user who sees every department may add a top-level one', 'parentId');
    return null;
  }
  const parent = await departmentById(tx, parentId).catch(() => {
    throw badRequest('parentId: the parent department does not exist', 'parentId');
  });
  if (!inScope(scope, { departmentId: parent.id })) throw forbidden('parentId: choose a department within your data scope', 'parentId');
  return parent;
}

export async function departmentDetail(deps: Deps, request: FastifyRequest, id: number) {
  return departmentById(deps.db, id, await dataScopeOf(deps.db, request.user!.id));
}

export async function createDepartment(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.departmentCreate>) {
  const id = await deps.db.transaction(async (tx) => {
    let ancestors = '0';
    const parent = await parentInScope(tx, await dataScopeOf(tx, request.user!.id), input.parentId);
    if (parent) {
      ancestors = `${parent.ancestors},${parent.id}`;
    }
    const [sibling] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.parentId, input.parentId), eq(departments.name, input.name)));
    if (sibling) throw conflict(`name: "${input.name}" already exists under this parent`, 'name');
    const [row] = await tx
      .insert(departments)
      .values({ ...input, ancestors, leader: input.leader ?? null, phone: input.phone ?? null, email: input.email ?? null, remark: input.remark ?? null })
      .returning();
    await assertStillInScope(tx, request, row.id);
    await audit(tx, request, { action: 'create', entity: 'department', entityId: row.id, summary: row.name, after: row });
    return row.id;
  });
  return departmentById(deps.db, id);
}

export async function updateDepartment(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.departmentUpdate>) {
  await deps.db.transaction(async (tx) => {
    const before = await departmentById(tx, input.id, await dataScopeOf(tx, request.user!.id));
    const [sibling] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.parentId, before.parentId), eq(departments.name, input.name), ne(departments.id, input.id)));
    if (sibling) throw conflict(`name: "${input.name}" already exists under this parent`, 'name');
    const { id, ...fields } = input;
    await tx
      .update(departments)
      .set({
        ...fields,
        leader: fields.leader ?? null,
        phone: fields.phone ?? null,
        email: fields.email ?? null,
        remark: fields.remark ?? null,
        updatedAt: deps.now(),
      })
      .where(eq(departments.id, id));
    await audit(tx, request, { action: 'update', entity: 'department', entityId: id, summary: input.name, before, after: input });
  });
  return departmentById(deps.db, input.id);
}

/** Moves a department (with everything below it) under a new parent, rewriting the ancestors paths. */
export async function moveDepartment(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.departmentMove>) {
  await deps.db.transaction(async (tx) => {
    const scope = await dataScopeOf(tx, request.user!.id);
    const node = await departmentById(tx, input.id, scope);
    let newAncestors = '0';
    if (input.parentId === input.id) throw badRequest('parentId: a department cannot be moved under itself', 'parentId');
    const parent = await parentInScope(tx, scope, input.parentId);
    if (parent) {
      // The new parent must not lie below the department being moved.
      if (`${parent.ancestors},`.startsWith(`${node.ancestors},${node.id},`)) {
        throw badRequest('parentId: a department cannot be moved under one of its own sub-departments', 'parentId');
      }
      newAncestors = `${parent.ancestors},${parent.id}`;
    }
    const oldPrefix = `${node.ancestors},${node.id}`;
    const newPrefix = `${newAncestors},${node.id}`;
    await tx
      .update(departments)
      .set({ parentId: input.parentId, ancestors: newAncestors, order: input.order ?? node.order, updatedAt: deps.now() })
      .where(eq(departments.id, node.id));
    await tx
      .update(departments)
      .set({ ancestors: sql`${newPrefix} || substr(${departments.ancestors}, ${oldPrefix.length + 1})` })
      .where(or(eq(departments.ancestors, oldPrefix), sql`${departments.ancestors} like ${`${oldPrefix},%`}`));
    await assertStillInScope(tx, request, node.id);
    await audit(tx, request, {
      action: 'update',
      entity: 'department',
      entityId: node.id,
      summary: `move ${node.name}`,
      before: { parentId: node.parentId },
      after: { parentId: input.parentId },
    });
  });
  return departmentById(deps.db, input.id);
}

export async function deleteDepartment(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await departmentById(tx, id, await dataScopeOf(tx, request.user!.id));
    const [child] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.parentId, id)).limit(1);
    if (child) throw conflict(`"${before.name}" still has sub-departments; move or delete them first`, 'id');
    const [{ n: memberCount }] = await tx.select({ n: count() }).from(members).where(eq(members.departmentId, id));
    const [{ n: jobCount }] = await tx.select({ n: count() }).from(memberJobs).where(eq(memberJobs.departmentId, id));
    const [{ n: accountCount }] = await tx.select({ n: count() }).from(users).where(eq(users.departmentId, id));
    if (memberCount + jobCount + accountCount > 0) {
      throw conflict(`"${before.name}" still has ${memberCount + jobCount} member assignment(s) and ${accountCount} account(s); move them first`, 'id');
    }
    await tx.delete(departments).where(eq(departments.id, id));
    await audit(tx, request, { action: 'delete', entity: 'department', entityId: id, summary: before.name, before });
  });
}

// ---------- jobs ----------

export async function queryJobs(deps: Deps, q: z.infer<typeof s.jobQuery>) {
  const where = and(contains(q.keyword, jobs.name, jobs.code), q.status ? eq(jobs.status, q.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(asc(jobs.order), asc(jobs.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(jobs).where(where),
  ]);
  const counts = rows.length
    ? await deps.db
        .select({ jobId: memberJobs.jobId, n: sql<number>`count(distinct ${memberJobs.memberId})::int` })
        .from(memberJobs)
        .where(
          inArray(
            memberJobs.jobId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(memberJobs.jobId)
    : [];
  const byJob = new Map(counts.map((c) => [c.jobId, Number(c.n)]));
  return {
    list: rows.map((r) => ({ id: r.id, code: r.code, name: r.name, order: r.order, status: r.status, remark: r.remark, memberCount: byJob.get(r.id) ?? 0 })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function saveJob(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.jobPost>) {
  const id = await deps.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.code, input.code), input.id ? ne(jobs.id, input.id) : undefined));
    if (clash) throw conflict(`code: "${input.code}" is already used by another job`, 'code');
    const { id: existingId, ...fields } = input;
    const values = { ...fields, remark: fields.remark ?? null };
    if (!existingId) {
      const [row] = await tx.insert(jobs).values(values).returning();
      await audit(tx, request, { action: 'create', entity: 'job', entityId: row.id, summary: row.name, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, existingId));
    if (!before) throw notFound('Job');
    await tx
      .update(jobs)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(jobs.id, existingId));
    await audit(tx, request, { action: 'update', entity: 'job', entityId: existingId, summary: input.name, before, after: values });
    return existingId;
  });
  const page = await queryJobs(deps, { current: 1, pageSize: 1, keyword: input.code });
  return page.list.find((j) => j.id === id)!;
}

export async function destroyJob(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id));
    if (!before) throw notFound('Job');
    const [{ n }] = await tx.select({ n: count() }).from(memberJobs).where(eq(memberJobs.jobId, id));
    if (n > 0) throw conflict(`"${before.name}" is held by ${n} member(s); remove it from them or disable the job`, 'id');
    await tx.delete(jobs).where(eq(jobs.id, id));
    await audit(tx, request, { action: 'delete', entity: 'job', entityId: id, summary: before.name, before });
  });
}

// ---------- members ----------

async function jobsOf(db: DbOrTx, memberIds: number[]) {
  const map = new Map<number, z.infer<typeof s.memberJob>[]>();
  if (!memberIds.length) return map;
  const rows = await db
    .select({
      id: memberJobs.id,
      memberId: memberJobs.memberId,
      jobId: jobs.id,
      jobName: jobs.name,
      departmentId: departments.id,
      departmentName: departments.name,
      isPrimary: memberJobs.isPrimary,
    })
    .from(memberJobs)
    .innerJoin(jobs, eq(jobs.id, memberJobs.jobId))
    .innerJoin(departments, eq(departments.id, memberJobs.departmentId))
    .where(inArray(memberJobs.memberId, memberIds))
    .orderBy(desc(memberJobs.isPrimary), asc(jobs.order), asc(memberJobs.id));
  for (const { memberId, ...job } of rows) map.set(memberId, [...(map.get(memberId) ?? []), job]);
  return map;
}

/** Members are in scope through their home department, or as the member record of the user. */
const memberScope = (db: DbOrTx, scope: DataScope) => scopeCondition(db, scope, { department: members.departmentId, owner: members.userId });

export async function queryMembers(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.memberQuery>) {
  const { db } = deps;
  const where = [
    memberScope(db, await dataScopeOf(db, request.user!.id)),
    q.id ? eq(members.id, q.id) : undefined,
    contains(q.name, members.name, members.employeeNo),
    contains(q.phone, members.phone),
    q.status ? eq(members.status, q.status) : undefined,
    q.jobId ? inArray(members.id, db.select({ id: memberJobs.memberId }).from(memberJobs).where(eq(memberJobs.jobId, q.jobId))) : undefined,
  ];
  if (q.departmentId) {
    const dept = await departmentById(db, q.departmentId).catch(() => {
      throw badRequest('departmentId: the department does not exist', 'departmentId');
    });
    const subtree = subtreeIds(db, dept.id, dept.ancestors);
    // A member belongs to a department through their home department or any job held there.
    where.push(
      or(
        inArray(members.departmentId, subtree),
        inArray(
          members.id,
          db
            .select({ id: memberJobs.memberId })
            .from(memberJobs)
            .where(inArray(memberJobs.departmentId, subtreeIds(db, dept.id, dept.ancestors))),
        ),
      ),
    );
  }
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ member: members, departmentName: departments.name })
      .from(members)
      .leftJoin(departments, eq(departments.id, members.departmentId))
      .where(condition)
      .orderBy(asc(members.departmentId), asc(members.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(members).where(condition),
  ]);
  const jobMap = await jobsOf(
    db,
    rows.map((r) => r.member.id),
  );
  return {
    list: rows.map(({ member: m, departmentName }) => ({
      id: m.id,
      name: m.name,
      employeeNo: m.employeeNo,
      gender: m.gender,
      phone: m.phone,
      email: m.email,
      departmentId: m.departmentId,
      departmentName,
      userId: m.userId,
      joinedOn: m.joinedOn,
      status: m.status,
      jobs: jobMap.get(m.id) ?? [],
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function saveMember(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.memberPost>) {
  const id = await deps.db.transaction(async (tx) => {
    const scope = await dataScopeOf(tx, request.user!.id);
    if (input.id) {
      const [current] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, input.id), memberScope(tx, scope)))
        .for('update');
      if (!current) throw notFound('Member');
    }
    const deptIds = [...new Set([input.departmentId, ...input.jobs.map((j) => j.departmentId)])];
    const foundDepts = await tx.select({ id: departments.id }).from(departments).where(inArray(departments.id, deptIds));
    if (foundDepts.length !== deptIds.length) throw badRequest('departmentId: a department does not exist', 'departmentId');
    if (!inScope(scope, { departmentId: input.departmentId })) throw forbidden('departmentId: choose a department within your data scope', 'departmentId');
    if (input.jobs.some((j) => !inScope(scope, { departmentId: j.departmentId })))
      throw forbidden('jobs: a job is in a department outside your data scope', 'jobs');
    if (input.userId) {
      const [account] = await tx.select({ id: users.id, departmentId: users.departmentId }).from(users).where(eq(users.id, input.userId));
      if (!account || !inScope(scope, { departmentId: account.departmentId, ownerId: account.id })) throw badRequest('userId: no such account', 'userId');
    }
    const jobIds = [...new Set(input.jobs.map((j) => j.jobId))];
    if (jobIds.length) {
      const found = await tx.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, jobIds));
      if (found.length !== jobIds.length) throw badRequest('jobs: a job does not exist', 'jobs');
    }
    const pairs = new Set(input.jobs.map((j) => `${j.jobId}/${j.departmentId}`));
    if (pairs.size !== input.jobs.length) throw badRequest('jobs: the same job in the same department is listed twice', 'jobs');
    if (input.employeeNo) {
      const [clash] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.employeeNo, input.employeeNo), input.id ? ne(members.id, input.id) : undefined));
      if (clash) throw conflict(`employeeNo: "${input.employeeNo}" is already used`, 'employeeNo');
    }
    const { id: existingId, jobs: assignments, ...fields } = input;
    const values = {
      ...fields,
      employeeNo: fields.employeeNo ?? null,
      gender: fields.gender ?? null,
      phone: fields.phone ?? null,
      email: fields.email ?? null,
      userId: fields.userId ?? null,
      joinedOn: fields.joinedOn ?? null,
    };
    let memberId = existingId;
    let before: unknown = null;
    if (!memberId) {
      [{ id: memberId }] = await tx.insert(members).values(values).returning({ id: members.id });
    } else {
      const [row] = await tx.select().from(members).where(eq(members.id, memberId));
      if (!row) throw notFound('Member');
      before = { ...row, jobs: await tx.select().from(memberJobs).where(eq(memberJobs.memberId, memberId)) };
      await tx
        .update(members)
        .set({ ...values, updatedAt: deps.now() })
        .where(eq(members.id, memberId));
      await tx.delete(memberJobs).where(eq(memberJobs.memberId, memberId));
    }
    if (assignments.length) await tx.insert(memberJobs).values(assignments.map((j) => ({ ...j, memberId: memberId! })));
    await audit(tx, request, { action: existingId ? 'update' : 'create', entity: 'member', entityId: memberId, summary: input.name, before, after: input });
    return memberId;
  });
  return (await queryMembers(deps, request, { current: 1, pageSize: 1, id })).list[0];
}
