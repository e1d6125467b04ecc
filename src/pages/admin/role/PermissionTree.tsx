import { Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import MenuIcon from '@/components/MenuIcon';
import { buildTree, toggleGrant, type Nested } from '@/utils/resourceTree';
import { TYPE_COLORS, type Resource } from './types';

export type PermissionTreeProps = {
  /** Every resource of the app, flat. */
  resources: Resource[];
  /** The granted resource ids. */
  value: number[];
  onChange: (value: number[]) => void;
  /** Ticking a node also ticks its subtree and ancestors; unticking clears its subtree. */
  linked?: boolean;
  disabled?: boolean;
  expandedKeys?: number[];
  onExpand?: (keys: number[]) => void;
  typeLabel: (type: Resource['type']) => string;
};

/**
 * The app's resources (directories, menus, buttons) as a checkable tree. The tree is in strict
 * mode, so each tick is exactly one grant and what is shown is exactly what the role holds; the
 * linkage (subtree and ancestors) is ours, see `toggleGrant`.
 */
export default function PermissionTree({ resources, value, onChange, linked = true, disabled, expandedKeys, onExpand, typeLabel }: PermissionTreeProps) {
  const treeData = useMemo(() => {
    const toNode = (r: Nested<Resource>): DataNode => ({
      key: r.id,
      title: (
        <Space size={6}>
          <MenuIcon name={r.resourceIcon} />
          <span>{r.resourceName}</span>
          <Tag color={TYPE_COLORS[r.type]} bordered={false} style={{ marginInlineEnd: 0 }}>
            {typeLabel(r.type)}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.resourceKey}
          </Typography.Text>
        </Space>
      ),
      children: r.children?.map(toNode),
    });
    return buildTree(resources).map(toNode);
  }, [resources, typeLabel]);

  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      blockNode
      disabled={disabled}
      treeData={treeData}
      checkedKeys={{ checked: value, halfChecked: [] }}
      onCheck={(_, info) => onChange(toggleGrant(resources, value, Number(info.node.key), info.checked, linked))}
      {...(expandedKeys ? { expandedKeys, onExpand: (keys) => onExpand?.(keys.map(Number)) } : { defaultExpandAll: true })}
    />
  );
}
