import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { filterTree, treeIds } from '@/utils/resourceTree';
import { useT } from '@/utils/i18n';

const toTreeData = (nodes: API.DepartmentNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.status === 'disabled' ? <Typography.Text type="secondary">{n.name}</Typography.Text> : n.name,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));

/**
 * The department tree left of the accounts table: picking a department lists its accounts and
 * those of every department below it (the server includes sub-departments); picking it again, or
 * 全部, lists everyone.
 */
export default function DepartmentPanel({
  departments,
  loading,
  value,
  onChange,
}: {
  departments: API.DepartmentNode[];
  loading?: boolean;
  value?: number;
  onChange: (departmentId?: number) => void;
}) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return k ? filterTree(departments, (d) => d.name.toLowerCase().includes(k)) : departments;
  }, [departments, keyword]);
  // Everything is expanded except what the user folded; a search expands every match.
  const expandedKeys = useMemo(() => {
    const hidden = keyword ? new Set<number>() : new Set(collapsed);
    return treeIds(shown).filter((id) => !hidden.has(id));
  }, [shown, collapsed, keyword]);

  return (
    <Card
      size="small"
      loading={loading}
      title={
        <span>
          <ApartmentOutlined /> {t('pages.account.departments')}
        </span>
      }
      extra={
        <Button size="small" type="link" disabled={value === undefined} onClick={() => onChange(undefined)}>
          {t('pages.account.allDepartments')}
        </Button>
      }
      styles={{ body: { padding: 8 } }}
    >
      <Input.Search
        size="small"
        allowClear
        placeholder={t('pages.account.searchDepartment')}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {shown.length ? (
        <Tree
          blockNode
          treeData={toTreeData(shown)}
          expandedKeys={expandedKeys}
          onExpand={(_keys, info) => {
            const id = Number(info.node.key);
            setCollapsed((c) => (info.expanded ? c.filter((k) => k !== id) : [...c, id]));
          }}
          selectedKeys={value === undefined ? [] : [value]}
          onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
          style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
