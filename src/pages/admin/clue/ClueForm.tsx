import { ProForm, ProFormDatePicker, ProFormDigit, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { CLUE_KINDS, CLUE_TAG_MAX, CLUE_TAGS_MAX } from '@shared/clue';
import { DictSelect } from '@/components/Dict';
import EntityModalForm from '@/components/EntityModalForm';
import { clueDuplicates, saveClue } from '@/services/portal/clue';
import { useT } from '@/utils/i18n';
import IndustrySelect from '../company/components/IndustrySelect';
import { LEVEL_DICT, SOURCE_DICT, USAGE_DICT, type ClueDetail } from './types';

type Values = {
  kind: 'company' | 'person';
  name: string;
  contactName?: string;
  phone?: string;
  industryCode?: string;
  intendedArea?: number;
  intendedUsage?: string;
  budget?: number;
  investmentAmount?: number;
  source: string;
  level: string;
  nextFollowUpOn?: string;
  tags?: string[];
  remark?: string;
};
type Duplicate = Awaited<ReturnType<typeof clueDuplicates>>['data']['list'][number];

const FIELDS = [
  'kind',
  'name',
  'contactName',
  'phone',
  'industryCode',
  'intendedArea',
  'intendedUsage',
  'budget',
  'investmentAmount',
  'source',
  'level',
  'nextFollowUpOn',
  'tags',
  'remark',
];

/**
 * A new clue or a change of one. As the name or phone is typed the existing clues with the same one are shown with
 * their owner (the server refuses to save a duplicate, 409, under the field it matched).
 */
export default function ClueForm({ clue, onClose, onSaved }: { clue?: ClueDetail; onClose: () => void; onSaved: (saved: ClueDetail) => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [duplicates, setDuplicates] = useState<Duplicate[]>([]);
  const check = async () => {
    const { name, phone } = form.getFieldsValue(['name', 'phone']);
    if (!name?.trim() && !phone?.trim()) return setDuplicates([]);
    try {
      const res = await clueDuplicates({ name: name?.trim() || undefined, phone: phone?.trim() || undefined, exceptId: clue?.id }, { skipErrorHandler: true });
      setDuplicates(res.data.list);
    } catch {
      setDuplicates([]);
    }
  };
  return (
    <EntityModalForm<Values, ClueDetail>
      form={form}
      title={t(clue ? 'clue.edit' : 'clue.create')}
      width={760}
      grid
      rowProps={{ gutter: 16 }}
      initialValues={
        clue
          ? {
              ...clue,
              contactName: clue.contactName ?? undefined,
              phone: clue.phone ?? undefined,
              industryCode: clue.industryCode ?? undefined,
              intendedArea: clue.intendedArea ?? undefined,
              intendedUsage: clue.intendedUsage ?? undefined,
              budget: clue.budget ?? undefined,
              investmentAmount: clue.investmentAmount ?? undefined,
              nextFollowUpOn: clue.nextFollowUpOn ?? undefined,
              remark: clue.remark ?? undefined,
            }
          : { kind: 'company', level: 'B', source: 'manual', tags: [] }
      }
      fieldNames={FIELDS}
      save={async (v, options) =>
        (
          await saveClue(
            {
              ...v,
              id: clue?.id,
              name: v.name.trim(),
              contactName: v.contactName || null,
              phone: v.phone || null,
              industryCode: v.industryCode || null,
              intendedArea: v.intendedArea ?? null,
              intendedUsage: v.intendedUsage || null,
              budget: v.budget ?? null,
              investmentAmount: v.investmentAmount ?? null,
              nextFollowUpOn: v.nextFollowUpOn || null,
              tags: v.tags ?? [],
              remark: v.remark || null,
            },
            options,
          )
        ).data
      }
      successMessage={t('clue.saved')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {duplicates.length > 0 && (
        <Alert
          style={{ width: '100%', marginBottom: 16 }}
          type="warning"
          showIcon
          message={t('clue.duplicate.title')}
          description={duplicates.map((d) => (
            <div key={d.id}>
              {t(d.poolState === 'pool' ? 'clue.duplicate.pool' : 'clue.duplicate.owned', {
                id: d.id,
                name: d.name,
                owner: d.ownerName ?? '-',
                department: d.departmentName ?? '-',
                on: t(`clue.duplicate.on.${d.matchedOn}`),
              })}
            </div>
          ))}
        />
      )}
      <ProFormRadio.Group
        name="kind"
        label={t('clue.kind')}
        colProps={{ span: 24 }}
        options={CLUE_KINDS.map((k) => ({ value: k, label: t(`clue.kind.${k}`) }))}
      />
      <ProFormText
        name="name"
        label={t('clue.name')}
        colProps={{ span: 12 }}
        fieldProps={{ maxLength: 100, onBlur: check }}
        rules={[{ required: true, whitespace: true, min: 2 }]}
      />
      <ProFormText name="contactName" label={t('clue.contactName')} colProps={{ span: 6 }} fieldProps={{ maxLength: 40 }} />
      <ProFormText name="phone" label={t('clue.phone')} colProps={{ span: 6 }} fieldProps={{ maxLength: 30, onBlur: check }} />
      <ProForm.Item name="industryCode" label={t('clue.industry')} colProps={{ span: 12 }}>
        <IndustrySelect allowClear placeholder={t('clue.select')} />
      </ProForm.Item>
      <ProForm.Item name="source" label={t('clue.source')} colProps={{ span: 6 }} rules={[{ required: true }]}>
        <DictSelect name={SOURCE_DICT} />
      </ProForm.Item>
      <ProForm.Item name="level" label={t('clue.level')} colProps={{ span: 6 }} rules={[{ required: true }]}>
        <DictSelect name={LEVEL_DICT} />
      </ProForm.Item>
      <ProFormDigit name="intendedArea" label={t('clue.intendedArea')} colProps={{ span: 6 }} min={0} max={10_000_000} />
      <ProForm.Item name="intendedUsage" label={t('clue.intendedUsage')} colProps={{ span: 6 }}>
        <DictSelect name={USAGE_DICT} allowClear />
      </ProForm.Item>
      <ProFormDigit name="budget" label={t('clue.budget')} colProps={{ span: 6 }} min={0} max={100_000} />
      <ProFormDigit name="investmentAmount" label={t('clue.investmentAmount')} colProps={{ span: 6 }} min={0} max={1_000_000_000} />
      <ProFormDatePicker name="nextFollowUpOn" label={t('clue.nextFollowUpOn')} colProps={{ span: 8 }} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormSelect
        name="tags"
        label={t('clue.tags')}
        colProps={{ span: 16 }}
        mode="tags"
        fieldProps={{ maxCount: CLUE_TAGS_MAX, maxTagTextLength: CLUE_TAG_MAX }}
      />
      <ProFormTextArea name="remark" label={t('clue.remark')} colProps={{ span: 24 }} fieldProps={{ maxLength: 1000, rows: 2 }} />
    </EntityModalForm>
  );
}
