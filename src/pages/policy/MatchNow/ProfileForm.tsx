import { ProForm, ProFormCascader, ProFormDatePicker, ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { AutoComplete, Divider, Form, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { parseIndustryCode } from '@shared/industryCodes';
import type { MatchProfile } from '@/models/policy';
import { useT, type Translate } from '@/utils/i18n';
import { entityTypes, industryOptions, qualifications, regionOptions, regionPath, scales } from './options';

/**
 * The match profile form: region and entity type always (they decide which policies are candidates), then
 * only the inputs the candidate policies' rules need — each figure for the fiscal year a rule reads,
 * labelled with that year. Used by /matchNow (empty) and by /ppResult's "correct my figures" (prefilled).
 * Figures of years the form does not show are kept as they were.
 */

export type ProfileInput =
  | 'regionCode'
  | 'industryCode'
  | 'scale'
  | 'entityType'
  | 'foundedOn'
  | 'qualifications'
  | 'ipClass1'
  | 'ipClass2'
  | 'staff'
  | 'techStaff'
  | 'revenue'
  | 'rdSpend'
  | 'netAssets';
export type FormField = { field: ProfileInput; year?: number; label?: string };
type Figure = MatchProfile['figures'][number];
type FigureKey = 'revenue' | 'rdSpend' | 'netAssets' | 'staff' | 'techStaff';
const figureKeys: FigureKey[] = ['revenue', 'rdSpend', 'netAssets', 'staff', 'techStaff'];

type Values = {
  region?: string[];
  entityType?: string;
  industryCode?: string;
  scale?: string;
  foundedOn?: string;
  qualifications?: string[];
  ipClass1?: number | null;
  ipClass2?: number | null;
  figures?: Record<string, Partial<Record<FigureKey, number | null>>>;
};

/** The form's values for a profile (what /ppResult prefills). */
export function valuesOf(profile: Partial<MatchProfile> | undefined): Values {
  if (!profile) return {};
  const figures: Values['figures'] = {};
  for (const f of profile.figures ?? []) {
    figures[String(f.year)] = Object.fromEntries(figureKeys.map((k) => [k, f[k] ?? undefined]));
  }
  return {
    region: regionPath(profile.regionCode),
    entityType: profile.entityType ?? undefined,
    industryCode: profile.industryCode ?? undefined,
    scale: profile.scale ?? undefined,
    foundedOn: profile.foundedOn ?? undefined,
    qualifications: profile.qualifications ?? [],
    ipClass1: profile.ipClass1 ?? undefined,
    ipClass2: profile.ipClass2 ?? undefined,
    figures,
  };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The profile to send: the base profile with the form's values over it (a cleared field becomes unknown). */
export function profileOf(values: Values, shown: FormField[], base?: Partial<MatchProfile>): MatchProfile {
  const profile: MatchProfile = { ...(base ?? {}), qualifications: base?.qualifications ?? [], figures: [...(base?.figures ?? [])] } as MatchProfile;
  const region = values.region?.[values.region.length - 1];
  profile.regionCode = region ?? undefined;
  profile.entityType = (values.entityType as MatchProfile['entityType']) ?? undefined;
  const has = (field: ProfileInput) => shown.some((f) => f.field === field && f.year === undefined);
  if (has('industryCode')) profile.industryCode = blank(values.industryCode) ? undefined : values.industryCode!.trim().toUpperCase();
  if (has('scale')) profile.scale = (values.scale as MatchProfile['scale']) ?? undefined;
  if (has('foundedOn')) profile.foundedOn = blank(values.foundedOn) ? undefined : String(values.foundedOn).slice(0, 10);
  if (has('qualifications')) profile.qualifications = values.qualifications ?? [];
  if (has('ipClass1')) profile.ipClass1 = blank(values.ipClass1) ? undefined : values.ipClass1!;
  if (has('ipClass2')) profile.ipClass2 = blank(values.ipClass2) ? undefined : values.ipClass2!;
  const byYear = new Map<number, Figure>(profile.figures.map((f) => [f.year, { ...f }]));
  for (const f of shown) {
    if (f.year === undefined || !figureKeys.includes(f.field as FigureKey)) continue;
    const key = f.field as FigureKey;
    const value = values.figures?.[String(f.year)]?.[key];
    const figure: Figure = byYear.get(f.year) ?? { year: f.year };
    figure[key] = blank(value) ? undefined : (value as number);
    byYear.set(f.year, figure);
  }
  // Undefined, not null: the JSON leaves the value out, which the server reads as unknown.
  profile.figures = [...byYear.values()].filter((f) => figureKeys.some((k) => !blank(f[k]))).sort((a, b) => b.year - a.year);
  return JSON.parse(JSON.stringify(profile)) as MatchProfile;
}

export function fieldLabel(t: Translate, f: FormField): string {
  const name = t(`match.field.${f.field}`);
  return f.year ? t('match.field.withYear', { year: f.year, name }) : name;
}

type Props = {
  /** The inputs to ask for besides region and entity type (from the match/fields call). */
  fields: FormField[];
  initial?: Partial<MatchProfile>;
  submitText: string;
  onFinish: (profile: MatchProfile) => Promise<boolean | void>;
  /** Region or entity type changed (the candidates, so the needed fields, depend on them). */
  onBasicsChange?: (regionCode: string | undefined, entityType: string | undefined) => void;
  /** Shown between the basics and the needed fields (e.g. "loading the fields…"). */
  between?: ReactNode;
};

export default function ProfileForm({ fields, initial, submitText, onFinish, onBasicsChange, between }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const initialValues = useMemo(() => ({ entityType: 'enterprise', ...valuesOf(initial) }), [initial]);
  const options = useMemo(() => regionOptions(), []);
  const shown = fields.filter((f) => f.field !== 'regionCode' && f.field !== 'entityType');
  const facts = shown.filter((f) => f.year === undefined);
  const years = [...new Set(shown.filter((f) => f.year !== undefined).map((f) => f.year!))].sort((a, b) => b - a);
  // The inputs round to their precision themselves; the rules name what is out of range.
  const number = (min: number | undefined): Rule[] => [
    { type: 'number', min, message: t('match.form.notNegative') },
    { type: 'number', max: 1e12, message: t('match.form.invalidNumber') },
  ];

  const factItem = (f: FormField) => {
    const label = fieldLabel(t, f);
    switch (f.field) {
      case 'industryCode':
        return (
          <ProForm.Item
            key={f.field}
            name="industryCode"
            label={label}
            tooltip={t('match.form.industryHint')}
            rules={[
              {
                validator: (_r: unknown, v: string | undefined) =>
                  blank(v) || parseIndustryCode(v) ? Promise.resolve() : Promise.reject(new Error(t('match.form.industryInvalid'))),
              },
            ]}
          >
            <AutoComplete
              options={industryOptions}
              placeholder={t('match.form.industryPlaceholder')}
              filterOption={(input, option) => String(option?.label ?? '').includes(input)}
              allowClear
            />
          </ProForm.Item>
        );
      case 'scale':
        return <ProFormSelect key={f.field} name="scale" label={label} options={scales.map((v) => ({ value: v, label: t(`match.value.${v}`) }))} />;
      case 'foundedOn':
        return (
          <ProFormDatePicker
            key={f.field}
            name="foundedOn"
            label={label}
            fieldProps={{ style: { width: '100%' }, disabledDate: (d: Dayjs) => d.isAfter(dayjs()) }}
          />
        );
      case 'qualifications':
        return (
          <ProFormSelect
            key={f.field}
            name="qualifications"
            label={label}
            mode="multiple"
            tooltip={t('match.form.qualificationsHint')}
            options={qualifications.map((v) => ({ value: v, label: t(`match.value.${v}`) }))}
            fieldProps={{ placeholder: t('match.form.qualificationsNone') }}
          />
        );
      case 'ipClass1':
      case 'ipClass2':
        return (
          <ProFormDigit
            key={f.field}
            name={f.field}
            label={label}
            tooltip={t(`match.form.${f.field}Hint`)}
            min={0}
            fieldProps={{ precision: 0, addonAfter: t('match.unit.piece') }}
            rules={number(0)}
          />
        );
      default:
        return null;
    }
  };

  const figureItem = (f: FormField) => {
    const key = f.field as FigureKey;
    const persons = key === 'staff' || key === 'techStaff';
    const rules = number(key === 'netAssets' ? undefined : 0);
    if (key === 'techStaff') {
      rules.push(({ getFieldValue }) => ({
        validator: (_r, v) => {
          const staff = getFieldValue(['figures', String(f.year), 'staff']);
          return blank(v) || blank(staff) || v <= staff ? Promise.resolve() : Promise.reject(new Error(t('match.form.techStaffTooMany')));
        },
      }));
    }
    return (
      <ProFormDigit
        key={`${key}:${f.year}`}
        name={['figures', String(f.year), key]}
        label={fieldLabel(t, f)}
        dependencies={key === 'techStaff' ? [['figures', String(f.year), 'staff']] : undefined}
        min={key === 'netAssets' ? -1e12 : 0}
        // Money as typed (1500, not 1500.00); persons whole.
        fieldProps={{ precision: persons ? 0 : undefined, addonAfter: persons ? t('match.unit.person') : t('match.unit.wan'), style: { width: '100%' } }}
        rules={rules}
      />
    );
  };

  return (
    <ProForm<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      dateFormatter="string"
      submitter={{ searchConfig: { submitText }, resetButtonProps: false }}
      onValuesChange={(changed, all) => {
        if ('region' in changed || 'entityType' in changed) onBasicsChange?.(all.region?.[all.region.length - 1], all.entityType);
      }}
      onFinish={async (values) => onFinish(profileOf(values, shown, initial))}
    >
      <ProForm.Group>
        <ProFormCascader
          name="region"
          label={t('match.field.regionCode')}
          width="md"
          rules={[{ required: true, message: t('match.form.regionRequired') }]}
          fieldProps={{ options, changeOnSelect: true, showSearch: true, placeholder: t('match.form.regionPlaceholder') }}
        />
        <ProFormSelect
          name="entityType"
          label={t('match.field.entityType')}
          width="sm"
          rules={[{ required: true, message: t('match.form.entityTypeRequired') }]}
          options={entityTypes.map((v) => ({ value: v, label: t(`match.value.${v}`) }))}
        />
      </ProForm.Group>
      {between}
      {facts.length > 0 && (
        <>
          <Divider orientation="left" plain>
            {t('match.form.facts')}
          </Divider>
          <ProForm.Group>{facts.map(factItem)}</ProForm.Group>
        </>
      )}
      {years.map((year) => (
        <div key={year} data-testid={`figures-${year}`}>
          <Divider orientation="left" plain>
            {t('match.form.figuresOf', { year })}
          </Divider>
          <ProForm.Group>{shown.filter((f) => f.year === year).map(figureItem)}</ProForm.Group>
        </div>
      ))}
      {shown.length === 0 && !between && <Typography.Paragraph type="secondary">{t('match.form.nothingNeeded')}</Typography.Paragraph>}
    </ProForm>
  );
}
