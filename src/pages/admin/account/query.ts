const SORTABLE = ['username', 'realName', 'createdAt', 'lastLoginAt'] as const;
type SortField = (typeof SORTABLE)[number];

/** The server-side sort from ProTable's sorter state: the first sortable column that has an order. */
export function accountSort(sort: Record<string, 'ascend' | 'descend' | null> = {}): {
  sortField?: SortField;
  sortOrder?: 'ascend' | 'descend';
} {
  const entry = Object.entries(sort).find(([field, order]) => order && (SORTABLE as readonly string[]).includes(field));
  return entry ? { sortField: entry[0] as SortField, sortOrder: entry[1] as 'ascend' | 'descend' } : {};
}
