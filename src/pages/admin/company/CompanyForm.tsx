import { ProForm, ProFormDatePicker, ProFormDigit, ProFormGroup, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Input, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { DictSelect } from '@/components/Dict';
import { EntityDrawerForm } from '@/components/EntityModalForm';
import { createCompany, updateCompany } from '@/services/portal/company';
import { useT } from '@/utils/i18n';
import { mergeQualifications, withoutNulls } from './body';
import IndustrySelect from './components/IndustrySelect';
import { RegionSelect } from '@/components/RegionSelect';
import { normaliseCreditCode } from './creditCode';
import { countRules, creditCodeRules, moneyRules, TYPED_AS_IS } from './rules';
import { COMPANY_STATUS_DICT, QUALIFICATION_DICT, SCALE_DICT, type CompanyDetail } from './types';

type Values = {
  name: string;
  creditCode: string;
  legalPerson?: string;
  foundedOn?: string;
  registeredCapital?: number | null;
  industryCode?: string;
  scale?: string;
  status: string;
  staffCount?: number | null;
  techStaffCount?: number | null;
  regionCode?: string;
  address?: string;
  building?: string;
  website?: string;
  intro?: string;
  qualifications?: string[];
};

const FIELDS = [
  'name',
  'creditCode',
  'legalPerson',
  'foundedOn',
  'registeredCapital',
  'industryCode',
  'scale',
  'status',
  'staffCount',
  'techStaffCount',
  'regionCode',
  'address',
  'building',
  'website',
  'intro',
  'qualifications',
];

const blank = (v?: string | null) => v?.trim() || undefined;

/**
 * Create (no `company`) or edit a company's profile: identity (name, credit code checked by its check
 * character), registration, industry and scale, staff, address and the qualifications held. Contacts,
 * figures, IP and partners are edited on the company's page.
 */
export default function CompanyForm({ company, onClose, onSaved }: { company?: CompanyDetail; onClose: () => void; onSaved: (saved: CompanyDetail) => void }) {
  const t = useT();
  const editing = !!company;

  return (
    <EntityDrawerForm<Values, CompanyDetail>
      title={t(editing ? 'company.edit' : 'company.create')}
      width={760}
      layout="vertical"
      initialValues={
        company
          ? {
              ...withoutNulls(company),
              qualifications: company.qualificationDetails.map((q) => q.qualification),
            }
          : { status: 'active', qualifications: [] }
      }
      fieldNames={FIELDS}
      save={async (values, options) => {
        const fields = {
          name: values.name.trim(),
          creditCode: normaliseCreditCode(values.creditCode),
          status: values.status,
          legalPerson: blank(values.legalPerson),
          foundedOn: values.foundedOn || undefined,
          registeredCapital: values.registeredCapital ?? undefined,
          industryCode: values.industryCode || undefined,
          scale: values.scale || undefined,
          staffCount: values.staffCount ?? undefined,
          techStaffCount: values.techStaffCount ?? undefined,
          regionCode: values.regionCode || undefined,
          address: blank(values.address),
          building: blank(values.building),
          website: blank(values.website),
          intro: blank(values.intro),
        };
        const qualifications = mergeQualifications(company?.qualificationDetails ?? [], values.qualifications ?? []).map(
          ({ id: _id, ...q }) => withoutNulls(q) as { qualification: string },
        );
        const res = company
          ? await updateCompany({ id: company.id, ...fields, qualifications }, options)
          : await createCompany({ ...fields, qualifications }, options);
        return res.data;
      }}
      successMessage={t(editing ? 'company.saved' : 'company.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormGroup>
        <ProFormText
          name="name"
          label={t('company.name')}
          width="lg"
          fieldProps={{ maxLength: 128 }}
          rules={[
            { required: true, whitespace: true, message: t('company.name.required') },
            { min: 2, message: t('company.name.min') },
          ]}
        />
        <ProFormText
          name="creditCode"
          label={t('company.creditCode')}
          tooltip={t('company.creditCode.tip')}
          width="md"
          fieldProps={{ maxLength: 18, style: { textTransform: 'uppercase' } }}
          validateTrigger={['onBlur', 'onChange']}
          rules={creditCodeRules(t)}
        />
      </ProFormGroup>
      <ProFormGroup>
        <ProFormText name="legalPerson" label={t('company.legalPerson')} width="sm" fieldProps={{ maxLength: 64 }} />
        <ProFormDatePicker
          name="foundedOn"
          label={t('company.foundedOn')}
          width="sm"
          fieldProps={{ format: 'YYYY-MM-DD', disabledDate: (d: dayjs.Dayjs) => d.isAfter(dayjs(), 'day') }}
          rules={[
            {
              validator: async (_: unknown, value?: string | dayjs.Dayjs) => {
                if (value && dayjs(value).isAfter(dayjs(), 'day')) throw new Error(t('company.foundedOn.future'));
              },
            },
          ]}
        />
        <ProFormDigit
          name="registeredCapital"
          label={t('company.registeredCapital.short')}
          width="sm"
          fieldProps={{ ...TYPED_AS_IS, precision: 2 }}
          rules={moneyRules(t)}
        />
      </ProFormGroup>
      <ProFormGroup>
        <ProForm.Item name="industryCode" label={t('company.industry')} style={{ width: 328 }}>
          <IndustrySelect placeholder={t('company.select')} />
        </ProForm.Item>
        <ProForm.Item name="scale" label={t('company.scale')} style={{ width: 216 }}>
          <DictSelect name={SCALE_DICT} allowClear placeholder={t('company.select')} />
        </ProForm.Item>
        <ProForm.Item name="status" label={t('company.status')} style={{ width: 140 }} rules={[{ required: true, message: t('company.status.required') }]}>
          <DictSelect name={COMPANY_STATUS_DICT} placeholder={t('company.select')} />
        </ProForm.Item>
      </ProFormGroup>
      <ProFormGroup>
        <ProFormDigit name="staffCount" label={t('company.staffCount')} width="sm" fieldProps={{ ...TYPED_AS_IS, precision: 0 }} rules={countRules(t)} />
        <ProFormDigit
          name="techStaffCount"
          label={t('company.techStaffCount')}
          width="sm"
          fieldProps={{ ...TYPED_AS_IS, precision: 0 }}
          dependencies={['staffCount']}
          rules={[
            ...countRules(t),
            ({ getFieldValue }: FormInstance) => ({
              validator: async (_: unknown, value?: number | null) => {
                const staff = getFieldValue('staffCount') as number | null | undefined;
                if (value !== null && value !== undefined && staff !== null && staff !== undefined && value > staff)
                  throw new Error(t('company.techStaffCount.tooMany'));
              },
            }),
          ]}
        />
        <ProFormText name="building" label={t('company.building')} width="sm" tooltip={t('company.building.tip')} fieldProps={{ maxLength: 32 }} />
      </ProFormGroup>
      <ProForm.Item name="regionCode" label={t('company.region')}>
        <RegionSelect />
      </ProForm.Item>
      <ProFormText name="address" label={t('company.address')} fieldProps={{ maxLength: 255 }} />
      <ProForm.Item name="website" label={t('company.website')} rules={[{ type: 'url', message: t('company.website.invalid') }]}>
        <Input placeholder="https://" maxLength={255} />
      </ProForm.Item>
      <ProForm.Item name="qualifications" label={t('company.qualifications')} tooltip={t('company.qualifications.tip')}>
        <DictSelect name={QUALIFICATION_DICT} mode="multiple" allowClear placeholder={t('company.select')} />
      </ProForm.Item>
      <ProFormTextArea name="intro" label={t('company.intro')} fieldProps={{ maxLength: 5000, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }} />
    </EntityDrawerForm>
  );
}
