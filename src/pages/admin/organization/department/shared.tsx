import { Tag, Typography } from 'antd';
import type { TreeSelectProps } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { departmentTree } from '@/services/portal/account';
import type { queryMembers } from '@/services/portal/organization';

/** What the department, member and job screens share. */

export type DepartmentNode = API.DepartmentNode;
export type MemberItem = Awaited<ReturnType<typeof queryMembers>>['data']['list'][number];
export type MemberJob = MemberItem['jobs'][number];

/**
 * The department tree (GET /apiv2/account/admin/department/tree) with a reload. `quiet`: a failure
 * shows nothing (pickers on screens that work without the tree).
 */
export function useDepartmentTree({ quiet = false }: { quiet?: boolean } = {}) {
  const [tree, setTree] = useState<DepartmentNode[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const res = await departmentTree(quiet ? { skipErrorHandler: true } : undefined);
      setTree(Array.isArray(res.data) ? res.data : []);
    } catch {
      // The request layer has shown why (unless quiet).
    } finally {
      setLoading(false);
    }
  }, [quiet]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { tree, loading, reload };
}

/** Depth first search for a department. */
export function findDepartment(nodes: DepartmentNode[], id: number | undefined): DepartmentNode | undefined {
  if (id === undefined) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartment(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of a node and everything below it. */
export function subtreeIds(node: DepartmentNode | undefined): number[] {
  if (!node) return [];
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** The names from the top down to the department, e.g. 园区运营公司 / 招商部. */
export function departmentPath(nodes: DepartmentNode[], id: number, trail: string[] = []): string[] | undefined {
  for (const node of nodes) {
    const here = [...trail, node.name];
    if (node.id === id) return here;
    const found = departmentPath(node.children ?? [], id, here);
    if (found) return found;
  }
  return undefined;
}

type SelectNode = { value: number; title: ReactNode; label: string; disabled?: boolean; children?: SelectNode[] };

/**
 * TreeSelect data of the departments: disabled departments are marked, and the ids in `disabledIds`
 * (e.g. a department and its subtree when choosing its new parent) cannot be picked.
 */
export function toTreeSelectData(nodes: DepartmentNode[], disabledIds: Set<number> = new Set(), disabledText?: string): SelectNode[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.name,
    title:
      n.status === 'disabled' && disabledText ? (
        <span>
          {n.name} <Typography.Text type="secondary">({disabledText})</Typography.Text>
        </span>
      ) : (
        n.name
      ),
    disabled: disabledIds.has(n.id),
    children: n.children?.length ? toTreeSelectData(n.children, disabledIds, disabledText) : undefined,
  }));
}

/** Common props of a department TreeSelect. */
export const departmentTreeSelectProps: TreeSelectProps = {
  treeDefaultExpandAll: true,
  showSearch: true,
  treeNodeFilterProp: 'label',
  treeNodeLabelProp: 'label',
  popupMatchSelectWidth: false,
  allowClear: true,
};

/** A member's jobs as tags "岗位@部门", the primary one highlighted. */
export function JobTags({ jobs, primaryTitle }: { jobs: MemberJob[]; primaryTitle?: string }) {
  if (!jobs.length) return <>-</>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {jobs.map((j) => (
        <Tag key={j.id} color={j.isPrimary ? 'blue' : undefined} title={j.isPrimary ? primaryTitle : undefined} style={{ marginInlineEnd: 0 }}>
          {j.jobName}@{j.departmentName}
        </Tag>
      ))}
    </span>
  );
}
