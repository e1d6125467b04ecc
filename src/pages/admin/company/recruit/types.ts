import type { queryRecruitPosts, recruitTypes } from '@/services/portal/company';
import type { DataOf } from '@/utils/request/dataOf';

/** Recruitment as the server returns it (server/modules/company/schemas.ts). */
export type RecruitType = DataOf<typeof recruitTypes>[number];
/** A job ad; salaries in 元 per month. */
export type RecruitPost = DataOf<typeof queryRecruitPosts>['list'][number];

export const POST_STATUSES = ['open', 'closed'] as const;

/** Suggestions for the free-text education and experience fields (the usual wording of job ads). */
export const EDUCATION_OPTIONS = ['不限', '高中/中专', '大专', '本科', '硕士', '博士'];
export const EXPERIENCE_OPTIONS = ['不限', '应届生', '1-3年', '3-5年', '5-10年', '10年以上'];

/** A salary range as text: 8000-12000, 8000 起, 至 12000, or 面议 (negotiable) when neither is set. */
export function salaryText(min: number | null, max: number | null, negotiable: string): string {
  if (min === null && max === null) return negotiable;
  if (min !== null && max !== null) return min === max ? `${min}` : `${min}-${max}`;
  return min !== null ? `≥ ${min}` : `≤ ${max}`;
}
