import { queryArticleCategories } from '@/services/portal/article';

export type CategoryOption = { value: number; title: string; children: CategoryOption[] };

/** The article categories as a tree of options, for the pickers of the article screens. */
export async function categoryOptions(): Promise<CategoryOption[]> {
  const { list } = (await queryArticleCategories({})).data;
  const byParent = new Map<number, CategoryOption[]>();
  for (const c of list) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), { value: c.id, title: c.name, children: [] }]);
  const attach = (nodes: CategoryOption[]): CategoryOption[] => nodes.map((n) => ({ ...n, children: attach(byParent.get(n.value) ?? []) }));
  return attach(byParent.get(0) ?? []);
}
