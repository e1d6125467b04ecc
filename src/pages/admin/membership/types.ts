import type { queryCompanyChanges, queryCompanyClaims, queryCompanyUsers } from '@/services/portal/membership';

export type Claim = Awaited<ReturnType<typeof queryCompanyClaims>>['data']['list'][number];
export type ChangeRequest = Awaited<ReturnType<typeof queryCompanyChanges>>['data']['list'][number];
export type CompanyUser = Awaited<ReturnType<typeof queryCompanyUsers>>['data']['members'][number];
export type ReviewStatus = Claim['status'];

export const REVIEW_STATUSES: ReviewStatus[] = ['pending', 'approved', 'refused', 'withdrawn'];

export const statusBadge: Record<ReviewStatus, 'processing' | 'success' | 'error' | 'default'> = {
  pending: 'processing',
  approved: 'success',
  refused: 'error',
  withdrawn: 'default',
};
