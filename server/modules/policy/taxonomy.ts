import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { policyDepartments, policyTags } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { NATIONAL_REGION } from '@shared/regionCodes';
import { regionName } from '@shared/regions';
import { regionMatchSql, toIso } from './db';
import { rowsOf } from '../../db/raw';
import type * as s from './schemas';
import { reindexDepartment } from './service';
import { contains } from '../../lib/like';

/** Tags (two levels) and issuing departments: the front's tag lists and the admin's management. */

type TagRow = {
  id: number;
  parent_id: number | null;
  name: string;
  kind: 'industry' | 'support' | 'theme';
  sort_order: number;
  created_at: string;
  policy_count: number;
  child_count: number;
};

/** Published policies per tag; a big tag counts policies carrying it or any small tag under it. */
const tagColumns = (publishedOnly: boolean) => sql`t.id, t.parent_id, t.name, t.kind, t.sort_order, t.created_at,
  (select count(distinct l.policy_id) from policy_tag_links l join policies p on p.id = l.policy_id
    where (l.tag_id = t.id or l.tag_id in (select c.id from policy_tags c where c.parent_id = t.id))${
      publishedOnly ? sql` and p.status = 'published'` : sql``
    })::int as policy_count,
  (select count(*) from policy_tags c where c.parent_id = t.id)::int as child_count`;

const toTag = (r: TagRow) => ({
  id: r.id,
  parentId: r.parent_id,
  name: r.name,
  kind: r.kind,
  order: r.sort_order,
  policyCount: r.policy_count,
  childCount: r.child_count,
  createdAt: toIso(r.created_at)!,
});
const toPublicTag = ({ order: _o, createdAt: _c, ...t }: ReturnType<typeof toTag>) => t;

/** GET taglist: the big tags with the number of published policies under each. */
export async function bigTags(db: DbOrTx) {
  const rows = await rowsOf<TagRow>(
    db,
    sql`select ${tagColumns(true)} from policy_tags t where t.parent_id is null order by t.kind, t.sort_order, t.id limit 500`,
  );
  return rows.map(toTag).map(toPublicTag);
}

/** GET tagdetaillist: the small tags under a big tag. */
export async function smallTags(db: DbOrTx, parentId: number) {
  const rows = await rowsOf<TagRow>(
    db,
    sql`select ${tagColumns(true)} from policy_tags t where t.parent_id = ${parentId} order by t.sort_order, t.id limit 500`,
  );
  return rows.map(toTag).map(toPublicTag);
}

export async function queryTags(db: DbOrTx, q: z.infer<typeof s.tagQuery>) {
  const where = sql.join(
    [
      sql`true`,
      q.parentId === 0 ? sql`t.parent_id is null` : q.parentId ? sql`t.parent_id = ${q.parentId}` : undefined,
      q.kind ? sql`t.kind = ${q.kind}` : undefined,
      contains(q.keyword, sql`t.name`),
    ].filter((c) => !!c) as ReturnType<typeof sql>[],
    sql` and `,
  );
  const [rows, [{ total }]] = await Promise.all([
    rowsOf<TagRow>(
      db,
      sql`select ${tagColumns(
        false,
      )} from policy_tags t where ${where} order by coalesce(t.parent_id, t.id), t.parent_id nulls first, t.sort_order, t.id limit ${q.pageSize} offset ${
        (q.current - 1) * q.pageSize
      }`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from policy_tags t where ${where}`),
  ]);
  return { list: rows.map(toTag), total, current: q.current, pageSize: q.pageSize };
}

async function tagById(db: DbOrTx, id: number) {
  const [row] = await rowsOf<TagRow>(db, sql`select ${tagColumns(false)} from policy_tags t where t.id = ${id}`);
  if (!row) throw notFound('Tag');
  return toTag(row);
}

async function checkTag(tx: DbOrTx, input: z.infer<typeof s.tagInput>, id?: number) {
  if (input.parentId !== null) {
    if (input.parentId === id) throw unprocessable('parentId: a tag cannot be its own parent', 'parentId');
    const [parent] = await tx.select().from(policyTags).where(eq(policyTags.id, input.parentId));
    if (!parent) throw unprocessable(`parentId: tag ${input.parentId} does not exist`, 'parentId');
    // Two levels only: a small tag's parent is a big tag, and a big tag with children cannot move under another.
    if (parent.parentId !== null) throw unprocessable('parentId: small tags go under a big tag, not under another small tag', 'parentId');
    if (id) {
      const [child] = await tx.select({ id: policyTags.id }).from(policyTags).where(eq(policyTags.parentId, id)).limit(1);
      if (child) throw unprocessable('parentId: this tag has small tags under it and must stay a big tag', 'parentId');
    }
  }
  const [clash] = await tx
    .select({ id: policyTags.id })
    .from(policyTags)
    .where(
      and(
        eq(policyTags.name, input.name),
        input.parentId === null ? sql`${policyTags.parentId} is null` : eq(policyTags.parentId, input.parentId),
        id ? ne(policyTags.id, id) : undefined,
      ),
    );
  if (clash) throw conflict(`name: "${input.name}" already exists at this level`, 'name');
}

export async function saveTag(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.tagInput> & { id?: number }) {
  const id = await deps.db.transaction(async (tx) => {
    const { id: tagId, ...fields } = input;
    await checkTag(tx, fields, tagId);
    if (!tagId) {
      const [row] = await tx.insert(policyTags).values(fields).returning({ id: policyTags.id });
      await audit(tx, request, { action: 'create', entity: 'policy_tag', entityId: row.id, summary: fields.name, after: fields });
      return row.id;
    }
    const before = await tagById(tx, tagId);
    await tx
      .update(policyTags)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(policyTags.id, tagId));
    await audit(tx, request, { action: 'update', entity: 'policy_tag', entityId: tagId, summary: fields.name, before, after: fields });
    return tagId;
  });
  return tagById(deps.db, id);
}

export async function deleteTag(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await tagById(tx, id);
    if (before.childCount > 0) throw conflict(`The tag has ${before.childCount} small tags; delete or move them first`);
    const [{ n }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from policy_tag_links where tag_id = ${id}`);
    if (n > 0) throw conflict(`The tag is used by ${n} policies; remove it from them first`);
    await tx.delete(policyTags).where(eq(policyTags.id, id));
    await audit(tx, request, { action: 'delete', entity: 'policy_tag', entityId: id, summary: before.name, before });
  });
  return { id };
}

// ---------- departments ----------

type DeptRow = typeof policyDepartments.$inferSelect & { policyCount: number };
const toDept = (d: DeptRow) => ({
  id: d.id,
  name: d.name,
  level: d.level,
  regionCode: d.regionCode,
  regionName: regionName(d.regionCode),
  phone: d.phone,
  address: d.address,
  website: d.website,
  order: d.order,
  policyCount: d.policyCount,
  createdAt: toIso(d.createdAt)!,
});

export async function queryDepartments(db: DbOrTx, q: z.infer<typeof s.departmentQuery>) {
  const where = and(
    contains(q.keyword, policyDepartments.name),
    q.level ? eq(policyDepartments.level, q.level) : undefined,
    q.regionCode ? regionMatchSql(sql`${policyDepartments.regionCode}`, [q.regionCode]) : undefined,
  );
  const policyCount = sql<number>`(select count(*) from policies p where p.department_id = policy_departments.id)::int`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ d: policyDepartments, policyCount })
      .from(policyDepartments)
      .where(where)
      .orderBy(
        sql`case ${policyDepartments.level} when 'national' then 0 when 'provincial' then 1 when 'city' then 2 else 3 end`,
        policyDepartments.order,
        policyDepartments.id,
      )
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(policyDepartments)
      .where(where),
  ]);
  return { list: rows.map((r) => toDept({ ...r.d, policyCount: r.policyCount })), total, current: q.current, pageSize: q.pageSize };
}

async function departmentById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ d: policyDepartments, policyCount: sql<number>`(select count(*) from policies p where p.department_id = policy_departments.id)::int` })
    .from(policyDepartments)
    .where(eq(policyDepartments.id, id));
  if (!row) throw notFound('Department');
  return toDept({ ...row.d, policyCount: row.policyCount });
}

/** The most departments the public list answers (the generated library has about 1,000). */
export const PUBLIC_DEPARTMENT_LIMIT = 2000;

/**
 * The issuing departments that have published policies, with how many: national first, then provincial,
 * city and district, by name within a level (code-point order, so PGlite and PostgreSQL agree).
 */
export async function publicDepartments(db: DbOrTx) {
  return rowsOf<{ id: number; name: string; level: s.PolicyLevel; regionCode: string; policyCount: number }>(
    db,
    sql`select d.id, d.name, d.level, d.region_code as "regionCode", c.n as "policyCount"
        from (select department_id, count(*)::int as n from policies where status = 'published' group by department_id) c
        join policy_departments d on d.id = c.department_id
        order by case d.level when 'national' then 0 when 'provincial' then 1 when 'city' then 2 else 3 end, d.name collate "C", d.id
        limit ${PUBLIC_DEPARTMENT_LIMIT}`,
  );
}

export async function saveDepartment(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.departmentInput> & { id?: number }) {
  const id = await deps.db.transaction(async (tx) => {
    const { id: deptId, ...fields } = input;
    const [clash] = await tx
      .select({ id: policyDepartments.id })
      .from(policyDepartments)
      .where(and(eq(policyDepartments.name, fields.name), deptId ? ne(policyDepartments.id, deptId) : undefined));
    if (clash) throw conflict(`name: "${fields.name}" already exists`, 'name');
    if (!deptId) {
      const [row] = await tx.insert(policyDepartments).values(fields).returning({ id: policyDepartments.id });
      await audit(tx, request, { action: 'create', entity: 'policy_department', entityId: row.id, summary: fields.name, after: fields });
      return row.id;
    }
    const before = await departmentById(tx, deptId);
    await tx
      .update(policyDepartments)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(policyDepartments.id, deptId));
    // The department's name is part of its policies' search text.
    if (before.name !== fields.name) await reindexDepartment(tx, deptId, fields.name);
    await audit(tx, request, { action: 'update', entity: 'policy_department', entityId: deptId, summary: fields.name, before, after: fields });
    return deptId;
  });
  return departmentById(deps.db, id);
}

export async function deleteDepartment(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await departmentById(tx, id);
    if (before.policyCount > 0) throw conflict(`The department issued ${before.policyCount} policies; move or delete them first`);
    await tx.delete(policyDepartments).where(eq(policyDepartments.id, id));
    await audit(tx, request, { action: 'delete', entity: 'policy_department', entityId: id, summary: before.name, before });
  });
  return { id };
}

// ---------- regions ----------

/** GET getAreaDict: the region tree (country, provinces, cities, counties) of published policies, with counts. */
export async function areaTree(db: DbOrTx): Promise<s.AreaNode[]> {
  const rows = await rowsOf<{ code: string; n: number }>(
    db,
    sql`select region_code as code, count(*)::int as n from policies where status = 'published' group by region_code order by region_code`,
  );
  const roots: s.AreaNode[] = [];
  const nodes = new Map<string, s.AreaNode>();
  const node = (code: string, parent: s.AreaNode[] | null): s.AreaNode => {
    let n = nodes.get(code);
    if (!n) {
      n = { code, name: regionName(code) ?? code, count: 0, children: [] };
      nodes.set(code, n);
      (parent ?? roots).push(n);
    }
    return n;
  };
  for (const { code, n } of rows) {
    if (code === NATIONAL_REGION) {
      node(code, null).count += n;
      continue;
    }
    const chain = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code].filter((c, i, all) => all.indexOf(c) === i);
    let siblings: s.AreaNode[] | null = null;
    for (const c of chain) {
      const current: s.AreaNode = node(c, siblings);
      current.count += n;
      siblings = current.children;
    }
  }
  return roots;
}
