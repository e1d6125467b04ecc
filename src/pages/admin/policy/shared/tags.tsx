import { TreeSelect, type TreeSelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { adminQueryPolicyTags } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import type { AdminTag } from './constants';

/** The tag dictionary is small (tens of big tags, a few hundred small ones): at most this many are read. */
const MAX_PAGES = 10;
const PAGE = 100;

export type TagNode = AdminTag & { children: AdminTag[] };

/** Every tag as a two-level tree (big tags with their small tags), in the server's order. */
export async function loadTagTree(): Promise<TagNode[]> {
  const all: AdminTag[] = [];
  for (let current = 1; current <= MAX_PAGES; current += 1) {
    const res = await adminQueryPolicyTags({ current, pageSize: PAGE }, { skipErrorHandler: true });
    all.push(...res.data.list);
    if (all.length >= res.data.total || res.data.list.length < PAGE) break;
  }
  const big = all.filter((tag) => tag.parentId === null).map((tag) => ({ ...tag, children: [] as AdminTag[] }));
  const byId = new Map(big.map((tag) => [tag.id, tag]));
  for (const tag of all) if (tag.parentId !== null) byId.get(tag.parentId)?.children.push(tag);
  return big;
}

/** The tag tree, loaded once per mount; `reload` after a change. */
export function useTagTree() {
  const [tree, setTree] = useState<TagNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let alive = true;
    setLoading(true);
    loadTagTree()
      .then((t) => alive && setTree(t))
      .catch(() => undefined) // the select stays empty; the screens' own calls report failures
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [generation]);
  return { tree, loading, reload: () => setGeneration((g) => g + 1) };
}

/** Big tags → small tags in a TreeSelect (both levels can be chosen). */
export function TagTreeSelect({ tree, loading, ...rest }: Omit<TreeSelectProps, 'treeData'> & { tree: TagNode[]; loading?: boolean }) {
  const t = useT();
  return (
    <TreeSelect
      showSearch
      allowClear
      treeNodeFilterProp="title"
      placeholder={t('policyAdmin.tags.placeholder')}
      loading={loading}
      treeDefaultExpandAll={false}
      {...rest}
      treeData={tree.map((big) => ({
        title: big.name,
        value: big.id,
        key: big.id,
        children: big.children.map((small) => ({ title: small.name, value: small.id, key: small.id })),
      }))}
    />
  );
}
