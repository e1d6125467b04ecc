import { ProFormDigit, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import EntityModalForm from '@/components/EntityModalForm';
import { saveJob } from '@/services/portal/organization';
import { useT } from '@/utils/i18n';
import { JOB_CODE_PATTERN, type JobItem } from './types';

type Values = { code: string; name: string; order?: number; status: 'active' | 'disabled'; remark?: string };

const FIELDS = ['code', 'name', 'order', 'status', 'remark'];

/** Create (no `job`) or edit a job; a code another job uses is refused under the code field. */
export default function JobForm({ job, onClose, onSaved }: { job?: JobItem; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const editing = !!job;

  return (
    <EntityModalForm<Values>
      title={t(editing ? 'org.job.edit' : 'org.job.create')}
      width={520}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={
        job ? { code: job.code, name: job.name, order: job.order, status: job.status, remark: job.remark ?? undefined } : { order: 0, status: 'active' }
      }
      fieldNames={FIELDS}
      save={(values, options) => saveJob({ ...values, id: job?.id, code: values.code.trim(), name: values.name.trim() }, options)}
      successMessage={t(editing ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="code"
        label={t('org.job.code')}
        fieldProps={{ maxLength: 32 }}
        rules={[
          { required: true, whitespace: true, message: t('org.job.code.required') },
          { min: 2, message: t('org.form.min', { min: 2 }) },
          { pattern: JOB_CODE_PATTERN, message: t('org.job.code.invalid') },
        ]}
      />
      <ProFormText
        name="name"
        label={t('org.job.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('org.job.name.required') }]}
      />
      <ProFormDigit name="order" label={t('org.common.order')} min={0} max={9999} fieldProps={{ precision: 0 }} tooltip={t('org.common.order.tip')} />
      <ProFormRadio.Group
        name="status"
        label={t('org.common.status')}
        radioType="button"
        options={[
          { label: t('org.status.active'), value: 'active' },
          { label: t('org.status.disabled'), value: 'disabled' },
        ]}
      />
      <ProFormTextArea name="remark" label={t('org.common.remark')} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </EntityModalForm>
  );
}
