import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Badge, Button, Input, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import MenuIcon from '@/components/MenuIcon';
import { appMenus, deleteMenu, updateMenu } from '@/services/portal/app';
import { useT } from '@/utils/i18n';
import { buildTree, bySiblingOrder, filterTree, moveAmongSiblings, type Nested } from '@/utils/resourceTree';
import MenuForm from './MenuForm';
import { TYPE_COLORS, type AppItem, type MenuItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create'; parentId: number } | { kind: 'edit'; menu: MenuItem };

/** The body of updateMenu for an existing resource, with some fields changed. */
const updateBody = (m: MenuItem, change: Partial<MenuItem>) => ({
  id: m.id,
  appName: m.appName,
  parentId: m.parentId,
  resourceName: m.resourceName,
  resourceKey: m.resourceKey,
  resourcePath: m.resourcePath ?? '',
  resourceIcon: m.resourceIcon ?? '',
  type: m.type,
  order: m.order,
  visible: m.visible,
  ...change,
});

/**
 * An app's menu resources as a tree table: add children, edit, delete (the server refuses while a
 * resource has children) and move up or down among siblings.
 */
export default function MenuEditor({ app, canEdit, onChanged }: { app: AppItem; canEdit: boolean; onChanged?: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [menus, setMenus] = useState<MenuItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [moving, setMoving] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<number[]>();
  const [dialog, setDialog] = useState<Dialog>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await appMenus({ appName: app.appName });
      setMenus(res.data);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  }, [app.appName]);

  useEffect(() => {
    setExpanded(undefined);
    load();
  }, [load]);

  const tree = useMemo(() => {
    const all = buildTree(menus);
    const k = keyword.trim().toLowerCase();
    if (!k) return all;
    return filterTree(all, (m) => [m.resourceName, m.resourceKey, m.resourcePath].some((v) => v?.toLowerCase().includes(k)));
  }, [menus, keyword]);

  const parentIds = useMemo(() => menus.filter((m) => menus.some((c) => c.parentId === m.id)).map((m) => m.id), [menus]);
  // Directories start open; a search opens everything it shows.
  const defaultExpanded = menus.filter((m) => m.type === 'directory').map((m) => m.id);
  const expandedKeys = keyword ? parentIds : expanded ?? defaultExpanded;

  /** Position among siblings, for disabling 上移 on the first and 下移 on the last. */
  const position = useMemo(() => {
    const map = new Map<number, { first: boolean; last: boolean }>();
    const groups = new Map<number, MenuItem[]>();
    for (const m of menus) groups.set(m.parentId, [...(groups.get(m.parentId) ?? []), m]);
    for (const group of groups.values()) {
      group.sort(bySiblingOrder).forEach((m, i) => map.set(m.id, { first: i === 0, last: i === group.length - 1 }));
    }
    return map;
  }, [menus]);

  const move = async (m: MenuItem, direction: 'up' | 'down') => {
    const changes = moveAmongSiblings(menus, m.id, direction);
    if (!changes.length) return;
    setMoving(m.id);
    try {
      for (const change of changes) {
        const item = menus.find((x) => x.id === change.id)!;
        await updateMenu(updateBody(item, { order: change.order }));
      }
    } catch {
      // shown by the request layer; reload what was saved
    } finally {
      setMoving(undefined);
      await load();
    }
  };

  const remove = async (m: MenuItem) => {
    try {
      await deleteMenu({ id: m.id });
    } catch {
      return; // the request layer has shown why (it still has children)
    }
    message.success(t('common.deleted'));
    await load();
    onChanged?.();
  };

  const columns: ProColumns<Nested<MenuItem>>[] = [
    {
      title: t('pages.app.menu.name'),
      dataIndex: 'resourceName',
      width: 240,
      render: (_, m) => (
        <Space size={6}>
          <MenuIcon name={m.resourceIcon} />
          <span>{m.resourceName}</span>
        </Space>
      ),
    },
    {
      title: t('pages.app.menu.type'),
      dataIndex: 'type',
      width: 80,
      render: (_, m) => (
        <Tag color={TYPE_COLORS[m.type]} bordered={false}>
          {t(`pages.app.menu.type.${m.type}`)}
        </Tag>
      ),
    },
    {
      title: t('pages.app.menu.key'),
      dataIndex: 'resourceKey',
      width: 200,
      render: (_, m) => <Typography.Text code>{m.resourceKey}</Typography.Text>,
    },
    { title: t('pages.app.menu.path'), dataIndex: 'resourcePath', ellipsis: true, render: (_, m) => m.resourcePath || '-' },
    { title: t('common.order'), dataIndex: 'order', width: 70, align: 'right' },
    {
      title: t('pages.app.menu.visible'),
      dataIndex: 'visible',
      width: 80,
      render: (_, m) => <Badge status={m.visible ? 'success' : 'default'} text={t(m.visible ? 'pages.app.menu.shown' : 'pages.app.menu.hidden')} />,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 250,
      fixed: 'right',
      hideInTable: !canEdit,
      render: (_, m) => {
        const pos = position.get(m.id);
        const hasChildren = parentIds.includes(m.id);
        return [
          <Tooltip key="up" title={t('pages.app.menu.moveUp')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={pos?.first || moving !== undefined}
              loading={moving === m.id}
              onClick={() => move(m, 'up')}
            />
          </Tooltip>,
          <Tooltip key="down" title={t('pages.app.menu.moveDown')}>
            <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={pos?.last || moving !== undefined} onClick={() => move(m, 'down')} />
          </Tooltip>,
          m.type !== 'button' && (
            <a key="child" onClick={() => setDialog({ kind: 'create', parentId: m.id })}>
              {t('pages.app.menu.addChild')}
            </a>
          ),
          <a key="edit" onClick={() => setDialog({ kind: 'edit', menu: m })}>
            {t('common.edit')}
          </a>,
          hasChildren ? (
            <Tooltip key="delete" title={t('pages.app.menu.hasChildren')}>
              <Typography.Link disabled>{t('common.delete')}</Typography.Link>
            </Tooltip>
          ) : (
            <Popconfirm key="delete" title={t('pages.app.menu.deleteConfirm', { name: m.resourceName })} onConfirm={() => remove(m)}>
              <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
            </Popconfirm>
          ),
        ].filter(Boolean);
      },
    },
  ];

  return (
    <>
      <ProTable<Nested<MenuItem>>
        rowKey="id"
        size="small"
        headerTitle={t('pages.app.menu.title', { app: app.title })}
        columns={columns}
        dataSource={tree}
        loading={loading}
        search={false}
        pagination={false}
        scroll={{ x: 1100 }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)) }}
        options={{ reload: load, density: true, setting: true }}
        toolBarRender={() => [
          <Input.Search key="search" allowClear placeholder={t('pages.app.menu.search')} onChange={(e) => setKeyword(e.target.value)} style={{ width: 220 }} />,
          <Button key="expand" onClick={() => setExpanded(parentIds)}>
            {t('common.expandAll')}
          </Button>,
          <Button key="collapse" onClick={() => setExpanded([])}>
            {t('common.collapseAll')}
          </Button>,
          canEdit && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create', parentId: 0 })}>
              {t('pages.app.menu.createTop')}
            </Button>
          ),
        ]}
      />
      {dialog && (
        <MenuForm
          appName={app.appName}
          menus={menus}
          menu={dialog.kind === 'edit' ? dialog.menu : undefined}
          parentId={dialog.kind === 'create' ? dialog.parentId : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            if (dialog.kind === 'create' && dialog.parentId) {
              const { parentId } = dialog;
              setExpanded((prev) => [...new Set([...(prev ?? defaultExpanded), parentId])]);
            }
            load();
            onChanged?.();
          }}
        />
      )}
    </>
  );
}
