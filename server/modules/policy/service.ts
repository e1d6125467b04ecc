import { recordPolicyEvents } from '../subscription/dispatch';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { dictItems, dictTypes, policies, policyDepartments, policyTagLinks, policyTags } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { htmlToText, sanitizeHtml } from '@shared/sanitizeHtml';
import { audit } from '../../lib/audit';
import { registerDictUsage } from '../dict/usage';
import { regionName } from '@shared/regions';
import { regionMatchSql, toIso, toNum } from './db';
import { inList, rowsOf } from '../../db/raw';
import type * as s from './schemas';
import { searchVectors } from './text';
import { deadlineSql, notClosedSql, windowColumns, windowStatusSql } from './window';
import { contains } from '../../lib/like';
import { addDays, CLOSING_SOON_DAYS, todayOf, windowState, type PolicyWindow } from '@shared/policyWindow';
import { refreshPassages } from '../assistant/passages';

// Dictionary values stored on policies may not be deleted from under them.
registerDictUsage(
  'policy_level',
  'policies',
  async (db, v) =>
    (
      await db
        .select({ n: count() })
        .from(policies)
        .where(eq(policies.level, v as never))
    )[0].n,
);
registerDictUsage('support_type', 'policies', async (db, v) => (await db.select({ n: count() }).from(policies).where(eq(policies.supportType, v)))[0].n);

type PolicyRow = typeof policies.$inferSelect;
type TagRef = { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null };

/** The tags of each policy, in one query. */
export async function tagsByPolicy(db: DbOrTx, policyIds: number[]): Promise<Map<number, TagRef[]>> {
  const map = new Map<number, TagRef[]>();
  if (!policyIds.length) return map;
  const rows = await db
    .select({ policyId: policyTagLinks.policyId, id: policyTags.id, name: policyTags.name, kind: policyTags.kind, parentId: policyTags.parentId })
    .from(policyTagLinks)
    .innerJoin(policyTags, eq(policyTags.id, policyTagLinks.tagId))
    .where(inArray(policyTagLinks.policyId, policyIds))
    .orderBy(asc(policyTags.parentId), asc(policyTags.order), asc(policyTags.id));
  for (const { policyId, ...tag } of rows) map.set(policyId, [...(map.get(policyId) ?? []), tag]);
  return map;
}

function toDetail(p: PolicyRow, department: typeof policyDepartments.$inferSelect, tags: TagRef[], today: string) {
  return {
    id: p.id,
    title: p.title,
    docNo: p.docNo,
    department: {
      id: department.id,
      name: department.name,
      level: department.level,
      regionCode: department.regionCode,
      phone: department.phone,
      address: department.address,
      website: department.website,
    },
    level: p.level,
    regionCode: p.regionCode,
    regionName: regionName(p.regionCode),
    publishDate: p.publishDate,
    sourceUrl: p.sourceUrl,
    contentHtml: p.contentHtml,
    summary: p.summary,
    tags,
    supportType: p.supportType,
    maxAmount: p.maxAmount,
    window: p.window,
    ...windowState(p.window, today),
    payoutMode: p.payoutMode,
    conditionsText: p.conditionsText,
    rules: p.rules,
    entityTypes: p.entityTypes,
    contacts: p.contacts,
    attachments: p.attachments,
    status: p.status,
    publishedAt: toIso(p.publishedAt),
    viewCount: p.viewCount,
    createdAt: toIso(p.createdAt)!,
    updatedAt: toIso(p.updatedAt)!,
  };
}

export async function policyDetail(db: DbOrTx, id: number, today: string, options: { publishedOnly?: boolean } = {}) {
  const [row] = await db
    .select({ p: policies, d: policyDepartments })
    .from(policies)
    .innerJoin(policyDepartments, eq(policyDepartments.id, policies.departmentId))
    .where(and(eq(policies.id, id), options.publishedOnly ? eq(policies.status, 'published') : undefined));
  if (!row) throw notFound('Policy');
  const tags = (await tagsByPolicy(db, [id])).get(id) ?? [];
  return toDetail(row.p, row.d, tags, today);
}

// ---------- public reads ----------

/** The detail page: the published policy, its related policies, and one more view counted. */
export async function publicDetail(deps: Deps, id: number) {
  const today = todayOf(deps.now());
  const detail = await policyDetail(deps.db, id, today, { publishedOnly: true });
  await deps.db
    .update(policies)
    .set({ viewCount: sql`${policies.viewCount} + 1` })
    .where(eq(policies.id, id));
  return { ...detail, viewCount: detail.viewCount + 1, related: await relatedPolicies(deps.db, detail, today) };
}

type RelatedRow = {
  id: number;
  title: string;
  level: s.PolicyLevel;
  publish_date: string;
  support_type: string;
  max_amount: number | null;
  window: PolicyWindow;
};
const toRelated = (r: RelatedRow, today: string) => {
  const w = windowState(r.window, today);
  return {
    id: r.id,
    title: r.title,
    level: r.level,
    publishDate: r.publish_date,
    supportType: r.support_type,
    maxAmount: toNum(r.max_amount),
    windowStatus: w.windowStatus,
    deadline: w.deadline,
  };
};

/** Up to 6 published policies sharing tags (most shared first) or the department, newest first. */
async function relatedPolicies(db: DbOrTx, p: { id: number; department: { id: number }; tags: TagRef[] }, today: string) {
  const tagIds = p.tags.map((t) => t.id);
  const shared = tagIds.length ? sql`(select count(*) from policy_tag_links l where l.policy_id = p.id and l.tag_id in ${inList(tagIds)})::int` : sql`0`;
  const rows = await rowsOf<RelatedRow & { shared: number }>(
    db,
    sql`select p.id, p.title, p.level, p.publish_date::text as publish_date, p.support_type, p.max_amount::float8 as max_amount, p.window, ${shared} as shared
        from policies p
        where p.status = 'published' and p.id <> ${p.id}
          and (p.department_id = ${p.department.id}${
      tagIds.length ? sql` or exists (select 1 from policy_tag_links l where l.policy_id = p.id and l.tag_id in ${inList(tagIds)})` : sql``
    })
        order by shared desc, (p.department_id = ${p.department.id}) desc, p.publish_date desc, p.id desc
        limit 6`,
  );
  return rows.map((r) => toRelated(r, today));
}

/** The newest published policies (the front page's latest, the big screen's), newest first. */
export async function latestPublished(db: DbOrTx, today: string, limit: number) {
  const rows = await rowsOf<RelatedRow>(
    db,
    sql`select p.id, p.title, p.level, p.publish_date::text as publish_date, p.support_type, p.max_amount::float8 as max_amount, p.window
        from policies p where p.status = 'published' order by p.publish_date desc, p.id desc limit ${limit}`,
  );
  return rows.map((r) => toRelated(r, today));
}

/** The front page's overview: counts, the amount on offer, the latest policies. */
export async function businessBase(deps: Deps, request: FastifyRequest) {
  const today = todayOf(deps.now());
  const status = windowStatusSql(today);
  const [[totals], latest] = await Promise.all([
    rowsOf<{ published: number; open: number; closing: number; amount: number | null }>(
      deps.db,
      sql`select count(*)::int as published,
                 count(*) filter (where ws in ('open', 'closing_soon'))::int as open,
                 count(*) filter (where ws = 'closing_soon')::int as closing,
                 sum(max_amount) filter (where ws <> 'closed')::float8 as amount
          from (select p.max_amount, ${status} as ws from policies p where p.status = 'published') x`,
    ),
    latestPublished(deps.db, today, 8),
  ]);
  // Accounts are not tied to a company; the visitor's company is the one they last ran a match for.
  const [company] = request.user
    ? await rowsOf<{ id: number; name: string; credit_code: string }>(
        deps.db,
        sql`select c.id, c.name, c.credit_code from policy_match_runs r join companies c on c.id = r.company_id
            where r.user_id = ${request.user.id} order by r.updated_at desc limit 1`,
      )
    : [];
  return {
    publishedCount: totals.published,
    openCount: totals.open,
    closingSoonCount: totals.closing,
    totalAmount: Math.round((totals.amount ?? 0) * 100) / 100,
    latest,
    company: company ? { id: company.id, name: company.name, creditCode: company.credit_code } : null,
  };
}

// ---------- admin ----------

export async function adminQuery(deps: Deps, q: z.infer<typeof s.adminPolicyQuery>) {
  // Each date is well formed (zod, 400); the pair being out of order is a 422 on the second one.
  if (q.publishFrom && q.publishTo && q.publishFrom > q.publishTo)
    throw unprocessable(`publishTo: ${q.publishTo} is before publishFrom ${q.publishFrom}`, 'publishTo');
  const today = todayOf(deps.now());
  const status = windowStatusSql(today);
  const deadline = deadlineSql(today);
  const where = sql.join(
    [
      sql`true`,
      contains(q.keyword, sql`p.title`, sql`p.doc_no`),
      q.status ? sql`p.status = ${q.status}` : undefined,
      q.level ? sql`p.level = ${q.level}` : undefined,
      q.departmentId ? sql`p.department_id = ${q.departmentId}` : undefined,
      q.supportType ? sql`p.support_type = ${q.supportType}` : undefined,
      q.tagId
        ? sql`exists (select 1 from policy_tag_links l where l.policy_id = p.id and l.tag_id in (select id from policy_tags where id = ${q.tagId} or parent_id = ${q.tagId}))`
        : undefined,
      regionMatchSql(sql`p.region_code`, q.regionCode ? [q.regionCode] : []),
      q.windowStatus ? sql`${status} = ${q.windowStatus}` : undefined,
      q.windowStatus && q.windowStatus !== 'closed' ? notClosedSql(today) : undefined,
      q.publishFrom ? sql`p.publish_date >= ${q.publishFrom}::date` : undefined,
      q.publishTo ? sql`p.publish_date <= ${q.publishTo}::date` : undefined,
    ].filter((c): c is NonNullable<typeof c> => !!c),
    sql` and `,
  );
  const dir = q.sortOrder === 'ascend' ? sql`asc` : sql`desc`;
  const orderBy = {
    publishDate: sql`p.publish_date ${dir}, p.id ${dir}`,
    updatedAt: sql`p.updated_at ${dir}, p.id ${dir}`,
    viewCount: sql`p.view_count ${dir}, p.id ${dir}`,
    maxAmount: sql`p.max_amount ${dir} nulls last, p.id ${dir}`,
    deadline: sql`${deadline} ${dir} nulls last, p.id ${dir}`,
  }[q.sortField];
  type Row = {
    id: number;
    title: string;
    doc_no: string | null;
    department_id: number;
    department_name: string;
    level: s.PolicyLevel;
    region_code: string;
    support_type: string;
    max_amount: number | null;
    status: 'draft' | 'published' | 'unpublished';
    publish_date: string;
    window: PolicyWindow;
    view_count: number;
    updated_at: string;
  };
  const [rows, [{ total }]] = await Promise.all([
    rowsOf<Row>(
      deps.db,
      sql`select p.id, p.title, p.doc_no, p.department_id, d.name as department_name, p.level, p.region_code, p.support_type, p.max_amount::float8 as max_amount,
                 p.status, p.publish_date::text as publish_date, p.window, p.view_count, p.updated_at
          from policies p join policy_departments d on d.id = p.department_id
          where ${where} order by ${orderBy} limit ${q.pageSize} offset ${(q.current - 1) * q.pageSize}`,
    ),
    rowsOf<{ total: number }>(deps.db, sql`select count(*)::int as total from policies p where ${where}`),
  ]);
  const tags = await tagsByPolicy(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      docNo: r.doc_no,
      departmentId: r.department_id,
      departmentName: r.department_name,
      level: r.level,
      regionCode: r.region_code,
      supportType: r.support_type,
      maxAmount: toNum(r.max_amount),
      status: r.status,
      publishDate: r.publish_date,
      window: r.window,
      ...windowState(r.window, today),
      tags: tags.get(r.id) ?? [],
      viewCount: r.view_count,
      updatedAt: toIso(r.updated_at)!,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/**
 * How many published policies are open, and closing soon, today: the same rules as windowStatusSql (the admin list's
 * windowStatus filter counts the same rows), counted by kind of window so that each count is a range of
 * policies_window_counts_idx (status, kind, last end, first start) rather than the rule evaluated on every policy:
 * all year is open; a range not yet over is closing soon within CLOSING_SOON_DAYS of its end once started, open
 * before that; batches (a few) read their ranges.
 */
export async function publishedWindowCounts(db: DbOrTx, today: string): Promise<Map<'open' | 'closing_soon', number>> {
  const soon = addDays(today, CLOSING_SOON_DAYS);
  const started = sql`(p.window_first_start > ${today}::date) is not true`;
  const [row] = await rowsOf<{ all_year: number; range_open: number; range_soon: number }>(
    db,
    sql`select
      (select count(*)::int from policies p where p.status = 'published' and p.window_kind = 'all_year') as all_year,
      (select count(*)::int from policies p where p.status = 'published' and p.window_kind = 'range' and p.window_last_end > ${soon}::date and ${started}) as range_open,
      (select count(*)::int from policies p where p.status = 'published' and p.window_kind = 'range'
          and p.window_last_end >= ${today}::date and p.window_last_end <= ${soon}::date and ${started}) as range_soon`,
  );
  const batches = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select ${windowStatusSql(today)} as status, count(*)::int as count from policies p
         where p.status = 'published' and p.window_kind = 'batches' and p.window_last_end >= ${today}::date group by 1`,
  );
  const batch = (status: string) => Number(batches.find((b) => b.status === status)?.count ?? 0);
  return new Map([
    ['open', Number(row.all_year) + Number(row.range_open) + batch('open')],
    ['closing_soon', Number(row.range_soon) + batch('closing_soon')],
  ]);
}

/** Checks what zod cannot: the department, the tags and the support type exist. 422 naming the field. */
async function checkReferences(tx: DbOrTx, input: z.infer<typeof s.policyInput>) {
  const [department] = await tx.select().from(policyDepartments).where(eq(policyDepartments.id, input.departmentId));
  if (!department) throw unprocessable(`departmentId: department ${input.departmentId} does not exist`, 'departmentId');
  const tagIds = [...new Set(input.tagIds)];
  if (tagIds.length) {
    const found = await tx.select({ id: policyTags.id }).from(policyTags).where(inArray(policyTags.id, tagIds));
    const missing = tagIds.filter((id) => !found.some((t) => t.id === id));
    if (missing.length) throw unprocessable(`tagIds: tag ${missing.join(', ')} does not exist`, 'tagIds');
  }
  const [supportType] = await tx
    .select({ id: dictItems.id })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(eq(dictTypes.name, 'support_type'), eq(dictItems.value, input.supportType), eq(dictItems.status, 'active')));
  if (!supportType) throw unprocessable(`supportType: "${input.supportType}" is not a support type of the dictionary`, 'supportType');
  const ruleIds = input.rules.map((r) => r.id);
  const dup = ruleIds.find((r, i) => ruleIds.indexOf(r) !== i);
  if (dup) throw unprocessable(`rules: the rule id "${dup}" is used twice`, 'rules');
  return { department, tagIds };
}

/** The stored columns of a policy: sanitised HTML, its text, the window columns and the search vector. */
export function policyColumns(input: z.infer<typeof s.policyInput>, departmentName: string) {
  const contentHtml = sanitizeHtml(input.contentHtml);
  const contentText = htmlToText(contentHtml);
  return {
    ...input,
    tagIds: [...new Set(input.tagIds)].sort((a, b) => a - b),
    contentHtml,
    contentText,
    ...windowColumns(input.window),
    ...searchVectors({ title: input.title, docNo: input.docNo, departmentName, summary: input.summary, contentText }),
  };
}

/** After a department's rename: its policies' vectors hold the old name (weight B). */
export async function reindexDepartment(tx: DbOrTx, departmentId: number, departmentName: string) {
  const rows = await tx
    .select({ id: policies.id, title: policies.title, docNo: policies.docNo, summary: policies.summary, contentText: policies.contentText })
    .from(policies)
    .where(eq(policies.departmentId, departmentId));
  for (const r of rows) {
    await tx
      .update(policies)
      .set(searchVectors({ ...r, departmentName }))
      .where(eq(policies.id, r.id));
  }
}

export async function createPolicy(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.policyInput>) {
  const id = await deps.db.transaction(async (tx) => {
    const { department, tagIds } = await checkReferences(tx, input);
    const [row] = await tx
      .insert(policies)
      .values({ ...policyColumns(input, department.name), status: 'draft' })
      .returning({ id: policies.id });
    if (tagIds.length) await tx.insert(policyTagLinks).values(tagIds.map((tagId) => ({ policyId: row.id, tagId })));
    await refreshPassages(tx, 'policy', row.id);
    await audit(tx, request, { action: 'create', entity: 'policy', entityId: row.id, summary: input.title, after: { ...input, contentHtml: undefined } });
    return row.id;
  });
  return policyDetail(deps.db, id, todayOf(deps.now()));
}

export async function updatePolicy(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.policyUpdate>) {
  const { id, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const before = await policyDetail(tx, id, todayOf(deps.now()));
    const { department, tagIds } = await checkReferences(tx, fields);
    await tx
      .update(policies)
      .set({ ...policyColumns(fields, department.name), updatedAt: deps.now() })
      .where(eq(policies.id, id));
    await tx.delete(policyTagLinks).where(eq(policyTagLinks.policyId, id));
    if (tagIds.length) await tx.insert(policyTagLinks).values(tagIds.map((tagId) => ({ policyId: id, tagId })));
    await refreshPassages(tx, 'policy', id);
    await audit(tx, request, {
      action: 'update',
      entity: 'policy',
      entityId: id,
      summary: fields.title,
      before: { ...before, contentHtml: undefined },
      after: { ...fields, contentHtml: undefined },
    });
  });
  return policyDetail(deps.db, id, todayOf(deps.now()));
}

/** Publish shows the policy on the front (search, detail, calendar); unpublish takes it off again. */
export async function setPolicyStatus(deps: Deps, request: FastifyRequest, id: number, status: 'published' | 'unpublished') {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ status: policies.status, title: policies.title }).from(policies).where(eq(policies.id, id));
    if (!before) throw notFound('Policy');
    if (before.status === status) return;
    await tx
      .update(policies)
      .set({ status, updatedAt: deps.now(), ...(status === 'published' ? { publishedAt: deps.now() } : {}) })
      .where(eq(policies.id, id));
    // Subscribers hear of it once the publication commits (server/modules/subscription).
    if (status === 'published') await recordPolicyEvents(tx, [id], 'published', deps.now());
    // The assistant's passages follow: live when published, kept but not live when withdrawn.
    await refreshPassages(tx, 'policy', id);
    await audit(tx, request, {
      action: 'update',
      entity: 'policy',
      entityId: id,
      summary: `${status === 'published' ? 'publish' : 'unpublish'}: ${before.title}`,
      before: { status: before.status },
      after: { status },
    });
  });
  return policyDetail(deps.db, id, todayOf(deps.now()));
}

export async function deletePolicy(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await policyDetail(tx, id, todayOf(deps.now()));
    await tx.delete(policies).where(eq(policies.id, id));
    await refreshPassages(tx, 'policy', id);
    await audit(tx, request, { action: 'delete', entity: 'policy', entityId: id, summary: before.title, before: { ...before, contentHtml: undefined } });
  });
  return { id };
}
