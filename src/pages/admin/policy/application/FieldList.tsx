import { ProFormCheckbox, ProFormDependency, ProFormDigit, ProFormGroup, ProFormList, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useT } from '@/utils/i18n';
import { MAX_FORM_ITEMS, type FieldRow } from './settings';

/** The server's rule for a field's key (stepField.key): a letter, then letters, digits or _. */
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const MAX_LABEL = 32;

/**
 * The form's own fields (beyond the materials): key, label, type, required and, for a number, its maximum.
 * `amount` is the amount asked for, in 元: a number, capped by the policy's maximum.
 */
export default function FieldList() {
  const t = useT();
  return (
    <ProFormList<FieldRow>
      name="fields"
      label={t('application.settings.fields')}
      tooltip={t('application.settings.fields.tip')}
      max={MAX_FORM_ITEMS}
      copyIconProps={false}
      alwaysShowItemLabel={false}
      creatorButtonProps={{ creatorButtonText: t('application.settings.field.add'), style: { width: '100%' } }}
      creatorRecord={{ type: 'text', required: false }}
      rules={[
        {
          validator: async (_, rows: FieldRow[] | undefined) => {
            const keys = (rows ?? []).map((r) => r.key?.trim()).filter(Boolean);
            if (new Set(keys).size !== keys.length) throw new Error(t('application.settings.field.key.duplicate'));
            // The amount asked for is summed and capped by the policy's maximum: it has to be a number.
            if ((rows ?? []).some((r) => r.key?.trim() === 'amount' && r.type !== 'number')) throw new Error(t('application.settings.field.amountNumber'));
          },
        },
      ]}
    >
      <ProFormGroup size={8} align="center">
        <ProFormText
          name="key"
          placeholder={t('application.settings.field.key')}
          width={120}
          rules={[
            { required: true, whitespace: true, message: t('application.settings.field.key.required') },
            { pattern: FIELD_KEY, message: t('application.settings.field.key.invalid') },
          ]}
        />
        <ProFormText
          name="label"
          placeholder={t('application.settings.field.label')}
          width={150}
          fieldProps={{ maxLength: MAX_LABEL }}
          rules={[{ required: true, whitespace: true, message: t('application.settings.field.label.required') }]}
        />
        <ProFormSelect
          name="type"
          width={90}
          allowClear={false}
          options={(['number', 'text', 'date'] as const).map((type) => ({ value: type, label: t(`application.settings.fieldType.${type}`) }))}
        />
        <ProFormDependency name={['type']}>
          {({ type }: FieldRow) =>
            type === 'number' && (
              <ProFormDigit name="max" placeholder={t('application.settings.field.max')} width={110} min={0.01} max={1e12} fieldProps={{ controls: false }} />
            )
          }
        </ProFormDependency>
        <ProFormCheckbox name="required">{t('application.settings.required')}</ProFormCheckbox>
      </ProFormGroup>
    </ProFormList>
  );
}
