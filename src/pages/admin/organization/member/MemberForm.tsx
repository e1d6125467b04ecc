import {
  DrawerForm,
  ProFormDatePicker,
  ProFormGroup,
  ProFormList,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { Form } from 'antd';
import { saveMember } from '@/services/portal/organization';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { departmentTreeSelectProps, toTreeSelectData, type DepartmentNode, type MemberItem } from '../department/shared';
import { EMPLOYEE_NO_PATTERN, MAX_JOBS, type JobOption } from './types';
import { PHONE_PATTERN } from '@shared/phone';
import { useAntdApp } from '@/components/AntdApp';

type JobRow = { jobId?: number; departmentId?: number; isPrimary?: boolean };

type Values = {
  name: string;
  employeeNo?: string;
  gender?: 'male' | 'female';
  phone?: string;
  email?: string;
  departmentId: number;
  joinedOn?: string;
  status: 'active' | 'left';
  jobs?: JobRow[];
};

const FIELDS = ['name', 'employeeNo', 'gender', 'phone', 'email', 'departmentId', 'joinedOn', 'status', 'jobs'];

/** The server names a job row's field as jobs.<index>.<field>: put the message on that cell. */
function jobCellError(err: unknown): { name: ['jobs', number, 'jobId' | 'departmentId' | 'isPrimary']; message: string } | undefined {
  const data = (err as { response?: { data?: { field?: string; errorMessage?: string } } })?.response?.data;
  const match = data?.field?.match(/^jobs\.(\d+)\.(jobId|departmentId|isPrimary)$/);
  if (!match || !data?.errorMessage) return undefined;
  return {
    name: ['jobs', Number(match[1]), match[2] as 'jobId' | 'departmentId' | 'isPrimary'],
    message: data.errorMessage.replace(/^(body\.)?[\w.]+:\s*/, ''),
  };
}

/**
 * Create (no `member`) or edit a member: their details and home department, and the jobs they hold,
 * each in a department of its own (several rows; one may be the primary job).
 */
export default function MemberForm({
  member,
  tree,
  jobs,
  onClose,
  onSaved,
}: {
  member?: MemberItem;
  tree: DepartmentNode[];
  jobs: JobOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const editing = !!member;
  const treeData = toTreeSelectData(tree, undefined, t('org.status.disabled'));
  const held = new Set(member?.jobs.map((j) => j.jobId));
  const jobOptions = jobs.map((j) => ({
    label: j.status === 'disabled' ? `${j.name} (${t('org.status.disabled')})` : j.name,
    value: j.id,
    // A disabled job can be kept by those who hold it, not newly given.
    disabled: j.status === 'disabled' && !held.has(j.id),
  }));

  return (
    <DrawerForm<Values>
      form={form}
      open
      title={t(editing ? 'org.member.edit' : 'org.member.create')}
      width={680}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      drawerProps={{ maskClosable: false, destroyOnHidden: true }}
      onOpenChange={(open) => !open && onClose()}
      initialValues={
        member
          ? {
              name: member.name,
              employeeNo: member.employeeNo ?? undefined,
              gender: member.gender ?? undefined,
              phone: member.phone ?? undefined,
              email: member.email ?? undefined,
              departmentId: member.departmentId,
              joinedOn: member.joinedOn ?? undefined,
              status: member.status,
              jobs: member.jobs.map((j) => ({ jobId: j.jobId, departmentId: j.departmentId, isPrimary: j.isPrimary })),
            }
          : { status: 'active', jobs: [] }
      }
      onFinish={async (values) => {
        const rows = (values.jobs ?? []).filter((j) => j.jobId && j.departmentId);
        try {
          await saveMember(
            {
              id: member?.id,
              name: values.name.trim(),
              employeeNo: values.employeeNo?.trim() || '',
              gender: values.gender,
              phone: values.phone?.trim() || '',
              email: values.email?.trim() || '',
              departmentId: values.departmentId,
              joinedOn: values.joinedOn || undefined,
              status: values.status,
              jobs: rows.map((j) => ({ jobId: j.jobId!, departmentId: j.departmentId!, isPrimary: !!j.isPrimary })),
            },
            { skipErrorHandler: true },
          );
        } catch (err) {
          const cell = jobCellError(err);
          if (cell) form.setFields([{ name: cell.name, errors: [cell.message] }]);
          else applyServerError(form, err, FIELDS, (text) => message.error(text));
          return false;
        }
        message.success(t(editing ? 'org.common.saved' : 'org.common.created'));
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="name"
        label={t('org.member.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('org.member.name.required') }]}
      />
      <ProFormText
        name="employeeNo"
        label={t('org.member.employeeNo')}
        fieldProps={{ maxLength: 32 }}
        rules={[{ pattern: EMPLOYEE_NO_PATTERN, message: t('org.member.employeeNo.invalid') }]}
      />
      <ProFormRadio.Group
        name="gender"
        label={t('org.member.gender')}
        options={[
          { label: t('org.member.gender.male'), value: 'male' },
          { label: t('org.member.gender.female'), value: 'female' },
        ]}
      />
      <ProFormText name="phone" label={t('org.common.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('org.form.phone.invalid') }]} />
      <ProFormText name="email" label={t('org.common.email')} rules={[{ type: 'email', message: t('org.form.email.invalid') }]} />
      <ProFormTreeSelect
        name="departmentId"
        label={t('org.member.department')}
        rules={[{ required: true, message: t('org.member.department.required') }]}
        fieldProps={{ ...departmentTreeSelectProps, treeData }}
      />
      <ProFormDatePicker name="joinedOn" label={t('org.member.joinedOn')} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormRadio.Group
        name="status"
        label={t('org.common.status')}
        radioType="button"
        options={[
          { label: t('org.member.status.active'), value: 'active' },
          { label: t('org.member.status.left'), value: 'left' },
        ]}
      />
      <ProFormList<JobRow>
        name="jobs"
        label={t('org.member.jobs')}
        tooltip={t('org.member.jobs.tip')}
        max={MAX_JOBS}
        copyIconProps={false}
        alwaysShowItemLabel={false}
        creatorButtonProps={{ creatorButtonText: t('org.member.job.add'), style: { width: '100%' } }}
        creatorRecord={() => ({
          departmentId: form.getFieldValue('departmentId'),
          isPrimary: !(form.getFieldValue('jobs') as JobRow[] | undefined)?.length,
        })}
        rules={[
          {
            validator: async (_, rows: JobRow[] | undefined) => {
              const list = rows ?? [];
              const pairs = list.filter((r) => r.jobId && r.departmentId).map((r) => `${r.jobId}/${r.departmentId}`);
              if (new Set(pairs).size !== pairs.length) throw new Error(t('org.member.job.duplicate'));
              if (list.filter((r) => r.isPrimary).length > 1) throw new Error(t('org.member.job.onePrimary'));
            },
          },
        ]}
      >
        <ProFormGroup size={8} align="center">
          <ProFormSelect
            name="jobId"
            placeholder={t('org.member.job')}
            width={170}
            options={jobOptions}
            rules={[{ required: true, message: t('org.member.job.required') }]}
            fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
          />
          <ProFormTreeSelect
            name="departmentId"
            placeholder={t('org.member.job.department')}
            width={190}
            rules={[{ required: true, message: t('org.member.job.department.required') }]}
            fieldProps={{ ...departmentTreeSelectProps, allowClear: false, treeData }}
          />
          <ProFormSwitch name="isPrimary" fieldProps={{ checkedChildren: t('org.member.job.primary'), unCheckedChildren: t('org.member.job.secondary') }} />
        </ProFormGroup>
      </ProFormList>
    </DrawerForm>
  );
}
