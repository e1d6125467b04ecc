import crypto from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { policySubscriptions, type SubscriptionKind } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { todayOf } from '@shared/policyWindow';
import type { CompanyProfile } from '@shared/policyConditions';
import { profileOfCompany } from './profile';
import { loadRun } from './service';
import type * as s from './schemas';
import type { z } from 'zod';

/**
 * Subscriptions of signed-in users: new policies matching a company profile, or under tags, departments,
 * regions or a keyword. One per user and criteria (hashed); each says in plain words what it will send.
 */

/** JSON with sorted keys, so the same criteria always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
export const criteriaHash = (kind: SubscriptionKind, criteria: Record<string, unknown>) =>
  crypto
    .createHash('sha256')
    .update(`${kind}:${canonical(criteria)}`)
    .digest('hex');

const quoteList = (names: unknown, zh: boolean) => {
  const list = Array.isArray(names) ? names.map(String) : names ? [String(names)] : [];
  return zh ? list.map((n) => `「${n}」`).join('') : list.map((n) => `"${n}"`).join(', ');
};

/**
 * What a subscription will send, in plain words (Chinese and English). Criteria by kind:
 * match { companyId?, name?, profile? }, tag { tagIds, names }, department { departmentIds, names },
 * region { regionCodes, names? }, keyword { keyword }.
 */
export function describeSubscription(kind: SubscriptionKind, c: Record<string, unknown>): { zh: string; en: string } {
  const what = {
    zh: '我们会发送站内通知，列出政策名称、发文部门、最高扶持金额和申报截止日期；已截止的政策不会通知。',
    en: 'we send a site notice with the policy title, issuing office, maximum amount and deadline; policies already closed are not sent.',
  };
  switch (kind) {
    case 'match': {
      const name = typeof c.name === 'string' && c.name ? c.name : null;
      const who = name ? { zh: `「${name}」`, en: `"${name}"` } : { zh: '您填写的企业信息', en: 'the company details you entered' };
      const basis =
        c.companyId && !c.profile
          ? { zh: '匹配按企业库中该企业的最新信息进行。', en: "Matching uses the company's latest record in the park's register." }
          : c.companyId
          ? { zh: '匹配按您修改后的企业信息进行。', en: 'Matching uses the details as you corrected them.' }
          : { zh: '匹配按您填写的信息进行。', en: 'Matching uses the details you entered.' };
      return {
        zh: `有新发布的政策经匹配判定${who.zh}符合或可能符合申报条件时，${what.zh}${basis.zh}`,
        en: `When a newly published policy matches ${who.en} (eligible or likely), ${what.en} ${basis.en}`,
      };
    }
    case 'tag':
      return {
        zh: `有新发布的政策带有标签${quoteList(c.names ?? c.tagIds, true)}时，${what.zh}`,
        en: `When a newly published policy is tagged ${quoteList(c.names ?? c.tagIds, false)}, ${what.en}`,
      };
    case 'department':
      return {
        zh: `${quoteList(c.names ?? c.departmentIds, true)}发布新政策时，${what.zh}`,
        en: `When ${quoteList(c.names ?? c.departmentIds, false)} publishes a new policy, ${what.en}`,
      };
    case 'region':
      return {
        zh: `有适用于${quoteList(c.names ?? c.regionCodes, true)}的新政策发布时，${what.zh}`,
        en: `When a new policy for ${quoteList(c.names ?? c.regionCodes, false)} is published, ${what.en}`,
      };
    case 'keyword':
      return {
        zh: `有新发布的政策标题或正文包含「${String(c.keyword ?? '')}」时，${what.zh}`,
        en: `When a newly published policy mentions "${String(c.keyword ?? '')}", ${what.en}`,
      };
  }
}

type SubscriptionRow = typeof policySubscriptions.$inferSelect;
const toSubscription = (row: SubscriptionRow) => {
  const d = describeSubscription(row.kind, row.criteria);
  return { id: row.id, kind: row.kind, criteria: row.criteria, description: d.zh, descriptionEn: d.en, createdAt: row.createdAt.toISOString() };
};

/**
 * Saves a subscription for the user, once per criteria (the same criteria again returns the existing one
 * with created: false). Reusable by any screen that subscribes (tags, departments, regions, keywords).
 */
export async function saveSubscription(deps: Deps, request: FastifyRequest, userId: number, kind: SubscriptionKind, criteria: Record<string, unknown>) {
  const hash = criteriaHash(kind, criteria);
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(policySubscriptions)
      .values({ userId, kind, criteria, criteriaHash: hash, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await audit(tx, request, {
        action: 'create',
        entity: 'policy_subscription',
        entityId: inserted.id,
        summary: describeSubscription(kind, criteria).zh,
        after: { kind, criteria },
      });
      return { ...toSubscription(inserted), created: true };
    }
    const [existing] = await tx
      .select()
      .from(policySubscriptions)
      .where(and(eq(policySubscriptions.userId, userId), eq(policySubscriptions.kind, kind), eq(policySubscriptions.criteriaHash, hash)));
    return { ...toSubscription(existing), created: false };
  });
}

/** Only what decides a match goes into a form profile's criteria. */
const comparable = (p: CompanyProfile) => canonical({ ...p, companyId: undefined, name: undefined, creditCode: undefined });

/**
 * POST match/subscribe: new matches for the run's company. A company run of someone who may see the record
 * follows the record; when they corrected its figures, the corrected profile is kept with it; any other run
 * keeps its profile.
 */
export async function subscribeToRun(deps: Deps, request: FastifyRequest, runId: string) {
  const userId = request.user!.id;
  const now = deps.now();
  const run = await loadRun(deps, request, runId);
  let criteria: Record<string, unknown>;
  if (run.companyId && run.confidential) {
    const record = await profileOfCompany(deps.db, run.companyId, todayOf(now));
    const edited = comparable(record) !== comparable(run.profile);
    criteria = { companyId: run.companyId, name: record.name, ...(edited ? { profile: { ...run.profile, creditCode: undefined } } : {}) };
  } else if (run.companyId) {
    // Without access to the record, the subscription keeps what the visitor matched on, never the record's figures.
    criteria = { companyId: run.companyId, name: run.profile.name, profile: { ...run.profile, creditCode: undefined } };
  } else {
    criteria = { profile: run.profile };
  }
  return saveSubscription(deps, request, userId, 'match', JSON.parse(JSON.stringify(criteria)) as Record<string, unknown>);
}

/** GET match/subscriptions: the signed-in user's subscriptions, newest first. */
export async function listSubscriptions(deps: Deps, userId: number, q: z.infer<typeof s.subscriptionQuery>) {
  const where = and(eq(policySubscriptions.userId, userId), q.kind ? eq(policySubscriptions.kind, q.kind) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(policySubscriptions)
      .where(where)
      .orderBy(desc(policySubscriptions.createdAt), desc(policySubscriptions.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(policySubscriptions).where(where),
  ]);
  return { list: rows.map(toSubscription), total, current: q.current, pageSize: q.pageSize };
}
