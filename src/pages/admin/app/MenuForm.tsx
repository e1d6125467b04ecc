import { ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { Space } from 'antd';
import { useMemo } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import MenuIcon from '@/components/MenuIcon';
import { createMenu, updateMenu } from '@/services/portal/app';
import { RESOURCE_KEY_PATTERN } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { buildTree, withoutSubtree, type Nested } from '@/utils/resourceTree';
import { MENU_ICON_NAMES } from '@shared/menuIcons';
import { MENU_TYPES, type MenuItem, type MenuType } from './types';

type Values = {
  parentId: number;
  type: MenuType;
  resourceName: string;
  resourceKey: string;
  resourcePath?: string;
  resourceIcon?: string;
  order?: number;
  visible: boolean;
};

type ParentOption = { value: number; title: string; children?: ParentOption[] };

const FIELDS = ['parentId', 'type', 'resourceName', 'resourceKey', 'resourcePath', 'resourceIcon', 'order', 'visible'];

/**
 * Create or edit a menu resource of an app. The parent is 顶级 (0) or any directory or menu except
 * the resource itself and its descendants; a menu needs a path starting with /; a button has no
 * path or icon.
 */
export default function MenuForm({
  appName,
  menus,
  menu,
  parentId = 0,
  onClose,
  onSaved,
}: {
  appName: string;
  menus: MenuItem[];
  /** The resource being edited; a new one otherwise. */
  menu?: MenuItem;
  /** The parent of a new resource. */
  parentId?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();

  const parents = useMemo<ParentOption[]>(() => {
    const toOption = (m: Nested<MenuItem>): ParentOption => ({
      value: m.id,
      title: m.resourceName,
      children: m.children?.map(toOption),
    });
    let tree = buildTree(menus.filter((m) => m.type !== 'button'));
    if (menu) tree = withoutSubtree(tree, menu.id);
    return [{ value: 0, title: t('pages.app.menu.root'), children: tree.map(toOption) }];
  }, [menus, menu, t]);

  const siblings = menus.filter((m) => m.parentId === (menu?.parentId ?? parentId));
  const nextOrder = siblings.length ? Math.max(...siblings.map((m) => m.order ?? 0)) + 10 : 10;
  const parentType = menus.find((m) => m.id === parentId)?.type;

  return (
    <EntityModalForm<Values>
      name="menuForm"
      width={600}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      title={t(menu ? 'pages.app.menu.edit' : 'pages.app.menu.create')}
      initialValues={
        menu ? { ...menu } : { parentId, type: parentType === 'menu' ? 'button' : 'menu', order: nextOrder, visible: true, resourcePath: '', resourceIcon: '' }
      }
      fieldNames={FIELDS}
      save={(values, options) => {
        const isButton = values.type === 'button';
        const body = {
          appName,
          parentId: values.parentId ?? 0,
          type: values.type,
          resourceName: values.resourceName.trim(),
          resourceKey: values.resourceKey.trim(),
          resourcePath: isButton ? '' : values.resourcePath?.trim() ?? '',
          resourceIcon: isButton ? '' : values.resourceIcon ?? '',
          order: values.order ?? 0,
          visible: values.visible ?? true,
        };
        return menu ? updateMenu({ ...body, id: menu.id }, options) : createMenu(body, options);
      }}
      successMessage={t(menu ? 'common.saved' : 'common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormTreeSelect
        name="parentId"
        label={t('pages.app.menu.parent')}
        allowClear={false}
        rules={[{ required: true }]}
        fieldProps={{ treeData: parents, treeDefaultExpandedKeys: [0], showSearch: true, treeNodeFilterProp: 'title' }}
      />
      <ProFormRadio.Group
        name="type"
        label={t('pages.app.menu.type')}
        radioType="button"
        options={MENU_TYPES.map((type) => ({ value: type, label: t(`pages.app.menu.type.${type}`) }))}
      />
      <ProFormText
        name="resourceName"
        label={t('pages.app.menu.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('pages.app.menu.name.required') }]}
      />
      <ProFormText
        name="resourceKey"
        label={t('pages.app.menu.key')}
        tooltip={t('pages.app.menu.key.tip')}
        fieldProps={{ maxLength: 128, placeholder: 'company  /  company:update' }}
        rules={[
          { required: true, message: t('pages.app.menu.key.required') },
          { pattern: RESOURCE_KEY_PATTERN, message: t('pages.app.menu.key.pattern') },
        ]}
      />
      <ProFormDependency name={['type']}>
        {({ type }) =>
          type !== 'button' && (
            <>
              <ProFormText
                name="resourcePath"
                label={t('pages.app.menu.path')}
                fieldProps={{ maxLength: 255, placeholder: '/admin/…' }}
                rules={[
                  { required: type === 'menu', message: t('pages.app.menu.path.required') },
                  { pattern: /^\//, message: t('pages.app.menu.path.pattern') },
                ]}
              />
              <ProFormSelect
                name="resourceIcon"
                label={t('pages.app.menu.icon')}
                showSearch
                options={[...new Set([...(menu?.resourceIcon ? [menu.resourceIcon] : []), ...MENU_ICON_NAMES])].map((name) => ({
                  value: name,
                  label: (
                    <Space size={8}>
                      <MenuIcon name={name} />
                      {name.replace(/Outlined$/, '')}
                    </Space>
                  ),
                }))}
                fieldProps={{ optionFilterProp: 'value', allowClear: true, popupMatchSelectWidth: false, listHeight: 320 }}
              />
            </>
          )
        }
      </ProFormDependency>
      <ProFormDigit name="order" label={t('common.order')} min={0} max={99999} fieldProps={{ precision: 0 }} tooltip={t('pages.app.menu.order.tip')} />
      <ProFormSwitch name="visible" label={t('pages.app.menu.visible')} tooltip={t('pages.app.menu.visible.tip')} />
    </EntityModalForm>
  );
}
