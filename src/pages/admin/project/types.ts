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
