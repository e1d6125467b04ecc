import { ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea, ProFormTreeSelect } from '@ant-design/pro-components';
import { SLUG_MAX, SLUG_PATTERN } from '@shared/slug';
import { useEffect, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { queryArticleCategories, saveArticleCategory } from '@/services/portal/article';
import { useT } from '@/utils/i18n';
import { findNode, subtreeIds, toTree, type CategoryItem, type CategoryNode } from './types';

type Values = { parentId?: number; name: string; slug: string; order?: number; visible: boolean; skipAudit: boolean; description?: string };

const FIELDS = ['parentId', 'name', 'slug', 'order', 'visible', 'skipAudit', 'description'];

type TreeOption = { value: number; title: string; disabled?: boolean; children?: TreeOption[] };

/** The tree as parent choices: the category itself and its subcategories cannot hold it. */
function parentOptions(tree: CategoryNode[], blocked: Set<number>): TreeOption[] {
  return tree.map((node) => ({
    value: node.id,
    title: node.name,
    disabled: blocked.has(node.id),
    children: node.children && parentOptions(node.children, blocked),
  }));
}

/**
 * Create a category (under `parentId` when given) or edit one, moving it by choosing another parent. A slug or
 * name in use and a parent too deep come back from the server under their field.
 */
export default function CategoryForm({
  category,
  parentId,
  onClose,
  onSaved,
}: {
  category?: CategoryNode;
  parentId?: number;
  onClose: () => void;
  onSaved: (saved: CategoryItem) => void;
}) {
  const t = useT();
  // The whole tree to choose a parent from, whatever the screen's filters show.
  const [tree, setTree] = useState<CategoryNode[]>([]);
  useEffect(() => {
    queryArticleCategories({}).then(
      (res) => setTree(toTree(res.data.list)),
      () => undefined,
    );
  }, []);
  const self = category && (findNode(tree, category.id) ?? category);
  const blocked = new Set(self ? subtreeIds(self) : []);
  return (
    <EntityModalForm<Values, CategoryItem>
      title={t(category ? 'article.category.edit' : 'article.category.create')}
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        category
          ? {
              parentId: category.parentId || undefined,
              name: category.name,
              slug: category.slug,
              order: category.order,
              visible: category.visible,
              skipAudit: category.skipAudit,
              description: category.description ?? undefined,
            }
          : { parentId: parentId || undefined, order: 0, visible: true, skipAudit: false }
      }
      fieldNames={FIELDS}
      save={async (values, options) =>
        (
          await saveArticleCategory(
            {
              ...values,
              id: category?.id,
              parentId: values.parentId ?? 0,
              name: values.name.trim(),
              slug: values.slug.trim(),
              description: values.description?.trim() || null,
            },
            options,
          )
        ).data
      }
      successMessage={t(category ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormTreeSelect
        name="parentId"
        label={t('article.category.parent')}
        placeholder={t('article.category.parent.root')}
        fieldProps={{ treeData: parentOptions(tree, blocked), treeDefaultExpandAll: true, allowClear: true, showSearch: true, treeNodeFilterProp: 'title' }}
      />
      <ProFormText
        name="name"
        label={t('article.category.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('article.category.name.required') }]}
      />
      <ProFormText
        name="slug"
        label={t('article.category.slug')}
        tooltip={t('article.category.slug.tip')}
        fieldProps={{ maxLength: SLUG_MAX, placeholder: 'park-news' }}
        rules={[
          { required: true, whitespace: true, message: t('article.category.slug.required') },
          { pattern: SLUG_PATTERN, message: t('article.category.slug.invalid') },
        ]}
      />
      <ProFormDigit name="order" label={t('org.common.order')} min={0} max={9999} fieldProps={{ precision: 0 }} tooltip={t('org.common.order.tip')} />
      <ProFormSwitch name="visible" label={t('article.category.visible')} tooltip={t('article.category.visible.tip')} />
      <ProFormSwitch name="skipAudit" label={t('article.category.skipAudit')} tooltip={t('article.category.skipAudit.tip')} />
      <ProFormTextArea name="description" label={t('article.category.description')} fieldProps={{ maxLength: 255, showCount: true, rows: 3 }} />
    </EntityModalForm>
  );
}
