import { ProForm, ProFormDatePicker, ProFormDigit, ProFormGroup, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { AutoComplete, type FormInstance } from 'antd';
import { EntityDrawerForm } from '@/components/EntityModalForm';
import { createRecruitPost, updateRecruitPost } from '@/services/portal/company';
import { useT } from '@/utils/i18n';
import CompanySelect from '../components/CompanySelect';
import { TYPED_AS_IS } from '../rules';
import { EDUCATION_OPTIONS, EXPERIENCE_OPTIONS, type RecruitPost, type RecruitType } from './types';

type Values = {
  companyId: number;
  typeId: number;
  title: string;
  headcount: number;
  salaryMin?: number | null;
  salaryMax?: number | null;
  education?: string;
  experience?: string;
  description?: string;
  status: 'open' | 'closed';
  publishedOn?: string;
};

const FIELDS = ['companyId', 'typeId', 'title', 'headcount', 'salaryMin', 'salaryMax', 'education', 'experience', 'description', 'status', 'publishedOn'];
const MAX_SALARY = 10_000_000;

/** Create (no `post`) or edit a recruitment post of a company. */
export default function PostForm({
  post,
  types,
  company,
  onClose,
  onSaved,
}: {
  post?: RecruitPost;
  types: RecruitType[];
  /** The company to start a new post with (the list's company filter). */
  company?: { value: number; label: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const typeOptions = types.map((ty) => ({
    label: ty.status === 'disabled' ? `${ty.name} (${t('recruit.type.status.disabled')})` : ty.name,
    value: ty.id,
    // A disabled type stays on the posts filed under it, but takes no new ones.
    disabled: ty.status === 'disabled' && ty.id !== post?.typeId,
  }));
  const today = new Date().toISOString().slice(0, 10);

  return (
    <EntityDrawerForm<Values>
      width={640}
      title={t(post ? 'recruit.post.edit' : 'recruit.post.create')}
      initialValues={
        post
          ? {
              ...post,
              salaryMin: post.salaryMin,
              salaryMax: post.salaryMax,
              education: post.education ?? undefined,
              experience: post.experience ?? undefined,
              description: post.description ?? undefined,
              publishedOn: post.publishedOn ?? undefined,
            }
          : { companyId: company?.value, headcount: 1, status: 'open', publishedOn: today }
      }
      fieldNames={FIELDS}
      save={(values, options) => {
        const body = {
          companyId: values.companyId,
          typeId: values.typeId,
          title: values.title.trim(),
          headcount: values.headcount,
          salaryMin: values.salaryMin ?? undefined,
          salaryMax: values.salaryMax ?? undefined,
          education: values.education?.trim() || undefined,
          experience: values.experience?.trim() || undefined,
          description: values.description?.trim() || undefined,
          status: values.status,
          publishedOn: values.publishedOn || undefined,
        };
        return post ? updateRecruitPost({ id: post.id, ...body }, options) : createRecruitPost(body, options);
      }}
      successMessage={t(post ? 'company.saved' : 'company.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProForm.Item name="companyId" label={t('recruit.post.company')} rules={[{ required: true, message: t('recruit.post.company.required') }]}>
        <CompanySelect placeholder={t('company.partner.company.placeholder')} initial={post ? { value: post.companyId, label: post.companyName } : company} />
      </ProForm.Item>
      <ProFormGroup>
        <ProFormSelect
          name="typeId"
          label={t('recruit.post.type')}
          width="sm"
          options={typeOptions}
          rules={[{ required: true, message: t('recruit.post.type.required') }]}
        />
        <ProFormText
          name="title"
          label={t('recruit.post.title')}
          width="md"
          fieldProps={{ maxLength: 128 }}
          rules={[{ required: true, whitespace: true, message: t('recruit.post.title.required') }]}
        />
      </ProFormGroup>
      <ProFormGroup>
        <ProFormDigit
          name="headcount"
          label={t('recruit.post.headcount')}
          width="xs"
          fieldProps={{ ...TYPED_AS_IS, precision: 0 }}
          rules={[
            { required: true, message: t('recruit.post.headcount.invalid') },
            { type: 'integer', min: 1, max: 10000, message: t('recruit.post.headcount.invalid') },
          ]}
        />
        <ProFormDigit
          name="salaryMin"
          label={t('recruit.post.salaryMin')}
          width="xs"
          fieldProps={{ ...TYPED_AS_IS, precision: 0 }}
          rules={[{ type: 'integer', min: 0, max: MAX_SALARY, message: t('recruit.post.salary.invalid') }]}
        />
        <ProFormDigit
          name="salaryMax"
          label={t('recruit.post.salaryMax')}
          width="xs"
          fieldProps={{ ...TYPED_AS_IS, precision: 0 }}
          dependencies={['salaryMin']}
          rules={[
            { type: 'integer', min: 0, max: MAX_SALARY, message: t('recruit.post.salary.invalid') },
            ({ getFieldValue }: FormInstance) => ({
              validator: async (_: unknown, value?: number | null) => {
                const min = getFieldValue('salaryMin') as number | null | undefined;
                if (value !== null && value !== undefined && min !== null && min !== undefined && value < min) throw new Error(t('recruit.post.salary.order'));
              },
            }),
          ]}
        />
      </ProFormGroup>
      <ProFormGroup>
        <ProForm.Item name="education" label={t('recruit.post.education')} style={{ width: 216 }}>
          <AutoComplete allowClear options={EDUCATION_OPTIONS.map((value) => ({ value }))} maxLength={32} />
        </ProForm.Item>
        <ProForm.Item name="experience" label={t('recruit.post.experience')} style={{ width: 216 }}>
          <AutoComplete allowClear options={EXPERIENCE_OPTIONS.map((value) => ({ value }))} maxLength={32} />
        </ProForm.Item>
      </ProFormGroup>
      <ProFormGroup>
        <ProFormRadio.Group
          name="status"
          label={t('recruit.post.status')}
          radioType="button"
          options={[
            { label: t('recruit.post.status.open'), value: 'open' },
            { label: t('recruit.post.status.closed'), value: 'closed' },
          ]}
        />
        <ProFormDatePicker name="publishedOn" label={t('recruit.post.publishedOn')} width="sm" fieldProps={{ format: 'YYYY-MM-DD' }} />
      </ProFormGroup>
      <ProFormTextArea
        name="description"
        label={t('recruit.post.description')}
        fieldProps={{ maxLength: 5000, showCount: true, autoSize: { minRows: 4, maxRows: 12 } }}
      />
    </EntityDrawerForm>
  );
}
