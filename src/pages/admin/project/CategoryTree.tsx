import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Card, Popconfirm, Space, Tree, TreeSelect, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { deleteProjectCategory, queryProjectCategories, saveProjectCategory } from '@/services/portal/project';
import { useT } from '@/utils/i18n';
import { categoryTree, type Category, type CategoryNode } from './types';

type Values = { name: string; parentId: number; order: number };

/**
 * The category tree beside the project list: choosing one filters the list to it and the categories below it;
 * holders of project:category add, rename, move and delete categories here (the server refuses to delete one in
 * use or with children, saying which).
 */
export default function CategoryTree({ selected, onSelect, version }: { selected?: number; onSelect: (id?: number) => void; version: number }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const canEdit = access.can('project:category');
  const [list, setList] = useState<Category[]>([]);
  const [dialog, setDialog] = useState<{ category?: Category; parentId?: number }>();
  const load = useCallback(async () => {
    try {
      setList((await queryProjectCategories()).data.list);
    } catch {
      // The request layer has said why.
    }
  }, []);
  useEffect(() => {
    load();
  }, [load, version]);
  const tree = useMemo(() => categoryTree(list), [list]);
  const current = list.find((c) => c.id === selected);
  const remove = async (c: Category) => {
    try {
      await deleteProjectCategory({ id: c.id });
      message.success(t('project.deleted'));
      if (selected === c.id) onSelect(undefined);
      load();
    } catch {
      // The request layer shows the server's reason (in use, has children).
    }
  };
  const label = (n: CategoryNode) => (
    <span>
      {n.title}
      {n.projectCount > 0 && <Typography.Text type="secondary"> ({n.projectCount})</Typography.Text>}
    </span>
  );
  type Labelled = { key: number; title: ReactNode; children: Labelled[] };
  const withLabels = (nodes: CategoryNode[]): Labelled[] => nodes.map((n) => ({ key: n.key, title: label(n), children: withLabels(n.children) }));
  return (
    <Card
      size="small"
      title={<a onClick={() => onSelect(undefined)}>{t('project.category.all')}</a>}
      extra={
        canEdit && <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setDialog({ parentId: 0 })} aria-label={t('project.category.add')} />
      }
      styles={{ body: { padding: 8 } }}
    >
      {tree.length > 0 && (
        <Tree
          blockNode
          defaultExpandAll
          key={list.length}
          treeData={withLabels(tree)}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
      {canEdit && current && (
        <Space style={{ marginTop: 8 }} wrap>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ parentId: current.id })}>
            {t('project.category.addChild')}
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ category: current })} aria-label={t('project.category.edit')} />
          <Popconfirm title={t('project.category.delete.confirm', { name: current.name })} onConfirm={() => remove(current)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('project.category.delete')} />
          </Popconfirm>
        </Space>
      )}
      {dialog && (
        <EntityModalForm<Values>
          title={t(dialog.category ? 'project.category.edit' : 'project.category.add')}
          width={480}
          initialValues={
            dialog.category
              ? { name: dialog.category.name, parentId: dialog.category.parentId, order: dialog.category.order }
              : { parentId: dialog.parentId ?? 0, order: 0 }
          }
          fieldNames={['name', 'parentId', 'order']}
          save={(v, options) => saveProjectCategory({ id: dialog.category?.id, name: v.name.trim(), parentId: v.parentId ?? 0, order: v.order ?? 0 }, options)}
          successMessage={t('project.saved')}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            load();
          }}
        >
          <ProFormText name="name" label={t('project.category.name')} fieldProps={{ maxLength: 40 }} rules={[{ required: true, whitespace: true }]} />
          <ProForm.Item name="parentId" label={t('project.category.parent')}>
            <TreeSelect treeData={[{ value: 0, title: t('project.category.top'), children: tree }]} treeDefaultExpandAll />
          </ProForm.Item>
          <ProFormDigit name="order" label={t('project.category.order')} min={0} max={100_000} fieldProps={{ precision: 0 }} />
        </EntityModalForm>
      )}
    </Card>
  );
}
