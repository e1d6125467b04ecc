import { ProForm, ProFormCheckbox, ProFormDependency, ProFormDigit, ProFormGroup, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  workflowActions,
  workflowActorTypes,
  workflowConditionFields,
  workflowModes,
  workflowTimeoutActions,
  type WorkflowAction,
  type WorkflowActorType,
  type WorkflowBusinessType,
} from '@shared/workflow';
import EntityModalForm from '@/components/EntityModalForm';
import { roleOptions } from '@/services/portal/role';
import { saveWorkflowStep } from '@/services/portal/workflow';
import { useT } from '@/utils/i18n';
import type { DataOf } from '@/utils/request/dataOf';
import {
  GROUP_ACTORS,
  MAX_ACTOR_USERS,
  MAX_NAME,
  MAX_STEP_FIELDS,
  MAX_TIME_LIMIT_HOURS,
  conditionProblem,
  type StepField,
  type StepItem,
  type WorkflowItem,
  type WorkflowWithSteps,
} from './types';
import FieldList from './FieldList';
import UserSelect from './UserSelect';

type FieldRow = Partial<StepField>;
type Values = {
  name: string;
  actorType: WorkflowActorType;
  actorUserIds?: number[];
  actorRoleId?: number;
  mode: (typeof workflowModes)[number];
  actions: WorkflowAction[];
  condition?: string;
  timeLimitHours?: number | null;
  onTimeout?: (typeof workflowTimeoutActions)[number] | null;
  escalateToUserId?: number | null;
  fields?: FieldRow[];
};
type Role = DataOf<typeof roleOptions>[number];

const FIELDS = ['name', 'actorType', 'actorUserIds', 'actorRoleId', 'mode', 'actions', 'condition', 'timeLimitHours', 'onTimeout', 'escalateToUserId'];
const NEW_STEP: Partial<Values> = { actorType: 'users', actorUserIds: [], mode: 'any', actions: ['approve', 'reject', 'return'], fields: [] };

const initialOf = (step: StepItem): Values => ({
  name: step.name,
  actorType: step.actorType,
  actorUserIds: step.actorUsers.map((u) => u.id),
  actorRoleId: step.actorRole?.id,
  mode: step.mode,
  actions: step.actions,
  condition: step.condition ?? undefined,
  timeLimitHours: step.timeLimitHours,
  onTimeout: step.onTimeout,
  escalateToUserId: step.escalateTo?.id ?? null,
  fields: step.fields,
});

/**
 * Add a step at the end of the workflow (no `step`) or change one. The fields shown follow the kind of actor
 * (people, a role, or a leader the engine finds) and the timeout action; the condition is checked as it is
 * typed, with the parser the server uses and the fields of the workflow's business type. Saving answers the
 * workflow with all its steps, handed to `onSaved`.
 */
export default function StepForm({
  workflow,
  step,
  onClose,
  onSaved,
}: {
  workflow: Pick<WorkflowItem, 'id' | 'businessType'>;
  step?: StepItem;
  onClose: () => void;
  onSaved: (answer: WorkflowWithSteps) => void;
}) {
  const t = useT();
  const [roles, setRoles] = useState<Role[]>([]);
  const businessType: WorkflowBusinessType = workflow.businessType;
  const conditionFields = workflowConditionFields[businessType];

  useEffect(() => {
    // Without the roles area the role list stays empty; the other kinds of actor still work.
    roleOptions({ skipErrorHandler: true })
      .then((res) => setRoles(res.data ?? []))
      .catch(() => undefined);
  }, []);

  // Active roles only (the server refuses a disabled one), plus the step's own role whatever its state.
  const roleChoices = useMemo(() => {
    const active = roles.filter((r) => r.status === 'active').map((r) => ({ value: r.id, label: r.name }));
    const own = step?.actorRole;
    return own && !active.some((r) => r.value === own.id) ? [{ value: own.id, label: own.name }, ...active] : active;
  }, [roles, step]);

  // "政策主管部门" is found from the policy applied for: offered for policy applications (and kept if already chosen).
  const actorTypes = workflowActorTypes.filter((type) => type !== 'policy_dept' || businessType === 'policy_application' || step?.actorType === type);

  const conditionRule = {
    validator: async (_: unknown, text?: string) => {
      const problem = conditionProblem(text, businessType);
      if (problem?.kind === 'syntax') throw new Error(t('workflow.step.condition.syntax', { error: problem.error }));
      if (problem?.kind === 'unknownFields') {
        throw new Error(t('workflow.step.condition.unknown', { fields: problem.fields.join(', '), known: problem.known.join(', ') }));
      }
    },
  };

  return (
    <EntityModalForm<Values, WorkflowWithSteps>
      title={step ? t('workflow.step.edit.title', { name: step.name }) : t('workflow.step.create')}
      width={760}
      layout="vertical"
      initialValues={step ? initialOf(step) : NEW_STEP}
      fieldNames={FIELDS}
      save={async (values, options) => {
        const group = GROUP_ACTORS.includes(values.actorType);
        const res = await saveWorkflowStep(
          {
            id: step?.id,
            workflowId: workflow.id,
            name: values.name.trim(),
            actorType: values.actorType,
            // Only the chosen kind of actor's fields are sent (the server drops the others too).
            actorUserIds: values.actorType === 'users' ? values.actorUserIds ?? [] : [],
            actorRoleId: values.actorType === 'role' ? values.actorRoleId ?? null : null,
            mode: group ? values.mode : 'any',
            // Approve is always allowed; kept in the vocabulary's order.
            actions: workflowActions.filter((a) => a === 'approve' || values.actions?.includes(a)),
            condition: values.condition?.trim() || null,
            timeLimitHours: values.timeLimitHours ?? null,
            onTimeout: values.onTimeout ?? null,
            escalateToUserId: values.onTimeout === 'escalate' ? values.escalateToUserId ?? null : null,
            fields: (values.fields ?? []).map((f) => ({
              key: (f.key ?? '').trim(),
              label: (f.label ?? '').trim(),
              type: f.type ?? 'text',
              required: !!f.required,
              ...(f.type === 'number' && f.max ? { max: f.max } : {}),
            })),
          },
          options,
        );
        return res.data;
      }}
      successMessage={t(step ? 'workflow.step.saved' : 'workflow.step.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('workflow.step.name')}
        fieldProps={{ maxLength: MAX_NAME }}
        rules={[{ required: true, whitespace: true, message: t('workflow.step.name.required') }]}
      />
      <ProFormRadio.Group
        name="actorType"
        label={t('workflow.step.actorType')}
        radioType="button"
        options={actorTypes.map((type) => ({ value: type, label: t(`workflow.actorType.${type}`) }))}
        rules={[{ required: true }]}
      />
      <ProFormDependency name={['actorType']}>
        {({ actorType }: Partial<Values>) => (
          <>
            {actorType === 'users' && (
              <ProForm.Item
                name="actorUserIds"
                label={t('workflow.step.actorUsers')}
                rules={[
                  { required: true, type: 'array', min: 1, message: t('workflow.step.actorUsers.required') },
                  { type: 'array', max: MAX_ACTOR_USERS, message: t('workflow.step.actorUsers.max', { max: MAX_ACTOR_USERS }) },
                ]}
              >
                <UserSelect mode="multiple" known={step?.actorUsers} />
              </ProForm.Item>
            )}
            {actorType === 'role' && (
              <ProFormSelect
                name="actorRoleId"
                label={t('workflow.step.actorRole')}
                options={roleChoices}
                fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
                rules={[{ required: true, message: t('workflow.step.actorRole.required') }]}
              />
            )}
            {actorType && GROUP_ACTORS.includes(actorType) ? (
              <ProFormRadio.Group
                name="mode"
                label={t('workflow.step.mode')}
                options={workflowModes.map((mode) => ({ value: mode, label: t(`workflow.mode.${mode}.long`) }))}
              />
            ) : (
              actorType && (
                <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
                  {t(`workflow.actorType.${actorType}.tip`)}
                </Typography.Paragraph>
              )
            )}
          </>
        )}
      </ProFormDependency>
      <ProFormCheckbox.Group
        name="actions"
        label={t('workflow.step.actions')}
        tooltip={t('workflow.step.actions.tip')}
        options={workflowActions.map((action) => ({ value: action, label: t(`workflow.action.${action}`), disabled: action === 'approve' }))}
      />
      <ProFormText
        name="condition"
        label={t('workflow.step.condition')}
        tooltip={t('workflow.step.condition.tip')}
        placeholder={t('workflow.step.condition.placeholder')}
        fieldProps={{ maxLength: 500, allowClear: true }}
        extra={t('workflow.step.condition.fields', {
          fields: Object.entries(conditionFields)
            .map(([field, type]) => t('workflow.step.condition.field', { field, type: t(`workflow.conditionType.${type}`) }))
            .join(t('workflow.separator')),
        })}
        rules={[conditionRule]}
      />
      <ProFormGroup size={16}>
        <ProFormDigit
          name="timeLimitHours"
          label={t('workflow.step.timeLimitHours')}
          width="sm"
          min={1}
          max={MAX_TIME_LIMIT_HOURS}
          fieldProps={{ precision: 0 }}
          tooltip={t('workflow.step.timeLimitHours.tip')}
        />
        <ProFormSelect
          name="onTimeout"
          label={t('workflow.step.onTimeout')}
          width="sm"
          options={workflowTimeoutActions.map((action) => ({ value: action, label: t(`workflow.onTimeout.${action}`) }))}
          rules={[
            ({ getFieldValue }) => ({
              // Both or neither, as the server asks.
              validator: async (_, value?: string | null) => {
                const hours = getFieldValue('timeLimitHours');
                const hasHours = hours !== undefined && hours !== null;
                if (hasHours && !value) throw new Error(t('workflow.step.onTimeout.required'));
                if (!hasHours && value) throw new Error(t('workflow.step.timeLimitHours.required'));
              },
            }),
          ]}
        />
        <ProFormDependency name={['onTimeout']}>
          {({ onTimeout }: Partial<Values>) =>
            onTimeout === 'escalate' && (
              <ProForm.Item
                name="escalateToUserId"
                label={t('workflow.step.escalateTo')}
                rules={[{ required: true, message: t('workflow.step.escalateTo.required') }]}
              >
                <UserSelect known={step?.escalateTo ? [step.escalateTo] : []} style={{ width: 216 }} />
              </ProForm.Item>
            )
          }
        </ProFormDependency>
      </ProFormGroup>
      <FieldList
        label={t('workflow.step.fields')}
        tooltip={t('workflow.step.fields.tip')}
        addText={t('workflow.step.fields.add')}
        max={MAX_STEP_FIELDS}
        newType="number"
      />
    </EntityModalForm>
  );
}
