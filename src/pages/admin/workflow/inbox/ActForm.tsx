import { UploadOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { WorkflowAction } from '@shared/workflow';
import { actOnWorkflowTask } from '@/services/portal/workflow';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_UPLOAD_URL,
  MAX_ATTACHMENT_MB,
  beforeUploadWithin,
  normFileList,
  uploadHeaders,
  type UploadAnswer,
} from '@/utils/upload';
import UserSelect from '../UserSelect';
import type { InstanceDetail } from './InstanceDrawer';
import { useAntdApp } from '@/components/AntdApp';

type Step = InstanceDetail['steps'][number];
type Values = {
  action: WorkflowAction;
  comment?: string;
  toStep?: number | 'initiator';
  toUserId?: number;
  attachments?: UploadFile[];
  fields?: Record<string, number | string | Dayjs | null | undefined>;
};

/** Actions that need someone named. */
const TO_USER: WorkflowAction[] = ['transfer', 'add_signer', 'copy'];
/** Actions the applicant must understand: a comment is required. */
const EXPLAINED: WorkflowAction[] = ['reject', 'return'];
const MAX_COMMENT = 1000;

/**
 * The signed-in person's decision on their task: an action the step allows (approve always), the comment, the
 * fields the step lets them set (on approval), where a return goes (the applicant, or an earlier step it went
 * through), whom a transfer, signer or copy names, and attachments. The server checks all of it again; its
 * refusal lands under the field it names, and a task handled meanwhile (409) reloads the instance.
 */
export default function ActForm({
  detail,
  task,
  step,
  onActed,
}: {
  detail: InstanceDetail;
  task: NonNullable<InstanceDetail['myTask']>;
  step: Step;
  onActed: (outcome: 'done' | 'conflict') => void;
}) {
  const t = useT();
  const { message } = useAntdApp();
  const canUpload = useAccess().can('upload:attachment');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const action = Form.useWatch('action', form) ?? 'approve';
  // An added signer approves or not; moving the task on is for the step's own actors.
  const actions: WorkflowAction[] = task.kind === 'signer' ? ['approve', 'reject'] : ['approve', ...step.actions.filter((a) => a !== 'approve')];
  // Earlier steps this instance went through (someone approved there): a return can send it back to one of them.
  const visited = new Set(detail.history.filter((h) => h.action === 'approve' && h.step !== null).map((h) => h.step as number));
  const returnTargets = detail.steps.map((s, i) => ({ value: i, label: s.name })).filter((o) => o.value < task.step && visited.has(o.value));

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const fields =
        values.action === 'approve' && step.fields.length
          ? Object.fromEntries(
              step.fields.map((f) => {
                const v = values.fields?.[f.key];
                return [f.key, v === undefined || v === '' ? null : typeof v === 'object' && v !== null ? v.format('YYYY-MM-DD') : v];
              }),
            )
          : undefined;
      const attachments = (values.attachments ?? [])
        .filter((f) => f.status === 'done')
        .map((f) => ({ name: f.name, url: (f.response as UploadAnswer<{ url: string }>)?.data?.url ?? '' }))
        .filter((a) => a.url);
      await actOnWorkflowTask(
        {
          taskId: task.id,
          action: values.action,
          comment: values.comment?.trim() || undefined,
          attachments,
          fields,
          toStep: values.action === 'return' && typeof values.toStep === 'number' ? values.toStep : undefined,
          toUserId: TO_USER.includes(values.action) ? values.toUserId : undefined,
        },
        { skipErrorHandler: true },
      );
      message.success(t('workflow.act.done', { action: t(`workflow.action.${values.action}`) }));
      onActed('done');
    } catch (err) {
      const status = (err as { response?: { status?: number } })?.response?.status;
      if (status === 409) onActed('conflict');
      else {
        const known = ['comment', 'toStep', 'toUserId', 'attachments', 'action'];
        applyServerError(form, err, (path) => (path[0] === 'fields' ? path : known.includes(String(path[0])) ? [path[0]] : undefined), message.error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ action: 'approve', toStep: 'initiator' }} onFinish={submit} data-testid="act-form">
      <Form.Item name="action" label={t('workflow.step.actions')}>
        <Radio.Group buttonStyle="solid" optionType="button" options={actions.map((a) => ({ value: a, label: t(`workflow.action.${a}`) }))} />
      </Form.Item>
      {action === 'approve' &&
        step.fields.map((f) => (
          <Form.Item
            key={f.key}
            name={['fields', f.key]}
            label={f.label}
            rules={[
              { required: f.required, message: t('workflow.act.field.required', { label: f.label }) },
              ...(f.type === 'number' && f.max !== undefined
                ? [{ type: 'number' as const, max: f.max, message: t('workflow.act.field.max', { label: f.label, max: f.max }) }]
                : []),
            ]}
          >
            {f.type === 'number' ? (
              <InputNumber style={{ width: 240 }} min={0} max={f.max} precision={2} />
            ) : f.type === 'date' ? (
              <DatePicker />
            ) : (
              <Input maxLength={500} />
            )}
          </Form.Item>
        ))}
      {action === 'return' && (
        <Form.Item name="toStep" label={t('workflow.act.toStep')}>
          <Select style={{ width: 320 }} options={[{ value: 'initiator', label: t('workflow.act.toStep.initiator') }, ...returnTargets]} />
        </Form.Item>
      )}
      {TO_USER.includes(action) && (
        <Form.Item name="toUserId" label={t('workflow.act.toUser')} rules={[{ required: true, message: t('workflow.act.toUser.required') }]}>
          <UserSelect style={{ width: 320 }} />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label={t('workflow.act.comment')}
        rules={[{ required: EXPLAINED.includes(action), whitespace: true, message: t('workflow.act.comment.required') }]}
      >
        <Input.TextArea rows={3} maxLength={MAX_COMMENT} showCount placeholder={t('workflow.act.comment.placeholder')} />
      </Form.Item>
      {canUpload && (
        <Form.Item name="attachments" label={t('workflow.act.attachments')} valuePropName="fileList" getValueFromEvent={normFileList}>
          <Upload
            action={ATTACHMENT_UPLOAD_URL}
            headers={uploadHeaders()}
            accept={ATTACHMENT_ACCEPT}
            maxCount={10}
            beforeUpload={beforeUploadWithin(MAX_ATTACHMENT_MB, (file) => message.error(`${file.name} > ${MAX_ATTACHMENT_MB} MB`))}
          >
            <Button icon={<UploadOutlined />}>{t('workflow.act.attachments')}</Button>
          </Upload>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving} danger={action === 'reject'}>
        {t(`workflow.action.${action}`)}
      </Button>
    </Form>
  );
}
