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

/** The filters of an address that are not fields of the search form (a dashboard figure's list): shown as removable tags. */
export const EXTRA_FILTERS = ['signedFrom', 'signedTo', 'followedFrom', 'followedTo', 'stages', 'ownerId'] as const;
export type ExtraFilters = Partial<Record<(typeof EXTRA_FILTERS)[number], string>>;

/** What a clue list starts with from the address: its search form's values and the filters the form has no field for. */
export type ClueListInitial = { form: Record<string, unknown>; extra?: ExtraFilters };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[\w-]{1,32}$/;

/**
 * `?stage=` `?source=` `?industryCode=` `?from=`/`?to=` (created) `?overdue=true` (the form's fields) and `?signedFrom=`
 * `?signedTo=` `?followedFrom=` `?followedTo=` `?stages=a,b` `?ownerId=` (extra filters): the list a dashboard figure counts.
 */
export function cluesFromUrl(params: URLSearchParams): ClueListInitial | undefined {
  const form: Record<string, unknown> = {};
  for (const key of ['stage', 'source', 'level', 'industryCode'] as const) {
    const value = params.get(key);
    if (value && CODE.test(value)) form[key] = value;
  }
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to)) form.createdAt = [from, to];
  if (params.get('overdue') === 'true') form.overdue = true;
  const extra: ExtraFilters = {};
  for (const key of ['signedFrom', 'signedTo', 'followedFrom', 'followedTo'] as const) {
    const value = params.get(key) ?? '';
    if (DAY.test(value)) extra[key] = value;
  }
  const stages = params.get('stages') ?? '';
  if (/^[a-z_]+(,[a-z_]+)*$/.test(stages)) extra.stages = stages;
  const ownerId = params.get('ownerId') ?? '';
  if (/^[1-9]\d{0,9}$/.test(ownerId)) extra.ownerId = ownerId;
  const hasExtra = Object.keys(extra).length > 0;
  if (!Object.keys(form).length && !hasExtra) return undefined;
  return hasExtra ? { form, extra } : { form };
}
