import type { projectDetail, queryProjectCategories, queryProjects, queryScheduleFlows } from '@/services/portal/project';

export type ProjectItem = Awaited<ReturnType<typeof queryProjects>>['data']['list'][number];
export type ProjectDetail = Awaited<ReturnType<typeof projectDetail>>['data'];
export type Milestone = ProjectDetail['schedule'][number];
export type Category = Awaited<ReturnType<typeof queryProjectCategories>>['data']['list'][number];
export type Flow = Awaited<ReturnType<typeof queryScheduleFlows>>['data']['list'][number];

export const INDUSTRY_DICT = 'industry';

/** The list's sortable columns, as the server names them. */
export const PROJECT_SORTS = ['updatedAt', 'createdAt', 'investmentAmount', 'signedAt'] as const;

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The server's list query from the table's search form, the tree's category and the sorted column (empty filters left out). */
export function projectFilters(params: Record<string, unknown>, sort: Record<string, 'ascend' | 'descend' | null | undefined> = {}, categoryId?: number) {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  const sortField = (PROJECT_SORTS as readonly string[]).includes(field ?? '') ? (field as (typeof PROJECT_SORTS)[number]) : 'updatedAt';
  const created = Array.isArray(params.createdAt) ? (params.createdAt as string[]) : [];
  const filters = {
    keyword: textOf(params.name),
    stage: textOf(params.stage),
    status: textOf(params.status),
    industryCode: textOf(params.industryCode),
    ownerId: typeof params.ownerId === 'number' ? String(params.ownerId) : undefined,
    categoryId: categoryId ? String(categoryId) : undefined,
    from: textOf(created[0]),
    to: textOf(created[1]),
    sortField,
    sortOrder: sortField === field && order ? order : 'descend',
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

/** The categories as a tree (antd Tree / TreeSelect data), children in their order. */
export type CategoryNode = { key: number; value: number; title: string; projectCount: number; children: CategoryNode[] };
export function categoryTree(list: Category[], parentId = 0): CategoryNode[] {
  return list
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((c) => ({ key: c.id, value: c.id, title: c.name, projectCount: c.projectCount, children: categoryTree(list, c.id) }));
}

/** China's today, as the server counts overdue milestones. */
export const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_]{1,32}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The address's filters the search form has no field for (a dashboard figure's list): shown as removable tags. */
export type ProjectExtraFilters = Partial<
  Record<
    | 'signedFrom'
    | 'signedTo'
    | 'currency'
    | 'hasOverdueMilestone'
    | 'milestoneDueFrom'
    | 'milestoneDueTo'
    | 'milestoneDoneFrom'
    | 'milestoneDoneTo'
    | 'ownerId'
    | 'industryCode',
    string
  >
>;
export type ProjectListInitial = { tab?: 'mine' | 'department' | 'all'; categoryId?: number; form: Record<string, unknown>; extra: ProjectExtraFilters };

/**
 * The list's filters from its address (`/admin/project?tab=all&status=signed&signedFrom=…`, the projects dashboard's
 * links): the search form's fields as its values, the others as tags; undefined when the address has none.
 */
export function projectsFromUrl(params: URLSearchParams): ProjectListInitial | undefined {
  const form: Record<string, unknown> = {};
  const extra: ProjectExtraFilters = {};
  for (const key of ['stage', 'status'] as const) {
    const value = params.get(key);
    if (value && CODE.test(value)) form[key] = value;
  }
  const industry = params.get('industryCode') ?? '';
  if (industry === 'none') extra.industryCode = industry;
  else if (CODE.test(industry)) form.industryCode = industry;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to)) form.createdAt = [from, to];
  for (const key of ['signedFrom', 'signedTo', 'milestoneDueFrom', 'milestoneDueTo', 'milestoneDoneFrom', 'milestoneDoneTo'] as const) {
    const value = params.get(key) ?? '';
    if (DAY.test(value)) extra[key] = value;
  }
  const currency = params.get('currency') ?? '';
  if (/^[A-Z]{3}$/.test(currency)) extra.currency = currency;
  if (params.get('hasOverdueMilestone') === 'true') extra.hasOverdueMilestone = 'true';
  const ownerId = params.get('ownerId') ?? '';
  if (ID.test(ownerId)) extra.ownerId = ownerId;
  const category = params.get('categoryId') ?? '';
  const categoryId = ID.test(category) ? Number(category) : undefined;
  const tabText = params.get('tab');
  const tab = tabText === 'mine' || tabText === 'department' || tabText === 'all' ? tabText : undefined;
  if (!tab && !categoryId && !Object.keys(form).length && !Object.keys(extra).length) return undefined;
  return { tab, categoryId, form, extra };
}
