import type {
  adminPolicyDetail,
  adminQueryPolicies,
  adminQueryPolicyDepartments,
  adminQueryPolicyTags,
  adminQueryProviders,
  adminQueryOffers,
} from '@/services/portal/policyAdmin';

/**
 * The policy admin's enumerations (server/db/schema/policy.ts and server/modules/policy/schemas.ts) and
 * the record types of the generated client. The labels live in the locales under these values.
 */
export const POLICY_LEVELS = ['national', 'provincial', 'city', 'district'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];
export const POLICY_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const WINDOW_STATUSES = ['upcoming', 'open', 'closing_soon', 'closed'] as const;
export type WindowStatus = (typeof WINDOW_STATUSES)[number];
export const WINDOW_KINDS = ['range', 'all_year', 'batches'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];
export const PAYOUT_MODES = ['apply', 'exempt'] as const;
export const ENTITY_TYPES = ['enterprise', 'individual', 'institution', 'social_org'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const TAG_KINDS = ['industry', 'support', 'theme'] as const;
export type TagKind = (typeof TAG_KINDS)[number];
export const PROVIDER_KINDS = ['consulting', 'agency', 'finance', 'law', 'ip'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** The dictionaries the policy screens read. */
export const SUPPORT_TYPE_DICT = 'support_type';
export const INDUSTRY_DICT = 'industry';
export const SCALE_DICT = 'enterprise_scale';
export const QUALIFICATION_DICT = 'qualification';

/** GB/T 2260 code standing for the whole country (national policies). */
export { NATIONAL_REGION } from '@shared/regionCodes';

/** The server's limits (schemas.ts). */
export const LIMITS = {
  title: 255,
  docNo: 128,
  summary: 2000,
  conditionsText: 10_000,
  tags: 30,
  rules: 30,
  ruleLabel: 200,
  contacts: 10,
  attachments: 20,
  batches: 24,
  batchName: 64,
  maxAmount: 1e9,
  contactDepartment: 128,
  address: 255,
  url: 512,
  yearsBack: 5,
} as const;

/** Antd colours of the status tags. */
export const STATUS_COLORS: Record<PolicyStatus, string> = { draft: 'default', published: 'green', unpublished: 'orange' };
export const WINDOW_COLORS: Record<WindowStatus, string> = { upcoming: 'blue', open: 'green', closing_soon: 'orange', closed: 'default' };
export const PROVIDER_KIND_COLORS: Record<ProviderKind, string> = { consulting: 'blue', agency: 'cyan', finance: 'gold', law: 'purple', ip: 'green' };
export const LEVEL_COLORS: Record<PolicyLevel, string> = { national: 'red', provincial: 'orange', city: 'blue', district: 'green' };

/** Phone as the server accepts it: mobile, landline with area code (and extension), 400 numbers, 12345. */
/** An http(s) address (the server's webUrl). */
export const WEB_URL_PATTERN = /^https?:\/\/\S+$/i;

export type PolicyItem = Awaited<ReturnType<typeof adminQueryPolicies>>['data']['list'][number];
export type PolicyDetail = Awaited<ReturnType<typeof adminPolicyDetail>>['data'];
export type PolicyRule = PolicyDetail['rules'][number];
export type AdminTag = Awaited<ReturnType<typeof adminQueryPolicyTags>>['data']['list'][number];
export type AdminDepartment = Awaited<ReturnType<typeof adminQueryPolicyDepartments>>['data']['list'][number];
export type AdminProvider = Awaited<ReturnType<typeof adminQueryProviders>>['data']['list'][number];
export type AdminOffer = Awaited<ReturnType<typeof adminQueryOffers>>['data']['list'][number];
