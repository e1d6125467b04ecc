import { ProFormDigit, ProFormTreeSelect } from '@ant-design/pro-components';
import { Typography } from 'antd';
import EntityModalForm from '@/components/EntityModalForm';
import { moveDepartment } from '@/services/portal/organization';
import { useT } from '@/utils/i18n';
import { departmentTreeSelectProps, findDepartment, subtreeIds, toTreeSelectData, type DepartmentNode } from './shared';

/** The TreeSelect value of 顶级 (no parent); the server's root parentId is 0. */
const ROOT = 0;

type Values = { parentId: number; order?: number };

/**
 * Moves a department, with everything below it, under another parent. The department itself and
 * its sub-departments are not offered; should the tree be out of date, the server still refuses a
 * cycle and its message shows under the field.
 */
export default function MoveForm({
  tree,
  department,
  onClose,
  onMoved,
}: {
  tree: DepartmentNode[];
  department: DepartmentNode;
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useT();
  const blocked = new Set(subtreeIds(findDepartment(tree, department.id) ?? department));

  const treeData = [
    {
      value: ROOT,
      label: t('org.department.parent.root'),
      title: t('org.department.parent.root'),
      disabled: department.parentId === ROOT,
      children: undefined,
    },
    ...toTreeSelectData(tree, blocked, t('org.status.disabled')),
  ];

  return (
    <EntityModalForm<Values>
      title={t('org.department.move.title', { name: department.name })}
      width={520}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={{ order: department.order }}
      fieldNames={['parentId', 'order']}
      save={(values, options) => moveDepartment({ id: department.id, parentId: values.parentId, order: values.order }, options)}
      successMessage={t('org.department.moved')}
      onClose={onClose}
      onSaved={onMoved}
    >
      <Typography.Paragraph type="secondary">{t('org.department.move.hint')}</Typography.Paragraph>
      <ProFormTreeSelect
        name="parentId"
        label={t('org.department.move.newParent')}
        rules={[{ required: true, message: t('org.department.move.newParent.required') }]}
        fieldProps={{ ...departmentTreeSelectProps, allowClear: false, treeData }}
      />
      <ProFormDigit name="order" label={t('org.common.order')} min={0} max={9999} fieldProps={{ precision: 0 }} />
    </EntityModalForm>
  );
}
