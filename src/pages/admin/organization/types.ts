import type { queryOrganizations } from '@/services/portal/organization';

export type OrganizationItem = Awaited<ReturnType<typeof queryOrganizations>>['data']['list'][number];

/** The dictionary of organisation types. */
export const ORG_TYPE_DICT = 'org_type';

/** Unified social credit code (GB 32100-2015): 18 characters, no I, O, S, V or Z. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
