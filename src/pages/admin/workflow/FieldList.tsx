import { ProFormCheckbox, ProFormDependency, ProFormDigit, ProFormGroup, ProFormList, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useT } from '@/utils/i18n';
import { MAX_FIELD_LABEL, STEP_FIELD_KEY, type StepField } from './types';

type FieldRow = Partial<StepField>;

/**
 * A list of fields someone fills in (the server's stepField: key, label, type, required and, for a number, its
 * maximum): what a workflow step's actor sets, and what a policy's application form asks. Keys are unique; `check`
 * adds a rule of the list's own (the message, or undefined when the rows pass).
 */
export default function FieldList({
  label,
  tooltip,
  addText,
  max,
  newType,
  check,
}: {
  label: string;
  tooltip: string;
  addText: string;
  max: number;
  newType: StepField['type'];
  check?: (rows: FieldRow[]) => string | undefined;
}) {
  const t = useT();
  return (
    <ProFormList<FieldRow>
      name="fields"
      label={label}
      tooltip={tooltip}
      max={max}
      copyIconProps={false}
      alwaysShowItemLabel={false}
      creatorButtonProps={{ creatorButtonText: addText, style: { width: '100%' } }}
      creatorRecord={{ type: newType, required: false }}
      rules={[
        {
          validator: async (_, rows: FieldRow[] | undefined) => {
            const keys = (rows ?? []).map((r) => r.key?.trim()).filter(Boolean);
            if (new Set(keys).size !== keys.length) throw new Error(t('workflow.step.field.key.duplicate'));
            const problem = check?.(rows ?? []);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <ProFormGroup size={8} align="center">
        <ProFormText
          name="key"
          placeholder={t('workflow.step.field.key')}
          width={130}
          rules={[
            { required: true, whitespace: true, message: t('workflow.step.field.key.required') },
            { pattern: STEP_FIELD_KEY, message: t('workflow.step.field.key.invalid') },
          ]}
        />
        <ProFormText
          name="label"
          placeholder={t('workflow.step.field.label')}
          width={150}
          fieldProps={{ maxLength: MAX_FIELD_LABEL }}
          rules={[{ required: true, whitespace: true, message: t('workflow.step.field.label.required') }]}
        />
        <ProFormSelect
          name="type"
          width={100}
          allowClear={false}
          options={(['number', 'text', 'date'] as const).map((type) => ({ value: type, label: t(`workflow.fieldType.${type}`) }))}
        />
        <ProFormDependency name={['type']}>
          {({ type }: FieldRow) =>
            type === 'number' && (
              <ProFormDigit name="max" placeholder={t('workflow.step.field.max')} width={120} min={0.01} max={1e12} fieldProps={{ controls: false }} />
            )
          }
        </ProFormDependency>
        <ProFormCheckbox name="required">{t('workflow.step.field.required')}</ProFormCheckbox>
      </ProFormGroup>
    </ProFormList>
  );
}
