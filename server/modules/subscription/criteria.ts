import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  dictItems,
  dictTypes,
  policyDepartments,
  policyLevels,
  policyTags,
  subscriptions,
  type SubscriptionChannel,
  type SubscriptionDimension,
  type SubscriptionKind,
  type SubscriptionRhythm,
} from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { id } from '../../lib/fields';
import { keywordQuery } from '@shared/policyText';
import { regionName } from '@shared/regions';
import { readAll } from '../../db/reads';

/**
 * A policy subscription's criteria: a policy must meet every dimension given (one of its values each).
 * Names are kept beside the ids so that the subscription reads the same after a tag is renamed.
 */
export const policyCriteriaInput = z
  .object({
    tagIds: z.array(id).max(20).default([]),
    departmentIds: z.array(id).max(20).default([]),
    levels: z.array(z.enum(policyLevels)).max(4).default([]),
    regionCodes: z
      .array(z.string().regex(/^\d{6}$/, 'must be 6-digit region codes (GB/T 2260)'))
      .max(10)
      .default([]),
    supportTypes: z.array(z.string().trim().min(1).max(32)).max(10).default([]),
    keyword: z.string().trim().max(30).optional(),
  })
  .refine((c) => c.tagIds.length + c.departmentIds.length + c.levels.length + c.regionCodes.length + c.supportTypes.length > 0 || !!c.keyword, {
    message: 'choose at least one tag, department, level, region, support type or a keyword',
    path: ['tagIds'],
  });
export type PolicyCriteriaInput = z.infer<typeof policyCriteriaInput>;

export type PolicyCriteria = PolicyCriteriaInput & {
  names: { tags: string[]; departments: string[]; regions: string[]; supportTypes: string[] };
};

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

/** The criteria that decide what is sent (not the names), hashed: one subscription per visitor and criteria. */
export const criteriaHash = (kind: SubscriptionKind, criteria: Record<string, unknown>) =>
  crypto
    .createHash('sha256')
    .update(`${kind}:${canonical({ ...criteria, names: undefined })}`)
    .digest('hex');

/** Sorted and without repeats, so equal choices hash alike. */
const tidy = <T extends string | number>(list: T[]) => [...new Set(list)].sort();

/**
 * Checks the criteria against the park's records (422 naming the field for an unknown tag, department,
 * region or support type) and adds their names.
 */
export async function resolvePolicyCriteria(tx: DbOrTx, input: PolicyCriteriaInput): Promise<PolicyCriteria> {
  const c = {
    tagIds: tidy(input.tagIds),
    departmentIds: tidy(input.departmentIds),
    levels: tidy(input.levels),
    regionCodes: tidy(input.regionCodes),
    supportTypes: tidy(input.supportTypes),
    keyword: input.keyword || undefined,
  };
  const [tags, departments, supportTypes] = await readAll(tx, [
    () => (c.tagIds.length ? tx.select({ id: policyTags.id, name: policyTags.name }).from(policyTags).where(inArray(policyTags.id, c.tagIds)) : []),
    () =>
      c.departmentIds.length
        ? tx.select({ id: policyDepartments.id, name: policyDepartments.name }).from(policyDepartments).where(inArray(policyDepartments.id, c.departmentIds))
        : [],
    () =>
      c.supportTypes.length
        ? tx
            .select({ value: dictItems.value, label: dictItems.label })
            .from(dictItems)
            .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
            .where(and(eq(dictTypes.name, 'support_type'), inArray(dictItems.value, c.supportTypes)))
        : [],
  ]);
  const missing = <T>(wanted: T[], found: T[]) => wanted.filter((w) => !found.includes(w));
  const noTag = missing(
    c.tagIds,
    tags.map((t) => t.id),
  );
  if (noTag.length) throw unprocessable(`criteria.tagIds: tag ${noTag.join(', ')} does not exist`, 'tagIds');
  const noDepartment = missing(
    c.departmentIds,
    departments.map((d) => d.id),
  );
  if (noDepartment.length) throw unprocessable(`criteria.departmentIds: department ${noDepartment.join(', ')} does not exist`, 'departmentIds');
  const noRegion = c.regionCodes.filter((code) => !regionName(code));
  if (noRegion.length) throw unprocessable(`criteria.regionCodes: ${noRegion.join(', ')} is not a region code`, 'regionCodes');
  const noSupport = missing(
    c.supportTypes,
    supportTypes.map((s) => s.value),
  );
  if (noSupport.length) throw unprocessable(`criteria.supportTypes: "${noSupport.join('", "')}" is not a support type`, 'supportTypes');
  const nameOf = <K>(list: { id: K; name: string }[], key: K) => list.find((x) => x.id === key)?.name ?? String(key);
  return {
    ...c,
    names: {
      tags: c.tagIds.map((t) => nameOf(tags, t)),
      departments: c.departmentIds.map((d) => nameOf(departments, d)),
      regions: c.regionCodes.map((r) => regionName(r) ?? r),
      supportTypes: c.supportTypes.map((s) => supportTypes.find((x) => x.value === s)?.label ?? s),
    },
  };
}

/**
 * The dimensions from the one that usually narrows a library most to the one that usually narrows it least
 * (an office issues a few policies, a tag labels some, a support type or a level a sixth or a quarter, and the
 * park's own region most of them): the anchor's tie-breaker when the library says nothing (terms.ts).
 */
export const anchorOrder: readonly SubscriptionDimension[] = ['department', 'tag', 'supportType', 'level', 'region'];

/**
 * What the dispatch matches policy criteria by: the number of dimensions, and the subscription's term arrays
 * (null for a dimension it does not filter on). The anchor's rows of subscription_terms come from them (terms.ts).
 */
export function termsOf(c: PolicyCriteriaInput) {
  const orNull = <T>(list: T[]) => (list.length ? list : null);
  return {
    dimensions: [c.tagIds, c.departmentIds, c.levels, c.regionCodes, c.supportTypes].filter((values) => values.length).length,
    columns: {
      tagTerms: orNull(c.tagIds),
      departmentTerms: orNull(c.departmentIds),
      levelTerms: orNull<string>(c.levels),
      regionTerms: orNull(c.regionCodes),
      supportTypeTerms: orNull(c.supportTypes),
    },
  };
}

/**
 * A new subscription's row as the dispatch reads it: the criteria and their hash and, for policy criteria, the
 * term arrays and the keyword's query (its anchor terms come after the insert: terms.ts, anchorSubscriptions).
 */
export function newSubscriptionRow(
  visitorId: number,
  kind: SubscriptionKind,
  criteria: Record<string, unknown>,
  delivery: { channels: SubscriptionChannel[]; rhythm: SubscriptionRhythm },
  now: Date,
  policy?: PolicyCriteriaInput,
): typeof subscriptions.$inferInsert {
  const terms = policy ? termsOf(policy) : { dimensions: 0, columns: {} };
  return {
    visitorId,
    kind,
    criteria,
    criteriaHash: criteriaHash(kind, criteria),
    termDimensions: terms.dimensions,
    ...terms.columns,
    keywordQuery: policy ? keywordQueryOf(policy.keyword) : null,
    ...delivery,
    createdAt: now,
    updatedAt: now,
  };
}

/** The keyword as the policy search reads it (same segmentation), or null; a keyword of punctuation only is refused. */
export function keywordQueryOf(keyword: string | undefined): string | null {
  if (!keyword) return null;
  const { tokens, query } = keywordQuery(keyword);
  if (!tokens.length) throw unprocessable('criteria.keyword: has no words to look for', 'keyword');
  return query;
}

const levelNames: Record<string, { zh: string; en: string }> = {
  national: { zh: '国家级', en: 'national' },
  provincial: { zh: '省级', en: 'provincial' },
  city: { zh: '市级', en: 'city' },
  district: { zh: '区级', en: 'district' },
};
const quoted = (names: unknown, zh: boolean) => {
  const list = Array.isArray(names) ? names.map(String) : [];
  return zh ? list.map((n) => `「${n}」`).join('或') : list.map((n) => `"${n}"`).join(' or ');
};

const rhythmWords: Record<SubscriptionRhythm, { zh: string; en: string }> = {
  immediate: { zh: '发布后即时', en: 'as soon as it is published' },
  daily: { zh: '每天 8:00 汇总', en: 'in a digest every day at 8:00' },
  weekly: { zh: '每周一 8:00 汇总', en: 'in a digest every Monday at 8:00' },
};
const channelWords = (channels: SubscriptionChannel[]) => ({
  zh: channels.map((c) => (c === 'email' ? '邮件' : '站内通知')).join('和'),
  en: channels.map((c) => (c === 'email' ? 'e-mail' : 'a site notice')).join(' and '),
});

/**
 * What a subscription will send, in plain words (Chinese and English): which policies, by which channels,
 * when; closed policies are never sent.
 */
export function describeSubscription(
  kind: SubscriptionKind,
  criteria: Record<string, unknown>,
  channels: SubscriptionChannel[],
  rhythm: SubscriptionRhythm,
): { zh: string; en: string } {
  const how = channelWords(channels);
  const when = rhythmWords[rhythm];
  const send = {
    zh: `我们会${when.zh}通过${how.zh}告诉您政策名称、发文部门、最高扶持金额和申报截止日期；已截止的政策不发送。`,
    en: `we tell you ${when.en} by ${how.en}: the policy's title, issuing office, maximum amount and deadline; closed policies are not sent.`,
  };
  if (kind === 'match') {
    const name = typeof criteria.name === 'string' && criteria.name ? criteria.name : null;
    const who = name ? { zh: `「${name}」`, en: `"${name}"` } : { zh: '您填写的企业信息', en: 'the company details you entered' };
    return {
      zh: `有新发布的政策经匹配判定${who.zh}符合或可能符合申报条件时，${send.zh}`,
      en: `When a newly published policy matches ${who.en} (eligible or likely), ${send.en}`,
    };
  }
  const c = criteria as Partial<PolicyCriteria>;
  const names = c.names ?? { tags: [], departments: [], regions: [], supportTypes: [] };
  const zh: string[] = [];
  const en: string[] = [];
  const add = (zhText: string, enText: string) => {
    zh.push(zhText);
    en.push(enText);
  };
  if (names.tags.length) add(`带有标签${quoted(names.tags, true)}`, `is tagged ${quoted(names.tags, false)}`);
  if (names.departments.length) add(`由${quoted(names.departments, true)}发布`, `comes from ${quoted(names.departments, false)}`);
  if (c.levels?.length) add(`属于${c.levels.map((l) => levelNames[l].zh).join('或')}政策`, `is ${c.levels.map((l) => levelNames[l].en).join(' or ')}`);
  if (names.regions.length) add(`适用于${quoted(names.regions, true)}（含下辖地区）`, `applies in ${quoted(names.regions, false)} (or a place within it)`);
  if (names.supportTypes.length) add(`扶持方式为${quoted(names.supportTypes, true)}`, `offers ${quoted(names.supportTypes, false)}`);
  if (c.keyword) add(`标题或正文包含「${c.keyword}」`, `mentions "${c.keyword}"`);
  return {
    zh: `有新政策发布或开始申报，且${zh.join('、')}时，${send.zh}`,
    en: `When a policy is published or opens for applications and ${en.join(', and ')}, ${send.en}`,
  };
}
