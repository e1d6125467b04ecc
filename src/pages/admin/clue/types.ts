import type { clueDetail, queryClues } from '@/services/portal/clue';

export type ClueItem = Awaited<ReturnType<typeof queryClues>>['data']['list'][number];
export type ClueDetail = Awaited<ReturnType<typeof clueDetail>>['data'];

export const STAGE_DICT = 'clue_stage';
export const SOURCE_DICT = 'clue_source';
export const LEVEL_DICT = 'intention_level';
export const WAY_DICT = 'followup_method';
export const USAGE_DICT = 'unit_usage';
export const EXPORT_URL = '/apiv2/pms/admin/zhaoshang/clue-export';

/** The list's sortable columns, as the server names them. */
export const CLUE_SORTS = ['updatedAt', 'createdAt', 'nextFollowUpOn', 'lastFollowUpAt', 'investmentAmount'] as const;

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The server's list query from the table's search form and its sorted column (empty filters left out). */
export function clueFilters(params: Record<string, unknown>, sort: Record<string, 'ascend' | 'descend' | null | undefined> = {}) {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  const sortField = (CLUE_SORTS as readonly string[]).includes(field ?? '') ? (field as (typeof CLUE_SORTS)[number]) : 'updatedAt';
  const created = Array.isArray(params.createdAt) ? (params.createdAt as string[]) : [];
  const filters = {
    keyword: textOf(params.name),
    stage: textOf(params.stage),
    source: textOf(params.source),
    level: textOf(params.level),
    industryCode: textOf(params.industryCode),
    from: textOf(created[0]),
    to: textOf(created[1]),
    overdue: params.overdue === true || params.overdue === 'true' ? 'true' : undefined,
    sortField,
    sortOrder: sortField === field && order ? order : 'descend',
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

/** What a clue list starts with from the address: its search form's values and a signing period (not a form field). */
export type ClueListInitial = { form: Record<string, unknown>; signed?: Partial<Record<'signedFrom' | 'signedTo', string>> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?stage=` `?overdue=true` `?signedFrom=` `?signedTo=`: the list a dashboard figure counts. */
export function cluesFromUrl(params: URLSearchParams): ClueListInitial | undefined {
  const form: Record<string, unknown> = {};
  const stage = params.get('stage');
  if (stage) form.stage = stage.slice(0, 32);
  if (params.get('overdue') === 'true') form.overdue = true;
  const signedFrom = params.get('signedFrom') ?? '';
  const signedTo = params.get('signedTo') ?? '';
  const period: Partial<Record<'signedFrom' | 'signedTo', string>> = {};
  if (DAY.test(signedFrom)) period.signedFrom = signedFrom;
  if (DAY.test(signedTo)) period.signedTo = signedTo;
  const signed = Object.keys(period).length ? period : undefined;
  if (!Object.keys(form).length && !signed) return undefined;
  return signed ? { form, signed } : { form };
}
