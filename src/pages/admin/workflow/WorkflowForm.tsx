import { ProForm, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { workflowBusinessTypes, workflowStatuses, type WorkflowBusinessType } from '@shared/workflow';
import EntityModalForm from '@/components/EntityModalForm';
import { saveWorkflow } from '@/services/portal/workflow';
import { useT } from '@/utils/i18n';
import { MAX_DESCRIPTION, MAX_NAME, type WorkflowItem } from './types';
import UserSelect from './UserSelect';

type Values = {
  name: string;
  businessType: WorkflowBusinessType;
  description?: string;
  status: 'enabled' | 'disabled';
  fallbackUserId: number;
};

const FIELDS = ['name', 'businessType', 'description', 'status', 'fallbackUserId'];

/**
 * Create (no `workflow`) or edit a workflow's own fields; its steps are edited in the step editor. The
 * business type is fixed once a version is published: published versions and running instances were built
 * for it (the server refuses the change).
 */
export default function WorkflowForm({ workflow, onClose, onSaved }: { workflow?: WorkflowItem; onClose: () => void; onSaved: (saved: WorkflowItem) => void }) {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser;
  const typeFixed = (workflow?.publishedVersion ?? 0) > 0;
  // A new workflow falls back to whoever creates it until someone better is chosen.
  const fallback = workflow?.fallbackUser ?? (me ? { id: me.id, name: me.name } : undefined);

  return (
    <EntityModalForm<Values, WorkflowItem>
      title={workflow ? t('workflow.edit.title', { name: workflow.name }) : t('workflow.create')}
      width={600}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        workflow
          ? {
              name: workflow.name,
              businessType: workflow.businessType,
              description: workflow.description ?? undefined,
              status: workflow.status,
              fallbackUserId: workflow.fallbackUser.id,
            }
          : { status: 'enabled', fallbackUserId: fallback?.id }
      }
      fieldNames={FIELDS}
      save={async (values, options) => {
        const res = await saveWorkflow(
          {
            id: workflow?.id,
            name: values.name.trim(),
            businessType: values.businessType,
            description: values.description?.trim() || null,
            status: values.status,
            fallbackUserId: values.fallbackUserId,
          },
          options,
        );
        return res.data;
      }}
      successMessage={(saved) => t(workflow ? 'workflow.saved' : 'workflow.created', { name: saved.name })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('workflow.name')}
        fieldProps={{ maxLength: MAX_NAME }}
        rules={[{ required: true, whitespace: true, message: t('workflow.name.required') }]}
      />
      <ProFormSelect
        name="businessType"
        label={t('workflow.businessType')}
        disabled={typeFixed}
        extra={typeFixed ? t('workflow.businessType.fixed') : t('workflow.businessType.tip')}
        options={workflowBusinessTypes.map((type) => ({ value: type, label: t(`workflow.businessType.${type}`) }))}
        rules={[{ required: true, message: t('workflow.businessType.required') }]}
      />
      <ProFormTextArea name="description" label={t('workflow.description')} fieldProps={{ maxLength: MAX_DESCRIPTION, showCount: true, rows: 3 }} />
      <ProFormRadio.Group
        name="status"
        label={t('workflow.status')}
        radioType="button"
        extra={t('workflow.status.tip')}
        options={workflowStatuses.map((status) => ({ value: status, label: t(`workflow.status.${status}`) }))}
      />
      <ProForm.Item
        name="fallbackUserId"
        label={t('workflow.fallbackUser')}
        tooltip={t('workflow.fallbackUser.tip')}
        rules={[{ required: true, message: t('workflow.fallbackUser.required') }]}
      >
        <UserSelect known={fallback ? [fallback] : []} />
      </ProForm.Item>
    </EntityModalForm>
  );
}
