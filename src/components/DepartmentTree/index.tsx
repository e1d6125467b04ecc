import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Empty, Input, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState, type ReactNode } from 'react';
import { filterTree, treeIds } from '@/utils/resourceTree';

export type DepartmentTreeNode = { id: number; name: string; status?: string; children?: DepartmentTreeNode[] };

const toTreeData = (nodes: DepartmentTreeNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.status === 'disabled' ? <Typography.Text type="secondary">{n.name}</Typography.Text> : n.name,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));

export type DepartmentTreeProps = {
  departments: DepartmentTreeNode[];
  loading?: boolean;
  title: ReactNode;
  /** Buttons right of the title. */
  extra?: ReactNode;
  searchPlaceholder: string;
  /** Shown when there are no departments, or none matches the search. */
  emptyText?: ReactNode;
  selectedId?: number;
  /** Picking the selected department again gives undefined when `deselectable`, else nothing happens. */
  onSelect: (departmentId?: number) => void;
  deselectable?: boolean;
};

/**
 * The searchable department tree beside the accounts and the department screens: a search keeps the
 * matching departments with the path down to them and unfolds them all; otherwise everything is
 * unfolded except what the user folded. Disabled departments are greyed.
 */
export default function DepartmentTree({
  departments,
  loading,
  title,
  extra,
  searchPlaceholder,
  emptyText,
  selectedId,
  onSelect,
  deselectable,
}: DepartmentTreeProps) {
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return k ? filterTree(departments, (d) => d.name.toLowerCase().includes(k)) : departments;
  }, [departments, keyword]);
  const expandedKeys = useMemo(() => {
    const hidden = keyword.trim() ? new Set<number>() : new Set(collapsed);
    return treeIds(shown).filter((id) => !hidden.has(id));
  }, [shown, collapsed, keyword]);

  return (
    <Card
      size="small"
      loading={loading && !departments.length}
      title={
        <span>
          <ApartmentOutlined /> {title}
        </span>
      }
      extra={extra}
      styles={{ body: { padding: 8 } }}
    >
      <Input.Search size="small" allowClear placeholder={searchPlaceholder} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      {shown.length ? (
        <Tree
          blockNode
          treeData={toTreeData(shown)}
          expandedKeys={expandedKeys}
          onExpand={(_keys, info) => {
            const id = Number(info.node.key);
            setCollapsed((c) => (info.expanded ? c.filter((k) => k !== id) : [...c, id]));
          }}
          selectedKeys={selectedId === undefined ? [] : [selectedId]}
          onSelect={(keys) => {
            if (keys.length) onSelect(Number(keys[0]));
            else if (deselectable) onSelect(undefined);
          }}
          style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? undefined : emptyText} />
      )}
    </Card>
  );
}
